// The REST v2 rows of the operations table (docs/rest-v2-3.6.2.md §1): the 29 operations of 3.6.2
// besides /v2/limits (whose rows live with the v1 ones in operations.ts), and OPTIONS on each of
// their paths. Paths, parameter names, statuses and roles are those of the running server where
// the maker's file disagrees (§6 lists each place).
import type { Access, DocumentedResponse, Operation, Parameter } from '../operation-types.ts';
import type { RoleName } from '../enums.ts';
import { schemaId } from '../schemas/common.ts';
import type { V2EntryPoint } from './entry-points.ts';


const json = (status: number, description: string, schema: string): DocumentedResponse => ({ status, description, schema, contentType: 'application/json' });
const empty = (status: number, description: string): DocumentedResponse => ({ status, description });
const ERRORS = (what: string) => json(400, `${what}: the error list (every error found)`, schemaId('v2-error'));
const R401 = empty(401, 'authentication missing or invalid (empty body, WWW-Authenticate)');
const R403 = empty(403, 'role missing (empty body)');
const R405 = empty(405, 'the entry point disabled (empty body)');
const R404 = empty(404, 'no such record (empty body)');
const R415 = (accepts: string) => empty(415, `a body or Content-Type other than ${accepts} (body \`Accept: ${accepts}\`)`);
const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
const guarded = (...extra: DocumentedResponse[]) => [...extra, R401, R403, R405];

const role = (r: RoleName): Access => ({ role: r, self: false, refusal: 403 });
const query = (name: string, type: Parameter['type'], description: string): Parameter => ({ name, in: 'query', type, required: false, description });
const pathId = (description: string): Parameter => ({ name: 'id', in: 'path', type: 'string', required: true, description });
const LIST_PAGING = (defaultOrder: string, orders: string): Parameter[] => [
  query('limit', 'integer', 'page size (default 20)'),
  query('offset', 'integer', 'rows skipped (default 0)'),
  query('order', 'string', `sort order: ${orders} (default ${defaultOrder})`),
  query('countOrder', 'boolean', '`true` (any case): answer only `{"totalResults"}`'),
];
const TRANSFER_ID = pathId('`<SPECIALID>_<REQUESTED>`: a transfer this server requested');

const row = <Id extends string>(o: Omit<Operation<Id>, 'view'>): Operation<Id> => ({ ...o, view: 'v2' });
const transferAction = <A extends 'restart' | 'stop' | 'cancel'>(action: A, summary: string) => row({
  id: `${action}TransferV2` as `${A}TransferV2`, method: 'PUT', path: `/v2/transfers/:id/${action}`, family: 'v2transfers', access: role('SYSTEM'), effect: 'writes',
  summary, parameters: [TRANSFER_ID],
  // 200 with the record (the maker's file says 202).
  responses: guarded(json(200, 'the transfer after the action', schemaId('v2-transfer')), R404),
});
const serverCommand = <C extends 'deactivate' | 'shutdown' | 'restart'>(command: C, id: `${C}ServerV2`, summary: string) => row({
  id, method: 'PUT', path: `/v2/server/${command}`, family: 'v2server', access: role('FULLADMIN'), effect: 'stops',
  summary, parameters: [],
  responses: guarded(...(command === 'deactivate'
    ? [empty(204, 'done (empty body, header `active` the new state)'), empty(404, "no host row of this server's own (empty body)")]
    : [empty(204, 'accepted (empty body)')])),
});

