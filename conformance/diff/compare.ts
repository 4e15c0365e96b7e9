// Two answers to the same request, compared in four layers, each stopping the ones after it when
// it differs: the status (or no answer), the media type (Content-Type without parameters), the
// envelope words (the keys of the v1 envelope and of its `answer`, in any order: JSON does not
// distinguish it, and neither does a client), then the body values
// (after normalise.ts). Lists of records are paired by identity (HOSTID, or SPECIALID with
// REQUESTER, REQUESTED, OWNERREQ; in REST v2 `id` with `requester` and `requested`, or `name`), so
// one record more on one side is one difference, not a shift of every record after it; the order
// of the list an answer carries (/answer/results, v2's /results) is compared
// as far as its sort key decides it (record-order.ts). Differences at the same place of every
// record are one difference.
import { isInstantLike, isJsonObject, LOAD_TIME_FIELDS, serialize, type JsonValue } from '../../contract/index.ts';
import { ordersDiffer, type ListedRecord, type RecordOrder } from './record-order.ts';

/** `data`: a value the storing server made (contract/load-time.ts) differs: the servers hold other data, not another behaviour. */
export type DifferenceKind = 'status' | 'media-type' | 'envelope' | 'body' | 'data';

export interface Difference {
  readonly kind: DifferenceKind;
  /** One line: what differs, and where (a JSON pointer, array indexes as `*`). */
  readonly title: string;
  /** A's value there, and B's. */
  readonly a: string;
  readonly b: string;
  /** `data`: in how many places of the answer. */
  readonly places?: number;
}

/** One side's answer, as compare needs it. */
export interface Answer {
  readonly status?: number;
  readonly failure?: string;
  readonly mediaType?: string;
  /** The body normalised, when it is JSON. */
  readonly json?: JsonValue;
  readonly text: string;
}

const show = (v: JsonValue | undefined): string => (v === undefined ? '(absent)' : serialize(v, false));
const identityOf = (v: JsonValue): string | undefined => {
  if (!isJsonObject(v)) return undefined;
  if (typeof v['HOSTID'] === 'string' && v['SPECIALID'] === undefined) return String(v['HOSTID']);
  if (v['SPECIALID'] !== undefined) return ['SPECIALID', 'REQUESTER', 'REQUESTED', 'OWNERREQ'].map((k) => show(v[k])).join(' ');
  // REST v2: a transfer (`<id>_<requested>` of its requester), a host or a rule.
  if (v['id'] !== undefined && typeof v['requested'] === 'string') return ['id', 'requester', 'requested'].map((k) => show(v[k])).join(' ');
  if (typeof v['name'] === 'string') return v['name'];
  return undefined;
};

/** A load-time value: an instant, or one normalise.ts already read as "now" (a record stored minutes before). */
const isLoadTime = (v: JsonValue | undefined): boolean => v === '<now>' || isInstantLike(v);

/** The record with its load-time values (contract/load-time.ts) blanked: two servers' copies of one record loaded at other times read alike. */
const blanked = (v: JsonValue): JsonValue =>
  isJsonObject(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, LOAD_TIME_FIELDS[k] !== undefined && isLoadTime(x) ? '<load time>' : x])) : v;

/** Pairs records of `a` with records of `b` whose `keyOf` is the same, in order, each key at most once on either side. */
function pairBy(a: readonly JsonValue[], b: readonly JsonValue[], keyOf: (v: JsonValue) => string | undefined): [JsonValue, JsonValue][] {
  const left = new Map<string, JsonValue[]>();
  for (const r of b) {
    const k = keyOf(r);
    if (k !== undefined) left.set(k, [...(left.get(k) ?? []), r]);
  }
  return a.flatMap((r) => {
    const k = keyOf(r);
    const match = k === undefined ? undefined : left.get(k)?.shift();
    return match === undefined ? [] : [[r, match] as [JsonValue, JsonValue]];
  });
}

