// HTML error pages where JSON is documented: one operation that fails with the server's 500
// page, and a gateway whose backend is gone answering 502 pages to everything. Both are
// deviations (exit 1), never a crash nor a check that breaks on the HTML.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { snapshot } from '../../support/fake-app.ts';
import { onHostList, serve, servedFake, type LocalServer } from './servers.ts';
import { brokenChecks, checkTarget, removeReportDirs, SHORT_RUN, titles } from './support.ts';

const PAGE = (status: number, text: string) =>
  `<!DOCTYPE html><html><head><title>${status} ${text}</title></head><body><h1>${text}</h1><hr><address>Apache Tomcat</address></body></html>`;

const servers: LocalServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
afterAll(removeReportDirs);

describe('HTML error pages', () => {
  it('GET /hosts answering a 500 HTML page: server error and undocumented status, the rest checked, records removed', async () => {
    const target = await servedFake(11, onHostList((res) => res.writeHead(500, { 'Content-Type': 'text/html;charset=utf-8' }).end(PAGE(500, 'Internal Server Error'))));
    servers.push(target);
    const before = snapshot(target.fake);
    const { code, report } = await checkTarget(target.url, SHORT_RUN);
    expect(code).toBe(1);
    expect(report.aborted).toBeUndefined();
    expect(titles(report)).toEqual(expect.arrayContaining(['not_a_server_error GET /hosts: server error 500', 'status_code_conformance GET /hosts: undocumented status 500']));
    expect(report.deviations.every((d) => d.operation === 'GET /hosts')).toBe(true);
    expect(brokenChecks(report)).toEqual([]);
    expect(snapshot(target.fake)).toBe(before);
  });

  it('a gateway answering 502 pages to every request: a deviation per operation, exit 1, no check broken', async () => {
    const gateway = await serve((_req, res) => void res.writeHead(502, { 'Content-Type': 'text/html' }).end(PAGE(502, 'Bad Gateway')));
    servers.push(gateway);
    const { code, report } = await checkTarget(gateway.url, SHORT_RUN);
    expect(code).toBe(1);
    expect(report.aborted).toBeUndefined();
    const serverErrors = report.deviations.filter((d) => d.check === 'not_a_server_error');
    expect(serverErrors.map((d) => d.operation)).toEqual(expect.arrayContaining(['GET /hosts', 'GET /server', 'GET /v2/limits', 'POST /hosts']));
    expect(serverErrors[0]?.received).toContain('Bad Gateway');
    expect(brokenChecks(report)).toEqual([]);
  });
});
