// The shipped known-differences list r66-3.6.2 matches no more than each entry names: one operation
// (never `*`), the exact places (a deeper or another JSON pointer is not taken), and the values or
// request condition it names. Each entry is shown a difference of the 2026-11-26 calibration it
// must take (docs/snapshot-diff.md), then near misses it must leave to the report.
import { describe, expect, it } from 'vitest';
import { loadKnownDifferences, matchBaseline, type BaselineEntry } from '../../conformance/index.ts';
import { OPERATIONS } from '../../contract/index.ts';

interface Sample {
  readonly check: string;
  readonly operation: string;
  readonly title: string;
  readonly a: string;
  readonly b: string;
  /** `METHOD url`, and the body after a space when there is one. */
  readonly request: string;
}

const known = loadKnownDifferences('r66-3.6.2');
const body = (operation: string, title: string, a: string, b: string, request: string): Sample => ({ check: 'diff_body', operation, title, a, b, request });
/** A status difference: `statuses` as the title gives them (`A 500, B 200`). */
const status = (operation: string, statuses: string, request: string): Sample => {
  const [, a = '', b = ''] = /^A (\d+), B (\d+)$/.exec(statuses) ?? [];
  return { check: 'diff_status', operation, title: `status differs: ${statuses}`, a, b, request };
};

/** One difference of the calibration per entry, with the entry's tag (its reason's first word). */
const TAKEN: readonly [string, Sample][] = [
  ['host-filter', { check: 'diff_envelope', operation: 'GET /hosts', title: 'envelope words differ at /answer: A [count,filter,limit], B [count,filter,limit,results]', a: 'count,filter,limit', b: 'count,filter,limit,results', request: 'GET /hosts' }],
  ['host-filter', body('GET /hosts', 'records only in B at /answer/results', '(absent)', 'hostb, hostc', 'GET /hosts?ISSSL=true')],
  ['host-filter', body('GET /hosts', 'body value differs at /answer/count', '0', '9', 'GET /hosts?HOSTID=hosta')],
  ['snapshot-secrets', body('GET /hosts', 'body value differs at /answer/results/*/HOSTKEY (5 places)', '"<redacted>"', '"<redacted>"', 'GET /hosts?ISACTIVE=true')],
  ['host-key', body('GET /hosts/:id', 'body value differs at /answer/HOSTKEY', '"<redacted>"', '"<redacted>"', 'GET /hosts/hosta')],
  ['host-key', body('POST /hosts', 'body value differs at /answer/HOSTKEY', '"<redacted>"', '"<redacted>"', 'POST /hosts {"HOSTID":"tmkitdiff-host","ADDRESS":"10.0.0.99","HOSTKEY":"dG1raXRkaWZm"}')],
  // Issue 35: a replayed client's host (Waarp's scenario creates hosta2 and hosta3), read, updated and deleted.
  ['host-key', body('POST /hosts', 'body value differs at /answer/HOSTKEY', '"<redacted>"', '"<redacted>"', 'POST /hosts {"HOSTID":"hosta2","ADDRESS":"10.10.10.10","PORT":"43055","HOSTKEY":"MTc3"}')],
  ['host-key', body('GET /hosts/:id', 'body value differs at /answer/HOSTKEY', '"<redacted>"', '"<redacted>"', 'GET /hosts/tmkitdiff-host')],
  ['host-key', body('PUT /hosts/:id', 'body value differs at /answer/HOSTKEY', '"<redacted>"', '"<redacted>"', 'PUT /hosts/tmkitdiff-host {"ADDRESS":"10.0.0.98"}')],
  ['host-key', body('DELETE /hosts/:id', 'body value differs at /answer/HOSTKEY', '"<redacted>"', '"<redacted>"', 'DELETE /hosts/hosta2')],
  ['options', body('OPTIONS /', 'body value differs at /answer/DetailedAllow/*/server (2 places)', '[{"PUT":{}}]', '(absent)', 'OPTIONS /')],
  ['options', body('OPTIONS /', 'body value differs at /answer/DetailedAllow/*/transfers/*/GET/body/STOPSTRANS', '(absent)', '"Date in ISO 8601 format or ms (the interface\'s spelling of STOPTRANS)"', 'OPTIONS /')],
  ['options', body('OPTIONS /transfers', 'body value differs at /answer/DetailedAllow/*/GET/body/STOPSTRANS', '(absent)', '"Date in ISO 8601 format or ms"', 'OPTIONS /transfers')],
  ['options', body('OPTIONS /hostconfigs', 'body value differs at /answer/DetailedAllow/*/GET/body/HOSTID', '"host name subtext"', '"host name"', 'OPTIONS /hostconfigs')],
  ['options', body('OPTIONS /log', 'body value differs at /answer/DetailedAllow/*/GET/answer/*/requestUserPacket', '0', '16', 'OPTIONS /log')],
  ['options', body('OPTIONS /info', 'body value differs at /answer/DetailedAllow/*/GET/command', '"GetInformation"', '"GetTransferInformation"', 'OPTIONS /info')],
  ['options', body('OPTIONS /bandwidth', 'body value differs at /answer/DetailedAllow/*/PUT/answer/*/comment', '"Bandwidth getter (GET)"', '"Bandwidth setter (PUT)"', 'OPTIONS /bandwidth')],
  ['detail-dump', body('DELETE /hosts/:id', 'body value differs at /detail', '"Issue while reading from database {\\"_id\\":\\"hosta3\\"} was {\\"X-method\\":\\"DELETE\\"}"', '"Issue while reading from database {\\"_id\\":\\"hosta3\\"}"', 'DELETE /hosts/hosta3')],
  ['detail-dump', body('GET /hosts/:id', 'body value differs at /detail', '"Issue while reading from database {\\"_id\\":\\"x\\"} was {\\"X-method\\":\\"GET\\"}"', '"Issue while reading from database {\\"_id\\":\\"x\\"}"', 'GET /hosts/x')],
  // REST v2 (calibration of 2026-11-26, H2 and PostgreSQL).
  ['v2-offset-h2', status('GET /v2/transfers', 'A 500, B 200', 'GET /v2/transfers?limit=3&offset=1')],
  ['v2-offset-postgresql', body('GET /v2/transfers', 'records only in A at /results', '1004 "hosta" "hostb", 1005 "hosta" "hostb"', '(absent)', 'GET /v2/transfers?limit=3&offset=1')],
  ['v2-dates', status('GET /v2/transfers', 'A 500, B 200', 'GET /v2/transfers?startTrans=2026-11-19T14%3A00%3A00.000Z&stopTrans=2026-11-21T14%3A00%3A00.000Z&limit=1000')],
  ['snapshot-secrets', body('GET /v2/hosts', 'body value differs at /results/*/password (9 places)', '"<redacted>"', '"<redacted>"', 'GET /v2/hosts?order=descId&limit=1000')],
  ['snapshot-secrets', body('GET /v2/hosts/:id', 'body value differs at /password', '"<redacted>"', '"<redacted>"', 'GET /v2/hosts/hosta')],
  ['v2-modetrans-h2', body('GET /v2/rules', 'records only in B at /results', '(absent)', 'rule2', 'GET /v2/rules?modeTrans=receive')],
  ['v2-modetrans-postgresql', status('GET /v2/rules', 'A 500, B 200', 'GET /v2/rules?modeTrans=receive')],
  ['v2-delete-notask', status('DELETE /v2/transfers/:id', 'A 404, B 204', 'DELETE /v2/transfers/1795719303385_hostb')],
];

