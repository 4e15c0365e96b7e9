// The shipped known-differences lists of the older releases (r66-3.5.2, r66-3.6.1, r66-3.6.0) extend
// r66-3.6.2: each drops the entries its release cannot show and names only its own differences,
// precisely. Each entry of its own is shown a difference measured against its real server
// (docs/releases.md, 2026-11-29) that it must take, then near misses it must leave to the report.
import { describe, expect, it } from 'vitest';
import { loadKnownDifferences, matchBaseline, type BaselineEntry } from '../../conformance/index.ts';
import { OPERATIONS } from '../../contract/index.ts';

interface Difference {
  readonly check: string;
  readonly operation: string;
  readonly title: string;
  /** `A: …\n\nA answered …` as the diff writes it, and B's. */
  readonly expected: string;
  readonly received: string;
  /** `METHOD url`, and the body after a space when there is one. */
  readonly request: string;
}

const tagOf = (e: BaselineEntry | undefined) => e?.reason.split(/[: ]/)[0];
const entryFor = (list: string, d: Difference): BaselineEntry | undefined => {
  const [method = '', url = '', ...rest] = d.request.split(' ');
  return matchBaseline(loadKnownDifferences(list), {
    check: d.check, severity: 'minor', operation: d.operation, title: d.title, seed: 0, occurrences: 1, expected: d.expected, received: d.received,
    exchange: { method, url, body: rest.join(' '), headers: { accept: 'application/json' } },
  });
};

const page = (...transfers: readonly [number, string][]) =>
  `{"results":[${transfers.map(([id, requested]) => `{"id":${id},"status":"DONE","requested":"${requested}","requester":"hosta"}`).join(',')}],"totalResults":40}`;
const answered = (side: 'A' | 'B', value: string, status: string, text: string) => `${side}: ${value}\n\n${side} answered ${status}:\n${text}`;
const status = (operation: string, statuses: string, request: string): Difference => {
  const [, a = '', b = ''] = /^A (\d+), B (\d+)$/.exec(statuses) ?? [];
  return { check: 'diff_status', operation, title: `status differs: ${statuses}`, expected: answered('A', a, `${a} application/json`, '{}'), received: answered('B', b, `${b} application/json`, '{}'), request };
};

/** Measured on real 3.5.2 against the fake --release 3.5.2 (H2, read-only and --allow-writes). */
const TAKEN_352: readonly [string, Difference][] = [
  ['v2-page-ties', {
    check: 'diff_body', operation: 'GET /v2/transfers', title: 'records only in A at /results',
    expected: answered('A', '1001 "hosta" "hostfake"', '200 application/json', page([-9223372036854775806, 'hosta'], [-5, 'hostb'], [1001, 'hostfake'])),
    received: answered('B', '(absent)', '200 application/json', page([-9223372036854775806, 'hosta'], [-5, 'hostb'], [1001, 'hostb'])),
    request: 'GET /v2/transfers?limit=3&offset=1',
  }],
  ['v2-page-ties', {
    check: 'diff_body', operation: 'GET /v2/transfers', title: 'records only in B at /results',
    expected: answered('A', '(absent)', '200 application/json', page([-9223372036854775806, 'hosta'], [-5, 'hostb'], [1001, 'hostfake'])),
    received: answered('B', '1001 "hosta" "hostb"', '200 application/json', page([-9223372036854775806, 'hosta'], [-5, 'hostb'], [1001, 'hostb'])),
    request: 'GET /v2/transfers?limit=3&offset=1',
  }],
  ['v2-delete-absent', {
    check: 'diff_body', operation: 'DELETE /v2/transfers/:id', title: 'body text differs',
    expected: answered('A', '/v2/transfers/-9223372036854775802_hostb', '405 (no content-type)', '/v2/transfers/-9223372036854775802_hostb'),
    received: answered('B', '/v2/transfers/9007199254740995_hostb', '405 (no content-type)', '/v2/transfers/9007199254740995_hostb'),
    request: 'DELETE /v2/transfers/-9223372036854775802_hostb',
  }],
  ['v2-dates', status('GET /v2/transfers', 'A 500, B 200', 'GET /v2/transfers?startTrans=2026-11-19T14%3A00%3A00.000Z&stopTrans=2026-11-21T14%3A00%3A00.000Z&limit=1000')],
  ['v2-offset-negative', status('GET /v2/transfers', 'A 500, B 200', 'GET /v2/transfers?limit=3&offset=-1')],
  ['v1-body-not-object', status('GET /hosts', 'A 500, B 200', 'GET /hosts [1]')],
  ['v1-body-not-object', status('GET /rules/:id', 'A 500, B 404', 'GET /rules/nosuchrule "x"')],
  ['v1-body-not-object', status('POST /transfers', 'A 500, B 400', 'POST /transfers 12')],
  ['v1-body-not-object', status('DELETE /configurations/:id', 'A 500, B 400', 'DELETE /configurations/hosta null')],
  // Inherited from r66-3.6.2, the same code on 3.5.2.
  ['host-filter', { check: 'diff_envelope', operation: 'GET /hosts', title: 'envelope words differ at /answer: A [count,filter,limit], B [count,filter,limit,results]', expected: 'A: count,filter,limit', received: 'B: count,filter,limit,results', request: 'GET /hosts' }],
  ['v2-modetrans-h2', { check: 'diff_body', operation: 'GET /v2/rules', title: 'records only in B at /results', expected: answered('A', '(absent)', '200 application/json', '{}'), received: answered('B', 'rule2', '200 application/json', '{}'), request: 'GET /v2/rules?modeTrans=receive' }],
];

