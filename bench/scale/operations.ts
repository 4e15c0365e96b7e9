// The operations the `scale` section measures (issue 18): each makes its i-th request from
// transfers read out of the fake at start, and leaves the store the size it found it (a batch of
// creates is followed by the deletes of what it created), so that every round measures the same.
import type { FakeServer, RawRequest } from '../../fake-server/index.ts';

export interface Sample {
  readonly SPECIALID: string;
  readonly REQUESTER: string;
  readonly REQUESTED: string;
  readonly OWNERREQ: string;
  readonly IDRULE: string;
}

/** The transfers the creates of a round made, by the view that made them (each view's deletes take its own away). */
export interface Created {
  readonly v1: Sample[];
  readonly v2: Sample[];
}

export interface Operation {
  readonly name: string;
  /** The status of every answer: 200 unless said. */
  readonly status?: number;
  /** A create: where the transfers it makes are noted. */
  readonly creates?: keyof Created;
  /** A list: the rows every answer must hold at every size (or the sizes would not compare). */
  readonly rows?: number;
  /** The i-th request of a batch; `created` holds the ids the creates of this round answered. */
  request(i: number, created: Created): RawRequest;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
/** Ids of the created transfers: far above any dataset's (a fake whose rows were loaded by hand would otherwise hand out ids it holds). */
const NEW_IDS = 8_000_000_000_000_000;
const get = (url: string): RawRequest => ({ method: 'GET', url, headers: {}, body: '' });
const idPath = (t: Sample) => `/transfers/${t.SPECIALID}?REQUESTER=${encodeURIComponent(t.REQUESTER)}&REQUESTED=${encodeURIComponent(t.REQUESTED)}&OWNERREQ=${encodeURIComponent(t.OWNERREQ)}`;

/** Up to `n` transfers spread over the whole store (every k-th in slot order), ids written with every digit. */
export function samplesOf(fake: FakeServer, n: number): Sample[] {
  const out: Sample[] = [];
  const step = Math.max(1, Math.floor(fake.store.transfers.size / n));
  let k = 0;
  for (const row of fake.store.transfers.values()) {
    if (k++ % step !== 0) continue;
    const t = row.record;
    out.push({ SPECIALID: String(t.SPECIALID), REQUESTER: t.REQUESTER, REQUESTED: t.REQUESTED, OWNERREQ: t.OWNERREQ, IDRULE: t.IDRULE });
    if (out.length === n) break;
  }
  return out;
}

/** The measured operations, in the order of each round (creates before the deletes that undo them). */
export function operations(samples: readonly Sample[], partner: string, now: number): Operation[] {
  const at = (i: number) => samples[i % samples.length] as Sample;
  const own = samples.find((t) => t.OWNERREQ !== '') ?? at(0);
  return [
    { name: 'GET /transfers/:id', request: (i) => get(idPath(at(i))) },
    { name: 'GET /transfers?LIMIT=100', rows: 100, request: () => get('/transfers?LIMIT=100') },
    { name: 'GET /transfers?OWNERREQ=*&INERROR=true&LIMIT=100', rows: 100, request: () => get('/transfers?OWNERREQ=*&INERROR=true&LIMIT=100') },
    { name: 'GET /transfers?PARTNER=…&LIMIT=100', rows: 100, request: () => get(`/transfers?OWNERREQ=*&PARTNER=${encodeURIComponent(partner)}&LIMIT=100`) },
    { name: 'GET /server', request: () => get('/server') },
    {
      name: 'POST /transfers (a new transfer)',
      creates: 'v1',
      request: (i) => ({ method: 'POST', url: '/transfers', headers: JSON_HEADERS, body: JSON.stringify({ SPECIALID: NEW_IDS + i, IDRULE: own.IDRULE, REQUESTER: own.REQUESTER, REQUESTED: own.REQUESTED, FILENAME: `/in/scale-${i}.csv`, STARTTRANS: now - (i % 3600) * 1000 }) }),
    },
    {
      // Each replaces the row with other values: its status flags and start move it between index lists.
      name: 'PUT /transfers/:id',
      request: (i) => ({ method: 'PUT', url: idPath(at(i)), headers: JSON_HEADERS, body: JSON.stringify({ UPDATEDINFO: 2 + (i % 5), STEPSTATUS: i % 2 === 0 ? 'z' : 'O', STARTTRANS: now - (i % 7200) * 1000 }) }),
    },
    { name: 'DELETE /transfers/:id (the new ones)', request: (i, created) => ({ method: 'DELETE', url: idPath(created.v1[i % Math.max(1, created.v1.length)] as Sample), headers: {}, body: '' }) },
  ];
}
