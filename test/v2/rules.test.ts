// /v2/rules (docs/rest-v2-3.6.2.md §1 R1-R5, §2.3, §3.2, §8.4) in process and over real HTTP:
// POST, GET, PUT, DELETE with 3.6.2's task keys, the list by mode, order, paging and count, and
// every refusal leaving the store as it was.
import { describe, expect, it } from 'vitest';
import { ruleToV2, type Rule } from '../../contract/index.ts';
import { createFakeServer } from '../../fake-server/index.ts';
import { DOORS, expectEmpty, expectErrors, freshFake, unchangedBy, type Call } from './records-support.ts';

const LOG = (args: string, delay: number) => ({ type: 'LOG', arguments: args, delay });
const FULL = {
  name: 'full', mode: 'receive', hostIds: ['hostb', 'nosuchhost'], recvPath: '/in', sendPath: '/out', archivePath: '/arch', workPath: '/work',
  rPreTasks: [LOG('rpre', 0)], rPostTasks: [LOG('rpost', 1)], sPreTasks: [LOG('spre', 2)], sErrorTasks: [LOG('serr', 3)],
};
const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name);

async function withModes(call: Call) {
  for (const [name, mode] of [['m-send', 'send'], ['m-recv', 'receive'], ['m-recv-md5-through', 'RECVMD5THROUGHMODE'], ['a-send', 'send']] as const) {
    expect((await call('POST', '/v2/rules', { name, mode })).status).toBe(201);
  }
}