/** Differences alike the ones taken but for what an entry names: none of them is expected. */
const LEFT: readonly [string, Sample][] = [
  ['both host filters given', body('GET /hosts', 'records only in B at /answer/results', '(absent)', 'hostb', 'GET /hosts?ISSSL=true&ISACTIVE=true')],
  ['records only in A', body('GET /hosts', 'records only in A at /answer/results', 'hostb', '(absent)', 'GET /hosts')],
  ['a value of the hosts, not their number', body('GET /hosts', 'body value differs at /answer/results/*/ADDRESS', '"a"', '"b"', 'GET /hosts')],
  ['a host created without a HOSTKEY', body('POST /hosts', 'body value differs at /answer/HOSTKEY', '"<redacted>"', '"<redacted>"', 'POST /hosts {"HOSTID":"hostz"}')],
  ['a filter the OPTIONS of 3.6.2 does describe', body('OPTIONS /transfers', 'body value differs at /answer/DetailedAllow/*/GET/body/STOPSTRANS', '"Date"', '"Date in ISO 8601 format or ms"', 'OPTIONS /transfers')],
  ['another OPTIONS label', body('OPTIONS /hostconfigs', 'body value differs at /answer/DetailedAllow/*/GET/body/HOSTID', '"host id"', '"host name"', 'OPTIONS /hostconfigs')],
  ['another /log place', body('OPTIONS /log', 'body value differs at /answer/DetailedAllow/*/GET/body/comment', '"a"', '"b"', 'OPTIONS /log')],
  ['a setter packet on both', body('OPTIONS /bandwidth', 'body value differs at /answer/DetailedAllow/*/PUT/body/setter', 'true', 'false', 'OPTIONS /bandwidth')],
  // The fake answers an unknown /v2 path without a Content-Type, as 3.6.2 does: a type on one side is no longer expected.
  ['an unknown /v2 path typed by the fake', { check: 'diff_media_type', operation: 'GET /v2/unknown', title: 'media type differs: A , B text/plain', a: '', b: 'text/plain', request: 'GET /v2/unknown' }],
  ['another media type', { check: 'diff_media_type', operation: 'GET /v2/unknown', title: 'media type differs: A application/json, B text/plain', a: 'application/json', b: 'text/plain', request: 'GET /v2/unknown' }],
  ['a detail that differs beyond the dump', body('GET /hosts/:id', 'body value differs at /detail', '"Issue {\\"_id\\":\\"x\\"} was {}"', '"Other {\\"_id\\":\\"x\\"}"', 'GET /hosts/x')],
  ['a record order', body('GET /transfers', 'record order differs at /answer/results', '1, 2', '2, 1', 'GET /transfers?OWNERREQ=*&limit=1000')],
  ['a v2 transfer list refused without an offset', status('GET /v2/transfers', 'A 500, B 200', 'GET /v2/transfers?limit=3')],
  ['a v2 transfer list refused at offset 0', status('GET /v2/transfers', 'A 500, B 200', 'GET /v2/transfers?offset=0&limit=3')],
  ['other v2 transfers without an offset', body('GET /v2/transfers', 'records only in A at /results', '1004 "hosta" "hostb"', '(absent)', 'GET /v2/transfers?limit=3')],
  ['a v2 value at an offset', body('GET /v2/transfers', 'body value differs at /results/*/status', '"DONE"', '"INERROR"', 'GET /v2/transfers?limit=3&offset=1')],
  ['a date 3.6.2 cannot read', status('GET /v2/transfers', 'A 500, B 200', 'GET /v2/transfers?startTrans=bad')],
  ['a date refused otherwise', status('GET /v2/transfers', 'A 400, B 200', 'GET /v2/transfers?startTrans=2026-11-19T14%3A00%3A00.000Z')],
  ['another v2 host value', body('GET /v2/hosts', 'body value differs at /results/*/address', '"a"', '"b"', 'GET /v2/hosts')],
  ['v2 rules without modeTrans', body('GET /v2/rules', 'records only in B at /results', '(absent)', 'rule2', 'GET /v2/rules')],
  ['a modeTrans that names no mode', status('GET /v2/rules', 'A 500, B 200', 'GET /v2/rules?modeTrans=bogus')],
  ['a v2 DELETE both refuse otherwise', status('DELETE /v2/transfers/:id', 'A 404, B 200', 'DELETE /v2/transfers/1795719303385_hostb')],
  ['a v2 DELETE the fake refuses', status('DELETE /v2/transfers/:id', 'A 204, B 404', 'DELETE /v2/transfers/1795719303385_hostb')],
];

