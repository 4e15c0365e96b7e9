// Generated invalid inputs for negative_data_rejection: dates no server can read, strings the
// sanity filter refuses (reference §2.6), broken packets of the action endpoints (§2.3, §17) and
// invalid /v2/limits bodies (§11). Built from fast-check primitives so a case replays from its
// seed and path.
import fc from 'fast-check';
import { isSaneString, LIMITS_FIELDS, PACKET_CLASS, parseIsoDate, SANITY_FORBIDDEN, type PacketKind } from '../../../contract/index.ts';
import type { Json } from '../scenarios/helpers.ts';

/** A STARTTRANS/STOPTRANS value that is neither epoch ms nor an ISO 8601 date. */
export const invalidDateArb: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom('not_a_date', 'yesterday', '2025-13-01', '2025-02-30', '2025-01-01T25:00:00Z', '2025/01/01', '01-01-2025', '12:30', 'T12:00:00Z'),
    fc.stringMatching(/^[a-z][a-z_]{1,11}$/),
    fc.tuple(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 13, max: 99 })).map(([y, m]) => `${y}-${m}-01`),
  )
  .filter((s) => isSaneString(s) && parseIsoDate(s) === undefined && !/^\s*-?\d+\s*$/.test(s));

/** Control characters the sanity filter refuses (every one but TAB, LF and CR). */
const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
const plainText = fc.stringMatching(/^[A-Za-z0-9 ._-]{0,12}$/);

/** A string that fails the sanity filter: plain text around one forbidden fragment or control character. */
export const insaneTextArb: fc.Arbitrary<string> = fc
  .tuple(plainText, fc.constantFrom(...SANITY_FORBIDDEN, ...CONTROLS), plainText)
  .map(([a, bad, b]) => `${a}${bad}${b}`);

// ---- packets of the action endpoints ----

export type PacketFlaw = 'no-class' | 'unknown-class' | 'malformed' | 'non-object' | 'wrong-kind' | 'no-body';

export interface PacketCase {
  readonly flaw: PacketFlaw;
  /** A JSON body, `{ raw }` text, or undefined for no body. */
  readonly body: Json | { readonly raw: string } | undefined;
}

const KINDS = Object.keys(PACKET_CLASS).filter((k) => k !== 'logResponse') as PacketKind[];
const KNOWN_NAMES = new Set(Object.values(PACKET_CLASS).map((c) => c.split('.').pop()));

/** Properties of a packet without `@class` (never `purge`: the run must not ask for a purge). */
const looseProps = fc.dictionary(
  fc.stringMatching(/^[a-z][a-zA-Z]{0,9}$/).filter((k) => k !== 'purge'),
  fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.boolean(), plainText),
  { maxKeys: 4 },
);

/** One arbitrary per flaw, for an endpoint that expects a packet of `kind`. */
export function packetCaseArbs(prefix: string, kind: PacketKind, flaws: readonly PacketFlaw[]): fc.Arbitrary<PacketCase>[] {
  const packageName = `${prefix}protocol.localhandler.packet.json.`;
  const arbs: Record<PacketFlaw, fc.Arbitrary<PacketCase>> = {
    'no-class': looseProps.map((props) => ({ flaw: 'no-class', body: props as Json })),
    'unknown-class': fc
      .oneof(
        fc.stringMatching(/^[A-Z][a-z]{2,10}$/).map((n) => `${packageName}${n}JsonPacket`),
        fc.stringMatching(/^[a-z]{2,8}\.[a-z]{2,8}\.[A-Z][a-z]{2,8}$/),
      )
      .filter((c) => !KNOWN_NAMES.has(c.split('.').pop()))
      .map((cls) => ({ flaw: 'unknown-class', body: { '@class': cls } })),
    malformed: fc
      .constantFrom('{', `{"@class":`, `{"@class":"${packageName}BandwidthJsonPacket",}`, 'not json', "{'@class':'x'}", '{"@class" "x"}')
      .map((raw) => ({ flaw: 'malformed', body: { raw } })),
    'non-object': fc.constantFrom<Json>([], ['x'], 'packet', 42, true).map((body) => ({ flaw: 'non-object', body })),
    'wrong-kind': fc
      .constantFrom(...KINDS.filter((k) => k !== kind))
      .map((other) => ({ flaw: 'wrong-kind', body: { '@class': `${prefix}${PACKET_CLASS[other]}`, comment: 'negative case' } })),
    'no-body': fc.constant({ flaw: 'no-body', body: undefined }),
  };
  return flaws.map((f) => arbs[f]);
}

// ---- /v2/limits bodies ----

export type LimitsFlaw = 'bad-value' | 'unknown-field' | 'non-object' | 'malformed' | 'duplicate-key';

export interface LimitsCase {
  readonly flaw: LimitsFlaw;
  readonly body: Json | { readonly raw: string };
}

const limitsField = fc.constantFrom(...LIMITS_FIELDS);
const badLimit = fc.oneof(fc.integer({ min: -1_000_000, max: -1 }), fc.constantFrom<Json>(1.5, 'abc', true, {}, [], 'ten'));
const goodLimit = fc.integer({ min: 0, max: 1_000_000 });

/** Invalid limits bodies, one arbitrary per flaw; valid fields may come along, which must not be applied either. */
export function limitsCaseArbs(runPrefix: string): fc.Arbitrary<LimitsCase>[] {
  const withValid = <T extends Record<string, Json>>(bad: T) =>
    fc.tuple(fc.option(limitsField), goodLimit).map(([f, v]) => (f && !(f in bad) ? { ...bad, [f]: v } : bad) as Json);
  // Bodies a JSON reader refuses come first: a real 3.6.2 answers them, but loops forever on
  // any other non-empty body (reference §11), so the check stops at the first unanswered one.
  return [
    fc.constantFrom<Json>([], [1, 2], 'limits', 7).map((body) => ({ flaw: 'non-object' as const, body })),
    fc.constantFrom('{', '{"delayLimit":', '{"delayLimit":1,}', 'not json').map((raw) => ({ flaw: 'malformed' as const, body: { raw } })),
    fc.tuple(limitsField, goodLimit, goodLimit).map(([f, a, b]) => ({ flaw: 'duplicate-key' as const, body: { raw: `{"${f}":${a},"${f}":${b}}` } })),
    fc.tuple(limitsField, badLimit).chain(([f, v]) => withValid({ [f]: v }).map((body) => ({ flaw: 'bad-value' as const, body }))),
    fc.stringMatching(/^[A-Z][a-z]{2,8}$/).chain((n) => withValid({ [`${runPrefix}${n}`]: 1 }).map((body) => ({ flaw: 'unknown-field' as const, body }))),
  ];
}
