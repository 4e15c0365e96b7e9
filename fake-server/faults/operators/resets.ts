// Operator "resets" (issue 25, item 5): a write that resets the fields it was not sent. One fault per
// (write operation, field) where what the write keeps is known: PUT of one record (reference §3.1
// "load item, apply body fields, save"), PUT /bandwidth (a limit left out has the packet's default,
// -10, "keep the current value", §6), PUT /v2/limits (`{}` saves the row unchanged, §11) and the
// REST v2 PUTs of a host, a rule and the host configuration (issue 26); a real
// 3.6.2 server keeps them all (seen on 2026-11-26). Not here: a POST upsert, which replaces the
// whole record (§18: what it was not sent goes back to the defaults, create_is_upsert); and the
// fields a real server does not keep: UPDATEDINFO (3 after every write), STOPTRANS (the time of
// every transfer write), HOSTKEY (encrypted again by a PUT without it, §3.3): none of them has a
// new-record default. The fault rewrites the request: when it does not carry FIELD, the body gets
// FIELD with its default (the contract's new-record default; 0, "no limit", for the limits), so the
// fake stores that default as a server that reset the field would.
import {
  COLLECTIONS, LIMITS_FIELDS, NEW_CONFIGURATION_DEFAULTS, NEW_HOST_DEFAULTS, NEW_HOSTCONFIG_DEFAULTS, NEW_RULE_DEFAULTS, NEW_TRANSFER_DEFAULTS,
  OPERATIONS, PACKET_FIELDS, serialize, UPDATE_COLUMNS, type Collection, type JsonObject, type JsonValue, type Operation,
} from '../../../contract/index.ts';
import type { RawRequest } from '../../http/request.ts';
import { NEW_HOST_DRAFT } from '../../v2/hosts/host-input.ts';
import { newRuleDraft } from '../../v2/rules/rule-input.ts';
import { isOperation } from '../parameters.ts';
import { rewriteBody } from '../rewrite.ts';
import type { Fault, FaultFamily } from '../types.ts';

const NEW_RECORD_DEFAULTS: Readonly<Record<Collection, Readonly<Record<string, JsonValue>>>> = {
  transfers: NEW_TRANSFER_DEFAULTS,
  hosts: NEW_HOST_DEFAULTS,
  hostconfigs: NEW_HOSTCONFIG_DEFAULTS,
  configurations: NEW_CONFIGURATION_DEFAULTS,
  rules: NEW_RULE_DEFAULTS,
};

/** No limit: what a limit left out is reset to. */
const NO_LIMIT = 0;
/** The bandwidth packet's default for a limit: keep the current value (reference §6). */
const KEEP_CURRENT = -10;

/** One write and the fields it keeps when the request leaves them out, each with what a reset stores. */
interface KeepingWrite {
  readonly operation: Operation;
  readonly defaults: Readonly<Record<string, JsonValue>>;
  /** What a reset value is, for the description. */
  readonly meaning: string;
  /** Names matched regardless of case (the /v2/limits fields, §11). */
  readonly anyCase?: boolean;
  /** Only bodies of this shape are rewritten (a /v2/limits body of limits, not the published PUT body). */
  readonly applies?: (body: JsonObject) => boolean;
  readonly check: string;
}

/** The PUT of an entry point (each has one). */
function putOf(family: Operation['family']): Operation {
  const found = OPERATIONS.find((o) => o.method === 'PUT' && o.family === family);
  if (!found) throw new Error(`no PUT operation of ${family}`);
  return found;
}

