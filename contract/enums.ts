// Enumerations of the interface as the real server encodes them (reference §9).
// Every other area reads these tables; none keeps its own copy.

/** UPDATEDINFO (reference §9.1): the scheduler state of a record. */
export const UPDATED_INFO = {
  UNKNOWN: 0,
  NOTUPDATED: 1,
  INTERRUPTED: 2,
  TOSUBMIT: 3,
  INERROR: 4,
  RUNNING: 5,
  DONE: 6,
} as const;
/** The name of an UPDATEDINFO value (`TOSUBMIT`, `DONE`, ...). */
export type UpdatedInfoName = keyof typeof UPDATED_INFO;
/** Every UPDATEDINFO value, 0 to 6: the enumeration the record schemas allow. */
export const UPDATED_INFO_VALUES = Object.values(UPDATED_INFO);

/** GLOBALSTEP / GLOBALLASTSTEP (reference §9.2, TASKSTEP ordinals). */
export const TASK_STEP = {
  NOTASK: 0,
  PRETASK: 1,
  TRANSFERTASK: 2,
  POSTTASK: 3,
  ALLDONETASK: 4,
  ERRORTASK: 5,
} as const;
/** The name of a GLOBALSTEP value (`NOTASK`, `ALLDONETASK`, ...). */
export type TaskStepName = keyof typeof TASK_STEP;
/** Every GLOBALSTEP / GLOBALLASTSTEP value, 0 to 5: the enumeration the transfer schema allows. */
export const TASK_STEP_VALUES = Object.values(TASK_STEP);

/** One ErrorCode of the server (reference §9.3): an entry of {@link ERROR_CODES}. */
export interface ErrorCodeEntry {
  /** The enum name, e.g. `CompleteOk`. */
  readonly name: string;
  /** The one-character code written in STEPSTATUS and INFOSTATUS, e.g. `O`. */
  readonly letter: string;
  /** The server's own classification (`isErrorCode`). */
  readonly isError: boolean;
  /** What it means, in a few words. */
  readonly meaning: string;
  /** The server's own English text of it (`messages_en.properties`, `ErrorCode.<letter>`): REST v2's `errorMessage`. */
  readonly message: string;
}

