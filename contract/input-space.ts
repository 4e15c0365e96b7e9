// The documented input space (issue 25, item 1): for every parameter and body field of the
// operations table, the value classes (value-classes.ts) the interface and the reference give a
// meaning to, and what each must do: read or stored as given, read as something else, or refused
// with a status. The suite sends every class it can to every parameter that takes it and checks the
// reading; the coverage counts what was sent; the fault operators misread exactly these cells.
// Where 3.6.2 reads a class otherwise, the reading here is the interface's (or the evident intent)
// and the baseline names what 3.6.2 does (docs/real-server-3.6.2.md).
import { OPERATIONS } from './operations.ts';
import { INT32_MAX, TEXT_WIDTH, type ValueClass } from './value-classes.ts';
import type { InputSpec, Reading } from './input-spec.ts';
import { V2_INPUT_SPACE, V2_LEFT_OUT_OF_INPUT_SPACE } from './v2/input-space.ts';

const given: Reading = { as: 'given' };
const absent: Reading = { as: 'absent' };
const rejected: Reading = { as: 'rejected', status: 400 };
const prefix: Reading = { as: 'prefix' };
const readAsFalse: Reading = { as: 'value', value: false };

// ---- filters of the lists (query or JSON body) ---------------------------------------------
const booleanFilter: InputSpec = { kind: 'boolean', classes: { 'boolean-text': given, 'boolean-json': given, 'boolean-other-text': readAsFalse } };
const idBound: InputSpec = {
  kind: 'id',
  // Non-numeric STARTID reads as Long.MIN_VALUE, STOPID as Long.MAX_VALUE: no bound (reference §3.2).
  classes: { 'number-text': given, 'number-json': given, negative: given, zero: given, 'past-2^53': given, largest: given, 'not-a-number': absent },
};
const timeFilter: InputSpec = {
  kind: 'time',
  classes: { 'time-epoch-ms': given, 'time-zero': given, 'time-iso-date': { as: 'instant' }, 'time-iso-z': { as: 'instant' }, 'time-iso-offset': { as: 'instant' } },
};
const textFilter: InputSpec = { kind: 'text', width: TEXT_WIDTH.key, classes: { 'text-ascii': given, 'text-latin': given, 'text-other-script': given, 'text-astral': given } };
const substringFilter: InputSpec = { kind: 'text', width: TEXT_WIDTH.long, classes: { 'text-ascii': given, 'text-latin': given, 'text-xml-special': given } };
/** The lower-case loop cap, query only (reference §3.1): 0 or less lists nothing, a non-number is the default 100. */
const loopLimit: InputSpec = { kind: 'integer', classes: { 'number-text': given, zero: { as: 'value', value: 0 }, negative: { as: 'value', value: 0 }, 'not-a-number': absent } };

const listTransfers: Record<string, InputSpec> = {
  // LIMIT: the SQL cap; 0, less, or a non-number is no cap (reference §3.2).
  LIMIT: { kind: 'integer', classes: { 'number-text': given, 'number-json': given, zero: absent, negative: absent, 'not-a-number': absent } },
  ORDERBYID: booleanFilter,
  STARTID: idBound,
  STOPID: idBound,
  IDRULE: textFilter,
  PARTNER: textFilter,
  PENDING: booleanFilter,
  INTRANSFER: booleanFilter,
  INERROR: booleanFilter,
  DONE: booleanFilter,
  ALLSTATUS: booleanFilter,
  STARTTRANS: timeFilter,
  STOPTRANS: timeFilter,
  STOPSTRANS: timeFilter,
  OWNERREQ: textFilter,
  limit: loopLimit,
};

