// Column metadata of the collections: the SQL types the OPTIONS document shows (reference
// §2.5), the filters each list accepts with their self-descriptions, and the identity arguments.
// The field names are checked against the record schemas by the type system.
import { RECORD_MODEL, type Collection } from './schemas/common.ts';
import type { Configuration, Host, HostConfiguration, RuleRecord, Transfer } from './types.ts';
import type { SqlTypeName } from './enums.ts';

type Columns<R> = readonly { readonly name: Exclude<keyof R & string, '@model' | 'RESCHEDULE' | 'THROUGHMODE' | 'ORIGINALSIZE' | 'follow'>; readonly sqlType: SqlTypeName }[];

/** Column metadata of one collection of the v1 data model: see {@link COLLECTION_META}. */
export interface CollectionMeta {
  readonly collection: Collection;
  /** The record's `@model` (the server's table class). */
  readonly model: (typeof RECORD_MODEL)[Collection];
  /** Columns in the server's column-enum order (the OPTIONS type maps). */
  readonly columns: readonly { readonly name: string; readonly sqlType: SqlTypeName }[];
  /** Columns that PUT accepts, in OPTIONS order (transfers: every column but IDRULE). */
  readonly updatable: readonly string[];
  /** Identity arguments of the single-record operations, with their self-descriptions. */
  readonly idArguments: Readonly<Record<string, string>>;
  /**
   * How the PUT entry of the OPTIONS document shows the identity arguments in its body: their
   * java.sql.Types codes (transfers) or their self-description text (the three HOSTID
   * collections), as a real 3.6.2 server does (docs/real-server-3.6.2.md).
   */
  readonly updateBodyIdentity: 'type' | 'description';
  /**
   * The status of a PUT whose body fails the sanity filter (reference §2.6: 404 "Issue on values"
   * on one record); a real 3.6.2 answers 400 on configurations (docs/real-server-3.6.2.md).
   */
  readonly updateSanityStatus: 400 | 404;
  /** Filters of GET /<collection>, with their self-descriptions. */
  readonly filters: Readonly<Record<string, string>>;
}

const transferColumns: Columns<Transfer> = [
  { name: 'SPECIALID', sqlType: 'BIGINT' },
  { name: 'GLOBALSTEP', sqlType: 'INTEGER' },
  { name: 'GLOBALLASTSTEP', sqlType: 'INTEGER' },
  { name: 'STEP', sqlType: 'INTEGER' },
  { name: 'RANK', sqlType: 'INTEGER' },
  { name: 'BLOCKSZ', sqlType: 'INTEGER' },
  { name: 'MODETRANS', sqlType: 'INTEGER' },
  { name: 'UPDATEDINFO', sqlType: 'INTEGER' },
  { name: 'STEPSTATUS', sqlType: 'CHAR' },
  { name: 'INFOSTATUS', sqlType: 'CHAR' },
  { name: 'RETRIEVEMODE', sqlType: 'BIT' },
  { name: 'ISMOVED', sqlType: 'BIT' },
  { name: 'STARTTRANS', sqlType: 'TIMESTAMP' },
  { name: 'STOPTRANS', sqlType: 'TIMESTAMP' },
  { name: 'OWNERREQ', sqlType: 'NVARCHAR' },
  { name: 'REQUESTER', sqlType: 'NVARCHAR' },
  { name: 'REQUESTED', sqlType: 'NVARCHAR' },
  { name: 'IDRULE', sqlType: 'NVARCHAR' },
  { name: 'FILENAME', sqlType: 'VARCHAR' },
  { name: 'ORIGINALNAME', sqlType: 'VARCHAR' },
  { name: 'FILEINFO', sqlType: 'VARCHAR' },
  { name: 'TRANSFERINFO', sqlType: 'VARCHAR' },
];