/** ErrorCode (reference §9.3): STEPSTATUS and INFOSTATUS. The letter is the code. */
export const ERROR_CODES: readonly ErrorCodeEntry[] = [
  { name: 'InitOk', letter: 'i', isError: false, meaning: 'initialisation step done', message: 'Initialization step OK' },
  { name: 'PreProcessingOk', letter: 'B', isError: false, meaning: 'pre-processing done', message: 'PreProcessing step OK' },
  { name: 'TransferOk', letter: 'X', isError: false, meaning: 'data transfer done', message: 'Transfer step OK' },
  { name: 'PostProcessingOk', letter: 'P', isError: false, meaning: 'post-processing done', message: 'PostProcessing step OK' },
  { name: 'CompleteOk', letter: 'O', isError: false, meaning: 'everything completed', message: 'Operation completed' },
  { name: 'ConnectionImpossible', letter: 'C', isError: true, meaning: 'cannot connect', message: 'Connection Impossible' },
  { name: 'ServerOverloaded', letter: 'l', isError: true, meaning: 'delayed, capacity exceeded', message: 'Connection delayed due to exceed of capacity' },
  { name: 'BadAuthent', letter: 'A', isError: true, meaning: 'bad authentication', message: 'Bad Authentication' },
  { name: 'ExternalOp', letter: 'E', isError: true, meaning: 'external task failed', message: 'External Operation as Task in error' },
  { name: 'TransferError', letter: 'T', isError: true, meaning: 'transfer failed', message: 'Bad Transfer' },
  { name: 'MD5Error', letter: 'M', isError: true, meaning: 'hash check failed', message: 'MD5 (or other hash as configured) during transfer in error' },
  { name: 'Disconnection', letter: 'D', isError: true, meaning: 'disconnected before end', message: 'Disconnection before end' },
  { name: 'RemoteShutdown', letter: 'r', isError: true, meaning: 'remote shut down', message: 'Disconnection before end due to a remote shutdown' },
  { name: 'FinalOp', letter: 'F', isError: true, meaning: 'final file operation failed', message: 'Final Operation on the result file in error' },
  { name: 'Unimplemented', letter: 'U', isError: true, meaning: 'not implemented', message: 'Function not implemented' },
  { name: 'Shutdown', letter: 'S', isError: true, meaning: 'shutdown order', message: 'Shutdown order' },
  { name: 'RemoteError', letter: 'R', isError: true, meaning: 'remote error', message: 'Error due to remote operation' },
  { name: 'Internal', letter: 'I', isError: true, meaning: 'internal error', message: 'Internal Error' },
  { name: 'StoppedTransfer', letter: 'H', isError: true, meaning: 'stopped', message: 'Stopped Transfer' },
  { name: 'CanceledTransfer', letter: 'K', isError: true, meaning: 'cancelled', message: 'Canceled Transfer' },
  { name: 'Warning', letter: 'W', isError: false, meaning: 'warning in pre/post task', message: 'Warning during pre or post execution' },
  { name: 'Unknown', letter: '-', isError: false, meaning: 'unknown / default', message: 'Unknown status' },
  { name: 'QueryAlreadyFinished', letter: 'Q', isError: true, meaning: 'restart asked for a finished transfer', message: 'Restart Query for a transfer already finished' },
  { name: 'QueryStillRunning', letter: 's', isError: true, meaning: 'restart asked for a running transfer', message: 'Restart Query for a transfer still running' },
  { name: 'NotKnownHost', letter: 'N', isError: true, meaning: 'unknown remote host', message: 'Not known remote host' },
  { name: 'LoopSelfRequestedHost', letter: 'L', isError: true, meaning: 'host tried to start a transfer to itself as requested', message: 'Host tries to start a requested transfer' },
  { name: 'QueryRemotelyUnknown', letter: 'u', isError: true, meaning: 'query unknown on remote', message: 'Not known remote asked query' },
  { name: 'FileNotFound', letter: 'f', isError: true, meaning: 'file not found', message: 'File not found' },
  { name: 'CommandNotFound', letter: 'c', isError: true, meaning: 'command not found', message: 'Command not found' },
  { name: 'PassThroughMode', letter: 'p', isError: true, meaning: 'action impossible in pass-through mode', message: 'Error since action cannot be taken on PassThroughMode' },
  { name: 'Running', letter: 'z', isError: false, meaning: 'step running', message: 'Current step in running' },
  { name: 'IncorrectCommand', letter: 'n', isError: true, meaning: 'malformed command', message: 'Command passed is incorrectly made, cannot answer' },
  { name: 'FileNotAllowed', letter: 'a', isError: true, meaning: 'file not allowed', message: 'File not allowed' },
  { name: 'SizeNotAllowed', letter: 'd', isError: true, meaning: 'size not allowed', message: 'File size not allowed' },
];

/** The letter of every ErrorCode, in {@link ERROR_CODES} order: the status codes a transfer can show. */
export const ERROR_CODE_LETTERS = ERROR_CODES.map((e) => e.letter);
/** The JSON form of a status code: the letter followed by two spaces (reference §8). */
export const STATUS_PADDING = '  ';
/** Regular expression source that matches any status as written in JSON (`"O  "`). */
export const STATUS_JSON_PATTERN = `^[${ERROR_CODE_LETTERS.map((l) => (l === '-' ? '\\-' : l)).join('')}]  $`;

