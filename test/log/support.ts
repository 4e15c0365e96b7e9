// Shared helpers of the GET /log tests: a fake with its own archive folder, fixture transfers
// written through POST /transfers, a tiny reader of the export XML, and a naive model of the
// export selection written independently of the fake (reference §3.2, §4).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type supertest from 'supertest';
import type { Transfer } from '../../contract/index.ts';
import type { FakeServer, FakeServerOptions } from '../../fake-server/index.ts';
import { storeTransfer, testFake, violations, type TestFake } from '../support/fake-app.ts';
export { handle, identityOf } from '../support/fake-app.ts';

export type Response = supertest.Response;

export const DEFAULT_PREFIX = 'org.vendor.openproto.';
export const PACKETS = 'protocol.localhandler.packet.json.';
export const LOG_CLASS = `${DEFAULT_PREFIX}${PACKETS}LogJsonPacket`;
export const LOG_RESPONSE_CLASS = `${DEFAULT_PREFIX}${PACKETS}LogResponseJsonPacket`;
export const ACTION_LOG = 'urn:tmkit:v1-action-log';
export const ERROR = 'urn:tmkit:v1-error';
/** The fake's frozen clock (2025-01-01T00:00:00.000Z). */
export const NOW = 1735689600000;
export const HOUR = 3_600_000;
export const T0 = Date.parse('2026-11-20T00:00:00.000Z');

export interface LogFake extends TestFake {
  readonly dir: string;
  /** Removes the archive folder. */
  dispose(): void;
}