/** Alike, but not what an entry names: left to the report. */
const LEFT_352: readonly [string, Difference][] = [
  ['a page without an offset', { ...TAKEN_352[0]![1], request: 'GET /v2/transfers?limit=3' }],
  ['a transfer only in A whose id B does not page', { ...TAKEN_352[0]![1], received: answered('B', '(absent)', '200 application/json', page([-9223372036854775806, 'hosta'], [-5, 'hostb'], [1002, 'hostb'])) }],
  ['two transfers only in A', { ...TAKEN_352[0]![1], expected: answered('A', '1001 "hosta" "hostfake", 1002 "hosta" "hostb"', '200 application/json', page([1001, 'hostfake'], [1002, 'hostb'])) }],
  ['a 404 of the DELETE', status('DELETE /v2/transfers/:id', 'A 404, B 204', 'DELETE /v2/transfers/1795719303385_hostb')],
  ['a 405 of another path', { ...TAKEN_352[2]![1], expected: answered('A', '/v2/transfers/1_hostb/stop', '405 (no content-type)', '/v2/transfers/1_hostb/stop') }],
  ['an offset 3.5.2 pages on H2', status('GET /v2/transfers', 'A 500, B 200', 'GET /v2/transfers?limit=3&offset=1')],
  ['a 500 to a JSON object body', status('GET /hosts', 'A 500, B 200', 'GET /hosts {"HOSTID":"x"}')],
  ['a 500 without a body', status('GET /hosts/:id', 'A 500, B 200', 'GET /hosts/hosta')],
  ['a 500 to an array on /log', status('GET /log', 'A 500, B 400', 'GET /log [1]')],
  ['a 400 to an array', status('GET /hosts', 'A 400, B 200', 'GET /hosts [1]')],
];

describe('known differences of the older releases', () => {
  it('r66-3.5.2 takes each difference measured against 3.5.2 with the entry of its cause, and leaves near misses', () => {
    for (const [tag, d] of TAKEN_352) expect(tagOf(entryFor('r66-3.5.2', d)), `${d.operation} ${d.request} ${d.title}`).toBe(tag);
    for (const [why, d] of LEFT_352) expect(tagOf(entryFor('r66-3.5.2', d)), why).toBeUndefined();
    // 3.6.x has neither defect (r66-3.6.2 takes a page's records only in one side as its PostgreSQL offset defect).
    for (const list of ['r66-3.6.2', 'r66-3.6.1']) {
      for (const [tag, d] of TAKEN_352.filter(([t]) => ['v2-delete-absent', 'v1-body-not-object'].includes(t))) expect(tagOf(entryFor(list, d)), `${list} ${tag}`).toBeUndefined();
    }
  });

  it('r66-3.5.2 names one operation of the contract in each entry of its own but the one defect of all 25 data-model operations, and anchors every match', () => {
    const own = loadKnownDifferences('r66-3.5.2').entries.filter((e) => !loadKnownDifferences('r66-3.6.2').entries.includes(e));
    const labels = new Set(OPERATIONS.map((o) => `${o.method} ${o.path}`));
    for (const e of loadKnownDifferences('r66-3.5.2').entries) {
      expect(e.match, e.reason).toMatch(/^\^/);
      if (tagOf(e) !== 'v1-body-not-object') expect(labels.has(e.operation), e.operation).toBe(true);
    }
    expect(own.length).toBeGreaterThan(0);
    expect(loadKnownDifferences('r66-3.5.2').entries.filter((e) => e.operation === '*').map(tagOf)).toEqual(['v1-body-not-object']);
  });

  it('r66-3.6.1 and r66-3.6.0 are r66-3.6.2 without its offset entries and with the ties of a page: those releases page /v2/transfers on H2 and PostgreSQL', () => {
    const base = loadKnownDifferences('r66-3.6.2').entries;
    for (const list of ['r66-3.6.1', 'r66-3.6.0']) {
      const entries = loadKnownDifferences(list).entries;
      expect(entries.map(tagOf), list).toEqual([...base.map(tagOf).filter((t) => t !== 'v2-offset-h2' && t !== 'v2-offset-postgresql'), 'v2-page-ties']);
      // Measured against 3.6.0 (H2, 2026-11-29): the two transfers of id 1001 in another order on a page's edge.
      for (const [, d] of TAKEN_352.filter(([t]) => t === 'v2-page-ties')) expect(tagOf(entryFor(list, d)), list).toBe('v2-page-ties');
      expect(tagOf(entryFor(list, status('GET /v2/transfers', 'A 500, B 200', 'GET /v2/transfers?limit=3&offset=1'))), list).toBeUndefined();
      expect(tagOf(entryFor(list, status('DELETE /v2/transfers/:id', 'A 404, B 204', 'DELETE /v2/transfers/1_hostb'))), list).toBe('v2-delete-notask');
    }
  });
});
