// Test support for the action checks: the embedded fake as a target, "misbehaving servers" built
// by wrapping it (rewriting requests or answers, never mocking our own code), a recorder of the
// methods sent, and one call that runs a single check with runSuite.
import { runSuite, type Check, type Credentials, type Permissions, type RunResult, type WireRequest, type WireResponse } from '../../../conformance/index.ts';
import { embeddedTarget, type EmbeddedTarget } from '../../../composition/index.ts';
import type { FakeServerOptions } from '../../../fake-server/index.ts';

export const PREFIX = 'org.vendor.openproto.';
export const ALL: Permissions = { writes: true, purge: true, shutdown: true };
export const NONE: Permissions = { writes: false, purge: false, shutdown: false };
export const SEEDS = [1, 2, 3] as const;

/** The embedded fake with its /log exports in the test run's archive folder. */
export const fakeTarget = (options: FakeServerOptions = {}): EmbeddedTarget =>
  embeddedTarget({ archiveDir: process.env['TMKIT_TEST_ARCHIVE'], ...options });

export interface Misbehaviour {
  /** Rewrites a request before the fake sees it. */
  readonly request?: (r: WireRequest) => WireRequest;
  /** Rewrites an answer before the suite sees it. */
  readonly response?: (r: WireRequest, res: WireResponse) => WireResponse;
}

/** The fake behind a wrapper that changes what goes in or comes out. */
export function misbehaving(target: EmbeddedTarget, m: Misbehaviour): EmbeddedTarget {
  return {
    ...target,
    async send(request) {
      const sent = m.request ? m.request(request) : request;
      const response = await target.send(sent);
      return m.response ? m.response(request, response) : response;
    },
  };
}

/** The fake behind a wrapper that records `METHOD path` of every request. */
export function recording(target: EmbeddedTarget): { target: EmbeddedTarget; sent: string[] } {
  const sent: string[] = [];
  return { sent, target: { ...target, send: (r) => (sent.push(`${r.method} ${r.url.split('?')[0]}`), target.send(r)) } };
}

export const pathOf = (r: WireRequest): string => r.url.split('?')[0] ?? r.url;
export const queryOf = (r: WireRequest): URLSearchParams => new URLSearchParams(r.url.includes('?') ? r.url.slice(r.url.indexOf('?') + 1) : '');

/** A JSON body rewritten (test data stays below 2^53, so plain JSON is exact here). */
export function editJson<T>(body: string, edit: (json: T) => T | void): string {
  const json = JSON.parse(body) as T;
  const out = edit(json);
  return JSON.stringify(out === undefined ? json : out);
}

export interface RunOne {
  readonly seed?: number;
  readonly runs?: number;
  readonly permissions?: Permissions;
  readonly credentials?: Credentials;
}

export function runOne(target: EmbeddedTarget, check: Check, o: RunOne = {}): Promise<RunResult> {
  return runSuite({
    target,
    checks: [check],
    seed: o.seed ?? 1,
    runs: o.runs ?? 10,
    classPrefix: PREFIX,
    permissions: o.permissions ?? ALL,
    credentials: o.credentials ?? { mode: 'none' },
    now: () => target.fake.clock.now(),
  });
}

/** `check operation: title` of every deviation, for readable assertions. */
export const found = (r: RunResult): string[] => r.deviations.map((d) => `${d.check} ${d.operation}: ${d.title}`);

export const statusOf = (r: RunResult, id: string): string | undefined => r.checks.find((c) => c.id === id)?.status;

/** The methods of a recorded run that write (DESIGN §6: everything but GET/OPTIONS, and GET /log). */
export const writesIn = (sent: readonly string[]): string[] => sent.filter((s) => !/^(GET|OPTIONS|HEAD) /.test(s) || s.startsWith('GET /log'));
