// Mutual TLS (`listen(fake, { tls: { cert, key, clientCa } })`): the handshake fails without a client
// certificate or with one another CA signed; with one the CA signed, each journal entry carries its
// subject, on the direct path and on node's path alike, and verify() matches it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeServer, listen, verify, VerificationError, type FakeServer, type RunningServer } from '../../fake-server/index.ts';
import { makeCertificate } from '../../fake-server/tls/certificate.ts';
import { httpsClient, httpsRequest } from './https-client.ts';

const ca = makeCertificate({ commonName: 'Client CA', ca: true });
const serverCa = makeCertificate({ commonName: 'Server CA', ca: true });
const serverPair = makeCertificate({ commonName: 'fake', names: ['127.0.0.1', 'localhost'], issuer: serverCa, usage: ['serverAuth'] });
const alice = makeCertificate({ commonName: 'alice', issuer: ca, usage: ['clientAuth'] });
const mallory = makeCertificate({ commonName: 'mallory', issuer: makeCertificate({ commonName: 'Other CA', ca: true }), usage: ['clientAuth'] });

let fake: FakeServer;
let running: RunningServer;
const agents: ReturnType<typeof httpsClient>[] = [];
const client = (pair?: Parameters<typeof httpsClient>[1]) => {
  const agent = httpsClient(serverCa.cert, pair);
  agents.push(agent);
  return agent;
};

beforeAll(async () => {
  fake = createFakeServer({ seed: 5 });
  running = await listen(fake, { port: 0, tls: { ...serverPair, clientCa: ca.cert } });
});
afterAll(async () => {
  for (const agent of agents) agent.destroy();
  await running.close();
});

describe('a fake that requires a client certificate', () => {
  // Under TLS 1.3 the client learns it with its first read: the server's alert, or the reset after it.
  it('ends the handshake of a client without one', async () => {
    await expect(httpsRequest(client(), `${running.url}/server`)).rejects.toMatchObject({ code: expect.stringMatching(/CERTIFICATE_REQUIRED|ECONNRESET/) });
    expect(fake.journal.size).toBe(0);
  });

  it('ends the handshake of a client whose certificate another CA signed', async () => {
    await expect(httpsRequest(client(mallory), `${running.url}/server`)).rejects.toMatchObject({ code: expect.stringMatching(/UNKNOWN_CA|ECONNRESET/) });
    expect(fake.journal.size).toBe(0);
  });

  it('journals the subject of a client certificate its CA signed, on every path, and verify() matches it', async () => {
    fake.journal.clear();
    const agent = client(alice);
    // The direct path, then a mishap node's path carries out (the connection is handed over), then node's path.
    expect(await httpsRequest(agent, `${running.url}/transfers?LIMIT=1`)).toMatchObject({ status: 200 });
    expect(await httpsRequest(agent, `${running.url}/_fake/mishaps`, 'POST', JSON.stringify({ kind: 'delay', ms: 0, match: { clientSubject: 'CN=alice' } }))).toMatchObject({ status: 201 });
    expect(await httpsRequest(agent, `${running.url}/hosts`)).toMatchObject({ status: 200, reused: true });
    expect(await httpsRequest(agent, `${running.url}/rules`)).toMatchObject({ status: 200, reused: true });

    const entries = fake.journal.entries();
    expect(entries.map((e) => [e.path, e.clientSubject])).toEqual([['/transfers', 'CN=alice'], ['/hosts', 'CN=alice'], ['/rules', 'CN=alice']]);
    expect(entries[1]?.mishap?.kind).toBe('delay');
    expect(verify(fake, { clientSubject: 'CN=alice' })).toHaveLength(3);
    expect(verify(fake, { operation: 'listRules', clientSubject: /alice/ })).toHaveLength(1);
    expect(() => verify(fake, { clientSubject: 'CN=bob' })).toThrow(VerificationError);
    expect(() => verify(fake, { clientSubject: 'CN=bob' })).toThrow(/client certificate CN=alice, not CN=bob/);

    // The same over the control API, as a client outside the process reads it.
    const journal = JSON.parse((await httpsRequest(agent, `${running.url}/_fake/requests`)).body) as { requests: { clientSubject?: string }[] };
    expect(journal.requests.map((r) => r.clientSubject)).toEqual(['CN=alice', 'CN=alice', 'CN=alice']);
    const bySubject = (subject: string) => httpsRequest(agent, `${running.url}/_fake/requests?clientSubject=${encodeURIComponent(subject)}`).then((r) => (JSON.parse(r.body) as { count: number }).count);
    expect([await bySubject('CN=alice'), await bySubject('CN=bob')]).toEqual([3, 0]);
  });
});

describe('a fake over plain HTTP', () => {
  it('journals no client subject, and a clientSubject matcher never matches', async () => {
    const plain = createFakeServer({ seed: 5 });
    plain.handle({ method: 'GET', url: '/server', headers: {}, body: '' });
    expect(plain.journal.entries()[0]).not.toHaveProperty('clientSubject');
    expect(() => verify(plain, { clientSubject: /./ })).toThrow(/client certificate \(none\)/);
  });
});