// ---- fields of the records (POST and PUT bodies) ------------------------------------------
const int32Field: InputSpec = {
  kind: 'integer',
  largest: BigInt(INT32_MAX),
  classes: { 'number-json': given, 'number-text': given, negative: given, zero: given, largest: given, 'not-a-number': rejected, null: rejected },
};
const enumField: InputSpec = { kind: 'integer', classes: { 'number-json': given, 'number-text': given, 'not-a-number': rejected, null: rejected } };
const booleanField: InputSpec = { kind: 'boolean', classes: { 'boolean-json': given, 'boolean-text': given, 'boolean-other-text': rejected, null: rejected } };
const statusField: InputSpec = { kind: 'status', classes: { 'status-letter': { as: 'padded' }, 'status-padded': given, 'status-word': { as: 'first-letter' }, null: rejected } };
const textClasses = { 'text-ascii': given, 'text-latin': given, 'text-other-script': given, 'text-astral': given } as const;
const keyField: InputSpec = { kind: 'text', width: TEXT_WIDTH.key, classes: { ...textClasses, 'text-longest': given } };
const textField: InputSpec = {
  kind: 'text',
  width: TEXT_WIDTH.text,
  classes: { ...textClasses, 'text-whitespace-run': given, 'text-xml-special': given, 'text-longest': given, null: rejected },
};
const xmlField: InputSpec = {
  kind: 'text',
  width: TEXT_WIDTH.long,
  classes: { ...textClasses, 'text-whitespace-run': { as: 'collapsed' }, 'text-xml-special': given, 'text-longest': given, null: given },
};
const SCHEDULES_NOW = 'a transfer the suite creates must never run (DESIGN §6a): a start of now (0, or an ISO text, which 3.6.2 reads as 0) would let the server schedule it';
const startField: InputSpec = {
  kind: 'time',
  classes: { 'time-epoch-ms': given, 'time-zero': { as: 'now' }, 'time-iso-date': { as: 'instant' }, 'time-iso-z': { as: 'instant' }, 'time-iso-offset': { as: 'instant' } },
  fakeOnly: { 'time-zero': SCHEDULES_NOW, 'time-iso-date': SCHEDULES_NOW, 'time-iso-z': SCHEDULES_NOW, 'time-iso-offset': SCHEDULES_NOW },
};
const stopField: InputSpec = {
  kind: 'time',
  classes: { 'time-epoch-ms': given, 'time-zero': { as: 'now' }, 'time-iso-date': { as: 'instant' }, 'time-iso-z': { as: 'instant' }, 'time-iso-offset': { as: 'instant' } },
};
const limitField: InputSpec = {
  kind: 'integer',
  largest: BigInt(Number.MAX_SAFE_INTEGER),
  classes: { 'number-json': given, 'number-text': given, negative: given, zero: given, largest: given, 'not-a-number': rejected, null: rejected },
};

/** The transfer fields of POST and PUT (the identity aside: SPECIALID's classes are POST's). */
const transferFields: Record<string, InputSpec> = {
  GLOBALSTEP: enumField,
  GLOBALLASTSTEP: enumField,
  STEP: int32Field,
  RANK: int32Field,
  STEPSTATUS: statusField,
  RETRIEVEMODE: booleanField,
  FILENAME: textField,
  ISMOVED: booleanField,
  BLOCKSZ: int32Field,
  ORIGINALNAME: textField,
  FILEINFO: textField,
  // 3.6.2 appends its own JSON map to the text (reference §8.1): the longest text cannot come back whole.
  TRANSFERINFO: { ...textField, classes: { 'text-ascii': prefix, 'text-latin': prefix, 'text-other-script': prefix, 'text-astral': prefix, 'text-whitespace-run': prefix, 'text-xml-special': prefix, null: rejected } },
  MODETRANS: enumField,
  STARTTRANS: startField,
  STOPTRANS: stopField,
  INFOSTATUS: statusField,
};

const UNKNOWN_RULE = 'a transfer whose rule the server does not know cannot be read back on 3.6.2 (reference §18): only a rule of the target is sent to it';
const OTHER_OWNER = '3.6.2 reads and deletes one transfer with its own host id whatever OWNERREQ says (reference §18): a transfer owned by another name could not be removed';
const nonAscii = (why: string) => ({ 'text-latin': why, 'text-other-script': why, 'text-astral': why, 'text-longest': why });
const createTransfer: Record<string, InputSpec> = {
  SPECIALID: { kind: 'id', classes: { 'number-json': given, 'number-text': given, negative: given, 'past-2^53': given, largest: given, 'not-a-number': rejected } },
  IDRULE: { ...keyField, fakeOnly: nonAscii(UNKNOWN_RULE) },
  OWNERREQ: { ...keyField, fakeOnly: { 'text-ascii': OTHER_OWNER, ...nonAscii(OTHER_OWNER) } },
  REQUESTER: keyField,
  REQUESTED: keyField,
  ...transferFields,
};

