// The operations table: every endpoint of the interface with its parameters and documented
// statuses. The fake routes by it, the suite enumerates it, the OpenAPI export is built from it.
import { COLLECTION_META } from './columns.ts';
import { V1_COMMAND, type RoleName } from './enums.ts';
import { COLLECTIONS, type Collection, schemaId } from './schemas/common.ts';
import { listEnvelopeSchemaId, singleEnvelopeSchemaId } from './schemas/envelope.schema.ts';
import type { Access, ActionEntryPoint, DocumentedResponse, Operation, OperationEffect, Parameter } from './operation-types.ts';
import { V2_OPERATIONS } from './v2/operations.ts';

export * from './operation-types.ts';

/** A row of the table, its id kept as a literal type so that {@link OperationId} lists them all. */
const row = <Id extends string>(o: Omit<Operation<Id>, 'view' | 'effect'> & { readonly effect?: OperationEffect }): Operation<Id> =>
  ({ ...o, view: o.path.startsWith('/v2/') ? 'v2' : 'v1', effect: o.effect ?? (o.method === 'GET' || o.method === 'OPTIONS' ? 'reads' : 'writes') });

const V1_ERROR = schemaId('v1-error');
const HTML_403: DocumentedResponse = { status: 403, description: 'method or id segment not allowed here, or role missing (HTML page)', contentType: 'text/html' };
const HTML_401: DocumentedResponse = { status: 401, description: 'authentication invalid (HTML page)', contentType: 'text/html' };
/**
 * An entry point switched off: a handler whose CRUD letters are all off is not registered, so its
 * base is unknown and answers 405 HTML before any handler (reference §1.3-§1.4, §2.3; the
 * interface's Errors table shows it for /log); an action handler also answers 405 to a method its
 * letters leave out (§2.3). v1 OPTIONS never gets it: the root description answers (§2.5).
 */
const HTML_405: DocumentedResponse = { status: 405, description: 'the entry point is disabled on this server (HTML page)', contentType: 'text/html' };
/**
 * /bandwidth refuses a caller that is neither this server nor a holder of LIMIT with a JSON 401
 * written without Content-Type (reference §6, §2.3, §10.1), besides the HTML 401 of a failed
 * authentication.
 */
const JSON_401_NO_TYPE: DocumentedResponse = { status: 401, description: 'caller is not this server and lacks the LIMIT role (JSON envelope without Content-Type)', schema: V1_ERROR };
const json = (status: number, description: string, schema: string): DocumentedResponse => ({ status, description, schema, contentType: 'application/json' });

/**
 * Per collection: the words its operation ids are made of, and the role it needs on every method,
 * OPTIONS included (reference §3.1, §2.5, §10.3), refused with the 403 HTML page.
 */
const COLLECTION_WORDS = {
  transfers: { one: 'Transfer', many: 'Transfers', role: 'SYSTEM' },
  hosts: { one: 'Host', many: 'Hosts', role: 'HOST' },
  hostconfigs: { one: 'HostConfiguration', many: 'HostConfigurations', role: 'CONFIGADMIN' },
  configurations: { one: 'Configuration', many: 'Configurations', role: 'CONFIGADMIN' },
  // "Partner must have ConfigAdmin role", says the refusal, but the check is RULE (3.6.2 source).
  rules: { one: 'Rule', many: 'Rules', role: 'RULE' },
} as const satisfies Record<Collection, { one: string; many: string; role: RoleName }>;
const CREATE_BODY: Record<Collection, string> = {
  transfers: schemaId('transfer-create'),
  hosts: schemaId('host-create'),
  hostconfigs: schemaId('hostconfig-create'),
  configurations: schemaId('configuration-create'),
  rules: schemaId('rule-create'),
};
const UPDATE_BODY: Record<Collection, string> = {
  transfers: schemaId('transfer-update'),
  hosts: schemaId('host-update'),
  hostconfigs: schemaId('hostconfig-update'),
  configurations: schemaId('configuration-update'),
  rules: schemaId('rule-update'),
};

