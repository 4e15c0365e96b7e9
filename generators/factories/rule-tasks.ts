// The tasks of generated rules: Waarp task types with the arguments administrators give them. The
// server substitutes the `#...#` words when a task runs (#TRUEFULLPATH#: the file's path on this
// side, #ORIGINALFILENAME#: its name on the sender's side, #ERRORMSG#: why a transfer failed ...);
// a LOG task's delay is its log level (1 info, 3 error), an EXEC task's its timeout in ms.
import type { Faker } from '@faker-js/faker';
import type { RuleTask } from '../../contract/index.ts';

/** What a rule's tasks may name: its kind of document, and for a forwarding task a partner and a send rule. */
export interface TaskContext {
  /** The rule's kind of document (`invoices`): folders and scripts are named after it. */
  readonly kind: string;
  /** A partner host a TRANSFER task forwards to; none, no forwarding. */
  readonly partner?: string;
  /** A send rule a TRANSFER task forwards under. */
  readonly forwardRule?: string;
}

/** When a task list runs: before the transfer, after it, or when it failed. */
export type TaskPhase = 'pre' | 'post' | 'error';
/** Which side runs a task list: the receiving side's R lists, the sending side's S lists. */
export type TaskSide = 'receive' | 'send';

type Template = (c: TaskContext) => RuleTask | undefined;
const task = (type: string, path: string, delay = 0): RuleTask => ({ type, path, delay });

const LOG_START: Template = () => task('LOG', '#TRANSFERID# #RULE# starts: #ORIGINALFILENAME# with #REMOTEHOST#', 1);
const LOG_ERROR: Template = () => task('LOG', '#TRANSFERID# #RULE# failed: #ORIGINALFILENAME# with #REMOTEHOST#: #ERRORMSG# (#ERRORCODE#)', 3);
const ALERT: Template = (c) => task('EXEC', `/opt/r66/scripts/alert-${c.kind}.sh #TRANSFERID# #ERRORCODE# #REMOTEHOST#`, 10_000);

const TEMPLATES: Readonly<Record<TaskSide, Readonly<Record<TaskPhase, readonly Template[]>>>> = {
  receive: {
    pre: [LOG_START],
    post: [
      () => task('LOG', '#TRANSFERID# received #ORIGINALFILENAME# (#FILESIZE# bytes) from #REMOTEHOST#', 1),
      (c) => task('MOVE', `/data/in/${c.kind}`),
      (c) => task('MOVERENAME', `/data/in/${c.kind}/#DATE#_#TRANSFERID#_#ORIGINALFILENAME#`),
      () => task('RENAME', '#INPATH#/#ORIGINALFILENAME#'),
      (c) => task('EXEC', `/opt/r66/scripts/import-${c.kind}.sh #TRUEFULLPATH# #REMOTEHOST#`, 60_000),
      (c) => (c.partner && c.forwardRule ? task('TRANSFER', `-file #TRUEFULLPATH# -to ${c.partner} -rule ${c.forwardRule} -info forwarded-#TRANSFERID#`) : undefined),
    ],
    error: [LOG_ERROR, ALERT],
  },
  send: {
    pre: [LOG_START, () => task('COPY', '#ARCHPATH#')],
    post: [
      () => task('LOG', '#TRANSFERID# sent #ORIGINALFILENAME# (#FILESIZE# bytes) to #REMOTEHOST#', 1),
      () => task('MOVE', '#ARCHPATH#'),
      () => task('COPYRENAME', '#ARCHPATH#/#DATE#_#HOUR#_#ORIGINALFILENAME#'),
      () => task('DELETE', ''),
    ],
    error: [LOG_ERROR, ALERT, () => task('RESCHEDULE', '-delay 3600000 -case ConnectionImpossible,ServerOverloaded,Shutdown -count 3')],
  },
};

/**
 * A seeded task list of `side` for `phase`: empty with probability `1 - p`, else one or two
 * different tasks of the kinds a site puts there (a LOG first, when the phase has one).
 */
export function taskList(faker: Faker, side: TaskSide, phase: TaskPhase, p: number, c: TaskContext): RuleTask[] {
  if (!faker.datatype.boolean({ probability: p })) return [];
  const count = faker.datatype.boolean({ probability: 0.35 }) ? 2 : 1;
  const made = faker.helpers.arrayElements(TEMPLATES[side][phase], count).map((t) => t(c));
  return made.filter((t): t is RuleTask => t !== undefined).sort((a, b) => Number(b.type === 'LOG') - Number(a.type === 'LOG'));
}
