// Fails when: a transfer created with a TRANSFERINFO text does not read back starting with that
// text, or one created or updated with a STOPTRANS does not read back with that STOPTRANS.
//
// transfer_write_stores_times: the interface lists TRANSFERINFO and STOPTRANS among the fields of
// POST and PUT /transfers, and the fake stores what it is given (DESIGN §2.4). TRANSFERINFO is free
// text to which a server may append its own JSON map (reference §8.1; a real 3.6.2 server stores
// "text" as "text {}", seen on 2026-11-24), so only its beginning is compared. A real 3.6.2 server
// sets STOPTRANS to the current time on every write (reference §18): the baseline names it.
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { answerOf, readOne, requireWrites, runNames, Tracker, updateOne } from './calls.ts';
import { FUTURE_START, transfersResource as transfers } from './resources/transfers.ts';
import type { Fields, RecordKey } from './resources/index.ts';

const HOUR_MS = 3_600_000;

const numeric = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : undefined);

/** What a read shows of the TRANSFERINFO and STOPTRANS sent, as problems (empty when stored). */
function notStored(read: Exchange, sent: Fields): string[] {
  const record = answerOf(read);
  if (read.response?.status !== 200 || !record) return [`the transfer does not read back (${read.response?.status ?? 'no answer'})`];
  const problems: string[] = [];
  const info = sent['TRANSFERINFO'];
  if (typeof info === 'string' && !(typeof record['TRANSFERINFO'] === 'string' && record['TRANSFERINFO'].startsWith(info))) problems.push(`TRANSFERINFO ${JSON.stringify(record['TRANSFERINFO'])} (sent ${JSON.stringify(info)})`);
  const stop = sent['STOPTRANS'];
  if (stop !== undefined && numeric(record['STOPTRANS']) !== numeric(stop)) problems.push(`STOPTRANS ${String(record['STOPTRANS'])} (sent ${String(stop)})`);
  return problems;
}

/** Reports what `write` did not store; answers whether the write itself was accepted. */
async function writeThenRead(ctx: CheckContext, key: RecordKey, what: string, write: Exchange, sent: Fields): Promise<boolean> {
  if (!expectStatus(ctx, write, 200, what)) return false;
  const problems = notStored(await readOne(ctx, transfers, key), sent);
  if (problems.length === 0) return true;
  ctx.report({
    title: `${what} did not store ${problems.map((p) => p.split(' ')[0]).join(' and ')}`,
    expected: `Expected: a later GET shows ${Object.entries(sent).filter(([k]) => k === 'TRANSFERINFO' || k === 'STOPTRANS').map(([k, v]) => `${k} ${k === 'TRANSFERINFO' ? `starting with ${JSON.stringify(v)}` : String(v)}`).join(', ')}`,
    received: `Received: ${problems.join('; ')}`,
  }, write);
  return true;
}

export const transferWriteStoresTimes: ScenarioCheck = {
  id: 'transfer_write_stores_times',
  kind: 'scenario',
  severity: 'major',
  rule: 'POST /transfers stores the given STOPTRANS and TRANSFERINFO (its text first), PUT /transfers/:id the given STOPTRANS; a later GET shows them.',
  failsWhen:
    'a transfer created with a TRANSFERINFO text does not read back starting with that text, or one created or updated with a STOPTRANS does not read back with that STOPTRANS.',
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const names = await runNames(ctx, 'st');
    const tracker = new Tracker(ctx);
    const key = transfers.keys(names)[0] as RecordKey;
    await tracker.sweep(transfers, [key]);
    const created: Fields = { FILENAME: '/data/out/times.dat', TRANSFERINFO: `${names.prefix} transfer info`, STOPTRANS: FUTURE_START + 2 * HOUR_MS };
    if (!(await writeThenRead(ctx, key, 'POST /transfers', await tracker.create(transfers, key, created, names), created))) return;
    const updated: Fields = { STOPTRANS: FUTURE_START + 5 * HOUR_MS };
    await writeThenRead(ctx, key, 'PUT /transfers/:id', await updateOne(ctx, transfers, key, updated), updated);
  },
};
