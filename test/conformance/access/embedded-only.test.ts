// missing_role_refused, disabled_entry_point_refused and shutdown_key_accepted build fakes of
// their own from the embedded fake's configuration: silent on the clean fake, skipped against a
// URL target, and a planted fault of the fake under check shows on the fakes they build.
import { describe, expect, it } from 'vitest';
import { shutdownKeyOf } from '../../../conformance/checks/access/side-fake.ts';
import { asUrlTarget, byId, fakeTarget, found, runChecks, statusOf } from './support.ts';

const IDS = ['missing_role_refused', 'disabled_entry_point_refused', 'shutdown_key_accepted'];

describe('the access checks that need the embedded fake', () => {
  it.each(IDS)('%s passes on the clean fake and is skipped against a URL target', async (id) => {
    const clean = await runChecks(fakeTarget({ seed: 3 }), [byId(id)], { seed: 3 });
    expect(found(clean)).toEqual([]);
    expect(statusOf(clean, id)?.status).toBe('passed');
    const url = await runChecks(asUrlTarget(fakeTarget()), [byId(id)]);
    const runAlone = await runChecks(asUrlTarget(fakeTarget()), []);
    expect(statusOf(url, id)?.status).toBe('skipped');
    expect(url.requests).toBe(runAlone.requests);
  });

  it('derive the shutdown key as the reference does (§7.2: pwdhttp gives 7cSYejBa7V8hBXju4rl3mQ==)', () => {
    expect(shutdownKeyOf('pwdhttp')).toBe('7cSYejBa7V8hBXju4rl3mQ==');
  });

  it('missing_role_refused reports a fake under check whose host creation answers 201 (its setup fails there too)', async () => {
    const result = await runChecks(fakeTarget({ faults: ['hosts-create-answers-201'] }), [byId('missing_role_refused')]);
    expect(found(result)).toEqual([expect.stringMatching(/^missing_role_refused POST \/hosts: setup: the administrator creating the account .*: status 201$/)]);
  });

  it('the generic response checks see the answers of the fakes they build (a planted fault carries over)', async () => {
    const result = await runChecks(fakeTarget({ faults: ['envelope-content-type-text-plain'] }), [byId('shutdown_key_accepted'), byId('content_type_conformance')]);
    expect(found(result)).toEqual(['content_type_conformance PUT /server: content type text/plain']);
  });
});