const hostFields: Record<string, InputSpec> = {
  ADDRESS: { ...keyField, classes: { ...keyField.classes, null: rejected } },
  PORT: {
    kind: 'integer',
    largest: 65535n,
    classes: { 'number-json': given, 'number-text': given, zero: given, largest: given, negative: { as: 'client-host' }, 'not-a-number': rejected },
  },
  ISSSL: booleanField,
  ADMINROLE: booleanField,
  ISCLIENT: booleanField,
  ISACTIVE: booleanField,
  ISPROXIFIED: booleanField,
};
const hostConfigFields: Record<string, InputSpec> = { BUSINESS: xmlField, ROLES: xmlField, ALIASES: xmlField, OTHERS: xmlField };
const configurationFields: Record<string, InputSpec> = {
  READGLOBALLIMIT: limitField,
  WRITEGLOBALLIMIT: limitField,
  READSESSIONLIMIT: limitField,
  WRITESESSIONLIMIT: limitField,
  DELAYLIMIT: limitField,
};
// ---- the action packets and /v2/limits (reference §4, §5, §6, §11) -------------------------
// Jackson reads a packet: a boolean from true/false or the texts true, True, TRUE (false alike),
// a long from a number or a text of digits; anything else is a 400 (observed on 3.6.2, 2026-11-26).
const packetBoolean: InputSpec = { kind: 'boolean', classes: { 'boolean-json': given, 'boolean-text': given, 'boolean-other-text': { as: 'value', value: true } } };
/** /log start and stop: epoch ms (number or digits) or an ISO 8601 date; another text is refused. */
const logTime: InputSpec = {
  kind: 'time',
  classes: { 'time-epoch-ms': given, 'time-zero': given, 'time-iso-date': { as: 'instant' }, 'time-iso-z': { as: 'instant' }, 'time-iso-offset': { as: 'instant' }, 'not-a-number': rejected },
};
/** /log startid and stopid: texts (numbers become text); one that is not a decimal long is no bound (reference §4, §18). */
const logId: InputSpec = { kind: 'id', classes: { 'number-text': given, 'number-json': given, negative: given, zero: given, 'past-2^53': given, largest: given, 'not-a-number': absent } };
const packetText: InputSpec = { kind: 'text', width: TEXT_WIDTH.key, classes: { ...textClasses } };
const logFields: Record<string, InputSpec> = {
  start: logTime,
  stop: logTime,
  startid: logId,
  stopid: logId,
  purge: packetBoolean,
  clean: packetBoolean,
  statuspending: packetBoolean,
  statustransfer: packetBoolean,
  statusdone: packetBoolean,
  statuserror: packetBoolean,
  rule: packetText,
  request: packetText,
};
/** A /bandwidth value: truncated toward 0 to a multiple of 10, then a negative one keeps the current limit (-15; -5 is 0: unlimited) (reference §6). */
const bandwidthValue: InputSpec = {
  kind: 'integer',
  largest: BigInt(Number.MAX_SAFE_INTEGER),
  classes: { 'number-json': given, 'number-text': given, zero: given, largest: given, negative: absent, 'not-a-number': rejected },
};
/** A /v2/limits field: an integer node of at least 0, else error 4 (LimitsConverter: canConvertToLong, >= 0). */
const limitsValue: InputSpec = {
  kind: 'integer',
  largest: BigInt(Number.MAX_SAFE_INTEGER),
  classes: { 'number-json': given, zero: given, largest: given, 'number-text': rejected, 'not-a-number': rejected, negative: rejected, null: rejected },
};
const limitsFields: Record<string, InputSpec> = { upGlobalLimit: limitsValue, downGlobalLimit: limitsValue, upSessionLimit: limitsValue, downSessionLimit: limitsValue, delayLimit: limitsValue };

const hostIdPath: InputSpec = { kind: 'text', width: TEXT_WIDTH.key, classes: { ...textClasses, 'text-longest': given } };
const identity: Record<string, InputSpec> = {
  // A non-numeric SPECIALID in the path reads as 0 (reference §3.2).
  SPECIALID: { kind: 'id', classes: { 'number-text': given, negative: given, 'past-2^53': given, 'not-a-number': { as: 'value', value: 0 } } },
  REQUESTER: textFilter,
  REQUESTED: textFilter,
  OWNERREQ: textFilter,
};

/**
 * Operation id → parameter or field → what it does with each class it takes. Parameters left out
 * take no class beyond what the other checks send (UPDATEDINFO, which every write forces, and
 * HOSTKEY, stored encrypted: unobservable-parameters.ts and host_key_replaced_by_update). PUT /server
 * (shutdownOrBlock) is left out: every class a key or switch takes would be sent to a request that
 * shuts the server down or blocks it (DESIGN §6a); shutdown_key_required checks its refusals.
 */
