// Hostile requests over every endpoint: random methods (and X-method overrides), paths built from
// the interface's bases, real ids read from the fake and hostile segments, query strings with
// the interface's parameter names and prototype keys, headers (content types, X-Auth-*, CORS) and
// the spoilt bodies of bodies.ts; most requests are real operations (operations.ts) spoilt one way.
import fc from 'fast-check';
import { ENTRY_POINTS } from '../../contract/index.ts';
import type { FakeServer } from '../../fake-server/index.ts';
import { spoiltBodyArb } from './bodies.ts';
import { operationArb, type RequestContext } from './operations.ts';
import { hostileStringArb, NUMBER_TEXTS, percentEncode, PROTO_KEYS, TRAVERSALS } from './strings.ts';

export type { RequestContext };

export interface HostileRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** What the fuzz aims at, read from the fake itself (the seeded dataset is generated and changes). */
export function contextOf(fake: FakeServer): RequestContext {
  const hostIds = [...fake.store.hosts.values()].map((h) => h.record.HOSTID);
  const transfers = [...fake.store.transfers.values()].slice(0, 8).map(({ record: t }) => ({
    id: String(t.SPECIALID), requester: t.REQUESTER, requested: t.REQUESTED, owner: t.OWNERREQ,
  }));
  return { hostIds, rules: [...fake.store.rules.values()].map((r) => r.id), classPrefix: fake.config.classPrefix, transfers };
}

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;
/** Every v1 base (the entry points but /v2/limits, which comes with its spellings), then paths no base has. */
const BASES = [...ENTRY_POINTS.filter((e) => e !== 'limits'), 'v2/limits', 'v2/limits', 'v2', 'v2/limits/x', '', 'unknown', 'TRANSFERS'] as const;
const PARAMETERS = [
  'LIMIT', 'limit', 'ORDERBYID', 'STARTID', 'STOPID', 'IDRULE', 'PARTNER', 'PENDING', 'INTRANSFER', 'INERROR', 'DONE', 'ALLSTATUS',
  'STARTTRANS', 'STOPTRANS', 'STOPSTRANS', 'OWNERREQ', 'REQUESTER', 'REQUESTED', 'HOSTID', 'ADDRESS', 'ISSSL', 'ISACTIVE', 'BUSINESS',
  'ROLES', 'ALIASES', 'OTHERS', 'BANDWIDTH', 'X-method', 'X-Auth-User', 'X-Auth-Key', 'X-Auth-Timestamp', '_id',
  '__proto__[polluted]', 'constructor[prototype][polluted]', '__proto__.polluted',
] as const;

/** A string as it may appear in a URL: encoded, left raw, or with a broken escape. */
const urlPart = (s: fc.Arbitrary<string>) =>
  fc.tuple(s, fc.constantFrom('encoded', 'encoded', 'raw', 'broken')).map(([v, how]) =>
    how === 'encoded' ? percentEncode(v) : how === 'raw' ? v : `${percentEncode(v)}%${v.length % 2 === 0 ? 'G' : 'e'}`,
  );

function segmentArb(ctx: RequestContext): fc.Arbitrary<string> {
  const ids = [...ctx.hostIds, ...ctx.transfers.map((t) => t.id), ...ctx.rules];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 4 },
    { arbitrary: urlPart(fc.oneof(hostileStringArb, fc.constantFrom(...TRAVERSALS))), weight: 3 },
    { arbitrary: fc.constantFrom(...NUMBER_TEXTS.filter((t) => t !== '')), weight: 1 },
  );
}

function pathArb(ctx: RequestContext): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...BASES), fc.array(segmentArb(ctx), { maxLength: 3 }), fc.constantFrom('', '', '/', '//'))
    .map(([base, segments, tail]) => `/${[base, ...segments].join('/')}${tail}`);
}

