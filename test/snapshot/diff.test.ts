// tmkit diff's engine on two fakes configured apart: alike fakes give no difference (read-only and
// with writes); a planted fault gives differences on the requests it touches and nowhere else;
// another seed gives body differences only; a known-differences entry takes exactly what it matches;
// a transfer list in the wrong order is reported, also with the shipped known list.
import { describe, expect, it } from 'vitest';
import { loadKnownDifferences, readScript, runDiff, sampleOf, writeScript, type Baseline, type RunResult } from '../../conformance/index.ts';
import { createFakeServer, type FakeServer, type FakeServerOptions } from '../../fake-server/index.ts';
import { Client } from '../../conformance/index.ts';
import { embeddedTarget } from '../../composition/index.ts';
import { isJsonObject, parseJson, serialize } from '../../contract/index.ts';
import { consoleSummary } from '../../reports/index.ts';

const made: FakeServer[] = [];
const writer = (options: FakeServerOptions) => {
  const fake = createFakeServer(options);
  made.push(fake);
  return new Client(embeddedTarget(fake), { mode: 'none' }, { writes: true, purge: false, shutdown: false }, () => fake.clock.now());
};

/** B's transfer lists (GET /transfers) in ascending order: the last record first. */
const ascending = (client: Client): Client => {
  const target = client.target;
  const send: typeof target.send = async (request) => {
    const reply = await target.send(request);
    const json = request.method === 'GET' && /^\/transfers(\?|$)/.test(request.url) ? parseJson(reply.body) : undefined;
    const answer = isJsonObject(json) ? json['answer'] : undefined;
    if (!isJsonObject(answer) || !Array.isArray(answer['results'])) return reply;
    answer['results'].reverse();
    return { ...reply, body: serialize(json, false) };
  };
  return new Client({ ...target, send }, { mode: 'none' }, { writes: true, purge: false, shutdown: false }, () => 0);
};

async function diff(a: FakeServerOptions, b: FakeServerOptions, writes: boolean, known?: Baseline, turn: (c: Client) => Client = (c) => c): Promise<RunResult> {
  const [ca, cb] = [writer(a), turn(writer(b))];
  const sample = await sampleOf(ca);
  const script = [...readScript(sample, 'org.vendor.openproto.'), ...(writes ? writeScript(sample) : [])];
  return runDiff({ a: ca, b: cb, script, ...(known ? { known } : {}) });
}

const places = (r: RunResult) => r.deviations.map((d) => `${d.check} ${d.operation} ${d.exchange?.url} ${d.title}`);

