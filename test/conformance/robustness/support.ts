// Test support for the robustness checks: the embedded fake as a target, "misbehaving servers"
// built by wrapping it (rewriting requests or answers, or doing more than asked; never mocking
// our own code), a recorder of the requests sent, and one call that runs checks with runSuite.
import { runSuite, type Check, type Permissions, type RunResult, type WireRequest, type WireResponse } from '../../../conformance/index.ts';
import { embeddedTarget, type EmbeddedTarget } from '../../../composition/index.ts';
import type { FakeServerOptions } from '../../../fake-server/index.ts';

export const PREFIX = 'org.vendor.openproto.';
export const ALL: Permissions = { writes: true, purge: true, shutdown: true };
export const NONE: Permissions = { writes: false, purge: false, shutdown: false };
export const SEEDS = [1, 2, 3] as const;

export const fakeTarget = (options: FakeServerOptions = {}): EmbeddedTarget =>
  embeddedTarget({ archiveDir: process.env['TMKIT_TEST_ARCHIVE'], ...options });

type Send = (r: WireRequest) => Promise<WireResponse>;

/** The fake behind a wrapper that decides what happens to each request (`send` reaches the fake). */
export function misbehaving(target: EmbeddedTarget, handle: (r: WireRequest, send: Send) => Promise<WireResponse>): EmbeddedTarget {
  return { ...target, send: (r) => handle(r, (x) => target.send(x)) };
}

/** Answers rewritten after the fake answered. */
export const rewriting = (target: EmbeddedTarget, edit: (r: WireRequest, res: WireResponse) => WireResponse): EmbeddedTarget =>
  misbehaving(target, async (r, send) => edit(r, await send(r)));

/** The fake behind a wrapper that records `METHOD path` of every request. */
export function recording(target: EmbeddedTarget): { target: EmbeddedTarget; sent: string[] } {
  const sent: string[] = [];
  return { sent, target: { ...target, send: (r) => (sent.push(`${r.method} ${pathOf(r)}`), target.send(r)) } };
}

export const pathOf = (r: WireRequest): string => r.url.split('?')[0] ?? r.url;
export const queryOf = (r: WireRequest): URLSearchParams => new URLSearchParams(r.url.includes('?') ? r.url.slice(r.url.indexOf('?') + 1) : '');
export const jsonBody = (text: string): Record<string, unknown> | undefined => {
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};
export const withBody = (res: WireResponse, body: string): WireResponse => ({ ...res, body });

export function runChecks(target: EmbeddedTarget, checks: readonly Check[], o: { seed?: number; runs?: number; permissions?: Permissions } = {}): Promise<RunResult> {
  return runSuite({
    target,
    checks,
    seed: o.seed ?? 1,
    runs: o.runs ?? 10,
    classPrefix: PREFIX,
    permissions: o.permissions ?? ALL,
    credentials: { mode: 'none' },
    now: () => target.fake.clock.now(),
  });
}

/** `check operation: title` of every deviation, for readable assertions. */
export const found = (r: RunResult): string[] => r.deviations.map((d) => `${d.check} ${d.operation}: ${d.title}`);
export const ofCheck = (r: RunResult, id: string) => r.deviations.filter((d) => d.check === id);
export const statusOf = (r: RunResult, id: string): string | undefined => r.checks.find((c) => c.id === id)?.status;

/** Requests of a recorded run that write (DESIGN §6: everything but GET/OPTIONS/HEAD, and GET /log). */
export const writesIn = (sent: readonly string[]): string[] => sent.filter((s) => !/^(GET|OPTIONS|HEAD) /.test(s) || s.startsWith('GET /log'));
