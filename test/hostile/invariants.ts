// What must hold after any request, however hostile: no 5xx, JSON answers that parse, the
// built-in prototypes untouched, and a rejected request (status >= 400) changing nothing: every
// collection, the block flag and the archive folder are compared before and after.
import { readdirSync } from 'node:fs';
import { expect } from 'vitest';
import { checkAgainst, isDateMsInRange, schemaId } from '../../contract/index.ts';
import type { FakeServer } from '../../fake-server/index.ts';
import { snapshot } from '../support/fake-app.ts';


const PROTOTYPES = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype, String: String.prototype } as const;
const ownNames = () => Object.fromEntries(Object.entries(PROTOTYPES).map(([k, p]) => [k, Reflect.ownKeys(p).map(String).sort()]));
const PRISTINE = ownNames();

/** Fails if any request added a property to a built-in prototype (`({}).polluted` and the like). */
export function expectPrototypesIntact(): void {
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  expect(ownNames()).toEqual(PRISTINE);
}

/** Everything a request may change: the four collections, the block flag, the export files. */
export function stateOf(fake: FakeServer, archiveDir: string): string {
  let files: string[] = [];
  try {
    files = readdirSync(archiveDir).sort();
  } catch {
    // Not made yet: the fake creates it on the first export.
  }
  return `${snapshot(fake)}\nblocked=${fake.server.blocked}\nfiles=${files.join(',')}`;
}

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/**
 * A JSON answer must parse (JSON.parse: the fake's own reader bounds nesting at 256, and a list
 * echoes a filter nested up to that bound inside its envelope); a client's mistake is never a 5xx.
 */
export function expectSaneAnswer(what: string, a: Answer): void {
  expect(a.status, `${what} answered ${a.status}: ${a.body.slice(0, 500)}`).toBeLessThan(500);
  // A reply that says it is ASCII is written as Latin-1 (koa-app.ts): any other character would be mangled.
  if ('ascii' in a && a.ascii === true) expect(/^[\x00-\x7f]*$/.test(a.body), `${what}: a reply marked ASCII holds other characters`).toBe(true);
  expect(a.status, what).toBeGreaterThanOrEqual(200);
  const type = a.headers['content-type'] ?? a.headers['Content-Type'];
  if (typeof type === 'string' && type.startsWith('application/json') && a.body !== '') {
    let parsed: unknown;
    expect(() => (parsed = JSON.parse(a.body)), `${what}: the JSON answer does not parse: ${a.body.slice(0, 200)}`).not.toThrow();
    // A transfer record's timestamps are dates: integer epoch ms a client can turn into a date.
    for (const t of transferRecordsIn(parsed)) {
      for (const ms of [t['STARTTRANS'], t['STOPTRANS']]) expect(isDateMs(ms), `${what}: answered a transfer with timestamp ${String(ms)}`).toBe(true);
    }
  }
}

// A stored timestamp beyond the range of a date cannot be shown nor exported.
const isDateMs = (ms: unknown) => typeof ms === 'number' && isDateMsInRange(ms);

/** Every object of an answer that is a transfer record (`"@model": "DbTaskRunner"`). */
function* transferRecordsIn(v: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(v)) for (const x of v) yield* transferRecordsIn(x);
  else if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (o['@model'] === 'DbTaskRunner') yield o;
    else for (const x of Object.values(o)) yield* transferRecordsIn(x);
  }
}

/**
 * Tracks the state across a run: it is re-read only after an accepted request, so a run costs one
 * snapshot whatever the outcome.
 */
export class StateGuard {
  private known: string;
  accepted = 0;
  rejected = 0;

  constructor(private readonly fake: FakeServer, private readonly archiveDir: string) {
    this.known = stateOf(fake, archiveDir);
  }

  /** After a request: a rejection must have left everything as it was. */
  check(what: string, status: number): void {
    const now = stateOf(this.fake, this.archiveDir);
    if (status >= 400) {
      this.rejected++;
      if (now !== this.known) expect.fail(`${what} was rejected with ${status} but changed the stored state`);
    } else this.accepted++;
    this.known = now;
  }
}

/** Collects unhandled rejections and uncaught exceptions while a test runs. */
export function watchUnhandled(): { readonly errors: unknown[]; stop(): void } {
  const errors: unknown[] = [];
  const onError = (e: unknown) => errors.push(e);
  process.on('unhandledRejection', onError);
  process.on('uncaughtException', onError);
  return {
    errors,
    stop: () => {
      process.off('unhandledRejection', onError);
      process.off('uncaughtException', onError);
    },
  };
}

/** A short description of a request for failure messages. */
export const describeRequest = (r: { method: string; url: string; body: string }) =>
  `${r.method} ${r.url.slice(0, 200)} body ${JSON.stringify(r.body.slice(0, 200))}${r.body.length > 200 ? `… (${r.body.length} chars)` : ''}`;

/** Every stored record is valid against the contract, and its timestamps are dates. */
export function expectStoredRecordsValid(fake: FakeServer): void {
  const collections = [
    ['transfer', fake.store.transfers.values()],
    ['host', fake.store.hosts.values()],
    ['hostconfig', fake.store.hostconfigs.values()],
    ['configuration', fake.store.configurations.values()],
  ] as const;
  for (const [name, rows] of collections) {
    for (const row of rows) expect(checkAgainst(schemaId(name), JSON.parse(row.json)), row.json).toEqual([]);
  }
  for (const { record: t } of fake.store.transfers.values()) {
    for (const ms of [t.STARTTRANS, t.STOPTRANS]) expect(isDateMs(ms), `${t.SPECIALID}: timestamp ${ms}`).toBe(true);
  }
}
