// Every operation of the interface as a fuzz target: its method, a path with an id the fake really
// holds (or a hostile one), a query, and spoilt versions of its own valid body, so a hostile
// request gets as far as the handler and the store before anything refuses it.
import fc from 'fast-check';
import { LIMITS_FIELDS, schemaId } from '../../contract/index.ts';
import {
  bandwidthPacketArb, configurationCreateBodyArb, configurationFilterArb, configurationUpdateBodyArb, hostConfigCreateBodyArb,
  hostConfigFilterArb, hostConfigUpdateBodyArb, hostCreateBodyArb, hostFilterArb, hostUpdateBodyArb, informationPacketArb, logPacketArb,
  shutdownOrBlockPacketArb, transferCreateBodyArb, transferFilterArb, transferUpdateBodyArb,
} from '../../generators/index.ts';
import { invalidVariantText, jsonText, spoiltBodyArb, type FuzzContext } from './bodies.ts';
import { hostileStringArb, percentEncode } from './strings.ts';

export interface TransferKey {
  readonly id: string;
  readonly requester: string;
  readonly requested: string;
  readonly owner: string;
}

export interface RequestContext extends FuzzContext {
  readonly transfers: readonly TransferKey[];
}

export interface Target {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly body: string;
}

const queryOf = (q: Record<string, string>) => {
  const pairs = Object.entries(q).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
};

/** A filter sent as the query, as a JSON body on GET, or both. */
const listArb = (base: string, filter: fc.Arbitrary<Record<string, string>>) =>
  fc.tuple(filter, fc.constantFrom('query', 'body', 'both')).chain(([f, where]) =>
    (where === 'query' ? fc.constant('') : spoiltBodyArb(fc.constant(jsonText(f)))).map((body) => ({
      method: 'GET', path: `/${base}`, query: where === 'body' ? '' : queryOf(f), body,
    })),
  );

/** An id segment: one the fake holds, or a hostile one. */
const idArb = (ids: readonly string[]) => fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 3 }, { arbitrary: hostileStringArb.map(percentEncode), weight: 1 });

const transferKeyQuery = (t: TransferKey) => queryOf({ REQUESTER: t.requester, REQUESTED: t.requested, OWNERREQ: t.owner });

function collectionTargets(ctx: RequestContext): fc.Arbitrary<Target>[] {
  const o = { hostIds: ctx.hostIds, rules: ctx.rules };
  const hostId = idArb(ctx.hostIds);
  const write = (method: string, path: fc.Arbitrary<string>, valid: fc.Arbitrary<unknown>, schema: string, query: fc.Arbitrary<string> = fc.constant('')) =>
    fc.record({ method: fc.constant(method), path, query, body: spoiltBodyArb(valid.map(jsonText), invalidVariantText(schemaId(schema))) });
  const one = (method: string) =>
    fc.constantFrom(...ctx.transfers).map((t) => ({ method, path: `/transfers/${t.id}`, query: transferKeyQuery(t), body: '' }));
  const byHost = (base: string, method: string) => fc.record({ method: fc.constant(method), path: hostId.map((h) => `/${base}/${h}`), query: fc.constant(''), body: fc.constant('') });
  return [
    listArb('transfers', transferFilterArb(o)),
    listArb('hosts', hostFilterArb(o)),
    listArb('hostconfigs', hostConfigFilterArb(o)),
    listArb('configurations', configurationFilterArb(o)),
    one('GET'),
    one('DELETE'),
    fc.tuple(fc.constantFrom(...ctx.transfers), spoiltBodyArb(transferUpdateBodyArb(o).map(jsonText), invalidVariantText(schemaId('transfer-update')))).map(([t, body]) => ({
      method: 'PUT', path: `/transfers/${t.id}`, query: transferKeyQuery(t), body,
    })),
    write('POST', fc.constant('/transfers'), transferCreateBodyArb(o), 'transfer-create'),
    write('POST', fc.constant('/hosts'), hostCreateBodyArb(o), 'host-create'),
    write('PUT', hostId.map((h) => `/hosts/${h}`), hostUpdateBodyArb(), 'host-update'),
    write('POST', fc.constant('/hostconfigs'), hostConfigCreateBodyArb(o), 'hostconfig-create'),
    write('PUT', hostId.map((h) => `/hostconfigs/${h}`), hostConfigUpdateBodyArb(), 'hostconfig-update'),
    write('POST', fc.constant('/configurations'), configurationCreateBodyArb(o), 'configuration-create'),
    write('PUT', hostId.map((h) => `/configurations/${h}`), configurationUpdateBodyArb(), 'configuration-update'),
    ...['hosts', 'hostconfigs', 'configurations'].flatMap((base) => [byHost(base, 'GET'), byHost(base, 'DELETE')]),
  ];
}

function actionTargets(ctx: RequestContext): fc.Arbitrary<Target>[] {
  const o = { hostIds: ctx.hostIds, rules: ctx.rules, classPrefix: ctx.classPrefix };
  const packet = (method: string, path: string, valid: fc.Arbitrary<unknown>, schema: string) =>
    fc.record({ method: fc.constant(method), path: fc.constant(path), query: fc.constant(''), body: spoiltBodyArb(valid.map(jsonText), invalidVariantText(schemaId(schema))) });
  const limits = fc.record(Object.fromEntries(LIMITS_FIELDS.map((f) => [f, fc.nat({ max: 1_000_000_000 })])), { requiredKeys: [] }).map(jsonText);
  const v2 = (method: string) => fc.record({ method: fc.constant(method), path: fc.constant('/v2/limits'), query: fc.constant(''), body: spoiltBodyArb(limits) });
  return [
    packet('GET', '/log', logPacketArb(o), 'log-packet'),
    packet('GET', '/info', informationPacketArb(o), 'information-packet'),
    packet('GET', '/bandwidth', bandwidthPacketArb(o), 'bandwidth-packet'),
    packet('PUT', '/bandwidth', bandwidthPacketArb(o), 'bandwidth-packet'),
    packet('PUT', '/server', shutdownOrBlockPacketArb(o), 'shutdown-or-block-packet'),
    fc.constant({ method: 'GET', path: '/server', query: '', body: '' }),
    v2('GET'), v2('POST'), v2('PUT'), v2('DELETE'),
  ];
}

/** Any operation of the interface, with a spoilt body. */
export const operationArb = (ctx: RequestContext): fc.Arbitrary<Target> => fc.oneof(...collectionTargets(ctx), ...actionTargets(ctx));
