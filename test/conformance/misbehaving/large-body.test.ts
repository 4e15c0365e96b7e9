// A 50 MB answer: the client reads at most --max-body-bytes of it, stops reading (the socket
// goes, so the server stops writing), and reports the cut as a deviation; nothing buffers 50 MB.
import type http from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BODY_BYTES, httpTarget } from '../../../conformance/index.ts';
import { snapshot } from '../../support/fake-app.ts';
import { onHostList, serve, servedFake, type LocalServer } from './servers.ts';
import { brokenChecks, checkTarget, removeReportDirs, SHORT_RUN, titles } from './support.ts';

const FIFTY_MB = 50 * 1024 * 1024;

const servers: LocalServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
afterAll(removeReportDirs);

/** Streams a 50 MB JSON list (one host repeated), with backpressure; answers how many bytes went out. */
function fiftyMegabytes(res: http.ServerResponse, written: number[]): void {
  const row = Buffer.from('{"HOSTID":"h","ADDRESS":"10.0.0.1","PORT":6666},'.padEnd(1024, ' '));
  const chunk = Buffer.concat(Array.from({ length: 64 }, () => row));
  const index = written.push(0) - 1;
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(FIFTY_MB) });
  let stopped = false;
  res.on('close', () => void (stopped = true));
  const pump = () => {
    while (!stopped && (written[index] ?? 0) < FIFTY_MB) {
      written[index] = (written[index] ?? 0) + chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!stopped) res.end();
  };
  pump();
}

describe('a 50 MB body', () => {
  it('is cut at --max-body-bytes and reported on GET /hosts; the server could not write it all; records removed', async () => {
    const written: number[] = [];
    const target = await servedFake(15, onHostList((res) => fiftyMegabytes(res, written)));
    servers.push(target);
    const before = snapshot(target.fake);
    const { code, report } = await checkTarget(target.url, [...SHORT_RUN, '--max-body-bytes', '65536']);
    expect(code).toBe(1);
    expect(report.aborted).toBeUndefined();
    expect(titles(report)).toContain('positive_data_acceptance GET /hosts: answer larger than the body limit: cut');
    // Our limit cut it: its JSON is not called invalid.
    expect(titles(report)).not.toContain('content_type_conformance GET /hosts: body is not valid JSON');
    const cut = report.deviations.find((d) => d.title === 'answer larger than the body limit: cut');
    expect(cut?.expected).toContain('65536 bytes');
    expect(cut?.received).toContain(`Content-Length ${FIFTY_MB}`);
    // The report keeps its usual 4 KiB of the answer, no more.
    expect(cut?.exchange?.responseBody?.length ?? 0).toBeLessThan(5000);
    expect(written.length).toBeGreaterThan(0);
    for (const bytes of written) expect(bytes).toBeLessThan(FIFTY_MB);
    expect(brokenChecks(report)).toEqual([]);
    expect(snapshot(target.fake)).toBe(before);
  });

  it('is cut at 10 MiB by default, exactly', async () => {
    const written: number[] = [];
    const big = await serve((_req, res) => fiftyMegabytes(res, written));
    servers.push(big);
    const target = httpTarget(big.url, { timeoutMs: 30_000, maxRps: 0 });
    try {
      const res = await target.send({ method: 'GET', url: '/hosts', headers: {}, body: '' });
      expect(res.truncated).toBe(true);
      expect(Buffer.byteLength(res.body)).toBe(DEFAULT_MAX_BODY_BYTES);
      expect(target.maxBodyBytes).toBe(DEFAULT_MAX_BODY_BYTES);
    } finally {
      await target.close();
    }
  });
});
