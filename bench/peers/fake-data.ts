// What a peer that serves a dataset needs from the fake, read through the fake's own API: its
// host id and every transfer it holds (never names of the seeded dataset, which changes).
import { parseJson, type JsonValue } from '../../contract/index.ts';
import { fetchRaw } from '../http/fetch-raw.ts';

/** Enough for the default datasets; a peer that serves a file does not need a million rows to be measured. */
const MAX_TRANSFERS = 100_000;

const field = (v: JsonValue | undefined, k: string): JsonValue | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? v[k] : undefined;

export interface FakeData {
  readonly hostId: string;
  readonly transfers: readonly Readonly<Record<string, JsonValue>>[];
}

export async function fakeData(url: string): Promise<FakeData> {
  const health = parseJson((await fetchRaw(url, { method: 'GET', path: '/_fake/health' })).body.toString('utf8'));
  const hostId = field(health, 'hostId');
  if (typeof hostId !== 'string') throw new Error('GET /_fake/health has no hostId');
  const all = await fetchRaw(url, { method: 'GET', path: `/transfers?OWNERREQ=*&LIMIT=${MAX_TRANSFERS}&limit=${MAX_TRANSFERS}` });
  const results = field(field(parseJson(all.body.toString('utf8')), 'answer'), 'results');
  if (!Array.isArray(results)) throw new Error('GET /transfers?OWNERREQ=* listed no transfer');
  return { hostId, transfers: results as Record<string, JsonValue>[] };
}
