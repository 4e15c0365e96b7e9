// The REST v2 view of the stored records (docs/rest-v2-3.6.2.md §2): the same record, v2's names,
// enums as names and dates as ISO texts, keys in the order the server writes them.
import type { Host, HostConfiguration, Rule, RuleTask, ServerStatus, Transfer } from '../types.ts';
import { aliasesFromXml, businessFromXml, rolesFromXml } from './hostconfig-xml.ts';
import { errorCodeOfStatus, globalStepName, updatedInfoName, v2ModeOf } from './names.ts';
import { V2_ERRORS, V2_GLOBAL_STEPS, V2_OVERALL, V2_OVERALL_DATES, V2_RUNNING_STEPS, V2_STATUS_HEAD } from './status-keys.ts';

/** A date as Joda's `DateTime.toString()` writes it in a UTC JVM: ISO 8601 with milliseconds and `Z`. */
export const v2Date = (epochMs: number): string => new Date(epochMs).toISOString();

/**
 * TRANSFERINFO as REST v2 shows it: the column itself. v1 shows the column's text followed by the
 * transfer's map as JSON (DbTaskRunner.getTransferInfo: `H` is written `H {}`), and the column
 * alone when it is the map (`{}`, `{"a":1}`): so the v2 text is the v1 text without a trailing
 * ` {}` after a text that is not itself JSON (docs/rest-v2-3.6.2.md §8.2).
 */
export function v2TransferInfo(v1Text: string): string {
  if (!v1Text.endsWith(' {}')) return v1Text;
  const column = v1Text.slice(0, -3).trim();
  return column === '' || column.startsWith('{') ? v1Text : column;
}
/** TRANSFERINFO as v1 shows a column written through v2 (the inverse of {@link v2TransferInfo}): a text that is not a JSON map gets the empty map after it. */
export const v1TransferInfo = (column: string): string => (column.trim() === '' || column.trim().startsWith('{') ? column : `${column.trim()} {}`);

/** A transfer as REST v2 writes it (`TransferConverter.transferToNode`); `id` stays a bigint (int64). */
export function transferToV2(t: Transfer) {
  const info = errorCodeOfStatus(t.INFOSTATUS);
  return {
    id: t.SPECIALID,
    globalStep: globalStepName(t.GLOBALSTEP),
    globalLastStep: globalStepName(t.GLOBALLASTSTEP),
    step: t.STEP,
    rank: t.RANK,
    status: updatedInfoName(t.UPDATEDINFO),
    stepStatus: errorCodeOfStatus(t.STEPSTATUS).name,
    errorCode: info.letter.charCodeAt(0),
    errorMessage: info.message,
    originalFilename: t.ORIGINALNAME,
    filename: t.FILENAME,
    ruleName: t.IDRULE,
    blockSize: t.BLOCKSZ,
    fileInfo: t.FILEINFO,
    transferInfo: v2TransferInfo(t.TRANSFERINFO),
    start: v2Date(t.STARTTRANS),
    stop: v2Date(t.STOPTRANS),
    requested: t.REQUESTED,
    requester: t.REQUESTER,
    retrieve: t.RETRIEVEMODE,
  };
}
/** A transfer in its REST v2 form. */
export type V2Transfer = ReturnType<typeof transferToV2>;

/** How a v2 transfer is addressed: `<SPECIALID>_<REQUESTED>` (the requester is always this server). */
export const v2TransferId = (t: Pick<Transfer, 'SPECIALID' | 'REQUESTED'>): string => `${t.SPECIALID}_${t.REQUESTED}`;
/** The parts of a v2 transfer id, as 3.6.2 reads it (`(-?\d+)_(.+)`, the number a Java long); undefined when it names none. */
export function parseV2TransferId(id: string): { readonly specialId: bigint; readonly requested: string } | undefined {
  const m = /^(-?\d+)_(.+)$/su.exec(id);
  if (!m) return undefined;
  const specialId = BigInt(m[1] as string);
  if (specialId > 2n ** 63n - 1n || specialId < -(2n ** 63n)) return undefined;
  return { specialId, requested: m[2] as string };
}

