// Building blocks shared by the schemas: the id scheme and the small recurring shapes.

/** What every schema `$id` of the contract starts with. */
export const SCHEMA_ID_PREFIX = 'urn:tmkit:';
/** Every schema of the contract is registered under `urn:tmkit:<name>`. */
export const schemaId = <N extends string>(name: N): `urn:tmkit:${N}` => `${SCHEMA_ID_PREFIX}${name}`;

/**
 * The collections of the v1 data model: the published interface's four, then /rules, which 3.6.2
 * also serves (DbRuleR66RestMethodHandler: the same data-model mechanics, role RULE).
 */
export const COLLECTIONS = ['transfers', 'hosts', 'hostconfigs', 'configurations', 'rules'] as const;
/** One collection of the v1 data model: `transfers`, `hosts`, `hostconfigs`, `configurations` or `rules`. */
export type Collection = (typeof COLLECTIONS)[number];
/** The `@model` of each collection's records: the real server's table class (reference §3). */
export const RECORD_MODEL = {
  transfers: 'DbTaskRunner',
  hosts: 'DbHostAuth',
  hostconfigs: 'DbHostConfiguration',
  configurations: 'DbConfiguration',
  rules: 'DbRule',
} as const satisfies Record<Collection, string>;
/**
 * The `@model` of the v1 action endpoints' answers (reference §4-§7): what /log, /info, /bandwidth
 * and /server (PUT) write beside their results; GET /server writes none.
 */
export const ACTION_MODEL = {
  log: 'Log',
  info: 'Information',
  bandwidth: 'Bandwidth',
  server: 'Server',
  control: 'Control',
  config: 'Config',
  business: 'Business',
} as const;
/** The `@model` of one action endpoint's answer: `Log`, `Information`, `Bandwidth` or `Server`. */
export type ActionModel = (typeof ACTION_MODEL)[keyof typeof ACTION_MODEL];
/** Whether a name (a path's first segment, an operation's family) is one of the collections. */
export const isCollection = (name: string): name is Collection => (COLLECTIONS as readonly string[]).includes(name);

export const int64 = { type: 'integer', format: 'int64' } as const;
/** An SQL INTEGER column. */
export const int32 = { type: 'integer', minimum: -2147483648, maximum: 2147483647 } as const;
/** Epoch milliseconds, as the real server writes TIMESTAMP columns (reference §8). */
export const epochMs = { type: 'integer', format: 'epoch-ms' } as const;
/** An input timestamp: epoch milliseconds, or an ISO 8601 text (reference §3.2). */
export const timestampInput = {
  anyOf: [{ type: 'integer', format: 'epoch-ms' }, { type: 'string', format: 'iso-date-time' }],
} as const;
export const nullableString = { type: ['string', 'null'] } as const;
/** UPDATEDINFO as every record writes it (reference §9.1). */
export const updatedInfo = { type: 'integer', minimum: 0, maximum: 6 } as const;