/** The lower-case `limit` of GET on a collection when none is given: the loop cap on the answer size (reference §3.1, §18). */
export const DEFAULT_LIST_LIMIT = 100;

function filterParameters(c: Collection): Parameter[] {
  const typeOf = (name: string, description: string): Parameter['type'] =>
    description === 'boolean' || name.startsWith('IS') ? 'boolean'
      : description === 'number' || description === 'transfer id' || name === 'BANDWIDTH' ? 'integer'
      : description.startsWith('Date') ? 'date'
      : 'string';
  const filters = Object.entries(COLLECTION_META[c].filters).map(([name, description]): Parameter => ({
    name, in: 'query-or-body', type: typeOf(name, description), required: false, description,
  }));
  return [...filters, { name: 'limit', in: 'query', type: 'integer', required: false, description: `loop cap on the answer size (default ${DEFAULT_LIST_LIMIT}), query string only` }];
}

function idParameters(c: Collection): Parameter[] {
  return Object.entries(COLLECTION_META[c].idArguments).map(([name, description], i): Parameter => ({
    name,
    in: i === 0 ? 'path' : 'query-or-body',
    type: name === 'SPECIALID' ? 'integer' : 'string',
    required: name !== 'OWNERREQ',
    description,
  }));
}

/**
 * A found-or-404 answer; /configurations answers unknown ids with a default record instead
 * (reference §3.5), so there a 404 only comes from a body value refused by the sanity filter (§2.6).
 */
const notFound = (c: Collection): DocumentedResponse[] =>
  c === 'configurations'
    ? [json(404, 'a body value refused by the sanity filter', V1_ERROR)]
    : [json(404, 'no record with this identity, or a body value refused by the sanity filter', V1_ERROR)];

function collectionOperations<C extends Collection>(c: C) {
  const base = `/${c}`;
  const one = `${base}/:id`;
  const single = singleEnvelopeSchemaId(c);
  const { one: record, many: records, role } = COLLECTION_WORDS[c];
  const access: Access = { role, self: false, refusal: 403 };
  return [
    row({
      id: `list${records}` as const, access, method: 'GET', path: base, family: c, command: V1_COMMAND.MULTIGET,
      summary: `list ${c} with filters`, parameters: filterParameters(c),
      // 403: every data-model call checks the caller's role first (reference §3.1, §10.1).
      responses: [json(200, 'the matching records', listEnvelopeSchemaId(c)), json(400, 'invalid filter value', V1_ERROR), HTML_403, HTML_401, HTML_405],
    }),
    row({
      id: `get${record}` as const, access, method: 'GET', path: one, family: c, command: V1_COMMAND.GET,
      summary: `read one ${c} record`, parameters: idParameters(c),
      responses: [json(200, 'the record', single), ...notFound(c), HTML_403, HTML_401, HTML_405],
    }),
    row({
      id: `create${record}` as const, access, method: 'POST', path: base, family: c, command: V1_COMMAND.CREATE,
      summary: `create a ${c} record (upsert)`, parameters: [], requestBody: CREATE_BODY[c],
      responses: [json(200, 'the stored record (created or replaced)', single), json(400, 'required field missing or invalid', V1_ERROR), HTML_403, HTML_401, HTML_405],
    }),
    row({
      id: `update${record}` as const, access, method: 'PUT', path: one, family: c, command: V1_COMMAND.UPDATE,
      summary: `update a ${c} record`, parameters: idParameters(c), requestBody: UPDATE_BODY[c],
      // A sanity refusal answers the collection's updateSanityStatus: on configurations 400, and
      // an unknown id answers 200 there, so no PUT of a configuration answers 404.
      responses: [json(200, 'the updated record', single), json(400, 'invalid field value', V1_ERROR), ...(COLLECTION_META[c].updateSanityStatus === 404 ? notFound(c) : []), HTML_403, HTML_401, HTML_405],
    }),
    row({
      id: `delete${record}` as const, access, method: 'DELETE', path: one, family: c, command: V1_COMMAND.DELETE,
      summary: `delete a ${c} record`, parameters: idParameters(c),
      responses: [json(200, 'the deleted record', single), json(400, 'a body that is not a JSON object', V1_ERROR), ...notFound(c), HTML_403, HTML_401, HTML_405],
    }),
    row({
      id: `options${records}` as const, access, method: 'OPTIONS', path: base, family: c, command: V1_COMMAND.OPTIONS,
      summary: `self-description of /${c}`, parameters: [],
      // The role check applies to OPTIONS on the collections too (reference §2.5).
      responses: [json(200, 'the detailed-allow document', schemaId('v1-options')), HTML_403, HTML_401],
    }),
  ];
}

