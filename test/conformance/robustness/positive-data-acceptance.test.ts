// positive_data_acceptance against answers it cannot read: a target whose every answer is invalid
// JSON, or one whose POST /transfers answer is. The created transfer's SPECIALID cannot be read,
// so the steps that need it are left out and a deviation says so; the check never breaks (it used
// to throw "Cannot convert undefined to a BigInt"). A transfer created all the same is removed
// through its partner, a host the run created.
import { afterEach, describe, expect, it } from 'vitest';
import { positiveDataAcceptance } from '../../../conformance/checks/scenarios/positive-data-acceptance.ts';
import { httpTarget, runSuite } from '../../../conformance/index.ts';
import { snapshot } from '../../support/fake-app.ts';
import { servedFake, type LocalServer } from '../misbehaving/servers.ts';
import { ALL, fakeTarget, found, PREFIX, rewriting, pathOf, runChecks, statusOf } from './support.ts';

const ID = 'positive_data_acceptance';
const NOT_JSON = '{"X-method":"POST","answer":{"SPECIALID":';

const servers: LocalServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

describe('positive_data_acceptance with answers that are not JSON', () => {
  it('every answer of the target invalid JSON: a deviation, never an error of the check', async () => {
    const served = await servedFake(5, (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(NOT_JSON);
      return true;
    });
    servers.push(served);
    const target = httpTarget(served.url, { timeoutMs: 10_000, maxRps: 0 });
    const result = await runSuite({ target, checks: [positiveDataAcceptance], seed: 1, runs: 2, classPrefix: PREFIX, permissions: ALL, credentials: { mode: 'none' }, now: () => served.fake.clock.now() }).finally(() => target.close());

    expect(statusOf(result, ID)).toBe('failed');
    expect(found(result)).toContain(`${ID} POST /transfers: POST /transfers: no SPECIALID in the answer`);
    const deviation = result.deviations.find((d) => d.title === 'POST /transfers: no SPECIALID in the answer');
    expect(deviation?.received).toContain('a body that is not JSON');
    // Nothing was sent with an id it could not read.
    expect(served.seen.filter((s) => /\/transfers\/(undefined|null)?$/.test(s))).toEqual([]);
  });

  it('POST /transfers answered with invalid JSON: the deviation, and the transfer still removed', async () => {
    const fake = fakeTarget({ seed: 6 });
    const before = snapshot(fake.fake);
    const target = rewriting(fake, (r, res) => (r.method === 'POST' && pathOf(r) === '/transfers' ? { ...res, body: NOT_JSON } : res));
    const result = await runChecks(target, [positiveDataAcceptance], { seed: 6 });

    expect(statusOf(result, ID)).toBe('failed');
    expect(found(result)).toEqual([`${ID} POST /transfers: POST /transfers: no SPECIALID in the answer`]);
    expect(snapshot(fake.fake)).toBe(before);
  });
});