/** MODETRANS (reference §9.4, RequestPacket.TRANSFERMODE ordinal). */
export const MODE_TRANS = [
  'UNKNOWNMODE',
  'SENDMODE',
  'RECVMODE',
  'SENDMD5MODE',
  'RECVMD5MODE',
  'SENDTHROUGHMODE',
  'RECVTHROUGHMODE',
  'SENDMD5THROUGHMODE',
  'RECVMD5THROUGHMODE',
] as const;

/** `request` of an InformationJsonPacket (reference §9.5). */
export const INFORMATION_REQUEST = {
  ASKEXIST: 0,
  ASKMLSDETAIL: 1,
  ASKLIST: 2,
  ASKMLSLIST: 3,
} as const;

/** Role bit masks (reference §9.6). A composite requires every component bit. */
export const ROLES = {
  NOACCESS: 0,
  READONLY: 1,
  TRANSFER: 2,
  RULE: 4,
  HOST: 8,
  LIMIT: 16,
  SYSTEM: 32,
  LOGCONTROL: 64,
  PARTNER: 3,
  CONFIGADMIN: 15,
  FULLADMIN: 127,
} as const;
/** The name of a role (`READONLY`, `CONFIGADMIN`, ...). */
export type RoleName = keyof typeof ROLES;

/** requestUserPacket numbers of the packets the interface uses (reference §8.5). */
export const REQUEST_USER_PACKET = {
  SHUTDOWNPACKET: 8,
  LOGPACKET: 16,
  INFORMATIONPACKET: 18,
  BANDWIDTHPACKET: 19,
  BLOCKREQUESTPACKET: 24,
  // LocalPacketFactory's numbers of the /control, /config and /business packets.
  VALIDPACKET: 7,
  REQUESTPACKET: 4,
  STOPPACKET: 9,
  CANCELPACKET: 10,
  CONFEXPORTPACKET: 11,
  CONFIMPORTPACKET: 12,
  BUSINESSREQUESTPACKET: 22,
} as const;

/** java.sql.Types codes that the OPTIONS document shows in its type maps (reference §2.5). */
export const SQL_TYPES = {
  BIGINT: -5,
  INTEGER: 4,
  CHAR: 1,
  BIT: -7,
  TIMESTAMP: 93,
  NVARCHAR: -9,
  VARCHAR: 12,
  LONGVARCHAR: -1,
  VARBINARY: -3,
} as const;
/** The name of an SQL column type of the OPTIONS type maps (`BIGINT`, `NVARCHAR`, ...). */
export type SqlTypeName = keyof typeof SQL_TYPES;

/** Class name prefix of the interface (DESIGN §2.4); the real server uses `org.waarp.openr66.`. */
export const DEFAULT_CLASS_PREFIX = 'org.vendor.openproto.';
/** The `@class` prefix the real server's packets carry; pass it as `--class-prefix` (or `classPrefix`) to check such a server. */
export const REAL_CLASS_PREFIX = 'org.waarp.openr66.';
/** Packet class names, relative to the prefix. */
export const PACKET_CLASS = {
  log: 'protocol.localhandler.packet.json.LogJsonPacket',
  logResponse: 'protocol.localhandler.packet.json.LogResponseJsonPacket',
  information: 'protocol.localhandler.packet.json.InformationJsonPacket',
  bandwidth: 'protocol.localhandler.packet.json.BandwidthJsonPacket',
  shutdownOrBlock: 'protocol.localhandler.packet.json.ShutdownOrBlockJsonPacket',
  // The packets of /control, /config and /business (3.6.2, beyond the published interface).
  transferRequest: 'protocol.localhandler.packet.json.TransferRequestJsonPacket',
  restartTransfer: 'protocol.localhandler.packet.json.RestartTransferJsonPacket',
  stopOrCancel: 'protocol.localhandler.packet.json.StopOrCancelJsonPacket',
  configExport: 'protocol.localhandler.packet.json.ConfigExportJsonPacket',
  configExportResponse: 'protocol.localhandler.packet.json.ConfigExportResponseJsonPacket',
  configImport: 'protocol.localhandler.packet.json.ConfigImportJsonPacket',
  configImportResponse: 'protocol.localhandler.packet.json.ConfigImportResponseJsonPacket',
  businessRequest: 'protocol.localhandler.packet.json.BusinessRequestJsonPacket',
} as const;
/** One kind of JSON packet of the action endpoints: `log`, `logResponse`, `information`, `bandwidth`, `shutdownOrBlock`, and those of /control, /config and /business. */
export type PacketKind = keyof typeof PACKET_CLASS;

