// Fails when: GET /log with clean=true leaves a finished transfer (GLOBALLASTSTEP ALLDONETASK,
// status letter after `O`) of this server with an UPDATEDINFO other than DONE, or marks an
// unfinished one DONE.
//
// log_clean_marks_done: `clean` "corrects the status of erroneous completed transfers" (interface);
// the real rule (reference §4, confirmed §18): UPDATEDINFO becomes 6 (DONE) on the server's own
// transfers whose UPDATEDINFO is neither 6 nor 0, whose GLOBALLASTSTEP is 4 (ALLDONETASK) and whose
// STEPSTATUS letter is greater than `O`. The clean may reach every own transfer, not only the
// export's selection (§4), so the check sends it only when no transfer but its own would change,
// and never purges. Its transfers start in 2100, so a live scheduler leaves them alone (§18).
import { releaseFactsOf, TASK_STEP, UPDATED_INFO } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import { NotJudged, type ScenarioCheck } from '../check.ts';
import { expectStatus, type JsonRecord } from '../scenarios/helpers.ts';
import { answerOf, readOne, requireWrites, runNames, Tracker } from '../stateful/calls.ts';
import { transfersResource as transfers } from '../stateful/resources/transfers.ts';
import type { RecordKey } from '../stateful/resources/index.ts';
import { listOwnTransfers, listTransfers, logPacket, numberOf } from './support.ts';

/** What a clean changes (reference §4). */
const cleans = (r: JsonRecord): boolean => {
  const info = numberOf(r['UPDATEDINFO']);
  const letter = typeof r['STEPSTATUS'] === 'string' ? r['STEPSTATUS'].charCodeAt(0) : 0;
  return info !== UPDATED_INFO.DONE && info !== UPDATED_INFO.UNKNOWN && numberOf(r['GLOBALLASTSTEP']) === TASK_STEP.ALLDONETASK && letter > 'O'.charCodeAt(0);
};

/**
 * Whether a clean now would change nothing: every transfer it may reach listed in one answer, none
 * that it changes. A 3.6 clean reaches the server's own transfers; a 3.5.2 clean those of other
 * owners (`logCleanOwners`, contract/release-facts.ts), so against such a release every owner's
 * transfers are looked at (`OWNERREQ=*`, reference §3; the same on a real 3.5.2).
 */
export async function nothingToClean(ctx: CheckContext): Promise<boolean> {
  const reached = releaseFactsOf(ctx.release).logCleanOwners === 'own' ? await listOwnTransfers(ctx, {}) : await listTransfers(ctx, { OWNERREQ: '*' });
  return reached !== undefined && reached.complete && !reached.rows.some(cleans);
}

export const logCleanMarksDone: ScenarioCheck = {
  id: 'log_clean_marks_done',
  kind: 'scenario',
  severity: 'major',
  rule: "GET /log with clean=true sets UPDATEDINFO 6 (DONE) on the server's own finished transfers (GLOBALLASTSTEP 4, status letter after O) and leaves unfinished ones as they are.",
  failsWhen:
    "GET /log with clean=true leaves a finished transfer of the server's own (GLOBALLASTSTEP 4, status letter after `O`) with an UPDATEDINFO other than 6 (DONE), or marks an unfinished one DONE.",
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const names = await runNames(ctx, 'cl');
    const tracker = new Tracker(ctx);
    const [finished, unfinished] = transfers.keys(names) as [RecordKey, RecordKey];
    await tracker.sweep(transfers, [finished, unfinished]);
    // Against a target, any other transfer the clean would change makes the check stop here, before
    // it creates anything; the embedded fake is the run's own (its data holds every stored state,
    // docs/fixtures.md), so there the clean goes and only the check's own transfers are judged.
    if (!ctx.embedded && !(await nothingToClean(ctx))) throw new NotJudged('not judged: a clean now would also change transfers this run did not create (or they do not fit in one list answer), so it is not sent');
    const specs: [RecordKey, number][] = [[finished, TASK_STEP.ALLDONETASK], [unfinished, TASK_STEP.TRANSFERTASK]];
    for (const [key, lastStep] of specs) {
      const body = { FILENAME: `/data/out/${key.label}-clean.dat`, GLOBALSTEP: lastStep, GLOBALLASTSTEP: lastStep, STEPSTATUS: 'T' };
      if (!expectStatus(ctx, await tracker.create(transfers, key, body, names), 200, 'POST /transfers (a transfer to clean)')) return;
    }
    const log = await ctx.call({ method: 'GET', path: '/log', body: logPacket(ctx, { clean: true, startid: finished.id, stopid: finished.id, rule: names.rule }) });
    if (!expectStatus(ctx, log, 200, 'GET /log with clean')) return;
    for (const [key, lastStep] of specs) {
      const read = await readOne(ctx, transfers, key);
      if (!expectStatus(ctx, read, 200, 'GET /transfers/:id after a clean')) return;
      const want = lastStep === TASK_STEP.ALLDONETASK ? UPDATED_INFO.DONE : UPDATED_INFO.TOSUBMIT;
      const got = numberOf(answerOf(read)?.['UPDATEDINFO']);
      if (got === want) continue;
      ctx.report({
        title: lastStep === TASK_STEP.ALLDONETASK ? 'GET /log with clean did not mark a finished transfer DONE' : 'GET /log with clean marked an unfinished transfer DONE',
        expected: `Expected: transfer ${key.id} (${key.query['REQUESTER']} to ${key.query['REQUESTED']}, GLOBALLASTSTEP ${lastStep}, STEPSTATUS T, UPDATEDINFO 3) reads UPDATEDINFO ${want}`,
        received: `Received: UPDATEDINFO ${got ?? 'missing'}`,
      }, log);
    }
  },
};