/**
 * Pairs records only in A with records only in B that are one record but for their load-time
 * values: first those alike in everything else; then, of the rest, those alike but for the id the
 * server assigned (whatever it holds: 3.5.2 numbers from -2^63) and for `releaseFields`, the fields
 * that differ in every record the two lists have in common (a value of the release, reported at its
 * own place): one record, compared as one, not a record "only in A" and one "only in B".
 */
function pairByContent(a: readonly JsonValue[], b: readonly JsonValue[], releaseFields: ReadonlySet<string>): [JsonValue, JsonValue][] {
  const alike = pairBy(a, b, (v) => show(blanked(v)));
  const [restA, restB] = [a.filter((r) => !alike.some(([x]) => x === r)), b.filter((r) => !alike.some(([, y]) => y === r))];
  const loose = (v: JsonValue) =>
    show(isJsonObject(v) ? Object.fromEntries(Object.entries(blanked(v) as Record<string, JsonValue>).map(([k, x]) => [k, LOAD_TIME_FIELDS[k] === 'assigned id' || releaseFields.has(k) ? '<blank>' : x])) : v);
  return [...alike, ...pairBy(restA, restB, loose)];
}

/** The fields whose values differ in every pair of records (at least one pair): a difference of the release, not of one record. */
function fieldsDifferingEverywhere(pairs: readonly (readonly [JsonValue, JsonValue])[]): Set<string> {
  let out: Set<string> | undefined;
  for (const [x, y] of pairs) {
    if (!isJsonObject(x) || !isJsonObject(y)) return new Set();
    const here = new Set([...new Set([...Object.keys(x), ...Object.keys(y)])].filter((k) => show(x[k]) !== show(y[k])));
    out = out === undefined ? here : new Set([...out].filter((k) => here.has(k)));
  }
  return out ?? new Set();
}

class Walk {
  /** Differences by place: the first values and how many places. */
  readonly found = new Map<string, { a: string; b: string; places: number }>();
  /** Load-time values that differ, by field (contract/load-time.ts): the first values and how many places. */
  readonly data = new Map<string, { a: string; b: string; places: number }>();
  /** @param order the order of the answer's list (/answer/results) */
  constructor(private readonly order: RecordOrder) {}

  /** Counts one more place of the difference `title` (in `into`: the body differences, or the data ones), keeping its first values. */
  add(title: string, a: string, b: string, into = this.found): void {
    const seen = into.get(title);
    if (seen) seen.places++;
    else into.set(title, { a, b, places: 1 });
  }

