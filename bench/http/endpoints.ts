// The four requests measured, taken from a running fake through its own API (never from names of
// the seeded dataset, which changes): one transfer read with its identity arguments, a list of 100,
// a create, and the server status. Measured in this order; the create is an upsert of one listed
// transfer's identity, so every repetition answers the same bytes and the store keeps its size.
import { parseJson, type JsonValue } from '../../contract/index.ts';
import { fetchRaw, type RawRequestSpec } from './fetch-raw.ts';

export type EndpointKey = 'read' | 'list' | 'server' | 'create';

export interface Endpoint {
  readonly key: EndpointKey;
  /** As the interface names the operation. */
  readonly operation: string;
  readonly request: RawRequestSpec;
}

export interface TransferSample {
  readonly SPECIALID: number | bigint;
  readonly REQUESTER: string;
  readonly REQUESTED: string;
  readonly IDRULE: string;
  readonly FILENAME: string;
}

export const LIST_LIMIT = 100;

const field = (o: JsonValue | undefined, k: string): JsonValue | undefined =>
  o !== null && typeof o === 'object' && !Array.isArray(o) ? o[k] : undefined;

function sample(t: JsonValue | undefined): TransferSample {
  const id = field(t, 'SPECIALID');
  const text = (k: string) => {
    const v = field(t, k);
    if (typeof v !== 'string') throw new Error(`a listed transfer has no text ${k}`);
    return v;
  };
  if (typeof id !== 'number' && typeof id !== 'bigint') throw new Error('a listed transfer has no SPECIALID');
  return { SPECIALID: id, REQUESTER: text('REQUESTER'), REQUESTED: text('REQUESTED'), IDRULE: text('IDRULE'), FILENAME: text('FILENAME') };
}

/** The transfers of the fake's first page (default owner, LIMIT 100), read without rounding any id. */
export async function listedTransfers(fakeUrl: string): Promise<TransferSample[]> {
  const a = await fetchRaw(fakeUrl, { method: 'GET', path: `/transfers?LIMIT=${LIST_LIMIT}` });
  const results = field(field(parseJson(a.body.toString('utf8')), 'answer'), 'results');
  if (a.status !== 200 || !Array.isArray(results) || results.length < 2) throw new Error(`GET /transfers answered ${a.status} without at least two transfers`);
  return results.map(sample);
}

/** The create body: the listed transfer's identity, rule and file name (SPECIALID written with every digit). */
export const createBody = (t: TransferSample): string =>
  `{"SPECIALID":${String(t.SPECIALID)},"REQUESTER":${JSON.stringify(t.REQUESTER)},"REQUESTED":${JSON.stringify(t.REQUESTED)},"IDRULE":${JSON.stringify(t.IDRULE)},"FILENAME":${JSON.stringify(t.FILENAME)}}`;

export function fakeEndpoints(listed: readonly TransferSample[]): Endpoint[] {
  const created = listed[0] as TransferSample;
  const read = listed[Math.floor(listed.length / 2)] as TransferSample;
  const q = new URLSearchParams({ REQUESTER: read.REQUESTER, REQUESTED: read.REQUESTED });
  return [
    { key: 'read', operation: 'GET /transfers/:id', request: { method: 'GET', path: `/transfers/${String(read.SPECIALID)}?${q}` } },
    { key: 'list', operation: `GET /transfers?LIMIT=${LIST_LIMIT}`, request: { method: 'GET', path: `/transfers?LIMIT=${LIST_LIMIT}` } },
    { key: 'server', operation: 'GET /server', request: { method: 'GET', path: '/server' } },
    {
      key: 'create',
      operation: 'POST /transfers',
      request: { method: 'POST', path: '/transfers', headers: { 'content-type': 'application/json' }, body: createBody(created) },
    },
  ];
}
