// options_self_description: silent on the clean fake, reads only, and reports each planted flaw
// of the detailed-allow documents (reference §2.5) against the operation that shows it.
import { describe, expect, it } from 'vitest';
import { optionsSelfDescription } from '../../../conformance/checks/robustness/options-self-description.ts';
import type { WireRequest, WireResponse } from '../../../conformance/index.ts';
import { fakeTarget, found, NONE, pathOf, recording, rewriting, runChecks, SEEDS, statusOf, withBody, writesIn } from './support.ts';

const ID = 'options_self_description';
const check = [optionsSelfDescription];

type Doc = { answer: { allow: string; DetailedAllow: Record<string, Record<string, unknown>>[] } } & Record<string, unknown>;

/** A target whose OPTIONS answer for `path` is edited as JSON. */
const editingDoc = (path: string, edit: (doc: Doc, res: WireResponse) => WireResponse | void) =>
  rewriting(fakeTarget(), (r: WireRequest, res) => {
    if (r.method !== 'OPTIONS' || pathOf(r) !== path) return res;
    const doc = JSON.parse(res.body) as Doc;
    const out = edit(doc, res);
    return out ?? withBody(res, JSON.stringify(doc));
  });

describe('options_self_description on the clean fake', () => {
  it.each(SEEDS)('reports nothing (seed %i)', async (seed) => {
    const result = await runChecks(fakeTarget({ seed }), check, { seed });
    expect(found(result)).toEqual([]);
    expect(statusOf(result, ID)).toBe('passed');
  });

  it('sends only OPTIONS and GET, never GET /log, in a read-only run', async () => {
    const { target, sent } = recording(fakeTarget());
    const result = await runChecks(target, check, { permissions: NONE });
    expect(writesIn(sent)).toEqual([]);
    expect(sent).toEqual(expect.arrayContaining(['OPTIONS /', 'OPTIONS /transfers', 'OPTIONS /v2/limits', 'GET /server']));
    expect(statusOf(result, ID)).toBe('passed');
  });

  it('with writes allowed, also sees that GET /log is offered', async () => {
    const { target, sent } = recording(fakeTarget());
    await runChecks(target, check);
    expect(sent).toContain('GET /log');
  });
});

describe('options_self_description finds planted flaws', () => {
  const expectFound = async (target: ReturnType<typeof fakeTarget>, operation: string, title: RegExp) => {
    const result = await runChecks(target, check);
    expect(found(result)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${ID} ${operation}: ${title.source}`))]));
    expect(statusOf(result, ID)).toBe('failed');
  };

  it('an Allow header that disagrees with answer.allow', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (r.method === 'OPTIONS' && pathOf(r) === '/hosts' ? { ...res, headers: { ...res.headers, allow: 'GET,OPTIONS' } } : res));
    await expectFound(target, 'OPTIONS /hosts', /OPTIONS \/hosts: Allow header "GET,OPTIONS" and answer.allow .* differ/);
  });

  it('a type map with a label where the java.sql.Types code belongs', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (r.method === 'OPTIONS' && pathOf(r) === '/transfers' ? withBody(res, res.body.replaceAll('"STARTTRANS":93', '"STARTTRANS":"timestamp"')) : res));
    await expectFound(target, 'OPTIONS /transfers', /.*STARTTRANS is "timestamp", not the java.sql.Types code 93/);
  });

  it('a wrong code in the transfer type map of /info', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (r.method === 'OPTIONS' && pathOf(r) === '/info' ? withBody(res, res.body.replaceAll('"SPECIALID":-5', '"SPECIALID":4')) : res));
    await expectFound(target, 'OPTIONS /info', /.*SPECIALID is 4, not the java.sql.Types code -5/);
  });

  it('code and message in the document', async () => {
    const target = editingDoc('/bandwidth', (doc) => void Object.assign(doc, { message: 'OK', code: 200 }));
    await expectFound(target, 'OPTIONS /bandwidth', /OPTIONS \/bandwidth: the document carries code\/message/);
  });

  it('an OPTIONS entry with a body', async () => {
    const target = editingDoc('/log', (doc) => {
      const last = doc.answer.DetailedAllow.at(-1) as { OPTIONS: Record<string, unknown> };
      last.OPTIONS['body'] = {};
    });
    await expectFound(target, 'OPTIONS /log', /.*the OPTIONS entry has only path and command/);
  });

  it('a method listed in allow without its entry', async () => {
    const target = editingDoc('/configurations', (doc, res) => {
      doc.answer.DetailedAllow = doc.answer.DetailedAllow.filter((e) => !('DELETE' in e));
      return withBody(res, JSON.stringify(doc));
    });
    await expectFound(target, 'OPTIONS /configurations', /.*allow lists DELETE without a DetailedAllow entry/);
  });

  it('an allow that leaves out a method the interface gives the base', async () => {
    const target = rewriting(fakeTarget(), (r, res) => {
      if (r.method !== 'OPTIONS' || pathOf(r) !== '/server') return res;
      const doc = JSON.parse(res.body) as Doc;
      doc.answer.allow = 'GET,OPTIONS';
      doc.answer.DetailedAllow = doc.answer.DetailedAllow.filter((e) => !('PUT' in e));
      return { ...res, headers: { ...res.headers, allow: 'GET,OPTIONS' }, body: JSON.stringify(doc) };
    });
    await expectFound(target, 'OPTIONS /server', /.*allow is GET,OPTIONS, the interface gives GET,PUT,OPTIONS/);
  });

  it('a listed GET that is refused', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (r.method === 'GET' && pathOf(r) === '/server' ? { status: 405, headers: { 'content-type': 'text/html' }, body: '<html><body>Error Method Not Allowed</body></html>', truncated: false } : res));
    await expectFound(target, 'GET /server', /OPTIONS \/server lists GET, but GET \/server is refused/);
  });

  it('a root document that describes a base otherwise than the base does', async () => {
    const target = editingDoc('/', (doc) => {
      const hosts = doc.answer.DetailedAllow.find((e) => 'hosts' in e) as unknown as { hosts: Record<string, unknown>[] };
      hosts.hosts = hosts.hosts.filter((e) => !('PUT' in e));
    });
    await expectFound(target, 'OPTIONS /', /OPTIONS \/: DetailedAllow.hosts differs from OPTIONS \/hosts/);
  });

  it('a root document that leaves out a base', async () => {
    const target = editingDoc('/', (doc) => {
      const answer = doc.answer as unknown as { UriAllowed: string; DetailedAllow: Record<string, unknown>[] };
      answer.UriAllowed = answer.UriAllowed.replace(',info', '');
      answer.DetailedAllow = answer.DetailedAllow.filter((e) => !('info' in e));
    });
    await expectFound(target, 'OPTIONS /', /OPTIONS \/: UriAllowed lacks info/);
  });

  it('OPTIONS /v2/limits without PUT in Allow', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (r.method === 'OPTIONS' && pathOf(r) === '/v2/limits' ? { ...res, headers: { ...res.headers, allow: 'GET,POST,DELETE,OPTIONS' } } : res));
    await expectFound(target, 'OPTIONS /v2/limits', /OPTIONS \/v2\/limits: allow is GET,POST,DELETE,OPTIONS, the interface gives/);
  });
});
