// Redirects are never followed: the 3xx is the target's own answer, reported with where it
// pointed, and the place it pointed to gets no request from the suite.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { snapshot } from '../../support/fake-app.ts';
import { onHostList, serve, servedFake, type LocalServer } from './servers.ts';
import { brokenChecks, checkTarget, removeReportDirs, SHORT_RUN, titles } from './support.ts';

const servers: LocalServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
afterAll(removeReportDirs);

describe('redirects', () => {
  for (const status of [301, 302, 307]) {
    it(`GET /hosts answering ${status} elsewhere: reported as a redirect not followed, the other server never asked`, async () => {
      const elsewhere: string[] = [];
      const trap = await serve((req, res) => {
        elsewhere.push(`${req.method} ${req.url}`);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
      servers.push(trap);
      const target = await servedFake(14, onHostList((res) => res.writeHead(status, { Location: `${trap.url}/hosts` }).end()));
      servers.push(target);
      const before = snapshot(target.fake);
      const { code, report } = await checkTarget(target.url, SHORT_RUN);
      expect(code).toBe(1);
      expect(titles(report)).toEqual(
        expect.arrayContaining([`positive_data_acceptance GET /hosts: redirect ${status} to ${trap.url}/hosts (not followed)`, `status_code_conformance GET /hosts: undocumented status ${status}`]),
      );
      expect(elsewhere).toEqual([]);
      expect(brokenChecks(report)).toEqual([]);
      expect(snapshot(target.fake)).toBe(before);
    });
  }
});
