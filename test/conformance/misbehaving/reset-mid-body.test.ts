// A connection closed in the middle of an answer: the headers and part of the body came, then
// the socket went. Never retried (an answer had begun), never a crash: a "no answer: reset"
// deviation when one operation does it, an "unreachable" stop when the target does it always.
import type http from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { snapshot } from '../../support/fake-app.ts';
import { onHostList, serve, servedFake, type LocalServer } from './servers.ts';
import { brokenChecks, checkTarget, removeReportDirs, SHORT_RUN, titles } from './support.ts';

const servers: LocalServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
afterAll(removeReportDirs);

/** Promises 4000 bytes, sends 20, and cuts the connection once they are on the wire. */
function cutMidBody(res: http.ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '4000' });
  res.write('{"answer":{"results":', () => res.socket?.destroy());
}

describe('reset mid-body', () => {
  it('GET /hosts cut after a few bytes: "no answer: reset" on GET /hosts, sent once (no retry), exit 1, records removed', async () => {
    const target = await servedFake(13, onHostList((res) => cutMidBody(res)));
    servers.push(target);
    const before = snapshot(target.fake);
    const { code, report } = await checkTarget(target.url, SHORT_RUN);
    expect(code).toBe(1);
    expect(report.aborted).toBeUndefined();
    expect(titles(report)).toContain('positive_data_acceptance GET /hosts: no answer: reset');
    const reset = report.deviations.find((d) => d.title === 'no answer: reset');
    expect(reset?.exchange?.transportError).toMatch(/closed in the middle of the answer/);
    // The suite lists hosts once; an answer had begun, so the transport did not send it again.
    expect(target.seen.filter((s) => s === 'GET /hosts')).toHaveLength(1);
    expect(brokenChecks(report)).toEqual([]);
    expect(snapshot(target.fake)).toBe(before);
  });

  it('a target that cuts every answer: stopped as unreachable before any check (exit 2), report written', async () => {
    const target = await serve((_req, res) => cutMidBody(res));
    servers.push(target);
    const { code, report } = await checkTarget(target.url, SHORT_RUN);
    expect(code).toBe(2);
    expect(report.abortCause).toBe('unreachable');
    expect(report.aborted).toMatch(/closed in the middle of the answer/);
  });
});