  value(a: JsonValue | undefined, b: JsonValue | undefined, at: string): void {
    if (Array.isArray(a) && Array.isArray(b)) return this.list(a, b, at);
    if (isJsonObject(a) && isJsonObject(b)) {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) this.value(a[k], b[k], `${at}/${k}`);
      return;
    }
    if (show(a) === show(b)) return;
    const field = at.slice(at.lastIndexOf('/') + 1);
    const kind = LOAD_TIME_FIELDS[field];
    if (kind !== undefined && isLoadTime(a) && isLoadTime(b)) this.add(`${kind} ${field}`, show(a), show(b), this.data);
    else this.add(`body value differs at ${at}`, show(a), show(b));
  }

  private list(a: readonly JsonValue[], b: readonly JsonValue[], at: string): void {
    const keysA = a.map(identityOf);
    const keysB = b.map(identityOf);
    if (keysA.some((k) => k === undefined) || keysB.some((k) => k === undefined)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) this.value(a[i], b[i], `${at}/*`);
      return;
    }
    const inB = new Map(b.map((r, i) => [keysB[i] as string, r]));
    let onlyA = keysA.filter((k) => !inB.has(k as string));
    let onlyB = keysB.filter((k) => !keysA.includes(k));
    // A record each server numbered itself when it was loaded is one record with other load-time values.
    const commonPairs = a.flatMap((r, i) => (inB.has(keysA[i] as string) ? [[r, inB.get(keysA[i] as string) as JsonValue] as const] : []));
    const paired = pairByContent(a.filter((_, i) => onlyA.includes(keysA[i])), b.filter((_, i) => onlyB.includes(keysB[i])), fieldsDifferingEverywhere(commonPairs));
    for (const [x, y] of paired) this.value(x, y, `${at}/*`);
    const pairedA = new Set(paired.map(([x]) => identityOf(x)));
    const pairedB = new Set(paired.map(([, y]) => identityOf(y)));
    onlyA = onlyA.filter((k) => !pairedA.has(k));
    onlyB = onlyB.filter((k) => !pairedB.has(k));
    if (onlyA.length > 0) this.add(`records only in A at ${at}`, (onlyA as string[]).join(', '), '(absent)');
    if (onlyB.length > 0) this.add(`records only in B at ${at}`, '(absent)', (onlyB as string[]).join(', '));
    const inA = new Set(keysA);
    const common = (records: readonly JsonValue[], keys: readonly (string | undefined)[]): ListedRecord[] =>
      records.flatMap((record, i) => (inB.has(keys[i] as string) && inA.has(keys[i]) ? [{ id: keys[i] as string, record }] : []));
    const [commonA, commonB] = [common(a, keysA), common(b, keysB)];
    // Only the answer's own list has a known order; any other list is compared exactly as sent.
    if (ordersDiffer(commonA, commonB, at === '/answer/results' || at === '/results' ? this.order : undefined)) {
      this.add(`record order differs at ${at}`, commonA.map((r) => r.id).join(', '), commonB.map((r) => r.id).join(', '));
    }
    a.forEach((r, i) => {
      const other = inB.get(keysA[i] as string);
      if (other !== undefined) this.value(r, other, `${at}/*`);
    });
  }
}

const wordsOf = (v: JsonValue | undefined): string => (isJsonObject(v) ? Object.keys(v).sort().join(',') : '');

/** Every difference between A's and B's answers to one request ([] when alike); `order`: the order of the list it asks for (record-order.ts). */
export function compareAnswers(a: Answer, b: Answer, order?: RecordOrder): Difference[] {
  const statusOf = (x: Answer) => (x.failure !== undefined ? `no answer (${x.failure})` : String(x.status));
  if (statusOf(a) !== statusOf(b)) return [{ kind: 'status', title: `status differs: A ${statusOf(a)}, B ${statusOf(b)}`, a: statusOf(a), b: statusOf(b) }];
  if (a.failure !== undefined) return [];
  if ((a.mediaType ?? '') !== (b.mediaType ?? '')) return [{ kind: 'media-type', title: `media type differs: A ${a.mediaType ?? '(none)'}, B ${b.mediaType ?? '(none)'}`, a: a.mediaType ?? '', b: b.mediaType ?? '' }];
  if (a.json === undefined || b.json === undefined) {
    return a.text === b.text ? [] : [{ kind: 'body', title: 'body text differs', a: a.text.slice(0, 500), b: b.text.slice(0, 500) }];
  }
  const out: Difference[] = [];
  for (const [at, va, vb] of [['/', a.json, b.json], ['/answer', isJsonObject(a.json) ? a.json['answer'] : undefined, isJsonObject(b.json) ? b.json['answer'] : undefined]] as const) {
    const [wa, wb] = [wordsOf(va), wordsOf(vb)];
    if (wa !== wb) out.push({ kind: 'envelope', title: `envelope words differ at ${at}: A [${wa}], B [${wb}]`, a: wa, b: wb });
  }
  const walk = new Walk(order);
  walk.value(a.json, b.json, '');
  for (const [title, d] of walk.found) out.push({ kind: 'body', title: d.places > 1 ? `${title} (${d.places} places)` : title, a: d.a, b: d.b });
  for (const [title, d] of walk.data) out.push({ kind: 'data', title, a: d.a, b: d.b, places: d.places });
  return out;
}
