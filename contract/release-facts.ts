// What each known release of the real server does where the releases differ (DESIGN §6b: a release
// is data): one record of facts per release, which the fake reads (`tmkit serve --release`,
// `createFakeServer({ release })`) and the generators may. Every fact is named in the interface's
// words and says what each release does and where in its code: paths under
// WaarpR66/src/main/java/org/waarp/openr66/ of waarp/Waarp-All at the tags v3.5.2, v3.6.0, v3.6.1,
// v3.6.2, unless another module is named. Each was seen on a real server of that release
// (../shared/real-server, `VERSION`) before it was written here (docs/releases.md).
//
// A defect that is the server's failure (a 500, a hang, no answer) is never a fact: the fake does
// not copy it (DESIGN §2.3), whatever the release; docs/releases.md lists each release's.
import type { SqlTypeName } from './enums.ts';
import type { Collection } from './schemas/common.ts';
import { COLLECTION_META } from './columns.ts';
import type { OperationId } from './operations.ts';
import { V2_TASK_TYPES } from './v2/names.ts';
import { DEFAULT_RELEASE, RELEASES, versionBinOf, type Release } from './releases.ts';

/** What one release does where the releases differ: the fake reads it, and the suite where its safety depends on it. */
export interface ReleaseFacts {
  readonly release: Release;
  /** `versionBin` of `GET /v2/hostconfig` (`"WaarpR66." + Version.ID`, HostConfigConverter). */
  readonly versionBin: string;
  /**
   * v1: whether a body value that fails the sanity filter (reference §2.6) is refused. 3.6.x:
   * `HttpRestV1Utils.checkSanity` in every data-model handler (400 on a list or a create, 404 on
   * one record) and in `HttpRestAbstractR66Handler.getBody` for the packets of `/log`, `/info`,
   * `/bandwidth`, `/server`, `/control`, `/config`, `/business`. 3.5.2 has no such call: the value
   * is used as sent (a list filters on it, a create stores it). Query values are dropped on every
   * release (WaarpGatewayKernel `RestArgument.setRequest`).
   */
  readonly v1BodySanityFilter: boolean;
  /**
   * v2: whether query parameters, path ids and the parsed body pass the sanity filter (errorCode 7
   * `argument` "Content Not Allowed"): 3.6.x `AbstractRestDbHandler.checkSanity`, called by every
   * handler. 3.5.2 has none: the value is used as sent (`/v2/transfers?ruleID=%01` is an empty
   * page, `/v2/hosts/a%01` a 404); only the raw body text is checked (`JsonUtils
   * .deserializeRequest`, errorCode 1 "The root JSON element contains invalid data"), on every release.
   */
  readonly v2SanityFilter: boolean;
  /**
   * The `java.sql.Types` of the columns OPTIONS shows where the release declares another than the
   * contract's (`COLLECTION_META`, 3.6.2's `dbTypes`): `database/data/DbTaskRunner`, `DbHostAuth`,
   * `DbRule`. 3.5.2: FILEINFO and TRANSFERINFO LONGVARCHAR, ADDRESS VARCHAR, the four rule paths
   * NVARCHAR.
   */
  readonly optionsColumnTypes: { readonly [C in Collection]?: Readonly<Record<string, SqlTypeName>> };
  /**
   * How the v1 lists match a name filter: HOSTID of /hosts, /hostconfigs and /configurations,
   * ADDRESS of /hosts, IDRULE of /transfers and /rules, PARTNER of /transfers (REQUESTER or
   * REQUESTED). `exact` (3.6.x: `= 'x'`) or `subtext` (3.5.2: `LIKE '%x%'`, so `%` and `_` in the
   * value are wildcards too): `getFilterPrepareStament` of `database/data/DbHostAuth`,
   * `DbHostConfiguration`, `DbConfiguration`, `DbRule`, and `DbTaskRunner.getFilterPrepareStatement`.
   */
  readonly v1ListNameMatch: 'exact' | 'subtext';
  /**
   * v2 lists (`/v2/transfers`, `/v2/hosts`, `/v2/rules`, `/v2/filemonitors`): whether
   * `countOrder=true` answers the count alone (3.6.x, `COUNT_ORDER` in each handler); 3.5.2 has no
   * such parameter and answers the page.
   */
  readonly v2CountOrder: boolean;
  /**
   * How a v2 handler reads a pair of bounds (`startTrans`/`stopTrans` of `/v2/transfers`,
   * `start`/`stop` and `startID`/`stopID` of `/v2/server/logs`): `together` (3.6.x: both given are
   * one BETWEEN, and one wrong value reports both) or `each` (3.5.2: each bound alone, only a wrong
   * one reported). `TransfersHandler.filterTransfer`, `ServerHandler.getLogs`.
   */
  readonly v2BoundsRead: 'together' | 'each';
  /**
   * The names a wrong `startTrans`/`stopTrans` of `GET /v2/transfers` is reported under: 3.6.x
   * `start`/`stop` (the handler imports `GetLogsParams.START`/`STOP`), 3.5.2 `startTrans`/`stopTrans`.
   */
  readonly v2TransferDateNames: { readonly start: string; readonly stop: string };
  /**
   * A transfer's `follow` (v1 answers, `/info`, `/control`) when its TRANSFERINFO holds no follow
   * id: 3.6.x `""`, 3.5.2 `"none"` (`DbTaskRunner.getJson`).
   */
  readonly followWithoutId: string;
  /**
   * What a v1 POST of a host, a configuration or a rule stores. `answer` (3.6.x): the record its
   * answer shows (HOSTKEY encrypted, a negative PORT's ADDRESS 0.0.0.0 and ISCLIENT true, UPDATEDINFO
   * 3). `body` (3.5.2): the record as sent, UPDATEDINFO 0 (`AbstractDbDataDao.setFromJson` inserts
   * it before `DbHostAuth`/`DbRule` change it in memory, and the handler's insert and update then
   * do nothing: `isSaved`); the answer still shows the changed record, and so does a one-record
   * read while the DAO's cache holds it (`recordCacheMs`: the cache keeps the object the write
   * changed in memory); lists read the stored row. Host configurations are stored as answered on
   * every release (`DbHostConfiguration(ObjectNode)` resets `isSaved`).
   */
  readonly v1CreateStores: 'answer' | 'body';
  /**
   * How long a host or a rule stays in the DAO's cache of one-record reads after a write
   * (`dao/database/DBHostDAO`, `DBRuleDAO`: an LRU of 500 entries for 180 s, every release); it
   * shows only where what was answered is not what was stored (`v1CreateStores` `body`).
   */
  readonly recordCacheMs: number;
  /**
   * How a v1 HOSTKEY is read (`DbHostAuth.setFromJson`): `base64` (3.6.x: base64 decoded, the text
   * itself when it is not base64) or `text` (3.5.2: the text's UTF-8 bytes); either is then
   * encrypted with the server's key.
   */
  readonly v1HostKeyInput: 'base64' | 'text';
  /**
   * Which finished transfers `GET /log` with `clean` marks DONE (`DbTaskRunner.changeFinishedToDone`):
   * `own` (3.6.x: OWNERREQ = this server's host id) or `after-own` (3.5.2: OWNERREQ > the host id,
   * compared as text, so none of its own).
   */
  readonly logCleanOwners: 'own' | 'after-own';
  /**
   * Operations of the table the release does not serve: their path answers the method 405, as any
   * method a path does not offer. 3.5.2 has no `DELETE /v2/transfers/{id}` (3.6.x
   * `TransferIdHandler.deleteTransfer`).
   */
  readonly absentOperations: readonly OperationId[];
  /**
   * v2 paths whose `OPTIONS` answers another `Allow` than the methods the path serves: 3.5.2's
   * `OPTIONS /v2/transfers/{id}` says OPTIONS alone (`TransferIdHandler.options`), though GET is served.
   */
  readonly v2AllowOverrides: Readonly<Record<string, readonly string[]>>;
  /**
   * `DELETE /v2/hosts/{id}` of this server's own host or of a host transfers name: 404 (and deleted
   * all the same) on 3.6.x (`HostIdHandler.deleteHost`); 3.5.2 deletes it and answers 204.
   */
  readonly v2HostDeleteGuard: boolean;
  /**
   * v2 rule writes: whether the rule's texts (name, hostIds, mode, paths, task type, path) are
   * trimmed, every run of white space one space (3.6.x `XmlUtil.getExtraTrimed` in
   * `RuleConverter`); 3.5.2 stores them as sent.
   */
  readonly v2RuleTextsTrimmed: boolean;
  /**
   * The task types a rule's task may name in a v2 write (`TaskType.valueOf`, 3.6.x also
   * `isValidTask`): 3.5.2's enumeration has neither EXTENDED nor COMPRESS.
   */
  readonly ruleTaskTypes: readonly string[];
  /**
   * `GET /v2/hosts` filters `address`, `isSSL`, `isActive` given empty: `ignored` (3.6.x
   * `ParametersChecker.isNotEmpty`) or `applied` (3.5.2 tests `!= null`: `address=` selects hosts
   * of address "", `isSSL=` is errorCode 4).
   */
  readonly v2HostEmptyFilters: 'ignored' | 'applied';
}