export const INPUT_SPACE: Readonly<Record<string, Readonly<Record<string, InputSpec>>>> = {
  listTransfers,
  getTransfer: identity,
  createTransfer,
  updateTransfer: transferFields,
  listHosts: { HOSTID: textFilter, ADDRESS: textFilter, ISSSL: booleanFilter, ISACTIVE: booleanFilter, limit: loopLimit },
  getHost: { HOSTID: hostIdPath },
  createHost: { HOSTID: keyField, ...hostFields },
  updateHost: hostFields,
  listHostConfigurations: { HOSTID: textFilter, BUSINESS: substringFilter, ROLES: substringFilter, ALIASES: substringFilter, OTHERS: substringFilter, limit: loopLimit },
  getHostConfiguration: { HOSTID: hostIdPath },
  createHostConfiguration: { HOSTID: keyField, ...hostConfigFields },
  updateHostConfiguration: hostConfigFields,
  listConfigurations: {
    HOSTID: textFilter,
    // BANDWIDTH below 0 is no filter (reference §3.5); 0 is bandwidth_filter's (3.6.2's SQL fails there, differently per database).
    BANDWIDTH: { kind: 'integer', classes: { 'number-text': given, 'number-json': given, negative: absent } },
    limit: loopLimit,
  },
  getConfiguration: { HOSTID: hostIdPath },
  createConfiguration: { HOSTID: keyField, ...configurationFields },
  updateConfiguration: configurationFields,
  exportHistory: logFields,
  // request and filename are read only by the file queries, which 3.6.2 answers 500 (unobservable-parameters.ts).
  getInformation: { id: { kind: 'id', classes: { 'number-json': given, 'number-text': given, negative: given, 'past-2^53': given, 'not-a-number': rejected } }, idRequest: packetBoolean, to: packetBoolean, rulename: packetText },
  setBandwidth: { writeglobal: bandwidthValue, readglobal: bandwidthValue, writesession: bandwidthValue, readsession: bandwidthValue },
  initLimits: limitsFields,
  replaceLimits: limitsFields,
  ...V2_INPUT_SPACE,
};

/** One cell of the input space: a class sent to a parameter of an operation, and its reading. */
export interface InputCell {
  readonly operation: string;
  readonly parameter: string;
  readonly valueClass: ValueClass;
  readonly reading: Reading;
  /** Why it is never sent to a real target, when it is not. */
  readonly fakeOnly?: string;
}

/** Every cell of the input space, in table order. */
export const INPUT_CELLS: readonly InputCell[] = Object.entries(INPUT_SPACE).flatMap(([operation, params]) =>
  Object.entries(params).flatMap(([parameter, spec]) =>
    Object.entries(spec.classes).map(([c, reading]): InputCell => {
      const why = spec.fakeOnly?.[c as ValueClass];
      return { operation, parameter, valueClass: c as ValueClass, reading: reading as Reading, ...(why === undefined ? {} : { fakeOnly: why }) };
    }),
  ),
);

/** What makes and classifies a value of a spec: its largest integer and its text width, where it has them. */
export const boundsOf = (spec: InputSpec): { readonly largest?: bigint; readonly width?: number; readonly names?: readonly string[] } => ({
  ...(spec.largest === undefined ? {} : { largest: spec.largest }),
  ...(spec.width === undefined ? {} : { width: spec.width }),
  ...(spec.names === undefined ? {} : { names: spec.names }),
});

/** A class a parameter cannot be sent in, and why: the interface lets no request carry it there. */
export interface NotCarried {
  readonly operation: string;
  readonly parameter: string;
  readonly valueClass: ValueClass;
  readonly why: string;
}

const JSON_FORMS: readonly ValueClass[] = ['number-json', 'boolean-json', 'null'];

/**
 * The JSON forms of the parameters that are text by where they go: a path segment, or a query
 * argument the server reads from the query string alone (the lower-case `limit`, reference §3.1).
 * Derived from the operations table; the coverage leaves them out of its total, as it does the
 * unobservable parameters' faults.
 */
export const NOT_CARRIED: readonly NotCarried[] = Object.entries(INPUT_SPACE).flatMap(([operation, params]) => {
  const o = OPERATIONS.find((x) => x.id === operation);
  return Object.keys(params).flatMap((parameter) => {
    const where = o?.parameters.find((p) => p.name === parameter)?.in;
    if (where !== 'path' && where !== 'query') return [];
    const why = where === 'path' ? 'a path segment is text: it has no JSON number, boolean or null' : 'read from the query string only, which is text: no JSON number, boolean or null';
    return JSON_FORMS.map((valueClass) => ({ operation, parameter, valueClass, why }));
  });
});

/** Operations of the table the input space leaves out whole, and why. */
export const LEFT_OUT_OF_INPUT_SPACE: Readonly<Record<string, string>> = {
  shutdownOrBlock: 'every class its key or switches take would go to a request that shuts the server down or blocks it (PUT /server); shutdown_key_required and shutdown_key_accepted check it with fixed packets',
  ...V2_LEFT_OUT_OF_INPUT_SPACE,
};