const operations = [
  row({
    id: 'listTransfersV2', method: 'GET', path: '/v2/transfers', family: 'v2transfers', access: role('READONLY'), effect: 'reads',
    summary: 'list transfers with filters, paging and order',
    parameters: [...LIST_PAGING('ascId', 'ascId descId ascFile descFile ascStart descStart ascStop descStop'),
      query('ruleID', 'string', 'IDRULE equal to (the maker\'s file says `ruleName`)'), query('partner', 'string', 'REQUESTED equal to'),
      query('status', 'string', 'UPDATEDINFO by name (`TOSUBMIT`, `DONE`, ...)'), query('filename', 'string', 'FILENAME equal to'),
      query('startTrans', 'date', 'ISO date: STARTTRANS at or after (both: between)'), query('stopTrans', 'date', 'ISO date: STARTTRANS at or before (sic)'),
      query('followId', 'string', 'the follow id in TRANSFERINFO')],
    responses: guarded(json(200, 'the page (`totalResults` its size), or the count with countOrder', schemaId('v2-transfer-list-or-count')), ERRORS('a query parameter'), R415(FORM)),
  }),
  row({
    id: 'createTransferV2', method: 'POST', path: '/v2/transfers', family: 'v2transfers', access: role('TRANSFER'), effect: 'writes',
    summary: 'create a transfer request (header `transfer-uri`)', parameters: [], requestBody: schemaId('v2-transfer-create'),
    responses: guarded(json(201, 'the new transfer', schemaId('v2-transfer')), ERRORS('the body'), R415(JSON_TYPE)),
  }),
  row({
    id: 'getTransferV2', method: 'GET', path: '/v2/transfers/:id', family: 'v2transfers', access: role('READONLY'), effect: 'reads',
    summary: 'read one transfer', parameters: [TRANSFER_ID],
    responses: guarded(json(200, 'the transfer', schemaId('v2-transfer')), R404),
  }),
  transferAction('restart', 'restart a transfer: TOSUBMIT again, from its last global step'),
  transferAction('stop', 'stop a transfer: INERROR, StoppedTransfer'),
  transferAction('cancel', 'cancel a transfer: INERROR, CanceledTransfer'),
  row({
    id: 'deleteTransferV2', method: 'DELETE', path: '/v2/transfers/:id', family: 'v2transfers', access: role('SYSTEM'), effect: 'writes',
    summary: 'delete a transfer (not in the maker\'s file)', parameters: [TRANSFER_ID],
    responses: guarded(empty(204, 'deleted'), empty(404, 'no such transfer, or one that never started (NOTASK, empty body)')),
  }),
  row({
    id: 'listHostsV2', method: 'GET', path: '/v2/hosts', family: 'v2hosts', access: role('READONLY'), effect: 'reads',
    summary: 'list hosts with filters, paging and order',
    parameters: [...LIST_PAGING('ascId', 'ascId descId ascAddress descAddress'), query('address', 'string', 'ADDRESS equal to'),
      query('isSSL', 'boolean', 'ISSSL'), query('isActive', 'boolean', 'ISACTIVE')],
    responses: guarded(json(200, 'the page and the count before paging, or the count with countOrder', schemaId('v2-host-list-or-count')), ERRORS('a query parameter'), R415(FORM)),
  }),
  row({
    id: 'createHostV2', method: 'POST', path: '/v2/hosts', family: 'v2hosts', access: role('HOST'), effect: 'writes',
    summary: 'create a host (header `host-uri`)', parameters: [], requestBody: schemaId('v2-host-create'),
    responses: guarded(json(201, 'the new host', schemaId('v2-host')), ERRORS('the body, or (3.6.2) a name not yet known: errorCode 8'), R415(JSON_TYPE)),
  }),
  row({
    id: 'getHostV2', method: 'GET', path: '/v2/hosts/:id', family: 'v2hosts', access: role('READONLY'), effect: 'reads',
    summary: 'read one host', parameters: [pathId('HOSTID')],
    responses: guarded(json(200, 'the host', schemaId('v2-host')), R404),
  }),
  row({
    id: 'updateHostV2', method: 'PUT', path: '/v2/hosts/:id', family: 'v2hosts', access: role('HOST'), effect: 'writes',
    summary: 'change a host (the fields given)', parameters: [pathId('HOSTID')], requestBody: schemaId('v2-host-update'),
    responses: guarded(json(201, 'the host as stored (the maker\'s file says 202)', schemaId('v2-host')), ERRORS('the body'), R404, R415(JSON_TYPE)),
  }),
  row({
    id: 'deleteHostV2', method: 'DELETE', path: '/v2/hosts/:id', family: 'v2hosts', access: role('HOST'), effect: 'writes',
    summary: 'delete a host', parameters: [pathId('HOSTID')],
    responses: guarded(empty(204, 'deleted'), R404),
  }),
  row({
    id: 'listRulesV2', method: 'GET', path: '/v2/rules', family: 'v2rules', access: role('READONLY'), effect: 'reads',
    summary: 'list rules with a filter, paging and order',
    parameters: [...LIST_PAGING('ascName', 'ascName descName'), query('modeTrans', 'string', 'mode name (3.6.2 compares it with the mode\'s position from 0: off by one)')],
    responses: guarded(json(200, 'the page and the count before paging, or the count with countOrder', schemaId('v2-rule-list-or-count')), ERRORS('a query parameter'), R415(FORM)),
  }),
  row({
    id: 'createRuleV2', method: 'POST', path: '/v2/rules', family: 'v2rules', access: role('RULE'), effect: 'writes',
    summary: 'create a rule (header `ruleURI`)', parameters: [], requestBody: schemaId('v2-rule-create'),
    responses: guarded(json(201, 'the new rule', schemaId('v2-rule')), ERRORS('the body, or the rule exists: errorCode 8'), R415(JSON_TYPE)),
  }),
  row({
    id: 'getRuleV2', method: 'GET', path: '/v2/rules/:id', family: 'v2rules', access: role('NOACCESS'), effect: 'reads',
    summary: 'read one rule (no role needed)', parameters: [pathId('IDRULE')],
    responses: [json(200, 'the rule', schemaId('v2-rule')), R404, R401, R405],
  }),
  row({
    id: 'updateRuleV2', method: 'PUT', path: '/v2/rules/:id', family: 'v2rules', access: role('RULE'), effect: 'writes',
    summary: 'change a rule (the fields given)', parameters: [pathId('IDRULE')], requestBody: schemaId('v2-rule-update'),
    responses: guarded(json(201, 'the rule as stored (no `ruleURI`)', schemaId('v2-rule')), ERRORS('the body'), R404, R415(JSON_TYPE)),
  }),
  row({
    id: 'deleteRuleV2', method: 'DELETE', path: '/v2/rules/:id', family: 'v2rules', access: role('RULE'), effect: 'writes',
    summary: 'delete a rule', parameters: [pathId('IDRULE')],
    responses: guarded(empty(204, 'deleted'), R404),
  }),
  row({
    id: 'getHostConfigV2', method: 'GET', path: '/v2/hostconfig', family: 'v2hostconfig', access: role('READONLY'), effect: 'reads',
    summary: "this server's host configuration", parameters: [],
    responses: guarded(json(200, 'the configuration and the versions', schemaId('v2-hostconfig')), empty(404, 'no configuration row (empty body)')),
  }),
  row({
    id: 'createHostConfigV2', method: 'POST', path: '/v2/hostconfig', family: 'v2hostconfig', access: role('CONFIGADMIN'), effect: 'writes',
    // 3.6.2 declares a form-encoded request (415 to application/json) yet reads a JSON body; the
    // maker's file says application/json. The fake takes the JSON body under either type.
    summary: "create this server's host configuration (a JSON body, typed application/json or 3.6.2's form type)", parameters: [], requestBody: schemaId('v2-hostconfig-input'),
    responses: guarded(json(201, 'the configuration', schemaId('v2-hostconfig-written')), ERRORS('the body, or the row exists: errorCode 8'), R415(JSON_TYPE)),
  }),
  row({
    id: 'replaceHostConfigV2', method: 'PUT', path: '/v2/hostconfig', family: 'v2hostconfig', access: role('CONFIGADMIN'), effect: 'writes',
    summary: "change this server's host configuration (the fields given)", parameters: [], requestBody: schemaId('v2-hostconfig-input'),
    responses: guarded(json(201, 'the configuration as stored (the maker\'s file says 202)', schemaId('v2-hostconfig-written')), ERRORS('the body'), empty(404, 'no configuration row (empty body)'), R415(JSON_TYPE)),
  }),
  row({
    id: 'deleteHostConfigV2', method: 'DELETE', path: '/v2/hostconfig', family: 'v2hostconfig', access: role('CONFIGADMIN'), effect: 'writes',
    summary: "delete this server's host configuration", parameters: [],
    responses: guarded(empty(204, 'deleted'), empty(404, 'no configuration row (empty body)')),
  }),
  row({
    id: 'getServerStatusV2', method: 'GET', path: '/v2/server/status', family: 'v2server', access: role('READONLY'), effect: 'reads',
    summary: 'server status counters over a period', parameters: [query('period', 'string', 'ISO 8601 period without months or years (default P1DT0H0M0S)')],
    responses: guarded(json(200, 'the status', schemaId('v2-server-status')), ERRORS('the period')),
  }),
  serverCommand('deactivate', 'deactivateServerV2', 'switch the server between active and inactive'),
  serverCommand('shutdown', 'shutdownServerV2', 'shut the server down'),
  serverCommand('restart', 'restartServerV2', 'restart the server (the maker\'s file says /v2/server/reboot)'),
  row({
    id: 'getLogsV2', method: 'GET', path: '/v2/server/logs', family: 'v2server', access: role('LOGCONTROL'), effect: 'exports',
    summary: 'export the transfer history to an XML file, optionally purge or clean it',
    parameters: [query('purge', 'boolean', 'delete the exported transfers'), query('clean', 'boolean', 'mark finished transfers DONE'),
      query('status', 'string', 'UPDATEDINFO by name'), query('ruleName', 'string', 'IDRULE equal to'), query('start', 'date', 'ISO date: STARTTRANS at or after'),
      query('stop', 'date', 'ISO date: STOPTRANS at or before'), query('startID', 'integer', 'SPECIALID at least'), query('stopID', 'integer', 'SPECIALID at most'),
      query('requester', 'string', 'REQUESTER equal to (the maker\'s file says `requested`)')],
    responses: guarded(json(200, 'where the file is and how many transfers it holds and were purged', schemaId('v2-logs')), ERRORS('a query parameter'), R415(FORM)),
  }),
  row({
    id: 'exportConfigV2', method: 'GET', path: '/v2/server/config', family: 'v2server', access: role('CONFIGADMIN'), effect: 'exports',
    summary: 'export parts of the configuration to XML files on the server',
    parameters: ['exportHosts', 'exportRules', 'exportBusiness', 'exportAliases', 'exportRoles'].map((n) => query(n, 'boolean', `export the ${n.slice(6).toLowerCase()}`)),
    responses: guarded(json(200, 'the paths of the files written', schemaId('v2-config-export')), ERRORS('a query parameter'), empty(404, "no host configuration row of this server's own (empty body)"), R415(FORM)),
  }),
  row({
    id: 'importConfigV2', method: 'PUT', path: '/v2/server/config', family: 'v2server', access: role('CONFIGADMIN'), effect: 'imports',
    summary: 'import configuration files of the server, optionally purging what they replace',
    parameters: [...['purgeHosts', 'purgeRules', 'purgeBusiness', 'purgeAliases', 'purgeRoles'].map((n) => query(n, 'boolean', `replace every ${n.slice(5).toLowerCase()} entry`)),
      ...['hostsFile', 'rulesFile', 'businessFile', 'aliasesFile', 'rolesFile'].map((n) => query(n, 'string', `path of the ${n.replace('File', '')} file on the server`))],
    responses: guarded(json(200, 'what was imported (the maker\'s file says 202)', schemaId('v2-config-import')), ERRORS('a query parameter, or a file not found: errorCode 9'), empty(404, "business, aliases or roles to import without a host configuration row of this server's own (empty body)"), R415(FORM)),
  }),
  row({
    id: 'listFileMonitorsV2', method: 'GET', path: '/v2/filemonitors', family: 'v2filemonitors', access: role('READONLY'), effect: 'reads',
    summary: 'the file monitors (spooled directories) and their files',
    parameters: [query('name', 'string', 'monitor name'), query('status', 'integer', '0 all files, > 0 active, < 0 inactive'), query('countOrder', 'boolean', 'answer only the counts')],
    responses: guarded(json(200, 'the monitors, or the counts with countOrder', schemaId('v2-file-monitor-list-or-count')), ERRORS('a query parameter'), R415(FORM)),
  }),
] as const;