const RELEASE_3_6_2: ReleaseFacts = {
  release: '3.6.2',
  versionBin: versionBinOf('3.6.2'),
  v1BodySanityFilter: true,
  v2SanityFilter: true,
  optionsColumnTypes: {},
  v1ListNameMatch: 'exact',
  v2CountOrder: true,
  v2BoundsRead: 'together',
  v2TransferDateNames: { start: 'start', stop: 'stop' },
  followWithoutId: '',
  v1CreateStores: 'answer',
  v1HostKeyInput: 'base64',
  recordCacheMs: 180_000,
  logCleanOwners: 'own',
  absentOperations: [],
  v2AllowOverrides: {},
  v2HostDeleteGuard: true,
  v2RuleTextsTrimmed: true,
  ruleTaskTypes: V2_TASK_TYPES,
  v2HostEmptyFilters: 'ignored',
};

/**
 * The facts of every known release. 3.6.0 and 3.6.1 answer as 3.6.2 but for `versionBin` (and for
 * `offset` pages on H2, where 3.6.2's `OFFSET n LIMIT m` is a 500 the fake does not copy).
 */
export const RELEASE_FACTS: Readonly<Record<Release, ReleaseFacts>> = {
  '3.5.2': {
    release: '3.5.2',
    versionBin: versionBinOf('3.5.2'),
    v1BodySanityFilter: false,
    v2SanityFilter: false,
    optionsColumnTypes: {
      transfers: { FILEINFO: 'LONGVARCHAR', TRANSFERINFO: 'LONGVARCHAR' },
      hosts: { ADDRESS: 'VARCHAR' },
      rules: { RECVPATH: 'NVARCHAR', SENDPATH: 'NVARCHAR', ARCHIVEPATH: 'NVARCHAR', WORKPATH: 'NVARCHAR' },
    },
    v1ListNameMatch: 'subtext',
    v2CountOrder: false,
    v2BoundsRead: 'each',
    v2TransferDateNames: { start: 'startTrans', stop: 'stopTrans' },
    followWithoutId: 'none',
    v1CreateStores: 'body',
    v1HostKeyInput: 'text',
    recordCacheMs: 180_000,
    logCleanOwners: 'after-own',
    absentOperations: ['deleteTransferV2'],
    v2AllowOverrides: { '/v2/transfers/:id': ['OPTIONS'] },
    v2HostDeleteGuard: false,
    v2RuleTextsTrimmed: false,
    ruleTaskTypes: V2_TASK_TYPES.filter((t) => t !== 'EXTENDED' && t !== 'COMPRESS'),
    v2HostEmptyFilters: 'applied',
  },
  '3.6.0': { ...RELEASE_3_6_2, release: '3.6.0', versionBin: versionBinOf('3.6.0') },
  '3.6.1': { ...RELEASE_3_6_2, release: '3.6.1', versionBin: versionBinOf('3.6.1') },
  '3.6.2': RELEASE_3_6_2,
};

/** The facts of a release; the default release's when none is given. */
export const releaseFactsOf = (release: Release = DEFAULT_RELEASE): ReleaseFacts => RELEASE_FACTS[release];

/** A collection's columns with the SQL types the release's OPTIONS shows (`optionsColumnTypes` over the contract's). */
export function columnsOfRelease(collection: Collection, facts: ReleaseFacts): readonly { readonly name: string; readonly sqlType: SqlTypeName }[] {
  const own = facts.optionsColumnTypes[collection] ?? {};
  return COLLECTION_META[collection].columns.map((c) => ({ name: c.name, sqlType: own[c.name] ?? c.sqlType }));
}

/** A release name that is not one of {@link RELEASES}: the message names the known ones. */
export class UnknownReleaseError extends Error {
  override name = 'UnknownReleaseError';
  constructor(readonly given: string) {
    super(`unknown release '${given}': the known releases are ${RELEASES.join(', ')}`);
  }
}