/** A host as REST v2 writes it (`HostConverter.hostToNode`): `password` is the stored key's text, as v1's HOSTKEY. */
export function hostToV2(h: Host) {
  return { name: h.HOSTID, address: h.ADDRESS, port: h.PORT, password: h.HOSTKEY, isSSL: h.ISSSL, isClient: h.ISCLIENT, isAdmin: h.ADMINROLE, isActive: h.ISACTIVE, isProxy: h.ISPROXIFIED };
}
/** A host in its REST v2 form. */
export type V2Host = ReturnType<typeof hostToV2>;

const tasksToV2 = (tasks: readonly RuleTask[]) => tasks.map((t) => ({ type: t.type, arguments: t.path, delay: t.delay }));
/**
 * A rule as REST v2 writes it (`RuleConverter.ruleToNode`). 3.6.2's field names collide: its
 * `rPreTasks`/`rPostTasks` keys are written twice, the second time with the send-side lists, and
 * `sPreTasks` carries the receive error tasks (docs/rest-v2-3.6.2.md §2.3); the receive pre/post
 * tasks and the send post tasks are never shown.
 */
export function ruleToV2(r: Rule) {
  return {
    name: r.IDRULE,
    hostIds: [...r.HOSTIDS],
    mode: v2ModeOf(r.MODETRANS) ?? 'send',
    recvPath: r.RECVPATH,
    sendPath: r.SENDPATH,
    archivePath: r.ARCHIVEPATH,
    workPath: r.WORKPATH,
    rPreTasks: tasksToV2(r.SPRETASKS),
    rPostTasks: tasksToV2(r.SPOSTTASKS),
    sPreTasks: tasksToV2(r.RERRORTASKS),
    sErrorTasks: tasksToV2(r.SERRORTASKS),
  };
}
/** A rule in its REST v2 form. */
export type V2Rule = ReturnType<typeof ruleToV2>;

/** Where each v2 rule input key is stored (`RuleConverter.parseNode`: the first matching branch wins). */
export const V2_RULE_TASK_INPUT = { rPreTasks: 'RPRETASKS', rPostTasks: 'RPOSTTASKS', sPreTasks: 'RERRORTASKS', sErrorTasks: 'SERRORTASKS' } as const;

/**
 * The versions GET /v2/hostconfig adds. Every known release writes its R66 `Version.ID` constant,
 * which still says 3.1.0 (whatever OTHERS holds), and the full identifier of its build, which is the
 * release's own (`versionBin`, contract/release-facts.ts).
 */
export const V2_VERSION_R66 = '3.1.0';

/** This server's host configuration as a v2 write answers it (`HostConfigConverter.businessToNode`). */
export function hostConfigToV2(c: HostConfiguration) {
  return { business: businessFromXml(c.BUSINESS), roles: rolesFromXml(c.ROLES), aliases: aliasesFromXml(c.ALIASES), others: c.OTHERS };
}
/** GET /v2/hostconfig: the same, and the versions (`versionBin`: the release's build identifier). */
export const hostConfigReadToV2 = (c: HostConfiguration, versionBin: string) => ({ ...hostConfigToV2(c), versionR66: V2_VERSION_R66, versionBin });
/** The server's host configuration in its REST v2 form. */
export type V2HostConfig = ReturnType<typeof hostConfigToV2>;

const group = (pairs: readonly (readonly [string, string])[], from: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(pairs.map(([v2, v1]) => [v2, from[v1]]));
/** The v2 status (`ServerStatusMaker`) from the same monitoring as GET /server: v2's names, same values. */
export function serverStatusToV2(s: ServerStatus) {
  const head = group(V2_STATUS_HEAD, s);
  const overall = s.OVERALL as Readonly<Record<string, unknown>>;
  const counters = group(V2_OVERALL, overall);
  const dates = group(V2_OVERALL_DATES, overall);
  // The two dates sit after `runningOut` (the tenth counter).
  const entries = Object.entries(counters);
  const overallV2 = Object.fromEntries([...entries.slice(0, 10), ...Object.entries(dates), ...entries.slice(10)]);
  return { ...head, overall: overallV2, globalSteps: group(V2_GLOBAL_STEPS, s.STEPS), runningSteps: group(V2_RUNNING_STEPS, s.RUNNINGSTEPS), errors: group(V2_ERRORS, s.ERRORTYPES) };
}