function entryFor(s: Sample): BaselineEntry | undefined {
  const [method = '', url = '', ...rest] = s.request.split(' ');
  return matchBaseline(known, {
    check: s.check, severity: 'minor', operation: s.operation, title: s.title, seed: 0, occurrences: 1,
    expected: `A: ${s.a}\n\nA answered 200 application/json:\n{}`,
    received: `B: ${s.b}\n\nB answered 200 application/json:\n{}`,
    exchange: { method, url, body: rest.join(' '), headers: { accept: 'application/json' } },
  });
}
const tagOf = (e: BaselineEntry | undefined) => e?.reason.split(/[: ]/)[0];

/** The same difference at a place below the one it names. */
const deeper = (s: Sample): Sample => ({ ...s, title: s.title.replace(/^((?:body value differs|records only in [AB]|record order differs) at \S+)/, '$1/deeper').replace(/^((?:envelope words differ|media type differs|status differs).*)$/, '$1 more') });

describe('known differences r66-3.6.2', () => {
  it('names one operation of the contract in every entry, and anchors every match', () => {
    const labels = new Set(OPERATIONS.map((o) => `${o.method} ${o.path}`));
    for (const e of known.entries) {
      expect(labels.has(e.operation), e.operation).toBe(true);
      expect(e.match, e.reason).toMatch(/^\^/);
      expect(e.match).toMatch(/\\n/);
    }
  });

  it('takes each difference of the calibration with the entry of its cause, and uses every entry', () => {
    const used = new Set<BaselineEntry>();
    for (const [tag, s] of TAKEN) {
      const e = entryFor(s);
      expect(tagOf(e), `${s.operation} ${s.request} ${s.title}`).toBe(tag);
      if (e) used.add(e);
    }
    expect(known.entries.filter((e) => !used.has(e)).map((e) => e.reason)).toEqual([]);
  });

  it('leaves the same difference at a deeper place, on another operation, or another value or request, to the report', () => {
    const others = [...new Set(OPERATIONS.map((o) => `${o.method} ${o.path}`))];
    for (const [tag, s] of TAKEN) {
      expect(entryFor(deeper(s)), `${deeper(s).title}`).toBeUndefined();
      // Another operation, unless the list names the same cause there too (the host-key of GET, PUT and DELETE /hosts/:id).
      const sameCause = new Set(known.entries.filter((e) => tagOf(e) === tag).map((e) => e.operation));
      for (const op of others.filter((o) => !sameCause.has(o))) expect(entryFor({ ...s, operation: op }), `${op} ${s.title}`).toBeUndefined();
    }
    for (const [why, s] of LEFT) expect(tagOf(entryFor(s)), why).toBeUndefined();
  });
});