/** Every v2 path and its methods, for OPTIONS (`Allow`, one line per method: docs/rest-v2-3.6.2.md §5). */
const optionsRow = <Id extends string>(id: Id, path: string, family: V2EntryPoint): Operation<Id> => row({
  id, method: 'OPTIONS', path, family, effect: 'reads', summary: `methods of ${path}`, parameters: path.includes(':id') ? [pathId('any identifier')] : [],
  responses: [empty(200, 'empty body, one `Allow` line per method'), R405],
});
const options = [
  optionsRow('optionsTransfersV2', '/v2/transfers', 'v2transfers'),
  optionsRow('optionsTransferV2', '/v2/transfers/:id', 'v2transfers'),
  optionsRow('optionsRestartTransferV2', '/v2/transfers/:id/restart', 'v2transfers'),
  optionsRow('optionsStopTransferV2', '/v2/transfers/:id/stop', 'v2transfers'),
  optionsRow('optionsCancelTransferV2', '/v2/transfers/:id/cancel', 'v2transfers'),
  optionsRow('optionsHostsV2', '/v2/hosts', 'v2hosts'),
  optionsRow('optionsHostV2', '/v2/hosts/:id', 'v2hosts'),
  optionsRow('optionsRulesV2', '/v2/rules', 'v2rules'),
  optionsRow('optionsRuleV2', '/v2/rules/:id', 'v2rules'),
  optionsRow('optionsHostConfigV2', '/v2/hostconfig', 'v2hostconfig'),
  optionsRow('optionsServerStatusV2', '/v2/server/status', 'v2server'),
  optionsRow('optionsDeactivateServerV2', '/v2/server/deactivate', 'v2server'),
  optionsRow('optionsShutdownServerV2', '/v2/server/shutdown', 'v2server'),
  optionsRow('optionsRestartServerV2', '/v2/server/restart', 'v2server'),
  optionsRow('optionsLogsV2', '/v2/server/logs', 'v2server'),
  optionsRow('optionsConfigV2', '/v2/server/config', 'v2server'),
  optionsRow('optionsFileMonitorsV2', '/v2/filemonitors', 'v2filemonitors'),
] as const;

/** The v2 rows: the 29 operations, then OPTIONS on each of their paths. */
export const V2_OPERATIONS = [...operations, ...options] as const;
