// A small REST v2 client as a downstream team writes one (list, read, create, stop, hosts, rules,
// status, errors in the caller's language), over a transport each door provides, and the tests
// every door must pass with it: the same client and the same expectations through `tmkit serve`,
// msw, the vitest helper, the jest-style hooks and `fake.handle` (issue 26, "a v2 client test per
// door"). A door that lost a header, a body or a status for v2 fails here.
import { V2_RULE_MODES } from 'transfer-monitor-kit/contract';
import { expect, it } from 'vitest';
import { verify, type FakeServer, type JournalEntry, type MishapSpec } from 'transfer-monitor-kit';

/** What the client needs of a door: one request, one answer (a network failure throws). */
export interface Answer {
  readonly status: number;
  header(name: string): string | null;
  readonly text: string;
}
export type Send = (method: string, path: string, headers: Record<string, string>, body: string) => Promise<Answer>;

/** A door under test: how the client reaches the fake, and how the test reads its journal and schedules a mishap. */
export interface V2Door {
  readonly send: Send;
  /** The journalled requests of one operation of the contract, oldest first. */
  journal(operation: { readonly operation: string }): Promise<readonly JournalEntry[]>;
  schedule(spec: MishapSpec): Promise<void>;
}

/** A door whose fake is at hand (msw, vitest, jest, in process): `verify` reads its journal, `fake.mishaps` schedules. */
export const doorOf = (fake: FakeServer, send: Send): V2Door => ({
  send,
  journal: async (matcher) => verify(fake, matcher),
  schedule: async (spec) => void fake.mishaps.schedule(spec),
});

/** `send` over a fetch function (global fetch: real HTTP, or msw's interception of it). */
export const sendOverFetch = (base: string, fetcher: typeof fetch = fetch): Send => async (method, path, headers, body) => {
  const res = await fetcher(`${base}${path}`, { method, headers, ...(body === '' ? {} : { body }) });
  return { status: res.status, header: (name) => res.headers.get(name), text: await res.text() };
};

export interface V2Transfer { id: number; status: string; ruleName: string; requested: string; requester: string; filename: string; start: string; transferInfo: string }
export interface V2List<T> { results: T[]; totalResults: number }
export interface V2Errors { errors: { message: string; errorCode: number }[] }

export class V2Error extends Error {
  constructor(readonly status: number, readonly body: string) {
    super(`v2 answered ${status}: ${body}`);
  }
}

/** The client: JSON in and out, `Accept-Language` always sent (3.6.2 never answers an error without it). */
export class V2Client {
  constructor(private readonly send: Send, private readonly language = 'en') {}