const hostColumns: Columns<Host> = [
  { name: 'HOSTID', sqlType: 'NVARCHAR' },
  // NVARCHAR, not VARCHAR: what a real 3.6.2 server declares (docs/real-server-3.6.2.md).
  { name: 'ADDRESS', sqlType: 'NVARCHAR' },
  { name: 'PORT', sqlType: 'INTEGER' },
  { name: 'ISSSL', sqlType: 'BIT' },
  { name: 'HOSTKEY', sqlType: 'VARBINARY' },
  { name: 'ADMINROLE', sqlType: 'BIT' },
  { name: 'ISCLIENT', sqlType: 'BIT' },
  { name: 'ISACTIVE', sqlType: 'BIT' },
  { name: 'ISPROXIFIED', sqlType: 'BIT' },
  { name: 'UPDATEDINFO', sqlType: 'INTEGER' },
];

const hostConfigColumns: Columns<HostConfiguration> = [
  { name: 'HOSTID', sqlType: 'NVARCHAR' },
  { name: 'BUSINESS', sqlType: 'LONGVARCHAR' },
  { name: 'ROLES', sqlType: 'LONGVARCHAR' },
  { name: 'ALIASES', sqlType: 'LONGVARCHAR' },
  { name: 'OTHERS', sqlType: 'LONGVARCHAR' },
  { name: 'UPDATEDINFO', sqlType: 'INTEGER' },
];

const configurationColumns: Columns<Configuration> = [
  { name: 'HOSTID', sqlType: 'NVARCHAR' },
  { name: 'READGLOBALLIMIT', sqlType: 'BIGINT' },
  { name: 'WRITEGLOBALLIMIT', sqlType: 'BIGINT' },
  { name: 'READSESSIONLIMIT', sqlType: 'BIGINT' },
  { name: 'WRITESESSIONLIMIT', sqlType: 'BIGINT' },
  { name: 'DELAYLIMIT', sqlType: 'BIGINT' },
  { name: 'UPDATEDINFO', sqlType: 'INTEGER' },
];

// DbRule.Columns order (3.6.2's OPTIONS /rules): IDRULE last.
const ruleColumns: Columns<RuleRecord> = [
  { name: 'HOSTIDS', sqlType: 'LONGVARCHAR' },
  { name: 'MODETRANS', sqlType: 'INTEGER' },
  { name: 'RECVPATH', sqlType: 'VARCHAR' },
  { name: 'SENDPATH', sqlType: 'VARCHAR' },
  { name: 'ARCHIVEPATH', sqlType: 'VARCHAR' },
  { name: 'WORKPATH', sqlType: 'VARCHAR' },
  { name: 'RPRETASKS', sqlType: 'LONGVARCHAR' },
  { name: 'RPOSTTASKS', sqlType: 'LONGVARCHAR' },
  { name: 'RERRORTASKS', sqlType: 'LONGVARCHAR' },
  { name: 'SPRETASKS', sqlType: 'LONGVARCHAR' },
  { name: 'SPOSTTASKS', sqlType: 'LONGVARCHAR' },
  { name: 'SERRORTASKS', sqlType: 'LONGVARCHAR' },
  { name: 'UPDATEDINFO', sqlType: 'INTEGER' },
  { name: 'IDRULE', sqlType: 'NVARCHAR' },
];

const OWNER_DESCRIPTION = 'Owner of this request (optional) as VARCHAR';
const DATE_DESCRIPTION = 'Date in ISO 8601 format or ms';
const names = (cs: readonly { name: string }[]) => cs.map((c) => c.name);

/**
 * Column metadata of the collections (transfers, hosts, hostconfigs, configurations, rules): the
 * columns with the SQL types their OPTIONS document shows (reference §2.5), the columns PUT
 * accepts, the identity arguments of the single-record operations and the filters of the list,
 * each with the server's self-description.
 */