const packet = (description: string): Parameter => ({ name: 'body', in: 'body', type: 'packet', required: true, description });

const actionOperations = [
  row({
    id: 'exportHistory', effect: 'exports', access: { role: 'LOGCONTROL', self: true, refusal: 401 }, method: 'GET', path: '/log', family: 'log', command: V1_COMMAND.GetLog,
    summary: 'export (and optionally purge) the transfer history to an XML file', parameters: [packet('LogJsonPacket')],
    requestBody: schemaId('log-packet'),
    responses: [json(200, 'export done', schemaId('v1-action-log')), json(400, 'error in the request body', V1_ERROR), { status: 401, description: 'invalid authentication' }, HTML_405],
  }),
  row({
    id: 'getInformation', method: 'GET', path: '/info', family: 'info',
    summary: 'transfer information (idRequest true) or file information (idRequest false)', parameters: [packet('InformationJsonPacket')],
    requestBody: schemaId('information-packet'),
    responses: [json(200, 'the information', schemaId('v1-action-info')), json(400, 'error in the request body, unknown host or transfer', V1_ERROR), HTML_401, HTML_405],
  }),
  row({
    id: 'getBandwidth', access: { role: 'LIMIT', self: true, refusal: 401 }, method: 'GET', path: '/bandwidth', family: 'bandwidth', command: V1_COMMAND.GetBandwidth,
    summary: 'read the bandwidth limits', parameters: [{ ...packet('BandwidthJsonPacket with setter false'), required: false }],
    requestBody: schemaId('bandwidth-packet'),
    responses: [json(200, 'the current limits', schemaId('v1-action-bandwidth')), json(400, 'error in the request body, or JSON 409 for a setter on GET', V1_ERROR), HTML_401, JSON_401_NO_TYPE, HTML_405],
  }),
  row({
    id: 'setBandwidth', effect: 'limits', access: { role: 'LIMIT', self: true, refusal: 401 }, method: 'PUT', path: '/bandwidth', family: 'bandwidth', command: V1_COMMAND.SetBandwidth,
    summary: 'set the bandwidth limits', parameters: [packet('BandwidthJsonPacket with setter true')],
    requestBody: schemaId('bandwidth-packet'),
    responses: [json(200, 'the new limits', schemaId('v1-action-bandwidth')), json(400, 'error in the request body, or JSON 409 for a getter on PUT', V1_ERROR), HTML_401, JSON_401_NO_TYPE, HTML_405],
  }),
  row({
    id: 'getServerStatus', method: 'GET', path: '/server', family: 'server', command: V1_COMMAND.GetStatus,
    summary: 'server status counters', parameters: [],
    responses: [json(200, 'the status', schemaId('v1-action-server-status')), HTML_401, HTML_405],
  }),
  row({
    id: 'shutdownOrBlock', effect: 'stops', access: { role: 'SYSTEM', self: false, refusal: 400 }, method: 'PUT', path: '/server', family: 'server', command: V1_COMMAND.ShutdownOrBlock,
    summary: 'shut the server down, or block/unblock new requests', parameters: [packet('ShutdownOrBlockJsonPacket')],
    requestBody: schemaId('shutdown-or-block-packet'),
    responses: [json(200, 'request accepted', schemaId('v1-action-shutdown')), json(400, 'invalid key or body', V1_ERROR), HTML_401, HTML_405],
  }),
];

