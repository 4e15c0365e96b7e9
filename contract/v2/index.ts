// REST v2 in the contract: names, status keys, schemas, the v2 view of the records, entry points.
export * from './names.ts';
export * from './status-keys.ts';
export * from './convert.ts';
export * from './rule-from-view.ts';
export * from './hostconfig-xml.ts';
export * from './entry-points.ts';
export {
  V2_SCHEMAS, V2_TRANSFER_FIELDS, V2_TRANSFER_CREATE_FIELDS, V2_HOST_FIELDS, V2_RULE_FIELDS, V2_HOSTCONFIG_FIELDS,
} from './schemas.ts';
export * from './errors.ts';
export * from './lists.ts';
export * from './media-types.ts';
