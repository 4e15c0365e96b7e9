// Test support: a fake and supertest agent on its Koa callback (no port), plus readers for the
// v1 envelope that keep SPECIALIDs exact.
import supertest from 'supertest';
import { createFakeServer, createKoaApp, type FakeServer, type FakeServerOptions, type Reply } from '../../fake-server/index.ts';
import { parseJson, checkAgainst, type Transfer } from '../../contract/index.ts';

/** The run's archive folder (test/support/global-setup.ts), for fakes that do not name their own. */
function testArchive(): string | undefined {
  return process.env['TMKIT_TEST_ARCHIVE'];
}

export interface TestFake {
  readonly fake: FakeServer;
  readonly http: ReturnType<typeof supertest>;
}

/** A fresh fake (seed 1, small dataset, frozen clock unless told otherwise) and an agent on it. */
export function testFake(options: FakeServerOptions = {}): TestFake {
  const fake = createFakeServer({ archiveDir: testArchive(), ...options });
  return { fake, http: supertest(createKoaApp(fake).callback()) };
}

/** The body parsed losslessly: ids beyond 2^53 come back as bigint. */
export const lossless = (text: string): any => parseJson(text);

/** Schema violations of a parsed body against a contract schema id (empty when valid). */
export const violations = (schemaId: string, body: unknown) => checkAgainst(schemaId, body);

/** SPECIALIDs of a list answer, exact, as strings. */
export function idsOf(text: string): string[] {
  const body = lossless(text);
  return ((body.answer?.results ?? []) as Array<{ SPECIALID: number | bigint }>).map((r) => String(r.SPECIALID));
}

/** A snapshot of every collection, to prove a rejected request changed nothing. */
export function snapshot(fake: FakeServer): string {
  const rows = (it: Iterable<{ json: string }>) => [...it].map((r) => r.json).sort();
  return JSON.stringify({
    transfers: rows(fake.store.transfers.values()),
    hosts: rows(fake.store.hosts.values()),
    hostconfigs: rows(fake.store.hostconfigs.values()),
    configurations: rows(fake.store.configurations.values()),
  });
}

/** One request straight through the fake's transport-free door (fast set-up, no socket); a body is sent as JSON. */
export function handle(fake: FakeServer, method: string, url: string, body?: unknown): Reply {
  const text = body === undefined ? '' : JSON.stringify(body);
  return fake.handle({ method, url, headers: text ? { 'content-type': 'application/json' } : {}, body: text });
}

/** The four fields that name one transfer, as the store keys it. */
export interface TransferIdentity {
  readonly SPECIALID: number | bigint;
  readonly REQUESTER: string;
  readonly REQUESTED: string;
  readonly OWNERREQ: string;
}

export const identityOf = (r: TransferIdentity) => ({ SPECIALID: BigInt(r.SPECIALID), REQUESTER: r.REQUESTER, REQUESTED: r.REQUESTED, OWNERREQ: r.OWNERREQ });

/**
 * Stores a transfer with POST /transfers, then writes the wanted UPDATEDINFO into the store: REST
 * always stores 3 (reference §3.1), and the reference capture wrote other values into the real
 * server's database (§18).
 */
export function storeTransfer(fake: FakeServer, fields: TransferIdentity & Record<string, unknown>, updatedInfo: number): void {
  const reply = handle(fake, 'POST', '/transfers', fields);
  if (reply.status !== 200) throw new Error(`fixture POST of ${fields.SPECIALID} answered ${reply.status}: ${reply.body}`);
  const stored = fake.store.transfers.get(identityOf(fields));
  if (!stored) throw new Error(`fixture transfer ${fields.SPECIALID} was not stored`);
  fake.store.transfers.put({ ...stored.record, UPDATEDINFO: updatedInfo as Transfer['UPDATEDINFO'] });
}