/** An empty fake whose exports go to a fresh folder of its own. */
export function logFake(options: FakeServerOptions = {}): LogFake {
  const dir = mkdtempSync(join(tmpdir(), 'tmkit-log-test-'));
  const t = testFake({ dataset: 'empty', archiveDir: dir, ...options });
  return { ...t, dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export const filesIn = (dir: string): string[] => readdirSync(dir).sort();

/** GET /log with a JSON body (supertest sends a body on GET). */
export const getLog = (t: TestFake, body: object, prefix = DEFAULT_PREFIX) =>
  t.http.get('/log').send({ '@class': `${prefix}${PACKETS}LogJsonPacket`, ...body });

/** What a fixture transfer is made of. */
export interface Row {
  readonly SPECIALID: number;
  readonly OWNERREQ: string;
  readonly REQUESTER: string;
  readonly REQUESTED: string;
  readonly IDRULE: string;
  readonly STARTTRANS: number;
  readonly UPDATEDINFO: number;
  readonly GLOBALSTEP: number;
  readonly GLOBALLASTSTEP: number;
  readonly STEPSTATUS: string;
}

const row = (SPECIALID: number, OWNERREQ: string, REQUESTER: string, REQUESTED: string, IDRULE: string, hours: number, UPDATEDINFO: number, GLOBALSTEP: number, GLOBALLASTSTEP = GLOBALSTEP, STEPSTATUS = '-'): Row =>
  ({ SPECIALID, OWNERREQ, REQUESTER, REQUESTED, IDRULE, STARTTRANS: T0 + hours * HOUR, UPDATEDINFO, GLOBALSTEP, GLOBALLASTSTEP, STEPSTATUS });

/** Fourteen transfers: every status flag, three owners, three partners, three rules, spread over two days. */
export const FIXTURE: readonly Row[] = [
  row(100, 'server1', 'server1', 'hostC', 'rule1', 0.5, 3, 0), // PENDING
  row(101, 'server1', 'server1', 'hostA', 'rule1', 10, 3, 0), // PENDING
  row(102, 'server1', 'hostB', 'server1', 'rule1', 9, 5, 2), // INTRANSFER
  row(103, 'server1', 'server1', 'hostA', 'rule2', 11, 4, 5, 2, 'T'), // INERROR
  row(104, 'server1', 'hostA', 'server1', 'rule2', 8, 2, 2), // INERROR (interrupted)
  row(105, 'server1', 'server1', 'hostB', 'rule1', 12, 6, 4, 4, 'O'), // DONE
  row(106, 'server1', 'server1', 'hostB', 'rule1', -24, 1, 4, 4, 'O'), // DONE by GLOBALSTEP
  row(107, 'server1', 'hostA', 'server1', 'rule2', 10, 0, 5), // INERROR by GLOBALSTEP
  row(108, 'hostA', 'hostA', 'server1', 'rule1', 13, 4, 5), // INERROR, other owner
  row(109, 'hostB', 'server1', 'hostB', 'rule2', 7, 6, 4), // DONE, other owner
  row(110, 'hostA', 'hostA', 'hostB', 'rule1', 10, 5, 2), // INTRANSFER, other owner
  row(111, 'server1', 'hostC', 'server1', 'rule3', 24, 1, 0), // no status flag
  row(112, 'server1', 'server1', 'hostC', 'rule3', 20, 5, 2), // INTRANSFER
  row(113, 'server1', 'hostB', 'server1', 'rule2', 1, 4, 5, 5, 'E'), // INERROR
];

/** Stores `rows` with POST /transfers, each with the UPDATEDINFO it asks for (storeTransfer). */
export function postRows(fake: FakeServer, rows: readonly Row[]): void {
  for (const { UPDATEDINFO, ...fields } of rows) storeTransfer(fake, { ...fields, INFOSTATUS: 'O', FILENAME: `file-${fields.SPECIALID}.dat` }, UPDATEDINFO);
}

/** Every stored transfer, SPECIALID ascending. */
export const storedIds = (fake: FakeServer): number[] =>
  [...fake.store.transfers.values()].map((r) => Number(r.record.SPECIALID)).sort((a, b) => a - b);

// ---------------------------------------------------------------------------------------------
// The export XML, read by a deliberately strict reader: it accepts only the exact layout of the
// real server's files (reference §4, §18), so any change of line breaks or indentation fails.

export const CHILDREN = [
  'specialid', 'globalstep', 'globallaststep', 'step', 'rank', 'blocksz', 'modetrans', 'stepstatus', 'infostatus',
  'retrievemode', 'ismoved', 'starttrans', 'stoptrans', 'ownerreq', 'requester', 'requested', 'idrule', 'filename',
  'originalname', 'fileinfo',
] as const;
export type Runner = Record<(typeof CHILDREN)[number], string>;

const unescape = (s: string) =>
  s.replace(/&(lt|gt|amp|#\d+);/g, (_, e: string) => (e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'amp' ? '&' : String.fromCharCode(Number(e.slice(1)))));

export function parseExport(xml: string): Runner[] {
  expect(xml.startsWith('<taskrunners>'), 'no XML declaration, raw <taskrunners> first').toBe(true);
  expect(xml.endsWith('</taskrunners>'), 'ends with </taskrunners>, no trailing line break').toBe(true);
  const end = xml.length - '</taskrunners>'.length;
  const runners: Runner[] = [];
  let at = '<taskrunners>'.length;
  /** Reads `pattern` exactly at the current position (sticky), or fails with what is there. */
  const take = (pattern: RegExp, what: string): RegExpExecArray => {
    pattern.lastIndex = at;
    const m = pattern.exec(xml);
    if (!m) expect.fail(`${what} of runner ${runners.length} at: ${JSON.stringify(xml.slice(at, at + 60))}`);
    at += m[0].length;
    return m;
  };
  const child = new Map(CHILDREN.map((name) => [name, new RegExp(`\\n  <${name}>([^<]*)</${name}>`, 'y')]));
  while (at < end) {
    take(/\n<runner>/y, 'a line <runner>');
    const runner: Partial<Runner> = {};
    for (const name of CHILDREN) runner[name] = unescape(take(child.get(name) as RegExp, `<${name}>`)[1] as string);
    take(/\n<\/runner>/y, 'a line </runner>');
    runners.push(runner as Runner);
  }
  expect(at).toBe(end);
  return runners;
}

const two = (n: number) => String(n).padStart(2, '0');
/** Java Timestamp.toString in UTC, written independently of the fake. */
export function javaTime(ms: number): string {
  const d = new Date(ms);
  const frac = String(d.getUTCMilliseconds()).padStart(3, '0').replace(/0+$/, '') || '0';
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}.${frac}`;
}

/** What the export must say about a stored transfer. */
export function expectedRunner(t: Transfer): Runner {
  return {
    specialid: String(t.SPECIALID), globalstep: String(t.GLOBALSTEP), globallaststep: String(t.GLOBALLASTSTEP), step: String(t.STEP),
    rank: String(t.RANK), blocksz: String(t.BLOCKSZ), modetrans: String(t.MODETRANS), stepstatus: t.STEPSTATUS.trim(),
    infostatus: t.INFOSTATUS.trim(), retrievemode: String(t.RETRIEVEMODE), ismoved: String(t.ISMOVED),
    starttrans: javaTime(t.STARTTRANS), stoptrans: javaTime(t.STOPTRANS), ownerreq: t.OWNERREQ, requester: t.REQUESTER,
    requested: t.REQUESTED, idrule: t.IDRULE, filename: t.FILENAME, originalname: t.ORIGINALNAME, fileinfo: t.FILEINFO,
  };
}

// ---------------------------------------------------------------------------------------------
// Naive model of the export selection (reference §3.2, §4).

export type Flag = 'statuspending' | 'statustransfer' | 'statusdone' | 'statuserror';
export const FLAGS: readonly Flag[] = ['statuspending', 'statustransfer', 'statusdone', 'statuserror'];
const FLAG_TEST: Record<Flag, (r: Row) => boolean> = {
  statuspending: (r) => r.UPDATEDINFO === 3,
  statustransfer: (r) => r.UPDATEDINFO === 5,
  statuserror: (r) => r.UPDATEDINFO === 4 || r.UPDATEDINFO === 2 || r.GLOBALSTEP === 5,
  statusdone: (r) => r.UPDATEDINFO === 6 || r.GLOBALSTEP === 4,
};

export interface ModelQuery {
  readonly flags?: readonly Flag[];
  readonly rule?: string;
  readonly partner?: string;
  readonly startId?: number;
  readonly stopId?: number;
  readonly start?: number;
  readonly stop?: number;
}

export function modelExport(rows: readonly Row[], q: ModelQuery, own = 'server1'): number[] {
  const flags = q.flags ?? [];
  return rows
    .filter((r) =>
      r.OWNERREQ === own &&
      (flags.length === 0 || flags.some((f) => FLAG_TEST[f](r))) &&
      (q.rule === undefined || r.IDRULE === q.rule) &&
      (q.partner === undefined || r.REQUESTER === q.partner || r.REQUESTED === q.partner) &&
      (q.startId === undefined || r.SPECIALID >= q.startId) &&
      (q.stopId === undefined || r.SPECIALID <= q.stopId) &&
      (q.start === undefined || r.STARTTRANS >= q.start) &&
      (q.stop === undefined || r.STARTTRANS <= q.stop))
    .map((r) => r.SPECIALID)
    .sort((a, b) => b - a);
}

/** Asserts a 200 /log answer valid against the contract, and answers its response packet. */
export function expectLogOk(res: Response): Record<string, any> {
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toBe('application/json');
  expect(violations(ACTION_LOG, res.body)).toEqual([]);
  expect(res.body).toMatchObject({ 'X-method': 'GET', path: '/log', base: 'log', command: 'GetLog', message: 'OK', code: 200 });
  expect(res.body.answer['@model']).toBe('Log');
  expect(res.body.answer.results).toHaveLength(1);
  return res.body.answer.results[0];
}
