// unsupported_method: silent on the clean fake, reads only in a read-only run, and reports a
// method or path that is not refused, a refusal that is not the HTML page, and a refused write
// that stored a record (which the check then removes).
import { describe, expect, it } from 'vitest';
import { unsupportedMethod } from '../../../conformance/checks/robustness/unsupported-method.ts';
import { snapshot } from '../../support/fake-app.ts';
import { fakeTarget, found, misbehaving, NONE, pathOf, recording, rewriting, runChecks, SEEDS, statusOf, writesIn } from './support.ts';

const ID = 'unsupported_method';
const check = [unsupportedMethod];

describe('unsupported_method on the clean fake', () => {
  it.each(SEEDS)('reports nothing (seed %i)', async (seed) => {
    const result = await runChecks(fakeTarget({ seed }), check, { seed });
    expect(found(result)).toEqual([]);
    expect(statusOf(result, ID)).toBe('passed');
  });

  it('sends only the unknown-path reads in a read-only run', async () => {
    const { target, sent } = recording(fakeTarget());
    const result = await runChecks(target, check, { permissions: NONE });
    expect(writesIn(sent)).toEqual([]);
    // The run reads the target's release first (GET /v2/hostconfig), then the check sends its reads.
    expect(sent).toEqual(['GET /v2/hostconfig', 'GET /tmkit1unknown', 'GET /v2/tmkit1unknown']);
    expect(statusOf(result, ID)).toBe('passed');
  });

  it('sends no request to /server but GET without the shutdown permission', async () => {
    const { target, sent } = recording(fakeTarget());
    await runChecks(target, check, { permissions: { writes: true, purge: false, shutdown: false } });
    expect(sent.filter((s) => s.endsWith(' /server'))).toEqual([]);
    expect(sent).toContain('POST /log');
  });
});

describe('unsupported_method finds planted bugs', () => {
  it('an unknown base answered 200', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (pathOf(r) === '/tmkit1unknown' ? { status: 200, headers: { 'content-type': 'application/json' }, body: '{}', truncated: false } : res));
    const result = await runChecks(target, check);
    expect(found(result)).toContain(`${ID} GET /tmkit1unknown: GET /tmkit1unknown is not refused: status 200`);
  });

  it('a 405 answered as JSON instead of the HTML page', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (r.method === 'DELETE' && pathOf(r) === '/bandwidth' ? { ...res, headers: { ...res.headers, 'content-type': 'application/json' } } : res));
    const result = await runChecks(target, check);
    expect(found(result)).toContain(`${ID} DELETE /bandwidth: DELETE /bandwidth: the refusal is not the HTML page`);
  });

  it('POST with an id segment that creates the record, which the check then removes', async () => {
    const fake = fakeTarget();
    const before = snapshot(fake.fake);
    const target = misbehaving(fake, (r, send) => (r.method === 'POST' && pathOf(r) === '/hosts/tmkit1-unsup' ? send({ ...r, url: '/hosts' }) : send(r)));
    const result = await runChecks(target, check);
    expect(found(result)).toEqual([
      `${ID} POST /hosts/tmkit1-unsup: POST /hosts/tmkit1-unsup is not refused: status 200`,
      `${ID} GET /hosts: POST /hosts/tmkit1-unsup stored a record`,
    ]);
    expect(snapshot(fake.fake)).toBe(before);
  });
});