/**
 * 3.6.2's /control (HttpRestControlR66Handler, docs/real-server-3.6.2.md "/control"): transfer
 * information, a transfer request registered (never run), stop, cancel or restart. Its soft
 * errors are HTTP 400 with the intended status (404, 406, 412) inside the JSON.
 */
const CONTROL_400 = json(400, 'no or unreadable packet; JSON 400 unknown host or transfer, 404 not enough arguments, 406 not applicable or not registered, 412 a packet of another kind', V1_ERROR);
/** The role a restart through PUT /control needs, where stop and cancel need the row's SYSTEM (ServerActions.requestRestart). */
export const CONTROL_RESTART_ROLE: RoleName = 'TRANSFER';
const controlOperations = [
  row({
    id: 'controlInformation', method: 'GET', path: '/control', family: 'control', command: V1_COMMAND.GetTransferInformation,
    summary: 'the transfer record of an InformationJsonPacket with idRequest true (rulename: the remote host)', parameters: [packet('InformationJsonPacket')],
    requestBody: schemaId('information-packet'),
    responses: [json(200, 'the transfer record', schemaId('v1-action-control')), CONTROL_400, HTML_401, HTML_405],
  }),
  row({
    // No one command: StopOrCancelTransfer or RestartTransfer, by the packet's kind. The role is
    // stop's and cancel's; a restart needs CONTROL_RESTART_ROLE only (ServerActions.requestRestart).
    id: 'controlStopOrRestart', access: { role: 'SYSTEM', self: true, refusal: 401 }, method: 'PUT', path: '/control', family: 'control',
    summary: 'stop (requestUserPacket 9) or cancel (10) a transfer, or restart it', parameters: [packet('StopOrCancelJsonPacket or RestartTransferJsonPacket')],
    requestBody: schemaId('stop-or-cancel-packet'),
    responses: [
      json(200, 'done: the packet echoed', schemaId('v1-action-control')), CONTROL_400, HTML_401,
      { status: 401, description: 'caller is not this server and lacks SYSTEM (stop, cancel) or TRANSFER (restart) (JSON envelope without Content-Type)', schema: V1_ERROR }, HTML_405,
    ],
  }),
  row({
    id: 'controlCreateTransfer', method: 'POST', path: '/control', family: 'control', command: V1_COMMAND.CreateTransfer,
    summary: 'register a transfer request (TOSUBMIT): the packet echoed with the new id', parameters: [packet('TransferRequestJsonPacket')],
    requestBody: schemaId('transfer-request-packet'),
    responses: [json(200, 'registered: the packet echoed with specialId the new id', schemaId('v1-action-control')), CONTROL_400, HTML_401, HTML_405],
  }),
  row({
    id: 'optionsControl', method: 'OPTIONS', path: '/control', family: 'control', command: V1_COMMAND.OPTIONS,
    summary: 'self-description of /control', parameters: [],
    responses: [json(200, 'the detailed-allow document', schemaId('v1-options')), HTML_401],
  }),
];

/**
 * 3.6.2's /config and /business (HttpRestConfigR66Handler, HttpRestBusinessR66Handler; beyond the
 * published interface, DESIGN §6a). Their refusals (ServerActions: CONFIGADMIN or this host for
 * the configuration, the business white list for a business class applied) throw
 * OpenR66ProtocolNoCorrectAuthenticationException, a JSON 401 written without Content-Type.
 */
