// Answers labelled application/json that are not JSON: cut off, or a Java stack trace. A
// deviation of content_type_conformance on the operation, never a parse error that escapes.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { snapshot } from '../../support/fake-app.ts';
import { onHostList, servedFake, type LocalServer } from './servers.ts';
import { brokenChecks, checkTarget, removeReportDirs, SHORT_RUN, titles } from './support.ts';

const servers: LocalServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
afterAll(removeReportDirs);

const BODIES = {
  'a document that stops half-way': '{"X-method":"GET","answer":{"results":[{"HOSTID":',
  'a stack trace': 'java.lang.NullPointerException\n\tat org.vendor.openproto.rest.HostsHandler.list(HostsHandler.java:112)',
};

describe('invalid JSON', () => {
  for (const [what, body] of Object.entries(BODIES)) {
    it(`GET /hosts answering 200 application/json with ${what}: "body is not valid JSON", exit 1`, async () => {
      const target = await servedFake(12, onHostList((res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body)));
      servers.push(target);
      const before = snapshot(target.fake);
      const { code, report } = await checkTarget(target.url, SHORT_RUN);
      expect(code).toBe(1);
      expect(report.aborted).toBeUndefined();
      expect(titles(report)).toContain('content_type_conformance GET /hosts: body is not valid JSON');
      const found = report.deviations.find((d) => d.check === 'content_type_conformance');
      expect(found?.exchange?.responseBody).toBe(body);
      expect(found?.curl).toContain(`${target.url}/hosts`);
      expect(brokenChecks(report)).toEqual([]);
      expect(snapshot(target.fake)).toBe(before);
    });
  }
});
