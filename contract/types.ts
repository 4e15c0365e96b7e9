// TypeScript types derived from the schemas (never written twice). Two views of a record:
// `...Record` is the wire form (JSON numbers), the plain name is the fake's internal form, where
// SPECIALID is a bigint so that ids beyond 2^53 stay exact (reference §3.2, §15).
import type { FromSchema } from 'json-schema-to-ts';
import type { transferCreateSchema, transferSchema, transferUpdateSchema } from './schemas/transfer.schema.ts';
import type { hostCreateSchema, hostSchema, hostUpdateSchema } from './schemas/host.schema.ts';
import type { hostConfigCreateSchema, hostConfigSchema, hostConfigUpdateSchema } from './schemas/hostconfig.schema.ts';
import type { configurationCreateSchema, configurationSchema, configurationUpdateSchema } from './schemas/configuration.schema.ts';
import type {
  bandwidthPacketSchema,
  informationPacketSchema,
  logPacketSchema,
  logResponsePacketSchema,
  shutdownOrBlockPacketSchema,
} from './schemas/packets.schema.ts';
import type { serverStatusSchema } from './schemas/server-status.schema.ts';
import type { limitsSchema, v2ErrorSchema } from './schemas/v2.schema.ts';
import type { ruleRecordSchema } from './schemas/rule.schema.ts';

type Int64AsBigint = { pattern: { type: 'integer'; format: 'int64' }; output: bigint };
type Internal = { deserialize: [Int64AsBigint] };

/** A transfer record (DbTaskRunner) in its wire form: SPECIALID a JSON number, exact only up to 2^53 (see {@link Transfer}). */
export type TransferRecord = FromSchema<typeof transferSchema>;
/** A transfer record (DbTaskRunner, reference §8.1) as the kit handles it: the wire form with SPECIALID as a bigint, so 64-bit ids stay exact. */
export type Transfer = FromSchema<typeof transferSchema, Internal>;
/** The body of POST /transfers: FILENAME, IDRULE, REQUESTER and REQUESTED required, the other fields optional. */
export type TransferCreateBody = FromSchema<typeof transferCreateSchema>;
/** The body of PUT /transfers/:id: the identity (REQUESTER, REQUESTED, OWNERREQ) and the fields to change, all optional. */
export type TransferUpdateBody = FromSchema<typeof transferUpdateSchema>;

/** A partner host record (DbHostAuth, reference §8.2): address and port, SSL, client-only, proxy, admin and active flags, and HOSTKEY as the server shows it. */
export type Host = FromSchema<typeof hostSchema>;
/** The body of POST /hosts: HOSTID, ADDRESS and HOSTKEY required. */
export type HostCreateBody = FromSchema<typeof hostCreateSchema>;
/** The body of PUT /hosts/:id: the fields to change, all optional (the host id is the path). */
export type HostUpdateBody = FromSchema<typeof hostUpdateSchema>;

/** A host configuration record (DbHostConfiguration, reference §8.3): BUSINESS, ROLES, ALIASES and OTHERS, each an XML fragment stored as text, or null. */
export type HostConfiguration = FromSchema<typeof hostConfigSchema>;
/** The body of POST /hostconfigs: HOSTID required. */
export type HostConfigurationCreateBody = FromSchema<typeof hostConfigCreateSchema>;
/** The body of PUT /hostconfigs/:id: the fields to change, all optional. */
export type HostConfigurationUpdateBody = FromSchema<typeof hostConfigUpdateSchema>;

/** A bandwidth configuration record (DbConfiguration, reference §8.4): a host's global and session read and write limits in bytes per second (0: none), and DELAYLIMIT in ms. */
export type Configuration = FromSchema<typeof configurationSchema>;
/** The body of POST /configurations: HOSTID required. */
export type ConfigurationCreateBody = FromSchema<typeof configurationCreateSchema>;
/** The body of PUT /configurations/:id: the fields to change, all optional. */
export type ConfigurationUpdateBody = FromSchema<typeof configurationUpdateSchema>;

/** LogJsonPacket, the request of GET /log: which transfers to export to an XML file (status flags, rule, host, date and id ranges) and whether to purge them. */
export type LogPacket = FromSchema<typeof logPacketSchema>;
/** LogResponseJsonPacket, the answer of GET /log: the request's fields plus the export file name and the numbers of transfers exported and purged. */
export type LogResponsePacket = FromSchema<typeof logResponsePacketSchema>;
/** InformationJsonPacket, the request of GET /info: the information of a transfer (`idRequest` true) or of the files of a rule's folder (false). */
export type InformationPacket = FromSchema<typeof informationPacketSchema>;
/** BandwidthJsonPacket, request and answer of /bandwidth: the global and session read and write limits, and `setter` (true to set them, PUT). */
export type BandwidthPacket = FromSchema<typeof bandwidthPacketSchema>;
/** ShutdownOrBlockJsonPacket, request and answer of PUT /server: the admin key, and whether to shut down (optionally restarting) or to block or unblock new requests. */
export type ShutdownOrBlockPacket = FromSchema<typeof shutdownOrBlockPacketSchema>;
/** The status object of GET /server: host id, dates, uptime, connections, threads, bandwidth, and the OVERALL, STEPS, RUNNINGSTEPS and ERRORTYPES counters. */
export type ServerStatus = FromSchema<typeof serverStatusSchema>;
/** The /v2/limits record: upGlobalLimit, downGlobalLimit, upSessionLimit, downSessionLimit (bytes per second, 0: none) and delayLimit (ms). */
export type Limits = FromSchema<typeof limitsSchema>;
/** The error body of /v2: `{"errors": [{"message": ..., "errorCode": 1-13}]}` (reference §11.1). */
export type V2Error = FromSchema<typeof v2ErrorSchema>;

/** A rule as v1's /rules writes it (DbRule's JSON): host ids and tasks as XML texts, paths null where none was given. */
export type RuleRecord = FromSchema<typeof ruleRecordSchema>;

/** One task of a stored rule: its type (`LOG`, `COPY`, ...), argument text and delay (ms). */
export type RuleTask = {
  readonly type: string;
  readonly path: string;
  readonly delay: number;
};
/** The six task lists of a rule (RULES columns). */
export type RuleTaskColumn = 'RPRETASKS' | 'RPOSTTASKS' | 'RERRORTASKS' | 'SPRETASKS' | 'SPOSTTASKS' | 'SERRORTASKS';
/** A transfer rule as the fake stores it and a dataset holds it (schema `urn:tmkit:rule`): one record, shown by REST v2's /v2/rules and v1's /rules. */
export type Rule = {
  readonly IDRULE: string;
  readonly HOSTIDS: readonly string[];
  /** MODETRANS, 1-8 for a working rule (contract/v2/names.ts V2_RULE_MODES gives the v2 names); v1 stores any int. */
  readonly MODETRANS: number;
  readonly RECVPATH: string | null;
  readonly SENDPATH: string | null;
  readonly ARCHIVEPATH: string | null;
  readonly WORKPATH: string | null;
  readonly UPDATEDINFO: number;
} & { readonly [C in RuleTaskColumn]: readonly RuleTask[] };