export const COLLECTION_META: Readonly<Record<Collection, CollectionMeta>> = {
  transfers: {
    collection: 'transfers',
    model: RECORD_MODEL.transfers,
    columns: transferColumns,
    updatable: names(transferColumns).filter((n) => n !== 'IDRULE'),
    updateBodyIdentity: 'type',
    updateSanityStatus: 404,
    idArguments: {
      SPECIALID: 'Special Id as LONG in URI as transfers/id',
      REQUESTER: 'Partner as requester as VARCHAR',
      REQUESTED: 'Partner as requested as VARCHAR',
      OWNERREQ: OWNER_DESCRIPTION,
    },
    filters: {
      LIMIT: 'number',
      ORDERBYID: 'boolean',
      STARTID: 'transfer id',
      STOPID: 'transfer id',
      IDRULE: 'rule name',
      PARTNER: 'partner (requester or requested) name',
      PENDING: 'boolean',
      INTRANSFER: 'boolean',
      INERROR: 'boolean',
      DONE: 'boolean',
      ALLSTATUS: 'boolean',
      STARTTRANS: DATE_DESCRIPTION,
      STOPTRANS: DATE_DESCRIPTION,
      STOPSTRANS: `${DATE_DESCRIPTION} (the interface's spelling of STOPTRANS)`,
      OWNERREQ: OWNER_DESCRIPTION,
    },
  },
  hosts: {
    collection: 'hosts',
    model: RECORD_MODEL.hosts,
    columns: hostColumns,
    updatable: names(hostColumns),
    updateBodyIdentity: 'description',
    updateSanityStatus: 404,
    idArguments: { HOSTID: 'HostId as VARCHAR in URI as hosts/id' },
    filters: {
      HOSTID: 'host name',
      ADDRESS: 'ADDRESS of this partner',
      ISSSL: 'is Ssl entry',
      ISACTIVE: 'is Active entry',
    },
  },
  hostconfigs: {
    collection: 'hostconfigs',
    model: RECORD_MODEL.hostconfigs,
    columns: hostConfigColumns,
    updatable: names(hostConfigColumns),
    updateBodyIdentity: 'description',
    updateSanityStatus: 404,
    idArguments: { HOSTID: 'HostId as VARCHAR in URI as hostconfigs/id' },
    filters: {
      // "subtext", though HOSTID matches exactly (reference §3.4).
      HOSTID: 'host name subtext',
      BUSINESS: 'BUSINESS information subtext',
      ROLES: 'ROLES information subtext',
      ALIASES: 'ALIASES information subtext',
      OTHERS: 'OTHERS information subtext',
    },
  },
  configurations: {
    collection: 'configurations',
    model: RECORD_MODEL.configurations,
    columns: configurationColumns,
    updatable: names(configurationColumns),
    updateBodyIdentity: 'description',
    updateSanityStatus: 400,
    idArguments: { HOSTID: 'HostId as VARCHAR in URI as configurations/id' },
    filters: {
      HOSTID: 'host name',
      BANDWIDTH: '<0 for no filter, =0 for no bandwidth, >0 for a limit greater than value',
    },
  },
  rules: {
    collection: 'rules',
    model: RECORD_MODEL.rules,
    columns: ruleColumns,
    updatable: names(ruleColumns).filter((n) => n !== 'IDRULE'),
    updateBodyIdentity: 'description',
    updateSanityStatus: 404,
    idArguments: { IDRULE: 'RuleId in URI as VARCHAR as rules/id' },
    // MODETRANS left out filters on 0 and a negative one drops every filter, IDRULE included
    // (DbRule.getFilterPrepareStament, docs/real-server-3.6.2.md "/rules").
    filters: { IDRULE: 'rule name', MODETRANS: 'MODETRANS value' },
  },
};

/** One column of a collection: its name and the SQL type its OPTIONS document shows. */
export type ColumnMeta = CollectionMeta['columns'][number];

function changedByUpdate(meta: CollectionMeta): readonly ColumnMeta[] {
  return meta.columns.filter((col) => meta.updatable.includes(col.name) && !(col.name in meta.idArguments));
}

/**
 * The columns a PUT changes, in OPTIONS order: `updatable` less the identity arguments, which
 * the path and the lookup arguments choose and a PUT cannot change (interface, PUT rows).
 */
export const UPDATE_COLUMNS: Readonly<Record<Collection, readonly ColumnMeta[]>> = {
  transfers: changedByUpdate(COLLECTION_META.transfers),
  hosts: changedByUpdate(COLLECTION_META.hosts),
  hostconfigs: changedByUpdate(COLLECTION_META.hostconfigs),
  configurations: changedByUpdate(COLLECTION_META.configurations),
  rules: changedByUpdate(COLLECTION_META.rules),
};