/** v2 error codes (reference §11.1). */
export const V2_ERROR_CODE = {
  MISSING_BODY: 1,
  MALFORMED_JSON: 2,
  DUPLICATE_KEY: 3,
  ILLEGAL_PARAMETER_VALUE: 4,
  UNKNOWN_FIELD: 5,
  MISSING_FIELD: 6,
  ILLEGAL_FIELD_VALUE: 7,
  ALREADY_EXISTING: 8,
  FILE_NOT_FOUND: 9,
  UNKNOWN_RULE: 10,
  UNKNOWN_HOST: 11,
  RULE_NOT_ALLOWED: 12,
  FIELD_NOT_ALLOWED: 13,
} as const;

/** v1 envelope `command` values (reference §2.4). */
export const V1_COMMAND = {
  MULTIGET: 'MULTIGET',
  GET: 'GET',
  UPDATE: 'UPDATE',
  CREATE: 'CREATE',
  DELETE: 'DELETE',
  OPTIONS: 'OPTIONS',
  GetLog: 'GetLog',
  GetInformation: 'GetInformation',
  GetTransferInformation: 'GetTransferInformation',
  GetBandwidth: 'GetBandwidth',
  SetBandwidth: 'SetBandwidth',
  GetStatus: 'GetStatus',
  ShutdownOrBlock: 'ShutdownOrBlock',
  CreateTransfer: 'CreateTransfer',
  RestartTransfer: 'RestartTransfer',
  StopOrCancelTransfer: 'StopOrCancelTransfer',
  ExportConfig: 'ExportConfig',
  ImportConfig: 'ImportConfig',
  ExecuteBusiness: 'ExecuteBusiness',
} as const;

/**
 * Status flags of GET /transfers and their selection (reference §3.2, confirmed §18): a flag
 * selects the transfers whose UPDATEDINFO or GLOBALSTEP is in its lists; several flags are OR-ed.
 */
export const STATUS_FILTERS = {
  PENDING: { updatedInfo: [UPDATED_INFO.TOSUBMIT], globalStep: [] },
  INTRANSFER: { updatedInfo: [UPDATED_INFO.RUNNING], globalStep: [] },
  INERROR: { updatedInfo: [UPDATED_INFO.INERROR, UPDATED_INFO.INTERRUPTED], globalStep: [TASK_STEP.ERRORTASK] },
  DONE: { updatedInfo: [UPDATED_INFO.DONE], globalStep: [TASK_STEP.ALLDONETASK] },
} as const satisfies Record<string, { updatedInfo: readonly number[]; globalStep: readonly number[] }>;
/** One status flag of GET /transfers: `PENDING`, `INTRANSFER`, `INERROR` or `DONE`. */
export type StatusFlag = keyof typeof STATUS_FILTERS;
/** Every status flag of GET /transfers, in {@link STATUS_FILTERS} order. */
export const STATUS_FLAGS = Object.keys(STATUS_FILTERS) as StatusFlag[];

/** Whether a transfer with these values is selected by `flag`. */
export function matchesStatusFlag(flag: StatusFlag, updatedInfo: number, globalStep: number): boolean {
  const f = STATUS_FILTERS[flag];
  return (f.updatedInfo as readonly number[]).includes(updatedInfo) || (f.globalStep as readonly number[]).includes(globalStep);
}
