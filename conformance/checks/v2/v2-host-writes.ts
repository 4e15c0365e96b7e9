// v2_host_writes_round_trip: a host of the run (made through v1 POST /hosts: 3.6.2's POST
// /v2/hosts never creates one, docs/rest-v2-3.6.2.md §8.3) is changed by PUT /v2/hosts/{id} one
// field at a time, then all at once: each answers 201 with the whole host after the change, which
// v2 GET, v1 GET (through hostToV2) and the v2 list (read from the database, not the server's
// cache) all show. The password is stored encrypted as v1 stores it: the text the v1 POST gave
// reads as the key v1 showed, another text as another key, and a PUT without it keeps it.
// DELETE /v2/hosts/{id} of the run's host answers 204, then 404, on both views.
import { hostToV2, isJsonObject, type Host, type JsonObject } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { answerOf, expectStatus } from '../scenarios/helpers.ts';
import { v2Page } from './v2-lists.ts';
import { makeHost, runHostFields } from './v2-run-records.ts';
import { fieldDifferences, objectOf, recordFailure, requireV2Writes, statusFailure } from './v2-writes.ts';

/** One PUT: its body, and whether the password it leaves is the one v1 made (`first`), a new one, or the one before. */
interface Step {
  readonly body: JsonObject;
  readonly password: 'kept' | 'first' | 'new';
}

const ADDRESS = '10.66.8.1';

const steps = (name: string, firstPassword: string): Step[] => [
  { body: { address: '10.66.8.2' }, password: 'kept' },
  ...[7001, 0, 65535].map((port) => ({ body: { port }, password: 'kept' as const })),
  ...(['isSSL', 'isClient', 'isAdmin', 'isProxy'] as const).map((f) => ({ body: { [f]: true }, password: 'kept' as const })),
  { body: { isActive: false }, password: 'kept' },
  { body: { password: `${firstPassword} changed` }, password: 'new' },
  { body: { password: firstPassword }, password: 'first' },
  { body: { name, address: '10.66.8.3', port: 7002, password: `${firstPassword} changed`, isSSL: false, isClient: false, isAdmin: false, isActive: true, isProxy: false }, password: 'new' },
];

/** The v2 host v1 shows under `name`, or the failure to read it. */
async function v1Host(ctx: CheckContext, name: string): Promise<{ readonly host: JsonObject } | { readonly failure: Failure }> {
  const ex = await ctx.call({ method: 'GET', path: `/hosts/${name}` });
  const record = answerOf(ex);
  return ex.response?.status === 200 && record ? { host: hostToV2(record as unknown as Host) as unknown as JsonObject } : { failure: statusFailure('GET /hosts/{id}', ex, 200) as Failure };
}

/** Whether v2 GET, v1 GET and the v2 list (the database) all show `want`. */
async function readsAs(ctx: CheckContext, name: string, want: JsonObject, when: string): Promise<Failure | undefined> {
  const v2 = recordFailure(`GET /v2/hosts/{id} ${when}`, await ctx.call({ method: 'GET', path: `/v2/hosts/${name}` }), 200, want);
  if (v2) return v2;
  const v1 = await v1Host(ctx, name);
  if ('failure' in v1) return v1.failure;
  const diff = fieldDifferences(want, v1.host);
  if (diff.length > 0) return { finding: { title: `GET /hosts/{id} (v1) ${when}: another host than v2 shows (${diff.map((d) => d.split(':')[0]).join(', ')})`, expected: 'Expected: the v1 record whose v2 form (hostToV2) is the host v2 shows', received: `Received: ${diff.join('; ')}` } };
  const page = await v2Page(ctx, 'v2hosts', { address: String(want['address']), limit: 1000 }, `GET /v2/hosts?address=… ${when}`);
  if (!page.ok) return page.failure;
  const row = page.results.find((h) => h['name'] === name) ?? {};
  const listed = fieldDifferences(want, row);
  if (listed.length === 0) return undefined;
  return { finding: { title: `GET /v2/hosts?address=… ${when}: the list (the stored row) is not the host the single reads show (${listed.map((d) => d.split(':')[0]).join(', ')})`, expected: 'Expected: the change stored, as the list reads it', received: `Received: ${listed.join('; ')}` }, exchange: page.ex };
}

async function roundTrip(ctx: CheckContext, name: string): Promise<Failure | undefined> {
  const fields = runHostFields(name, ADDRESS);
  const made = await makeHost(ctx, name, ADDRESS);
  const first = answerOf(made)?.['HOSTKEY'];
  if (!expectStatus(ctx, made, 200, 'POST /hosts (the run\'s host)') || typeof first !== 'string') return undefined;
  let want = hostToV2(answerOf(made) as unknown as Host) as unknown as JsonObject;
  const initial = await readsAs(ctx, name, want, 'after v1 POST /hosts');
  if (initial) return initial;
  for (const step of steps(name, fields.HOSTKEY)) {
    const what = `PUT /v2/hosts/{id} ${JSON.stringify(Object.keys(step.body))}`;
    const put = await ctx.call({ method: 'PUT', path: `/v2/hosts/${name}`, body: step.body });
    const received = objectOf(put)?.['password'];
    const before = want['password'] ?? null;
    want = { ...want, ...step.body, password: step.password === 'first' ? first : step.password === 'new' && typeof received === 'string' ? received : before };
    if (step.password === 'new' && isJsonObject(put.json) && received === before) {
      return { finding: { title: `${what}: the password is not replaced`, expected: 'Expected: another stored key for another password text', received: `Received: password ${String(received)} as before` }, exchange: put };
    }
    const failure = recordFailure(what, put, 201, want) ?? (await readsAs(ctx, name, want, `after ${what}`));
    if (failure) return failure;
  }
  const path = `/v2/hosts/${name}`;
  return (
    statusFailure('DELETE /v2/hosts/{id} (the run\'s host)', await ctx.call({ method: 'DELETE', path }), 204) ??
    statusFailure('GET /v2/hosts/{id} after DELETE', await ctx.call({ method: 'GET', path }), 404) ??
    statusFailure('GET /hosts/{id} (v1) after DELETE /v2/hosts/{id}', await ctx.call({ method: 'GET', path: `/hosts/${name}` }), 404) ??
    statusFailure('DELETE /v2/hosts/{id} again', await ctx.call({ method: 'DELETE', path }), 404)
  );
}

export const v2HostWritesRoundTrip: ScenarioCheck = {
  id: 'v2_host_writes_round_trip',
  kind: 'scenario',
  severity: 'major',
  rule: 'PUT /v2/hosts/{id} changes the fields it names and keeps the others (a password is stored encrypted as v1 stores it), answering 201 with the host, which v2 GET, v1 GET and the v2 list show alike; DELETE /v2/hosts/{id} answers 204 and the host is gone from both views.',
  failsWhen: 'a PUT /v2/hosts/{id} of one or all fields of the run\'s host does not answer 201 with the host after the change, v2 GET, v1 GET or the v2 list show another host, a password is not stored as v1 stores the same text, or DELETE does not answer 204 and then 404.',
  needs: { writes: true },
  async run(ctx) {
    requireV2Writes(ctx);
    reportFailure(ctx, await roundTrip(ctx, `${ctx.runPrefix}-v2h`));
  },
};