describe('tmkit diff on fakes', () => {
  it('finds nothing between two fakes of the same seed, read-only and with writes', async () => {
    const read = await diff({ seed: 3 }, { seed: 3 }, false);
    expect(places(read)).toEqual([]);
    expect(read.requests).toBeGreaterThan(2 * 60);
    const written = await diff({ seed: 3 }, { seed: 3 }, true);
    expect(places(written)).toEqual([]);
    // The script's records are gone from both fakes: the transfers each numbered, and the others.
    for (const fake of made.slice(-2)) {
      for (const url of ['/transfers?OWNERREQ=*&limit=100000', '/hosts?limit=1000', '/hostconfigs', '/configurations', '/v2/rules?limit=1000', '/v2/transfers?limit=0']) {
        expect(fake.handle({ method: 'GET', url, headers: {}, body: '' }).body, url).not.toContain('tmkitdiff');
      }
    }
    expect(written.requests - read.requests).toBeGreaterThanOrEqual(2 * 24);
  });

  it('finds a planted fault where it acts and nowhere else', async () => {
    const swapped = await diff({ seed: 3 }, { seed: 3, faults: ['limits-up-down-swapped'] }, false);
    expect(places(swapped)).toEqual([
      'diff_body GET /v2/limits /v2/limits body value differs at /downGlobalLimit',
      'diff_body GET /v2/limits /v2/limits body value differs at /upGlobalLimit',
      'diff_body GET /v2/limits /v2/limits body value differs at /downSessionLimit',
      'diff_body GET /v2/limits /v2/limits body value differs at /upSessionLimit',
    ]);
    const d = swapped.deviations[0];
    expect(d?.curl?.split('\n')).toHaveLength(2);
    expect(d?.expected).toMatch(/^A: 52428800\n\nA answered 200 application\/json/);
    const unknown404 = await diff({ seed: 3 }, { seed: 3, faults: ['configurations-unknown-answers-404'] }, false);
    expect(places(unknown404)).toEqual(['diff_status GET /configurations/:id /configurations/tmkit-diff-unknown-host status differs: A 200, B 404']);
    const created201 = await diff({ seed: 3 }, { seed: 3, faults: ['hosts-create-answers-201'] }, true);
    expect(places(created201)).toEqual(['diff_status POST /hosts /hosts status differs: A 200, B 201']);
  });

  it('between two seeds, finds the other records, and other statuses only where a request names one of A\'s records', async () => {
    const result = await diff({ seed: 3 }, { seed: 4 }, true);
    expect(places(result).some((p) => p.includes('records only in A at /answer/results'))).toBe(true);
    const a = createFakeServer({ seed: 3 });
    const names = [...a.store.hosts.values()].map((h) => h.record.HOSTID).filter((id) => id !== 'server1');
    // ... or A's rule (GET /v2/rules/<name>).
    names.push(...[...a.store.rules.values()].map((r) => r.record.IDRULE));
    for (const d of result.deviations.filter((x) => x.check === 'diff_status')) {
      // A's own transfer, host, host configuration or rule, which B (another seed) does not have.
      // POST /v2/transfers names A's partner in its body: B, without that host, refuses it (400),
      // and A's transfer then is A's alone (its reads and actions 200, its DELETE 204).
      const posted = d.operation === 'POST /v2/transfers';
      expect(d.title, d.exchange?.url).toMatch(posted ? /^status differs: A 201, B 400$/ : /^status differs: A 20[04], B 40[04]$/);
      expect(posted || d.operation === 'GET /info' || names.some((n) => d.exchange?.url.includes(n)), d.exchange?.url).toBe(true);
    }
    // An envelope differs only where B's list is empty (no `results` key: reference §17).
    for (const d of result.deviations.filter((x) => x.check === 'diff_envelope')) expect(d.title).toMatch(/A \[count,filter,limit,results\], B \[count,filter,limit\]$/);
    expect(result.deviations.filter((d) => !['diff_body', 'diff_status', 'diff_envelope'].includes(d.check))).toEqual([]);
    // The transfer each fake numbered itself is read, updated and deleted alike: its id is normalised.
    expect(result.deviations.filter((d) => d.operation.endsWith('/transfers/:id') && d.exchange?.url.includes('tmkitdiff-host'))).toEqual([]);
  });

  it('its console summary names tmkit diff and the two servers, no seed nor runs', async () => {
    const first = consoleSummary(await diff({ seed: 3 }, { seed: 3 }, false), { color: false, command: 'diff' }).split('\n')[0];
    expect(first).toMatch(/^tmkit diff: \S+ \(A\) against \S+ \(B\) · \d+ requests · [\d.]+ s$/);
  });

  it('a known-differences entry takes exactly what it matches', async () => {
    const known: Baseline = { name: 'test', entries: [{ check: 'diff_body', operation: 'GET /v2/limits', match: '^body value differs at /(down|up)GlobalLimit\\n', reason: 'planted' }] };
    const result = await diff({ seed: 3 }, { seed: 3, faults: ['limits-up-down-swapped'] }, false, known);
    expect(result.deviations.filter((d) => d.baselined === 'planted')).toHaveLength(2);
    expect(result.deviations.filter((d) => d.baselined === undefined).map((d) => d.title)).toEqual(['body value differs at /downSessionLimit', 'body value differs at /upSessionLimit']);
    expect(result.baseline).toMatchObject({ name: 'test', entries: 1, matched: 1, unmatched: [] });
  });

  it('reports a transfer list in ascending order, also with the shipped known list r66-3.6.2', async () => {
    const result = await diff({ seed: 3 }, { seed: 3 }, false, loadKnownDifferences('r66-3.6.2'), ascending);
    const order = result.deviations.filter((d) => d.title === 'record order differs at /answer/results');
    expect(order.length).toBeGreaterThan(5);
    expect(order.every((d) => d.operation === 'GET /transfers' && d.baselined === undefined)).toBe(true);
    // Every transfer list of more than one record, but the one 3.6.2 sends without ORDER BY.
    expect(order.map((d) => d.exchange?.url)).toContain('/transfers?OWNERREQ=*&limit=1000&ORDERBYID=true');
    expect(order.map((d) => d.exchange?.url)).not.toContain('/transfers?OWNERREQ=*&ALLSTATUS=true&limit=1000');
    expect(result.deviations.filter((d) => d.title !== 'record order differs at /answer/results')).toEqual([]);
  });
});
