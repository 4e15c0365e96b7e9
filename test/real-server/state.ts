// A real server's data as the interface shows it, to compare before and after a run: the four
// collections (transfers of every owner and status; hosts in each ISSSL/ISACTIVE combination,
// since a bare list filters on false there, reference §18), the limits row and the live bandwidth.
// Read with the suite's own client (signed like a run, ids read losslessly). UPDATEDINFO is left
// out: any write through the interface sets it (DESIGN §6), and the run's limits checks rewrite
// the server's own limits row.
import { Client, httpTarget, type Credentials, type Exchange } from '../../conformance/index.ts';
import { serialize } from '../../contract/index.ts';

const EVERYTHING = { limit: '1000000' };
const HOST_FILTERS = [
  { ISSSL: 'true', ISACTIVE: 'true' },
  { ISSSL: 'true', ISACTIVE: 'false' },
  { ISSSL: 'false', ISACTIVE: 'true' },
  { ISSSL: 'false', ISACTIVE: 'false' },
];

function withoutUpdatedInfo(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUpdatedInfo);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'UPDATEDINFO').map(([k, v]) => [k, withoutUpdatedInfo(v)]));
}

const shown = (ex: Exchange): unknown => ({ status: ex.response?.status ?? ex.error?.failure, body: withoutUpdatedInfo(ex.json ?? ex.response?.body ?? null) });
const answerOf = (ex: Exchange): unknown => {
  const answer = (ex.json as { answer?: { results?: unknown; count?: unknown } } | undefined)?.answer;
  return { status: ex.response?.status ?? ex.error?.failure, count: answer?.count, results: withoutUpdatedInfo(answer?.results ?? null) };
};

/** Everything the interface shows of the server's data, as one JSON text (64-bit ids exact). */
export async function stateOf(url: string, credentials: Credentials): Promise<Record<string, string>> {
  const target = httpTarget(url, { timeoutMs: 10_000, maxRps: 0 });
  const client = new Client(target, credentials, { writes: false, purge: false, shutdown: false }, () => Date.now());
  const get = (path: string, query: Record<string, string> = {}) => client.call({ method: 'GET', path, query });
  try {
    const state: Record<string, unknown> = {
      transfers: answerOf(await get('/transfers', { OWNERREQ: '*', ALLSTATUS: 'true', ...EVERYTHING })),
      hostconfigs: answerOf(await get('/hostconfigs', EVERYTHING)),
      configurations: answerOf(await get('/configurations', EVERYTHING)),
      limits: shown(await get('/v2/limits')),
      bandwidth: answerOf(await get('/bandwidth')),
    };
    for (const f of HOST_FILTERS) state[`hosts ISSSL=${f.ISSSL} ISACTIVE=${f.ISACTIVE}`] = answerOf(await get('/hosts', { ...f, ...EVERYTHING }));
    return Object.fromEntries(Object.entries(state).map(([k, v]) => [k, serialize(v as never, true)]));
  } finally {
    await target.close();
  }
}