describe.each(DOORS)('/v2/rules %s', (_door, open) => {
  it('POST: 201, header ruleURI, the stored rule as v2 shows it (3.6.2\'s task keys), unknown host ids accepted', async () => {
    const fake = freshFake();
    const call = await open(fake);
    const res = await call('POST', '/v2/rules', FULL);
    expect(res.status, res.text).toBe(201);
    expect(res.headers['ruleuri']).toBe('/v2/rules/full');
    const stored = fake.store.rules.get('full')?.record as Rule;
    expect(stored).toMatchObject({ MODETRANS: 2, HOSTIDS: ['hostb', 'nosuchhost'], UPDATEDINFO: 0 });
    // Input rPreTasks → RPRETASKS, rPostTasks → RPOSTTASKS, sPreTasks → RERRORTASKS, sErrorTasks → SERRORTASKS (observed).
    expect(stored.RPRETASKS).toEqual([{ type: 'LOG', path: 'rpre', delay: 0 }]);
    expect(stored.RPOSTTASKS).toEqual([{ type: 'LOG', path: 'rpost', delay: 1 }]);
    expect(stored.RERRORTASKS).toEqual([{ type: 'LOG', path: 'spre', delay: 2 }]);
    expect(stored.SPRETASKS).toEqual([]);
    expect(res.text).toBe(JSON.stringify(ruleToV2(stored)));
    expect(res.body).toMatchObject({ rPreTasks: [], rPostTasks: [], sPreTasks: [LOG('spre', 2)], sErrorTasks: [LOG('serr', 3)] });
    expect((await call('GET', '/v2/rules/full')).text).toBe(res.text);
  });

  it('POST of an existing rule: 8; missing name and bad mode: 7 and 6; rErrorTasks and sPostTasks: 5; nothing changed', async () => {
    const fake = freshFake();
    const call = await open(fake);
    await call('POST', '/v2/rules', { name: 'r', mode: 'send' });
    expectErrors(await unchangedBy(fake, () => call('POST', '/v2/rules', { name: 'r', mode: 'receive' })), [[8, "An entry of id 'r' already exist."]]);
    expectErrors(await unchangedBy(fake, () => call('POST', '/v2/rules', { mode: 'SEND', rErrorTasks: [], sPostTasks: [] })), [
      [7, "The value '\"SEND\"' is not valid for field 'mode'."], [5, "Unknown field : 'rErrorTasks'."], [5, "Unknown field : 'sPostTasks'."],
      [6, "The required field 'name' is missing or empty."], [6, "The required field 'mode' is missing or empty."],
    ]);
    expectErrors(await unchangedBy(fake, () => call('POST', '/v2/rules', { name: 'x', mode: 'send', hostIds: 'hostb' })), [[7, "The value '\"hostb\"' is not valid for field 'hostIds'."]]);
  });

  it('PUT changes the fields given: 201, no ruleURI; a task without arguments and delay gets "" and 0', async () => {
    const fake = freshFake();
    const call = await open(fake);
    const made = await call('POST', '/v2/rules', FULL);
    const res = await call('PUT', '/v2/rules/full', { mode: 'sendMD5', hostIds: [], sErrorTasks: [{ type: 'LOG' }] });
    expect(res.status).toBe(201);
    expect(res.headers['ruleuri']).toBeUndefined();
    expect(res.body).toEqual({ ...made.body, mode: 'sendMD5', hostIds: [], sErrorTasks: [LOG('', 0)] });
    expect(fake.store.rules.get('full')?.record.RPOSTTASKS).toEqual([{ type: 'LOG', path: 'rpost', delay: 1 }]);
  });

  it('PUT refusals: another name 13, a bad mode 7 alone, an unknown task type 7 (unquoted) and 6; unknown rule 404', async () => {
    const fake = freshFake();
    const call = await open(fake);
    await call('POST', '/v2/rules', FULL);
    expectErrors(await unchangedBy(fake, () => call('PUT', '/v2/rules/full', { name: 'other' })), [[13, "The field 'name' is a primary key and thus cannot be changed after creation."]]);
    expectErrors(await unchangedBy(fake, () => call('PUT', '/v2/rules/full', { mode: 'bogus' })), [[7, "The value '\"bogus\"' is not valid for field 'mode'."]]);
    expectErrors(await unchangedBy(fake, () => call('PUT', '/v2/rules/full', { sErrorTasks: [{ type: 'NOPE', arguments: 'x', delay: 0 }] })), [
      [7, "The value 'NOPE' is not valid for field 'type'."], [6, "The required field 'type' is missing or empty."],
    ]);
    expectEmpty(await unchangedBy(fake, () => call('PUT', '/v2/rules/nosuchrule', { mode: 'send' })), 404);
  });

  it('DELETE: 204, then GET and DELETE 404', async () => {
    const call = await open(freshFake());
    await call('POST', '/v2/rules', FULL);
    expectEmpty(await call('DELETE', '/v2/rules/full'), 204);
    expectEmpty(await call('GET', '/v2/rules/full'), 404);
    expectEmpty(await call('DELETE', '/v2/rules/full'), 404);
  });

  it('list: by mode name (the mode named, every mode reachable), ascName by default, descName, paging, count', async () => {
    const call = await open(freshFake());
    await withModes(call);
    const all = await call('GET', '/v2/rules');
    expect(all.text.startsWith('{"totalResults":4,"results":[')).toBe(true);
    expect(names(all.body)).toEqual(['a-send', 'm-recv', 'm-recv-md5-through', 'm-send']);
    expect(names((await call('GET', '/v2/rules?modeTrans=send')).body)).toEqual(['a-send', 'm-send']);
    expect(names((await call('GET', '/v2/rules?modeTrans=receive')).body)).toEqual(['m-recv']);
    expect(names((await call('GET', '/v2/rules?modeTrans=RECVMD5THROUGHMODE')).body)).toEqual(['m-recv-md5-through']);
    expect(names((await call('GET', '/v2/rules?order=descName&limit=2&offset=1')).body)).toEqual(['m-recv-md5-through', 'm-recv']);
    expect((await call('GET', '/v2/rules?offset=4')).text).toBe('{"totalResults":4,"results":[]}');
    expect((await call('GET', '/v2/rules?countOrder=TRUE&modeTrans=send')).text).toBe('{"totalResults":2}');
  });

  it('list refusals: limit ≤ 0, a bad mode with the Java message (under the configured class prefix) as value; a bad limit hides order, a bad offset hides the mode', async () => {
    const call = await open(freshFake({ classPrefix: 'org.waarp.openr66.' }));
    expectErrors(await call('GET', '/v2/rules?limit=0'), [[4, "The value '0' is not valid for query parameter 'limit'."]]);
    expectErrors(await call('GET', '/v2/rules?modeTrans=SEND&order=ascRuleID'), [
      [4, "The value 'ascRuleID' is not valid for query parameter 'order'."],
      [4, "The value 'No enum constant org.waarp.openr66.protocol.http.restv2.converters.RuleConverter.ModeTrans.SEND' is not valid for query parameter 'modeTrans'."],
    ]);
    expectErrors(await call('GET', '/v2/rules?limit=x&order=bad&offset=y&modeTrans=z'), [
      [4, "The value 'x' is not valid for query parameter 'limit'."], [4, "The value 'y' is not valid for query parameter 'offset'."],
    ]);
    expectEmpty(await call('GET', '/v2/rules', undefined, { 'content-type': 'application/json' }), 415);
  });
});

describe('rules and transfers', () => {
  it('DELETE of a rule that transfers use: 404 and kept', async () => {
    const fake = createFakeServer({});
    const call = await DOORS[0][1](fake);
    const used = [...fake.store.transfers.values()][0]?.record.IDRULE as string;
    if (!fake.store.rules.get(used)) expect((await call('POST', '/v2/rules', { name: used, mode: 'send' })).status).toBe(201);
    expectEmpty(await unchangedBy(fake, () => call('DELETE', `/v2/rules/${used}`)), 404);
  });
});
