// The control endpoints of the stand-in (README "Stand-in for client tests"): the request journal
// (`/_fake/requests`) and the scheduled mishaps (`/_fake/mishaps`). Transport-free, like the rest
// of the control API.
import type { FakeServer } from '../fake.ts';
import { readMishapSpec } from '../stand-in/mishap-input.ts';
import type { RequestMatcher } from '../stand-in/request-match.ts';
import { journalSource, scriptOfJournal } from '../stand-in/journal-script.ts';
import { readObject, isProblem, problem, type ControlReply } from './control-body.ts';

/** The filters of `GET /_fake/requests`: `method`, `path`, `operation` (id or `GET /transfers/:id`). */
function filterOf(querystring: string): RequestMatcher {
  const q = new URLSearchParams(querystring);
  const filter: { -readonly [K in 'method' | 'path' | 'operation' | 'clientSubject']?: string } = {};
  for (const k of ['method', 'path', 'operation', 'clientSubject'] as const) {
    const v = q.get(k);
    if (v !== null) filter[k] = v;
  }
  return filter;
}

/**
 * `GET /_fake/requests?method=&path=&operation=&clientSubject=`: `{count, received, capacity, requests}`, oldest first;
 * `?format=script`: the journal as a replayable script (docs/replay.md), every request it holds.
 */
export function listRequests(fake: FakeServer, querystring: string): ControlReply {
  const format = new URLSearchParams(querystring).get('format');
  if (format === 'script') return { status: 200, body: scriptOfJournal(fake.journal, journalSource(fake)) as never };
  if (format !== null) return problem(400, `format=${format}: the journal comes as entries (no format) or as a replayable script (format=script)`);
  const requests = fake.journal.entries(filterOf(querystring));
  return { status: 200, body: { count: requests.length, received: fake.journal.received, capacity: fake.journal.capacity, requests } };
}

/** `DELETE /_fake/requests`: forgets every entry. */
export function clearRequests(fake: FakeServer): ControlReply {
  const cleared = fake.journal.size;
  fake.journal.clear();
  return { status: 200, body: { cleared } };
}

/** `GET /_fake/mishaps`: the mishaps still scheduled. */
export function listMishaps(fake: FakeServer): ControlReply {
  return { status: 200, body: { mishaps: fake.mishaps.list() } };
}

/** `POST /_fake/mishaps` `{"kind": "status", "status": 503, "match": {...}, "nth": 1, "times": 1}`: 201 `{id}`. */
export function scheduleMishap(fake: FakeServer, text: string): ControlReply {
  const body = readObject(text);
  if (isProblem(body)) return body;
  const spec = readMishapSpec(body);
  if (typeof spec === 'string') return problem(400, spec);
  return { status: 201, body: { id: fake.mishaps.schedule(spec) } };
}

/** `DELETE /_fake/mishaps`: clears every scheduled mishap. */
export function clearMishaps(fake: FakeServer): ControlReply {
  const cleared = fake.mishaps.list().length;
  fake.mishaps.clear();
  return { status: 200, body: { cleared } };
}

/** `DELETE /_fake/mishaps/:id`: clears one; 404 when it is not scheduled (any more). */
export function unscheduleMishap(fake: FakeServer, id: string): ControlReply {
  const n = /^\d+$/.test(id) ? Number(id) : NaN;
  return fake.mishaps.clear(n) ? { status: 200, body: { cleared: 1 } } : problem(404, `no mishap ${id} is scheduled`);
}
