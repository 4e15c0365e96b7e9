// DESIGN §6 against a release without the v1 body sanity filter (3.5.2, docs/real-server-3.5.2.md):
// negative_data_rejection's create with a HOSTID the filter refuses is stored there under that
// very HOSTID, which is neither the anchor's nor the case's fresh identity. The run removes it all
// the same (a DELETE whose id is percent-encoded whole), and when the server will not let it go, the
// run says so (RunResult `cleanupIncomplete`) instead of leaving it unsaid.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runConformance } from '../../../composition/index.ts';
import { isSaneString } from '../../../contract/index.ts';
import { createFakeServer } from '../../../fake-server/index.ts';

type Record = { readonly [field: string]: unknown };

interface Stand {
  readonly url: string;
  /** The configurations kept under a HOSTID the filter refuses, by HOSTID. */
  readonly kept: Map<string, Record>;
  /** `METHOD url` of the requests that reached a kept record. */
  readonly seen: string[];
  close(): Promise<void>;
}

const envelope = (method: string, path: string, answer: unknown, command: string) => JSON.stringify({ 'X-method': method, path, base: 'configurations', uri: {}, answer, command, message: 'OK', code: 200 });

/**
 * The fake, in front of which POST /configurations stores a HOSTID the sanity filter refuses
 * (as 3.5.2 does), a list with that HOSTID in its JSON body finds it (3.5.2: LIKE '%x%'), and a
 * DELETE of it removes it unless `deletes` is false (it then answers 200 and keeps it).
 */
async function standIn(deletes: boolean): Promise<Stand> {
  const fake = createFakeServer({ seed: 3 });
  const kept = new Map<string, Record>();
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = req.url ?? '/';
      const method = req.method ?? 'GET';
      const path = url.split('?')[0] ?? '/';
      const parsed = (() => {
        try {
          return JSON.parse(body) as unknown;
        } catch {
          return undefined;
        }
      })();
      const hostId = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record)['HOSTID'] : undefined;
      const insane = typeof hostId === 'string' && !isSaneString(hostId);
      const answer = (text: string) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(text);
      };
      if (method === 'POST' && path === '/configurations' && insane) {
        seen.push(`${method} ${url}`);
        const record = { '@model': 'DbConfiguration', ...(parsed as Record), UPDATEDINFO: 0 };
        kept.set(hostId, record);
        return answer(envelope(method, path, { ...record, UPDATEDINFO: 3 }, 'CREATE'));
      }
      if (method === 'GET' && path === '/configurations' && insane) {
        const results = [...kept.values()].filter((r) => String(r['HOSTID']).includes(hostId));
        return answer(envelope(method, path, { filter: parsed, results, count: results.length, limit: 100 }, 'MULTIGET'));
      }
      const one = /^\/configurations\/([^/]+)$/.exec(path);
      const id = one ? decodeURIComponent(one[1] ?? '') : undefined;
      if (id !== undefined && kept.has(id)) {
        seen.push(`${method} ${url}`);
        const record = kept.get(id);
        if (method === 'DELETE' && deletes) kept.delete(id);
        return answer(envelope(method, path, record, method === 'DELETE' ? 'DELETE' : 'GET'));
      }
      const reply = fake.handle({ method, url, headers: req.headers, body });
      res.writeHead(reply.status, reply.headers);
      res.end(reply.body, reply.ascii ? 'latin1' : 'utf8');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    kept,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let stand: Stand | undefined;
afterEach(async () => {
  await stand?.close();
  stand = undefined;
});

const run = (url: string) => runConformance({ target: url, only: ['negative_data_rejection'], allow: { writes: true }, runs: 5, maxRps: 0, seed: 1 });

describe('a create the sanity filter should have refused, stored under its own flawed HOSTID', () => {
  it('is removed by the run, its DELETE naming the id percent-encoded whole', { timeout: 60_000 }, async () => {
    stand = await standIn(true);
    const result = await run(stand.url);
    // The case ran and was reported, and the record it made is gone.
    expect(result.deviations.map((d) => d.title)).toContain('POST /configurations with insane HOSTID: status 200');
    const created = stand.seen.filter((s) => s.startsWith('POST '));
    expect(created.length).toBeGreaterThan(0);
    expect(stand.kept.size).toBe(0);
    const deletes = stand.seen.filter((s) => s.startsWith('DELETE '));
    expect(deletes.length).toBeGreaterThan(0);
    for (const d of deletes) expect(d).toMatch(/^DELETE \/configurations\/[\w.~%-]+$/);
    expect(result.cleanupIncomplete).toBeUndefined();
  });

  it('is named in the report when its DELETE leaves it there', { timeout: 60_000 }, async () => {
    stand = await standIn(false);
    const result = await run(stand.url);
    expect(stand.kept.size).toBeGreaterThan(0);
    const left = [...stand.kept.keys()].map((id) => `DELETE /configurations/${encodeURIComponent(id)}`);
    expect(result.cleanupIncomplete?.map((l) => l.split(' (')[0])).toEqual(left);
  });
});
