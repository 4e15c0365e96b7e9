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

type Int64AsBigint = { pattern: { type: 'integer'; format: 'int64' }; output: bigint };
type Internal = { deserialize: [Int64AsBigint] };

export type TransferRecord = FromSchema<typeof transferSchema>;
export type Transfer = FromSchema<typeof transferSchema, Internal>;
export type TransferCreateBody = FromSchema<typeof transferCreateSchema>;
export type TransferUpdateBody = FromSchema<typeof transferUpdateSchema>;

export type Host = FromSchema<typeof hostSchema>;
export type HostCreateBody = FromSchema<typeof hostCreateSchema>;
export type HostUpdateBody = FromSchema<typeof hostUpdateSchema>;

export type HostConfiguration = FromSchema<typeof hostConfigSchema>;
export type HostConfigurationCreateBody = FromSchema<typeof hostConfigCreateSchema>;
export type HostConfigurationUpdateBody = FromSchema<typeof hostConfigUpdateSchema>;

export type Configuration = FromSchema<typeof configurationSchema>;
export type ConfigurationCreateBody = FromSchema<typeof configurationCreateSchema>;
export type ConfigurationUpdateBody = FromSchema<typeof configurationUpdateSchema>;

export type LogPacket = FromSchema<typeof logPacketSchema>;
export type LogResponsePacket = FromSchema<typeof logResponsePacketSchema>;
export type InformationPacket = FromSchema<typeof informationPacketSchema>;
export type BandwidthPacket = FromSchema<typeof bandwidthPacketSchema>;
export type ShutdownOrBlockPacket = FromSchema<typeof shutdownOrBlockPacketSchema>;
export type ServerStatus = FromSchema<typeof serverStatusSchema>;
export type Limits = FromSchema<typeof limitsSchema>;
export type V2Error = FromSchema<typeof v2ErrorSchema>;
