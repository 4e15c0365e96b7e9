// Issue 35 item 4: what a client can see, and what the data decides. Two fakes hold the same
// records but one transfer each stored at another time, under an id each numbered itself (as two
// real servers loaded apart do): the built-in script finds no behaviour difference, and one line
// per field and kind of load-time value (contract/load-time.ts), however many answers carry it.
// The server's own host and port, echoed in a text, is no difference (normalise.ts rule 5).
import { describe, expect, it } from 'vitest';
import { Client, compareAnswers, readScript, runDiff, sampleOf } from '../../conformance/index.ts';
import { embeddedTarget } from '../../composition/index.ts';
import { createFakeServer, FrozenClock, type FakeServer } from '../../fake-server/index.ts';
import { normalise } from '../../conformance/diff/normalise.ts';

const T = Date.parse('2026-05-01T10:00:00Z');
const post = (fake: FakeServer, file: string) =>
  fake.handle({ method: 'POST', url: '/transfers', headers: { 'content-type': 'application/json' }, body: `{"REQUESTER":"hostb","REQUESTED":"server1","IDRULE":"rule1","FILENAME":"${file}","STARTTRANS":${T - 3_600_000}}` });
const idOf = (body: string) => /"SPECIALID":(\d+)/.exec(body)?.[1];

describe('load-time values are data, reported one line per field and kind', () => {
  it('two fakes with one transfer stored apart: no behaviour difference, the SPECIALID and stop-time lines only', async () => {
    const [a, b] = [createFakeServer({ seed: 8, clock: new FrozenClock(T) }), createFakeServer({ seed: 8, clock: new FrozenClock(T) })];
    post(a, 'loaded.txt');
    // B numbered one transfer more before, and stored the same transfer an hour later.
    const gone = idOf(post(b, 'before.txt').body);
    b.handle({ method: 'DELETE', url: `/transfers/${gone}?REQUESTER=hostb&REQUESTED=server1&OWNERREQ=server1`, headers: {}, body: '' });
    b.clock.advance?.(3_600_000);
    post(b, 'loaded.txt');
    b.clock.set?.(T);
    const client = (fake: FakeServer) => new Client(embeddedTarget(fake), { mode: 'none' }, { writes: false, purge: false, shutdown: false }, () => fake.clock.now());
    const [ca, cb] = [client(a), client(b)];
    const script = readScript(await sampleOf(ca), 'org.vendor.openproto.');
    const result = await runDiff({ a: ca, b: cb, script, now: () => T });
    const lines = result.deviations.map((d) => `${d.check} ${d.title.replace(/, in \d+ answer.*$/, '')}`);
    expect(lines.sort()).toEqual([
      'diff_data data differs: assigned id SPECIALID',
      'diff_data data differs: assigned id id',
      'diff_data data differs: stored time STOPTRANS',
      'diff_data data differs: stored time stop',
    ]);
    const spec = result.deviations.find((d) => d.title.startsWith('data differs: assigned id SPECIALID'));
    expect(spec?.title).toMatch(/, in \d+ answer\(s\), \d+ place\(s\) \(GET \/transfers(, [^)]+)?\)$/);
    expect(spec?.occurrences).toBeGreaterThan(1);
    expect(result.checks.find((c) => c.id === 'diff_data')?.status).toBe('failed');
    for (const id of ['diff_status', 'diff_media_type', 'diff_envelope', 'diff_body']) expect(result.checks.find((c) => c.id === id)?.status).toBe('passed');
  });

  it('a record that differs in a value the client chose is still a record of its own', () => {
    const list = (file: string, id: number) => ({ answer: { results: [{ SPECIALID: id, REQUESTER: 'a', REQUESTED: 'b', OWNERREQ: 'a', FILENAME: file, STOPTRANS: 1_777_000_000_000 + id }] } });
    const titles = compareAnswers({ status: 200, mediaType: 'application/json', json: list('x.txt', 1), text: '' }, { status: 200, mediaType: 'application/json', json: list('y.txt', 2), text: '' }).map((d) => `${d.kind} ${d.title}`);
    expect(titles).toEqual(['body records only in A at /answer/results', 'body records only in B at /answer/results']);
    // Small numbers are no instants: never taken for load-time values.
    const small = compareAnswers({ status: 200, text: '', json: { SPECIALID: 5 } }, { status: 200, text: '', json: { SPECIALID: 6 } });
    expect(small.map((d) => d.kind)).toEqual(['body']);
  });

  it('pairs a record numbered from another sequence that also differs in a value of the release everywhere (3.5.2 against 3.6.2)', () => {
    const t = (id: number | bigint, follow: string, file: string) => ({ SPECIALID: id, REQUESTER: 'hosta', REQUESTED: 'hostb', OWNERREQ: 'hosta', FILENAME: file, follow });
    const a = { answer: { results: [t(1795903588124, '', 'seq.txt'), t(1001, '', 'a.txt'), t(1002, '', 'b.txt')] } };
    const b = { answer: { results: [t(-9223372036854775806n, 'none', 'seq.txt'), t(1001, 'none', 'a.txt'), t(1002, 'none', 'b.txt')] } };
    expect(compareAnswers({ status: 200, text: '', json: a }, { status: 200, text: '', json: b }).map((d) => `${d.kind} ${d.title}`)).toEqual([
      'body body value differs at /answer/results/*/SPECIALID',
      'body body value differs at /answer/results/*/follow (3 places)',
    ]);
    // Without a value differing on every common record, a record of another id and another file stays a record of its own.
    const c = { answer: { results: [t(-9223372036854775806n, '', 'other.txt'), t(1001, '', 'a.txt')] } };
    expect(compareAnswers({ status: 200, text: '', json: a }, { status: 200, text: '', json: c }).map((d) => d.title)).toEqual(['records only in A at /answer/results', 'records only in B at /answer/results']);
  });

  it("normalises the server's own host and port inside a text (rule 5), and nothing else of it", () => {
    const detail = 'Issue while reading {"header":{"host":"127.0.0.1:28088"}} at 127.0.0.1:280889';
    expect(normalise({ detail }, { sentAt: T, assigned: [], host: '127.0.0.1:28088' })).toEqual({ detail: 'Issue while reading {"header":{"host":"<server host>"}} at <server host>9' });
    expect(normalise({ detail }, { sentAt: T, assigned: [], host: '127.0.0.1:8066' })).toEqual({ detail });
  });
});