const NO_TYPE_401 = (why: string): DocumentedResponse => ({ status: 401, description: `${why} (JSON envelope without Content-Type)`, schema: V1_ERROR });
const CONFIG_ACCESS: Access = { role: 'CONFIGADMIN', self: true, refusal: 401 };
const configBusinessOperations = [
  row({
    id: 'exportConfig', effect: 'exports', access: CONFIG_ACCESS, method: 'GET', path: '/config', family: 'config', command: V1_COMMAND.ExportConfig,
    summary: "export the server's hosts, rules, business, aliases and roles to XML files on the server", parameters: [packet('ConfigExportJsonPacket: the parts to export')],
    requestBody: schemaId('config-export-packet'),
    responses: [
      json(200, 'the path of each part exported', schemaId('v1-action-config-export')),
      json(400, 'no body, an unreadable or other packet (JSON 412), or no part exported (JSON 406 "Export configuration in error")', V1_ERROR),
      HTML_401, NO_TYPE_401('caller is not this server and lacks the CONFIGADMIN role'), HTML_405,
    ],
  }),
  row({
    id: 'importConfig', effect: 'imports', access: CONFIG_ACCESS, method: 'PUT', path: '/config', family: 'config', command: V1_COMMAND.ImportConfig,
    summary: "import hosts, rules, business, aliases and roles from XML files on the server (purge flags replace a whole part)", parameters: [packet('ConfigImportJsonPacket: the file of each part, purge flags')],
    requestBody: schemaId('config-import-packet'),
    responses: [
      json(200, 'what was purged and imported', schemaId('v1-action-config-import')),
      json(400, 'no body, an unreadable or other packet (JSON 412), or nothing imported (JSON 406 "Import configuration in error")', V1_ERROR),
      HTML_401, NO_TYPE_401('caller is not this server and lacks the CONFIGADMIN role'), HTML_405,
    ],
  }),
  row({
    id: 'executeBusiness', effect: 'runs', method: 'GET', path: '/business', family: 'business', command: V1_COMMAND.ExecuteBusiness,
    summary: 'run a business class (R66Runnable) of the server with arguments', parameters: [packet('BusinessRequestJsonPacket: the class and its arguments')],
    requestBody: schemaId('business-request-packet'),
    responses: [
      json(200, "the class ran: the packet echoed, its arguments and the detail the class's result", schemaId('v1-action-business')),
      json(400, 'no body, an unreadable or other packet (JSON 412), or a class that cannot run (JSON 406 "Task in Error:...")', V1_ERROR),
      HTML_401, NO_TYPE_401('toApplied by a caller not in the business white list'), HTML_405,
    ],
  }),
  ...(['config', 'business'] as const).map(<B extends ActionEntryPoint>(base: B) => row({
    id: `options${base[0]?.toUpperCase()}${base.slice(1)}` as `options${Capitalize<B>}`, method: 'OPTIONS', path: `/${base}`, family: base, command: V1_COMMAND.OPTIONS,
    summary: `self-description of /${base}`, parameters: [],
    responses: [json(200, 'the detailed-allow document', schemaId('v1-options')), HTML_401],
  })),
];

const V2_ERROR = schemaId('v2-error');
const V2_BAD_QUERY = json(400, 'a query parameter (the limits take none): errorCode 4', schemaId('v2-error'));
const V2_415: DocumentedResponse = { status: 415, description: 'body not sent as application/json (empty body, Accept header)' };
const V2_405: DocumentedResponse = { status: 405, description: 'method not offered, or the entry point disabled (empty body)' };
const V2_401: DocumentedResponse = { status: 401, description: 'authentication missing or invalid (empty body, WWW-Authenticate)' };
const V2_403: DocumentedResponse = { status: 403, description: 'role missing (empty body)' };
const LIMIT_ROLE: Access = { role: 'LIMIT', self: false, refusal: 403 };
const limitsOperations = [
  row({
    id: 'getLimits', access: LIMIT_ROLE, method: 'GET', path: '/v2/limits', family: 'limits', summary: 'read the server limits', parameters: [],
    responses: [json(200, 'the limits', schemaId('limits')), { status: 404, description: 'no limits row (empty body)' }, V2_BAD_QUERY, V2_401, V2_403, V2_405],
  }),
  row({
    // POST needs only READONLY (sic, reference §10.3).
    id: 'initLimits', effect: 'limits', access: { role: 'READONLY', self: false, refusal: 403 }, method: 'POST', path: '/v2/limits', family: 'limits', summary: 'initialise the server limits', parameters: [],
    requestBody: schemaId('limits-input'),
    responses: [json(201, 'limits initialised', schemaId('limits')), json(400, 'invalid body, or limits already exist (errorCode 8)', V2_ERROR), V2_415, V2_401, V2_403, V2_405],
  }),
  row({
    id: 'replaceLimits', effect: 'limits', access: LIMIT_ROLE, method: 'PUT', path: '/v2/limits', family: 'limits', summary: 'replace the server limits', parameters: [],
    requestBody: schemaId('limits-put'),
    responses: [json(201, 'limits replaced', schemaId('limits')), json(400, 'invalid body', V2_ERROR), { status: 404, description: 'no limits row (empty body)' }, V2_415, V2_401, V2_403, V2_405],
  }),
  row({
    id: 'deleteLimits', effect: 'limits', access: LIMIT_ROLE, method: 'DELETE', path: '/v2/limits', family: 'limits', summary: 'delete the server limits', parameters: [],
    responses: [{ status: 204, description: 'deleted (empty body)' }, { status: 404, description: 'no limits row (empty body)' }, V2_BAD_QUERY, V2_401, V2_403, V2_405],
  }),
];

