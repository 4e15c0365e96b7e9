// Test support for the list-semantics checks: the embedded fake as a target, "misbehaving servers"
// built by wrapping it (a request's filters edited before the fake sees them, or its answer edited
// after; never a mock of our own code), a recorder of the methods sent, and one call to runSuite.
import { runSuite, type Check, type Permissions, type RunResult, type WireRequest, type WireResponse } from '../../../conformance/index.ts';
import { embeddedTarget, type EmbeddedTarget } from '../../../composition/index.ts';
import type { FakeServerOptions } from '../../../fake-server/index.ts';
import { parseJson, type JsonValue } from '../../../contract/index.ts';

export const ALL: Permissions = { writes: true, purge: true, shutdown: true };
export const NONE: Permissions = { writes: false, purge: false, shutdown: false };
export const SEEDS = [1, 2, 3] as const;

export type JsonObject = { [k: string]: JsonValue };

export const fakeTarget = (options: FakeServerOptions = {}): EmbeddedTarget => embeddedTarget({ archiveDir: process.env['TMKIT_TEST_ARCHIVE'], ...options });

/** JSON with every bigint written digit for digit (JSON.stringify cannot). */
export function stringify(v: JsonValue): string {
  return JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? `\u0000big${x}` : x)).replace(/"\\u0000big(-?\d+)"/g, '$1');
}

/** A list request as the misbehaving server sees it: path, query and JSON body, all editable. */
export interface Seen {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  body: JsonObject | undefined;
}

/** A filter's value where the server reads it: the body wins over the query (reference §2.2). */
export function param(r: Seen, name: string): string | undefined {
  const b = r.body?.[name];
  if (b !== undefined && b !== null) return typeof b === 'object' ? undefined : String(b);
  return r.query.get(name) ?? undefined;
}

export function setParam(r: Seen, name: string, value: string | undefined): void {
  if (r.body && name in r.body) {
    if (value === undefined) delete r.body[name];
    else r.body[name] = typeof r.body[name] === 'string' || !/^-?\d+$/.test(value) ? value : BigInt(value);
    return;
  }
  if (value === undefined) r.query.delete(name);
  else r.query.set(name, value);
}

export interface Plant {
  /** Edits the request before the fake sees it. */
  request?(r: Seen): void;
  /** Edits the parsed answer (the list envelope) or replaces the status. */
  answer?(r: Seen, json: JsonObject, response: WireResponse): { json?: JsonValue; status?: number } | void;
}

/** The fake behind a server that misbehaves as `plant` says. */
export function planted(target: EmbeddedTarget, plant: Plant): EmbeddedTarget {
  return {
    ...target,
    async send(wire: WireRequest): Promise<WireResponse> {
      const url = new URL(wire.url, 'http://fake.invalid');
      let body: JsonObject | undefined;
      if (wire.body !== '') {
        const parsed = parseJson(wire.body);
        if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as JsonObject;
      }
      const seen: Seen = { method: wire.method, path: url.pathname, query: url.searchParams, body };
      plant.request?.(seen);
      const search = seen.query.toString();
      const sent: WireRequest = { ...wire, url: `${url.pathname}${search === '' ? '' : `?${search}`}`, body: seen.body ? stringify(seen.body) : wire.body };
      const response = await target.send(sent);
      if (!plant.answer || !response.body.trim().startsWith('{')) return response;
      const json = parseJson(response.body) as JsonObject;
      const edit = plant.answer(seen, json, response);
      if (!edit) return response;
      return { ...response, status: edit.status ?? response.status, body: stringify(edit.json ?? json) };
    },
  };
}

/** `answer.results` of a list envelope, editable (an empty list is left as it is). */
export function resultsOf(json: JsonObject): JsonObject[] {
  const answer = json['answer'] as JsonObject | undefined;
  const r = answer?.['results'];
  return Array.isArray(r) ? (r as JsonObject[]) : [];
}

/** Replaces the rows of a list envelope and keeps `count` consistent, as a real server would. */
export function withRows(json: JsonObject, rows: JsonObject[]): JsonObject {
  const answer = { ...(json['answer'] as JsonObject) };
  if (rows.length > 0) answer['results'] = rows;
  else delete answer['results'];
  answer['count'] = rows.length;
  return { ...json, answer };
}

export const isList = (r: Seen, collection: string): boolean => r.method === 'GET' && r.path === `/${collection}`;

/** The fake behind a wrapper that records `METHOD path` of every request. */
export function recording(target: EmbeddedTarget): { target: EmbeddedTarget; sent: string[] } {
  const sent: string[] = [];
  return { sent, target: { ...target, send: (r) => (sent.push(`${r.method} ${r.url.split('?')[0]}`), target.send(r)) } };
}

export function runChecks(target: EmbeddedTarget, checks: readonly Check[], o: { seed?: number; runs?: number; permissions?: Permissions } = {}): Promise<RunResult> {
  return runSuite({
    target,
    checks,
    seed: o.seed ?? 1,
    runs: o.runs ?? 25,
    classPrefix: 'org.vendor.openproto.',
    permissions: o.permissions ?? ALL,
    credentials: { mode: 'none' },
    now: () => target.fake.clock.now(),
  });
}

export const ofCheck = (r: RunResult, id: string) => r.deviations.filter((d) => d.check === id && !d.baselined);
export const statusOf = (r: RunResult, id: string): string | undefined => r.checks.find((c) => c.id === id)?.status;
/** `check operation: title` of every deviation, for readable assertion messages. */
export const found = (r: RunResult): string[] => r.deviations.map((d) => `${d.check} ${d.operation}: ${d.title} | ${d.received}`);