/** A REST v2 PUT by its id. */
function v2Put(id: string): Operation {
  const found = OPERATIONS.find((o) => o.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}
const NEW_RULE = newRuleDraft();

const pick = (names: readonly string[], value: (name: string) => JsonValue | undefined): Record<string, JsonValue> =>
  Object.fromEntries(names.flatMap((n) => (value(n) === undefined ? [] : [[n, value(n) as JsonValue]])));

const lower = (s: string) => s.toLowerCase();
const LIMITS = new Set(LIMITS_FIELDS.map(lower));

const KEEPING_WRITES: readonly KeepingWrite[] = [
  // The fields a PUT changes that a new record has a default for.
  ...COLLECTIONS.map((c): KeepingWrite => ({
    operation: putOf(c),
    defaults: pick(UPDATE_COLUMNS[c].map((col) => col.name), (n) => NEW_RECORD_DEFAULTS[c][n]),
    meaning: 'its default for a new record',
    check: 'update_keeps_unnamed_fields',
  })),
  {
    operation: putOf('bandwidth'),
    defaults: pick(PACKET_FIELDS.bandwidth.filter(([, d]) => d === KEEP_CURRENT).map(([n]) => n), () => NO_LIMIT),
    meaning: 'no limit',
    check: 'limits_keep_unnamed_fields',
  },
  // REST v2's PUTs keep what they are not sent (docs/rest-v2-3.6.2.md §8.3-§8.5): a reset stores
  // what 3.6.2's converters give a new record. Not here: a host's address, port and password and a
  // rule's mode (a new record has none a PUT could store), a rule's rPreTasks and rPostTasks (no
  // answer shows the columns they write, §2.3), the host configuration's OTHERS (its version).
  {
    operation: v2Put('updateHostV2'),
    defaults: { isSSL: NEW_HOST_DRAFT.ISSSL, isClient: NEW_HOST_DRAFT.ISCLIENT, isAdmin: NEW_HOST_DRAFT.ADMINROLE, isActive: NEW_HOST_DRAFT.ISACTIVE, isProxy: NEW_HOST_DRAFT.ISPROXIFIED },
    meaning: "a new host's",
    anyCase: true,
    check: 'v2_host_writes_round_trip',
  },
  {
    operation: v2Put('updateRuleV2'),
    defaults: { hostIds: [...NEW_RULE.HOSTIDS], recvPath: NEW_RULE.RECVPATH, sendPath: NEW_RULE.SENDPATH, archivePath: NEW_RULE.ARCHIVEPATH, workPath: NEW_RULE.WORKPATH, sPreTasks: [], sErrorTasks: [] },
    meaning: "a new rule's",
    anyCase: true,
    check: 'v2_rule_writes_round_trip',
  },
  {
    operation: v2Put('replaceHostConfigV2'),
    defaults: { business: [], roles: [], aliases: [] },
    meaning: 'an empty list',
    anyCase: true,
    check: 'v2_value_classes_stored_as_documented',
  },
  {
    operation: putOf('limits'),
    defaults: pick(LIMITS_FIELDS, () => NO_LIMIT),
    meaning: 'no limit',
    anyCase: true,
    applies: (body) => Object.keys(body).every((k) => LIMITS.has(lower(k))),
    check: 'limits_keep_unnamed_fields',
  },
];

/** Whether the request carries `field` in its query string or its JSON body. */
function carries(raw: RawRequest, body: JsonObject, field: string, anyCase: boolean): boolean {
  const same = (k: string) => (anyCase ? lower(k) === lower(field) : k === field);
  const q = raw.url.indexOf('?');
  const query = q >= 0 ? [...new URLSearchParams(raw.url.slice(q + 1)).keys()] : [];
  return [...query, ...Object.keys(body)].some(same);
}

function resets(w: KeepingWrite, field: string, value: JsonValue): Fault {
  const o = w.operation;
  return {
    name: `resets-${o.id}-${field}`,
    family: o.family as FaultFamily,
    description: `${o.method} ${o.path} without ${field} stores ${field} ${serialize(value, false)} (${w.meaning}) instead of keeping the stored value.`,
    expectedCheck: [w.check],
    apply: {
      request: (raw) =>
        isOperation(raw, o)
          ? rewriteBody(raw, (body) => {
            if ((w.applies && !w.applies(body)) || carries(raw, body, field, w.anyCase ?? false)) return false;
            body[field] = value;
            return true;
          })
          : raw,
    },
  };
}

/** Every fault of the operator: one per keeping write and field it keeps. */
export const RESETS_FAULTS: readonly Fault[] = KEEPING_WRITES.flatMap((w) => Object.entries(w.defaults).map(([field, value]) => resets(w, field, value)));