/** OPTIONS on the action endpoints, on `/` (every handler) and on /v2/limits (reference §2.5, §11). */
const optionsOperations = [
  ...(['log', 'info', 'bandwidth', 'server'] as const).map(<B extends ActionEntryPoint>(base: B) => row({
    id: `options${base[0]?.toUpperCase()}${base.slice(1)}` as `options${Capitalize<B>}`, method: 'OPTIONS', path: `/${base}`, family: base, command: V1_COMMAND.OPTIONS,
    summary: `self-description of /${base}`, parameters: [],
    responses: [json(200, 'the detailed-allow document', schemaId('v1-options')), HTML_401],
  })),
  row({
    id: 'optionsRoot', method: 'OPTIONS', path: '/', family: 'server', command: V1_COMMAND.OPTIONS,
    summary: 'self-description of every handler', parameters: [],
    responses: [json(200, 'the detailed-allow document of every handler', schemaId('v1-options')), HTML_401],
  }),
  row({
    id: 'optionsLimits', method: 'OPTIONS', path: '/v2/limits', family: 'limits',
    summary: 'methods of /v2/limits', parameters: [],
    responses: [{ status: 200, description: 'empty body, Allow header' }, { status: 405, description: 'the entry point disabled (empty body)' }],
  }),
];

const TABLE = [
  ...COLLECTIONS.flatMap(collectionOperations),
  ...actionOperations,
  ...controlOperations,
  ...configBusinessOperations,
  ...limitsOperations,
  ...optionsOperations,
  ...V2_OPERATIONS,
];
/** The id of every operation of the table (`listTransfers`, `getHost`, `exportHistory`, `getLimits`, ...): a handler registry keyed by it misses none. */
export type OperationId = (typeof TABLE)[number]['id'];
/**
 * The operations table: every endpoint of the Transfer Monitor REST interface with its parameters,
 * request body and documented statuses: list, read, create, update, delete and OPTIONS of the four
 * collections, then /log, /info, /bandwidth, /server, /v2/limits and the other OPTIONS. The fake
 * routes by it, the conformance suite enumerates it and measures coverage against it, and the
 * OpenAPI document is built from it.
 *
 * @example
 * for (const op of OPERATIONS) console.log(op.id, op.method, op.path, op.responses.map((r) => r.status));
 */
export const OPERATIONS: readonly Operation<OperationId>[] = TABLE;

/**
 * The operation of {@link OPERATIONS} with this id (`listTransfers`, `getHost`, `exportHistory`, `getLimits`, ...).
 *
 * @throws Error when no operation has that id.
 */
export function operationById(id: string): Operation {
  const op = OPERATIONS.find((o) => o.id === id);
  if (!op) throw new Error(`unknown operation ${id}`);
  return op;
}