function queryArb(ctx: RequestContext): fc.Arbitrary<string> {
  const name = fc.oneof({ arbitrary: fc.constantFrom(...PARAMETERS), weight: 4 }, { arbitrary: fc.constantFrom(...PROTO_KEYS), weight: 2 }, { arbitrary: urlPart(hostileStringArb), weight: 1 });
  const value = fc.oneof(
    { arbitrary: fc.constantFrom('true', 'false', '*', '0', '-1', '5', ...ctx.hostIds, ...ctx.rules), weight: 3 },
    { arbitrary: urlPart(hostileStringArb), weight: 3 },
  );
  return fc.array(fc.tuple(name, value, fc.boolean()), { maxLength: 5 }).map((pairs) =>
    pairs.length === 0 ? '' : `?${pairs.map(([k, v, withValue]) => (withValue ? `${k}=${v}` : k)).join('&')}`,
  );
}

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'text/plain', 'application/xml',
  'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'APPLICATION/JSON', 'application/json-patch+json', ';', '*/*',
] as const;

/** Header values as HTTP carries them (Latin-1 text without CR/LF; node refuses the rest before sending). */
const headerText = hostileStringArb.map((s) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, 2000));

/** Usually a content type alone (so most requests reach a handler), sometimes every header hostile. */
function headersArb(): fc.Arbitrary<Record<string, string>> {
  const hostile = fc.record(
    {
      'content-type': fc.constantFrom(...CONTENT_TYPES),
      'x-method': fc.oneof(fc.constantFrom(...HTTP_METHODS), headerText),
      'x-auth-user': headerText,
      'x-auth-timestamp': fc.oneof(fc.constant('2025-01-01T00:00:00.000Z'), headerText),
      'x-auth-key': headerText,
      'x-auth-signature': headerText,
      authorization: fc.oneof(fc.constantFrom('Basic ', 'Basic YWRtaW46cHdkaHR0cA==', 'HMAC ', 'HMAC zz', 'Bearer x'), headerText),
      'accept-language': fc.oneof(fc.constantFrom('fr', 'fr-FR,en;q=0.5', 'de', '*'), headerText),
      origin: fc.oneof(fc.constant('http://evil.example'), headerText),
      'access-control-request-method': fc.oneof(fc.constantFrom(...HTTP_METHODS), headerText),
      cookie: headerText,
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    { arbitrary: fc.constant({ 'content-type': 'application/json' }), weight: 5 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES).map((t) => ({ 'content-type': t })), weight: 2 },
    { arbitrary: fc.constant({}), weight: 1 },
    { arbitrary: hostile, weight: 2 },
  );
}

/** A request anywhere, hostile in every part: mostly a real operation with a spoilt body, else any method, path and query. */
export function hostileRequestArb(ctx: RequestContext): fc.Arbitrary<HostileRequest> {
  const method = fc.oneof({ arbitrary: fc.constantFrom(...HTTP_METHODS), weight: 8 }, { arbitrary: fc.constantFrom('get', 'M-SEARCH', 'PROPFIND', ''), weight: 1 });
  const anyBody = spoiltBodyArb(fc.oneof(...ctx.hostIds.slice(0, 3).map((h) => fc.constant(`{"HOSTID":${JSON.stringify(h)},"LIMIT":5}`)), fc.constant('{}')));
  const anywhere = fc.record({ method, path: pathArb(ctx), query: queryArb(ctx), body: anyBody });
  // A real operation, sometimes with a hostile query added to its own.
  const operation = fc.tuple(operationArb(ctx), fc.oneof(fc.constant(''), queryArb(ctx))).map(([t, extra]) => ({
    ...t,
    query: extra === '' ? t.query : t.query === '' ? extra : `${t.query}&${extra.slice(1)}`,
  }));
  return fc
    .tuple(fc.oneof({ arbitrary: operation, weight: 3 }, { arbitrary: anywhere, weight: 1 }), headersArb())
    .map(([t, headers]) => ({ method: t.method, url: `${t.path}${t.query}`, headers, body: t.body }));
}
