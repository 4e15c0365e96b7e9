// /rules for the stateful checks (docs/real-server-3.6.2.md "/rules"): a create replaces the whole
// rule (paths left out are null, host ids and task lists empty, MODETRANS 0); a path without its
// leading `/` gets one; host ids and tasks are written back in the server's XML form (white space
// between elements and a task's <comment> dropped); UPDATEDINFO is 3 after every write. Lists:
// MODETRANS -1 is every rule (left out it would be mode 0 only).
import fc from 'fast-check';
import { hostIdsFromXml, hostIdsXml, NEW_RULE_DEFAULTS, RULE_PATH_COLUMNS, RULE_TASK_COLUMNS, tasksFromXml, tasksXml, type JsonValue } from '../../../../contract/index.ts';
import { WRITTEN, type Fields, type ListQuery, type RecordKey, type StatefulResource } from './resource.ts';

const PATHS: readonly string[] = RULE_PATH_COLUMNS;
const TASKS: readonly string[] = RULE_TASK_COLUMNS;
const LISTED_MODE = 4;

/** A field as 3.6.2 stores what a write gives (paths rooted, XML texts in its own form). */
function stored(k: string, v: JsonValue): JsonValue {
  if (typeof v !== 'string') return v;
  if (PATHS.includes(k)) return v !== '' && !v.startsWith('/') ? `/${v}` : v;
  if (k === 'HOSTIDS') return hostIdsXml(hostIdsFromXml(v));
  if (TASKS.includes(k)) return tasksXml(tasksFromXml(v));
  return v;
}

function apply(base: Fields, fields: Fields): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = { ...base };
  for (const [k, v] of Object.entries(fields)) if (k !== 'UPDATEDINFO' && k !== 'IDRULE' && v !== undefined) out[k] = stored(k, v);
  out['UPDATEDINFO'] = WRITTEN;
  return out;
}

const gap = fc.constantFrom('', ' ', '\n  ');
const hostIds = fc.tuple(fc.subarray(['hosta', 'hostb', 'hostZZ'], { minLength: 0 }), gap).map(([ids, s]) => `<hostids>${ids.map((h) => `${s}<hostid>${h}</hostid>`).join('')}</hostids>`);
const tasks = fc.tuple(fc.constantFrom('LOG', 'COPY', 'MOVE'), fc.constantFrom('log', '#ARCHPATH#', 'a b'), fc.nat({ max: 1000 }), fc.boolean())
  .map(([type, path, delay, comment]) => `<tasks><task><type>${type}</type><path>${path}</path><delay>${delay}</delay>${comment ? '<comment></comment>' : ''}</task></tasks>`);
const path = fc.constantFrom('/in', 'in', '/out/sub', 'arch', '/r66work');
const fieldArbitraries = {
  MODETRANS: fc.integer({ min: 1, max: 8 }),
  RECVPATH: path, SENDPATH: path, ARCHIVEPATH: path, WORKPATH: path,
  HOSTIDS: hostIds,
  RPRETASKS: tasks, RPOSTTASKS: tasks, RERRORTASKS: tasks, SPRETASKS: tasks, SPOSTTASKS: tasks, SERRORTASKS: tasks,
  UPDATEDINFO: fc.constantFrom(0, 1, 4, 6),
};

/** One task as a task-list text, with a <comment> (which 3.6.2 drops) or not. */
const task = (type: string, path: string, delay: number, comment = false): string =>
  `<tasks><task><type>${type}</type><path>${path}</path><delay>${delay}</delay>${comment ? '<comment></comment>' : ''}</task></tasks>`;

const key = (label: string, idRule: string): RecordKey => ({ label, id: idRule, query: {}, identity: { IDRULE: idRule } });

export const rulesResource: StatefulResource = {
  collection: 'rules',
  keys: (names) => [0, 1].map((i) => key(`r${i}`, `${names.prefix}-r${i}`)),
  createBody: (k, fields) => ({ IDRULE: k.id, ...fields }),
  created: (k, fields) => apply({ IDRULE: k.id, ...NEW_RULE_DEFAULTS }, fields),
  updated: (current, fields) => apply(current, fields),
  absentRead: () => undefined,
  unpredictable: [],
  readAlternatives: () => ({}),
  listFor: (k, record) => ({ IDRULE: k.id, MODETRANS: String(record['MODETRANS']) }),
  lists: (): ListQuery[] => [
    { label: 'all', query: { MODETRANS: '-1', limit: '1000' }, includes: () => true },
    { label: `MODETRANS=${LISTED_MODE}`, query: { MODETRANS: String(LISTED_MODE), limit: '1000' }, includes: (r) => r['MODETRANS'] === LISTED_MODE },
  ],
  createArbitrary: () => fc.record(fieldArbitraries, { requiredKeys: [] }),
  updateArbitrary: () => fc.record(fieldArbitraries, { requiredKeys: [] }),

  samples: {
    // Every field away from its default, so that a write that resets one it was not sent shows.
    rich: {
      MODETRANS: 2, RECVPATH: 'in', SENDPATH: '/out', ARCHIVEPATH: '/arch', WORKPATH: '/r66work',
      HOSTIDS: '<hostids><hostid>hosta</hostid> <hostid>hostb</hostid></hostids>',
      RPRETASKS: task('LOG', 'rpre', 0, true), RPOSTTASKS: task('COPY', 'rpost', 5), RERRORTASKS: task('LOG', 'rerror', 0),
      SPRETASKS: task('LOG', 'spre', 1), SPOSTTASKS: task('MOVE', '#ARCHPATH#', 10), SERRORTASKS: task('LOG', 'serror', 2),
      UPDATEDINFO: 6,
    },
    minimal: { MODETRANS: 3 },
    // Every field to another value than `rich`'s: a server that ignores any one shows.
    update: {
      MODETRANS: 4, RECVPATH: '/in2', SENDPATH: 'send', ARCHIVEPATH: '/arch2', WORKPATH: 'r66work2',
      HOSTIDS: '<hostids><hostid>hostZZ</hostid></hostids>',
      RPRETASKS: task('COPY', 'rpre2', 3), RPOSTTASKS: task('LOG', 'rpost2', 0), RERRORTASKS: task('MOVE', 'rerror2', 0),
      SPRETASKS: task('COPY', 'spre2', 0), SPOSTTASKS: task('LOG', 'spost2', 0), SERRORTASKS: task('MOVE', 'serror2', 7),
      UPDATEDINFO: 1,
    },
  },
};
