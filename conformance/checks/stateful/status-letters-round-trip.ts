// Fails when: a transfer created with STEPSTATUS and INFOSTATUS set to an ErrorCode letter does not
// answer and read back with that letter padded to three characters.
//
// status_letters_round_trip: every ErrorCode letter in and out (reference §9.3, §3.2, §8; issue 25
// item 2). The server decodes STEPSTATUS and INFOSTATUS from their first character and writes the
// code back as the letter and two spaces. STEPSTATUS is sent bare (`O`) and INFOSTATUS padded
// (`O  `), so both input forms are exercised for each letter. A real 3.6.2 server round-trips all
// 34 letters, in both forms, in the POST answer and in a later GET (seen 2026-11-26).
import { ERROR_CODES, STATUS_PADDING } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { answerOf, readOne, requireWrites, runNames, Tracker } from './calls.ts';
import { transfersResource as transfers } from './resources/transfers.ts';
import type { RecordKey } from './resources/index.ts';

const COLUMNS = ['STEPSTATUS', 'INFOSTATUS'] as const;

/** What an answer shows instead of the padded letter, column by column (empty when both are right). */
function wrongColumns(ex: Exchange, letter: string): string[] {
  const record = answerOf(ex);
  if (ex.response?.status !== 200 || !record) return [`no record (${ex.response?.status ?? 'no answer'})`];
  return COLUMNS.filter((c) => record[c] !== `${letter}${STATUS_PADDING}`).map((c) => `${c} ${JSON.stringify(record[c])}`);
}

function reportWrong(ctx: CheckContext, ex: Exchange, what: string, name: string, letter: string, wrong: readonly string[]): void {
  ctx.report({
    title: `${what} with STEPSTATUS and INFOSTATUS ${JSON.stringify(letter)} (${name}) did not show ${JSON.stringify(`${letter}${STATUS_PADDING}`)}`,
    expected: `Expected: STEPSTATUS and INFOSTATUS ${JSON.stringify(`${letter}${STATUS_PADDING}`)} (the ErrorCode ${name}, its letter padded to three characters)`,
    received: `Received: ${wrong.join(', ')}`,
  }, ex);
}

export const statusLettersRoundTrip: ScenarioCheck = {
  id: 'status_letters_round_trip',
  kind: 'scenario',
  severity: 'major',
  rule: 'A transfer created with STEPSTATUS and INFOSTATUS set to any ErrorCode letter (bare or padded) answers and reads back with that letter padded to three characters.',
  failsWhen: 'for some ErrorCode letter, POST /transfers with STEPSTATUS "<letter>" and INFOSTATUS "<letter>  " answers, or a later GET /transfers/:id shows, another status than the letter followed by two spaces.',
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const names = await runNames(ctx, 'lt');
    const tracker = new Tracker(ctx);
    const key = transfers.keys(names)[0] as RecordKey;
    await tracker.sweep(transfers, [key]);
    for (const { name, letter } of ERROR_CODES) {
      const created = await tracker.create(transfers, key, { FILENAME: '/data/out/letters.dat', STEPSTATUS: letter, INFOSTATUS: `${letter}${STATUS_PADDING}` }, names);
      if (!expectStatus(ctx, created, 200, `POST /transfers with status ${JSON.stringify(letter)}`)) return;
      const answered = wrongColumns(created, letter);
      if (answered.length > 0) reportWrong(ctx, created, 'POST /transfers', name, letter, answered);
      const read = await readOne(ctx, transfers, key);
      const stored = wrongColumns(read, letter);
      if (stored.length > 0) reportWrong(ctx, read, 'GET /transfers/:id after a POST', name, letter, stored);
      await tracker.remove(transfers, key);
    }
  },
};