  private async call(method: string, path: string, body?: unknown, expected = 200): Promise<Answer> {
    const headers: Record<string, string> = { 'Accept-Language': this.language, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const answer = await this.send(method, path, headers, body === undefined ? '' : JSON.stringify(body));
    if (answer.status !== expected) throw new V2Error(answer.status, answer.text);
    return answer;
  }

  private async json<T>(method: string, path: string, body?: unknown, expected = 200): Promise<T> {
    return JSON.parse((await this.call(method, path, body, expected)).text) as T;
  }

  withLanguage(language: string): V2Client {
    return new V2Client(this.send, language);
  }

  listTransfers(filter: { status?: string; limit?: number; offset?: number; order?: string }): Promise<V2List<V2Transfer>> {
    const query = new URLSearchParams(Object.entries(filter).map(([k, v]): [string, string] => [k, String(v)]));
    return this.json('GET', `/v2/transfers?${query}`);
  }

  getTransfer(key: string): Promise<V2Transfer> {
    return this.json('GET', `/v2/transfers/${encodeURIComponent(key)}`);
  }

  /** Creates a transfer; answers it and its key `<id>_<requested>` from the `transfer-uri` header. */
  async createTransfer(body: { ruleName: string; filename: string; requested: string; start: string }): Promise<{ transfer: V2Transfer; key: string }> {
    const answer = await this.call('POST', '/v2/transfers', body, 201);
    return { transfer: JSON.parse(answer.text) as V2Transfer, key: (answer.header('transfer-uri') ?? '').replace('/v2/transfers/', '') };
  }

  stopTransfer(key: string): Promise<V2Transfer> {
    return this.json('PUT', `/v2/transfers/${encodeURIComponent(key)}/stop`);
  }

  async deleteTransfer(key: string): Promise<string> {
    return (await this.call('DELETE', `/v2/transfers/${encodeURIComponent(key)}`, undefined, 204)).text;
  }

  /** The methods a path offers (OPTIONS, the `Allow` header). */
  async allowed(path: string): Promise<string[]> {
    return (await this.call('OPTIONS', path)).header('allow')?.split(/\s*,\s*/) ?? [];
  }

  hosts(): Promise<V2List<{ name: string; isClient: boolean }>> {
    return this.json('GET', '/v2/hosts?limit=100');
  }

  rules(): Promise<V2List<{ name: string; mode: string; hostIds: string[] }>> {
    return this.json('GET', '/v2/rules?limit=100');
  }

  serverStatus(): Promise<{ serverName: string; overall: { allTransfers: number } }> {
    return this.json('GET', '/v2/server/status');
  }

  /** The same transfer through v1 (`GET /transfers/{id}`), the envelope's `answer`. */
  async v1Transfer(id: string, requester: string, requested: string): Promise<Record<string, unknown>> {
    return ((await this.json('GET', `/transfers/${id}?REQUESTER=${requester}&REQUESTED=${requested}`)) as { answer: Record<string, unknown> }).answer;
  }
}

const FUTURE = '2099-01-01T00:00:00.000Z';

/** A rule this server may use with a partner of the dataset, found through v2 as a client would. */
async function ruleAndPartner(client: V2Client): Promise<{ ruleName: string; requested: string; server: string }> {
  const server = (await client.serverStatus()).serverName;
  const partners = (await client.hosts()).results.filter((h) => h.name !== server && !h.isClient).map((h) => h.name);
  for (const rule of (await client.rules()).results) {
    const requested = rule.hostIds.length === 0 ? partners[0] : rule.hostIds.includes(server) ? rule.hostIds.find((h) => partners.includes(h)) : undefined;
    if (requested !== undefined) return { ruleName: rule.name, requested, server };
  }
  throw new Error('the dataset has no rule this server may use with a partner');
}

/** Registers the tests every door passes; `door()` is read inside each test (after the door's hooks ran). */
export function v2ClientTests(door: () => V2Door): void {
  const client = () => new V2Client(door().send);

  it('lists TOSUBMIT transfers newest first, a page at a time, and reads one by <id>_<requested>', async () => {
    const c = client();
    const all = await c.listTransfers({ status: 'TOSUBMIT', limit: 4, offset: 0, order: 'descId' });
    const [first, second] = [await c.listTransfers({ status: 'TOSUBMIT', limit: 2, offset: 0, order: 'descId' }), await c.listTransfers({ status: 'TOSUBMIT', limit: 2, offset: 2, order: 'descId' })];
    expect(all.results.length).toBeGreaterThan(2);
    expect([...first.results, ...second.results]).toEqual(all.results);
    expect(all.results.every((t) => t.status === 'TOSUBMIT')).toBe(true);
    const ids = all.results.map((t) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Only the transfers this server requested are addressable by <id>_<requested>.
    const server = (await c.serverStatus()).serverName;
    // (among a larger page: the newest four may all be requested by partners, as the stored states of the default data are)
    const own = (await c.listTransfers({ status: 'TOSUBMIT', limit: 50, offset: 0, order: 'descId' })).results.find((t) => t.requester === server) as V2Transfer;
    expect(await c.getTransfer(`${own.id}_${own.requested}`)).toEqual(own);
  });

  it('creates a transfer starting in the future, stops it, sees it through v1, deletes it (204, no body)', async () => {
    const c = client();
    const { ruleName, requested, server } = await ruleAndPartner(c);
    const { transfer, key } = await c.createTransfer({ ruleName, filename: 'door.txt', requested, start: FUTURE });
    expect(key).toBe(`${transfer.id}_${requested}`);
    expect(transfer).toMatchObject({ status: 'TOSUBMIT', ruleName, requested, requester: server, start: FUTURE });
    expect(await c.getTransfer(key)).toEqual(transfer);
    expect(await c.stopTransfer(key)).toMatchObject({ status: 'INERROR', transferInfo: 'H' });
    expect(await c.v1Transfer(String(transfer.id), server, requested)).toMatchObject({ IDRULE: ruleName, FILENAME: 'door.txt', UPDATEDINFO: 4 });
    expect(await c.allowed(`/v2/transfers/${key}`)).toEqual(['GET', 'DELETE', 'OPTIONS']);
    expect(await c.deleteTransfer(key)).toBe('');
    await expect(c.getTransfer(key)).rejects.toMatchObject({ status: 404 });
  });

  it('reads the hosts, the rules and the server status', async () => {
    const c = client();
    const [hosts, rules, status] = [await c.hosts(), await c.rules(), await c.serverStatus()];
    expect(hosts.results.length).toBe(hosts.totalResults);
    expect(hosts.results.map((h) => h.name)).toContain(status.serverName);
    expect(rules.totalResults).toBeGreaterThan(0);
    // Every mode as REST v2 names it (contract/v2/names.ts); the default data holds a rule of each.
    expect(rules.results.every((r) => (V2_RULE_MODES as readonly string[]).includes(r.mode))).toBe(true);
    expect(status.overall.allTransfers).toBeGreaterThan(0);
  });

  it('gets answers without a body as sent: no body, no Content-Type (OPTIONS, 404, 415)', async () => {
    const { send } = door();
    const seen = async (method: string, path: string, headers: Record<string, string> = {}) => {
      const a = await send(method, path, { 'Accept-Language': 'en', ...headers }, method === 'POST' ? 'x' : '');
      return [a.status, a.header('content-type'), a.text, a.header('allow') ?? a.header('accept')];
    };
    expect(await seen('OPTIONS', '/v2/transfers')).toEqual([200, null, '', 'GET,POST,OPTIONS']);
    expect(await seen('GET', '/v2/transfers/1_nosuchhost')).toEqual([404, null, '', null]);
    expect(await seen('POST', '/v2/transfers', { 'Content-Type': 'text/plain' })).toEqual([415, null, '', 'application/json']);
  });

  it('gets the error list in French, and the journal shows what it sent', async () => {
    const c = client().withLanguage('fr');
    const refused = await c.createTransfer({ ruleName: 'nosuch', filename: 'x', requested: 'nosuch', start: FUTURE }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(V2Error);
    expect((refused as V2Error).status).toBe(400);
    expect((JSON.parse((refused as V2Error).body) as V2Errors).errors).toEqual([
      { message: "La règle 'nosuch' n'existe pas.", errorCode: 10 },
      { message: "L'hôte 'nosuch' n'existe pas.", errorCode: 11 },
      { message: "Le champ requit 'ruleName' est manquant ou vide.", errorCode: 6 },
      { message: "Le champ requit 'requested' est manquant ou vide.", errorCode: 6 },
    ]);
    const [entry] = await door().journal({ operation: 'createTransferV2' });
    expect(entry).toMatchObject({ method: 'POST', path: '/v2/transfers', status: 400 });
    expect(JSON.parse(entry?.body ?? '')).toEqual({ ruleName: 'nosuch', filename: 'x', requested: 'nosuch', start: FUTURE });
    expect(entry?.headers).toMatchObject({ 'accept-language': 'fr', 'content-type': 'application/json' });
  });

  it('sees a 503 with the v2 error body, then a connection reset, and gets through on the next try (mishaps)', async () => {
    const c = client();
    await door().schedule({ kind: 'status', status: 503, match: { operation: 'listTransfersV2' } });
    const unavailable = await c.listTransfers({ limit: 20 }).catch((e: unknown) => e);
    expect(unavailable).toMatchObject({ status: 503 });
    expect((JSON.parse((unavailable as V2Error).body) as V2Errors).errors).toMatchObject([{ errorCode: 0 }]);
    const server = (await c.serverStatus()).serverName;
    const one = (await c.listTransfers({ limit: 20 })).results.find((t) => t.requester === server) as V2Transfer;
    expect((await door().journal({ operation: 'listTransfersV2' })).map((e) => e.mishap?.kind ?? e.status)).toEqual(['status', 200]);
    await door().schedule({ kind: 'reset', match: { operation: 'getTransferV2' } });
    const key = `${one.id}_${one.requested}`;
    await expect(c.getTransfer(key)).rejects.toThrow();
    expect((await c.getTransfer(key)).id).toBe(one.id);
    expect((await door().journal({ operation: 'getTransferV2' })).map((e) => e.mishap?.kind ?? e.status)).toEqual(['reset', 200]);
  });
}
