// Test support for the stateful checks: the embedded fake behind a "misbehaving server" that
// rewrites requests or answers on the wire (a bug planted without touching our own code), and a
// run of one check against it.
import { CHECKS, runSuite, type Check, type RunResult, type WireRequest, type WireResponse } from '../../../conformance/index.ts';
import { embeddedTarget, type EmbeddedTarget } from '../../../composition/index.ts';
import { parseJson, type JsonValue } from '../../../contract/index.ts';

export type Json = JsonValue;
export type JsonObject = { [key: string]: JsonValue };

export interface Misbehaviour {
  /** Rewrites a request before the fake sees it, or answers it alone. */
  request?(req: WireRequest, fake: EmbeddedTarget): WireRequest | WireResponse | Promise<WireRequest | WireResponse>;
  /** Rewrites the fake's answer. */
  response?(req: WireRequest, res: WireResponse): WireResponse;
}

export interface RecordingTarget extends EmbeddedTarget {
  /** `METHOD path` of every request sent. */
  readonly sent: string[];
}

/** The embedded fake (seeded) behind `m`. */
export function misbehaving(seed: number, m: Misbehaviour = {}): RecordingTarget {
  const inner = embeddedTarget({ seed });
  const sent: string[] = [];
  return {
    ...inner,
    sent,
    async send(req) {
      sent.push(`${req.method} ${req.url.split('?')[0]}`);
      const rewritten = m.request ? await m.request(req, inner) : req;
      if ('status' in rewritten) return rewritten;
      const res = await inner.send(rewritten);
      return m.response ? m.response(rewritten, res) : res;
    },
  };
}

export const checkById = (id: string): Check => {
  const check = CHECKS.find((c) => c.id === id);
  if (!check) throw new Error(`no check ${id}`);
  return check;
};

export function runCheck(id: string, target: RecordingTarget, seed: number, options: { runs?: number; writes?: boolean } = {}): Promise<RunResult> {
  const allowed = options.writes ?? true;
  return runSuite({
    target,
    checks: [checkById(id)],
    seed,
    runs: options.runs ?? 25,
    classPrefix: 'org.vendor.openproto.',
    permissions: { writes: allowed, purge: allowed, shutdown: allowed },
    credentials: { mode: 'none' },
    now: () => target.fake.clock.now(),
  });
}

/** JSON text with bigints written exactly. */
export function toJson(v: Json | undefined): string {
  if (v === undefined) return '';
  if (typeof v === 'bigint') return v.toString();
  if (Array.isArray(v)) return `[${v.map(toJson).join(',')}]`;
  if (v !== null && typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}:${toJson(x)}`).join(',')}}`;
  return JSON.stringify(v);
}

/** The request with its JSON body edited. */
export function editBody(req: WireRequest, edit: (body: JsonObject) => void): WireRequest {
  if (req.body === '') return req;
  const body = parseJson(req.body) as JsonObject;
  edit(body);
  return { ...req, body: toJson(body) };
}

/** The answer with its JSON body edited. */
export function editAnswer(res: WireResponse, edit: (body: JsonObject) => void): WireResponse {
  const body = parseJson(res.body) as JsonObject;
  edit(body);
  return { ...res, body: toJson(body) };
}

/** `/hosts/x` of `/hosts/x?y`; the method and path of a request. */
export const pathOf = (req: WireRequest): string => decodeURIComponent(req.url.split('?')[0] ?? '');
export const is = (req: WireRequest, method: string, pattern: RegExp): boolean => req.method === method && pattern.test(pathOf(req));

/** Deviations of one check: `operation` and title, for assertions and failure messages. */
export const found = (result: RunResult, id: string) => result.deviations.filter((d) => d.check === id).map((d) => ({ operation: d.operation, title: d.title, path: d.path, seed: d.seed }));

export const statusOf = (result: RunResult, id: string) => result.checks.find((c) => c.id === id)?.status;

export const SEEDS = [1, 2, 3] as const;
