// Issue 7.1: a body over the limit (default 1 MiB) gets 413 before it is buffered. The client
// streams a body far larger than the limit (512 MiB, never held in memory on either side) over
// real HTTP and stops when the answer comes: the server must answer 413 having read only a small
// part of it, and keep serving. test/http/transport.test.ts covers the small cases (2 KiB over
// 1 KiB, chunked, the control API).
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BODY_BYTES, listen, type RunningServer } from '../../fake-server/index.ts';
import { snapshot } from '../support/fake-app.ts';
import { fuzzFake, type FuzzFake } from './fuzz-fake.ts';

const TOTAL = 512 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');
/**
 * What the server may have read when it answers: the limit plus what was in flight on the socket.
 * Generous (socket buffers differ between machines), yet a server that buffered the whole body
 * would have read 16 times as much.
 */
const READ_BOUND = 32 * 1024 * 1024;

let running: RunningServer | undefined;
let t: FuzzFake | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
  t?.dispose();
  t = undefined;
});

interface Outcome {
  readonly status: number;
  readonly text: string;
  /** Bytes the client handed to its socket before the answer came. */
  readonly sent: number;
  /** Bytes the server's socket had read when the connection closed. */
  readonly serverRead: number;
}

/**
 * POSTs a body of `TOTAL` bytes to /hosts, written chunk by chunk under back-pressure, and stops
 * writing as soon as the answer arrives (or the server closes the connection).
 */
async function streamHugeBody(server: RunningServer, declareLength: boolean): Promise<Outcome> {
  const sockets: Socket[] = [];
  server.server.on('connection', (s: Socket) => sockets.push(s));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (declareLength) headers['content-length'] = String(TOTAL);
  const url = `${server.url}/hosts`;

  return new Promise<Outcome>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req: ClientRequest = request(url, { method: 'POST', headers, agent: false }, (res: IncomingMessage) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        req.destroy();
        // The server closes the connection after a 413; its socket then tells how much it read.
        const serverRead = sockets.reduce((n, s) => n + s.bytesRead, 0);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), sent, serverRead });
      });
    });
    // Once the server has answered and closed, writes fail (EPIPE, ECONNRESET): expected here.
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    req.write('{"HOSTID":"huge","pad":"');
    const pump = () => {
      while (!answered && sent < TOTAL) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', pump);
      }
      if (!answered) req.end('"}');
    };
    pump();
  });
}

describe(`a body over the limit (default ${DEFAULT_MAX_BODY_BYTES} bytes)`, () => {
  for (const declareLength of [true, false]) {
    it(`gets 413 without being read whole: ${TOTAL / 1024 / 1024} MiB streamed ${declareLength ? 'with Content-Length' : 'chunked, no Content-Length'}`, async () => {
      t = fuzzFake();
      running = await listen(t.fake, { port: 0 });
      const before = snapshot(t.fake);
      const out = await streamHugeBody(running, declareLength);
      expect(out.status, out.text).toBe(413);
      expect(JSON.parse(out.text)).toMatchObject({ code: 413, message: 'Payload Too Large' });
      expect(out.serverRead).toBeLessThan(READ_BOUND);
      expect(out.sent).toBeLessThan(TOTAL);
      // Nothing stored, and the server goes on answering.
      expect(snapshot(t.fake)).toBe(before);
      expect((await fetch(`${running.url}/hosts/huge`)).status).toBe(404);
    });
  }
});
