// The REST v2 operations the `scale` section measures (issue 26, item 8), made from transfers read
// out of the fake at start as operations.ts makes v1's: reads and actions address transfers this
// server requested (v2 reaches no other), lists ask 20 rows in every order and filter, and the
// transfers created (starting ten years ahead, so that a real server would never run them) are
// deleted by v2 in the same round. Every request carries `Accept-Language: en`, as a v2 client must
// (v2 errors are not answered without it, DESIGN §8).
import type { FakeServer, RawRequest } from '../../fake-server/index.ts';
import type { Created, Operation, Sample } from './operations.ts';

/** What the v2 operations are made of, read out of a fake (`v2SettingOf`). */
export interface V2Setting {
  /** Sampled transfers whose REQUESTER and OWNERREQ are the fake's host id. */
  readonly own: readonly Sample[];
  /** The REQUESTED most of `own` name (v2's `partner` filters on it). */
  readonly partner: string;
  /** A rule of the dataset and a partner it allows (with this server), for POST. */
  readonly rule: string;
  readonly requested: string;
  /** Whether GET /v2/server/status is served (not 501). */
  readonly serverStatus: boolean;
  /** The fake's clock, epoch ms. */
  readonly now: number;
}

const HEADERS = { 'accept-language': 'en' };
const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const v2 = (method: string, url: string, body = '', json = false): RawRequest => ({ method, url, headers: json ? { ...HEADERS, 'content-type': 'application/json' } : HEADERS, body });
const idOf = (t: Sample) => `${t.SPECIALID}_${encodeURIComponent(t.REQUESTED)}`;

/** The v2 operations, in the order of a round: reads and lists, creates, actions, the deletes of what was created. */
export function v2Operations(s: V2Setting): Operation[] {
  const at = (i: number) => s.own[i % s.own.length] as Sample;
  const start = new Date(s.now + 10 * YEAR_MS).toISOString();
  const list = (query: string): Operation => ({ name: `GET /v2/transfers?${query}`, rows: 20, request: () => v2('GET', `/v2/transfers?${query}`) });
  return [
    { name: 'GET /v2/transfers/:id', request: (i) => v2('GET', `/v2/transfers/${idOf(at(i))}`) },
    list('limit=20'),
    list('order=descStart&limit=20'),
    list('order=ascFile&limit=20'),
    list('order=descStop&limit=20'),
    list('status=INERROR&limit=20'),
    { ...list(`partner=${encodeURIComponent(s.partner)}&limit=20`), name: 'GET /v2/transfers?partner=…&limit=20' },
    { name: 'GET /v2/transfers?countOrder=true&ruleID=…', request: () => v2('GET', `/v2/transfers?countOrder=true&ruleID=${encodeURIComponent(s.rule)}`) },
    { name: 'GET /v2/hosts', request: () => v2('GET', '/v2/hosts') },
    ...(s.serverStatus ? [{ name: 'GET /v2/server/status', request: () => v2('GET', '/v2/server/status') }] : []),
    {
      name: 'POST /v2/transfers (a new transfer)',
      status: 201,
      creates: 'v2',
      request: (i) => v2('POST', '/v2/transfers', JSON.stringify({ ruleName: s.rule, requested: s.requested, filename: `/in/scale-v2-${i}.csv`, start }), true),
    },
    { name: 'PUT /v2/transfers/:id/stop', request: (i) => v2('PUT', `/v2/transfers/${idOf(at(i))}/stop`) },
    { name: 'PUT /v2/transfers/:id/restart', request: (i) => v2('PUT', `/v2/transfers/${idOf(at(i))}/restart`) },
    { name: 'DELETE /v2/transfers/:id (the new ones)', status: 204, request: (i, created: Created) => v2('DELETE', `/v2/transfers/${idOf(created.v2[i % Math.max(1, created.v2.length)] as Sample)}`) },
  ];
}

/** The transfer a v2 creation answered, from its `transfer-uri` (`/v2/transfers/<id>_<requested>`): requested by this server. */
export function createdByV2(transferUri: string, hostId: string): Sample {
  const m = /^\/v2\/transfers\/(-?\d+)_(.+)$/s.exec(transferUri);
  if (!m) throw new Error(`POST /v2/transfers answered transfer-uri ${transferUri}`);
  return { SPECIALID: m[1] as string, REQUESTER: hostId, REQUESTED: m[2] as string, OWNERREQ: hostId, IDRULE: '' };
}

/** The v2 setting of `fake` from its `samples`: its own transfers, their busiest partner, a rule that allows one of them. */
export function v2SettingOf(fake: FakeServer, samples: readonly Sample[]): V2Setting {
  const self = fake.config.hostId;
  const own = samples.filter((t) => t.REQUESTER === self && t.OWNERREQ === self);
  const counts = new Map<string, number>();
  for (const t of own) counts.set(t.REQUESTED, (counts.get(t.REQUESTED) ?? 0) + 1);
  const partner = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
  // `canUseRule`: a rule that names hosts must name both this server and the partner.
  const allows = (t: Sample) => {
    const hosts = fake.store.rules.get(t.IDRULE)?.record.HOSTIDS;
    return hosts !== undefined && fake.store.hosts.get(t.REQUESTED) !== undefined && (hosts.length === 0 || (hosts.includes(self) && hosts.includes(t.REQUESTED)));
  };
  const creatable = own.find(allows);
  if (own.length === 0 || partner === undefined || !creatable) throw new Error(`no sampled transfer requested by ${self} under a rule of the dataset that allows its partner`);
  const status = fake.handle(v2('GET', '/v2/server/status')).status;
  return { own, partner, rule: creatable.IDRULE, requested: creatable.REQUESTED, serverStatus: status !== 501, now: fake.clock.now() };
}
