// The body of POST /v2/transfers as 3.6.2's TransferConverter.parseNode reads it
// (docs/rest-v2-3.6.2.md §2.1, §4): members in body order, names in any case, other keys ignored;
// then whether the rule allows the requested host and this server; then the required fields.
// Every error is collected in that order. Where 3.6.2 fails with a 500 instead (a known rule with
// an unknown, missing or non-text `requested`: a null dereference), this goes on with the checks
// the code intends, so the answer lists the 11 or 6 the client needs.
import { parseIsoDate, serialize, type JsonObject, type JsonValue, type Rule } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { TopMember } from '../json-members.ts';
import { v2Errors, type V2Error } from '../v2-errors.ts';

/** What a valid body gives; the rest of the record is the server's (create-transfer.ts). */
export interface NewTransferInput {
  readonly rule: Rule;
  readonly filename: string;
  readonly requested: string;
  readonly blockSize?: number;
  readonly fileInfo?: string;
  readonly transferInfo?: string;
  readonly start?: number;
}

export type CreateReading = { readonly ok: true; readonly input: NewTransferInput } | { readonly ok: false; readonly errors: readonly V2Error[] };

const INT_MAX = 2 ** 31 - 1;

/** Jackson's `value.toString()`, which 3.6.2 quotes in error 7: JSON text (a string keeps its quotes). */
const shown = (value: JsonValue, raw: string): string => (typeof value === 'number' || typeof value === 'bigint' ? raw : serialize(value, false));

/** `canConvertToInt() && asInt() > 0`: a number within the int range, its fraction dropped. */
function blockSizeOf(value: JsonValue): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < -(2 ** 31) || value > INT_MAX) return undefined;
  const n = Math.trunc(value);
  return n > 0 ? n : undefined;
}

/** `canUseRule` (true meaning "may not"): the rule names hosts, and not this one. */
const refuses = (rule: Rule, host: string): boolean => rule.HOSTIDS.length > 0 && !rule.HOSTIDS.includes(host);

interface Draft {
  rule?: Rule;
  filename?: string;
  requested?: string;
  blockSize?: number;
  fileInfo?: string;
  transferInfo?: string;
  start?: number;
}

/** One member: sets its field in `d` or adds its error. */
function readMember(name: string, value: JsonValue, raw: string, d: Draft, deps: Deps, now: number, errors: V2Error[]): void {
  const key = name.toLowerCase();
  const text = typeof value === 'string' ? value : undefined;
  const wrong = () => errors.push(v2Errors.illegalFieldValue(name, shown(value, raw)));
  switch (key) {
    case 'rulename': {
      if (text === undefined) return void wrong();
      const rule = deps.store.rules.get(text)?.record;
      if (rule) d.rule = rule;
      else errors.push(v2Errors.unknownRule(text));
      return;
    }
    case 'filename':
      if (text === undefined) return void wrong();
      d.filename = text;
      return;
    case 'requested':
      if (text === undefined) return void wrong();
      if (deps.store.hosts.get(text)) d.requested = text;
      else errors.push(v2Errors.unknownHost(text));
      return;
    case 'blocksize': {
      const n = blockSizeOf(value);
      if (n === undefined) return void wrong();
      d.blockSize = n;
      return;
    }
    case 'fileinfo':
    case 'transferinfo':
      if (text === undefined) return void wrong();
      if (key === 'fileinfo') d.fileInfo = text;
      else d.transferInfo = text;
      return;
    case 'start': {
      if (text === undefined) return void wrong();
      const ms = parseIsoDate(text);
      // Unparseable or before now: the text itself, without quotes (`value.asText()`).
      if (ms === undefined || ms < now) return void errors.push(v2Errors.illegalFieldValue(name, text));
      d.start = ms;
      return;
    }
    default:
    // Unknown keys are ignored (no error 5 here, unlike the other v2 bodies).
  }
}

export function readCreateInput(object: JsonObject, members: readonly TopMember[], deps: Deps): CreateReading {
  const errors: V2Error[] = [];
  const d: Draft = {};
  const now = deps.clock.now();
  for (const { key, raw } of members) readMember(key, object[key] as JsonValue, raw, d, deps, now, errors);
  const requester = deps.config.hostId;
  if (d.rule && d.requested !== undefined && refuses(d.rule, d.requested)) errors.push(v2Errors.ruleNotAllowed(d.requested, d.rule.IDRULE));
  if (d.rule && refuses(d.rule, requester)) errors.push(v2Errors.ruleNotAllowed(requester, d.rule.IDRULE));
  if (!d.rule) errors.push(v2Errors.missingField('ruleName'));
  if (!d.filename) errors.push(v2Errors.missingField('filename'));
  if (!d.requested) errors.push(v2Errors.missingField('requested'));
  if (errors.length > 0 || !d.rule || !d.filename || !d.requested) return { ok: false, errors };
  const { rule, filename, requested, ...optional } = d;
  return { ok: true, input: { rule, filename, requested, ...optional } };
}
