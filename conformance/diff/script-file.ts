// `tmkit diff --script FILE`: a request script (the fake's journal, `tmkit serve --journal-out`, or a
// file written by hand) or a recording's requests, read and checked against its versioned schema
// (contract/schemas/script.schema.ts, docs/replay.md), then made into the diff's steps. Each request
// goes as the client sent it: path and query byte for byte, its own headers (none of the replaying
// client's defaults added when the script names its headers), its body; signed with the replaying
// command's --auth. A create the recorded server answered with an id of its own marks that id; each
// server's own id then takes its place in the requests after (ASSIGNED_ID_FIELDS, path segments).
import { readFileSync } from 'node:fs';
import {
  ASSIGNED_ID_FIELDS, checkAgainst, idAt, isJsonObject, parseJson, RECORDING_FORMAT, schemaId, SCRIPT_FORMAT, serialize,
  type JsonValue, type RecordingFile, type ScriptFile, type ScriptRequest, type Serialisable,
} from '../../contract/index.ts';
import type { CallRequest, Permissions } from '../client/types.ts';
import { ALLOW_OPTION, missingPermission } from '../client/safety-gate.ts';
import type { ScriptStep } from './script-step.ts';

/** A script or recording file that cannot be used: one line, exit 2. */
export class ScriptFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScriptFileError';
  }
}

const FORMATS = { [SCRIPT_FORMAT.format]: SCRIPT_FORMAT, [RECORDING_FORMAT.format]: RECORDING_FORMAT } as const;

/** A script or a recording, read from `path` and checked against its schema; `option` names it in a refusal. */
export function readScriptOrRecording(path: string, option: string): ScriptFile | RecordingFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new ScriptFileError(`${option} ${path}: cannot be read: ${(e as Error).message}`);
  }
  let value: JsonValue;
  try {
    value = parseJson(text);
  } catch (e) {
    throw new ScriptFileError(`${option} ${path}: not JSON: ${(e as Error).message}`);
  }
  const format = isJsonObject(value) ? value['format'] : undefined;
  const known = typeof format === 'string' ? FORMATS[format as keyof typeof FORMATS] : undefined;
  if (known === undefined) throw new ScriptFileError(`${option} ${path}: not a tmkit script or recording ("format" is ${format === undefined ? 'missing' : serialize(format as Serialisable, false)}; docs/replay.md)`);
  const version = (value as Record<string, JsonValue>)['version'];
  if (version !== known.version) throw new ScriptFileError(`${option} ${path}: ${known.format} version ${serialize((version ?? null) as Serialisable, false)} is not one this tmkit reads (it reads version ${known.version})`);
  const violations = checkAgainst(schemaId(known.format === SCRIPT_FORMAT.format ? 'script-file' : 'recording-file'), value);
  if (violations.length > 0) {
    const shown = violations.slice(0, 3).map((v) => `${v.instancePath}: ${v.message}`).join('; ');
    throw new ScriptFileError(`${option} ${path}: not a valid ${known.format} (docs/replay.md): ${shown}${violations.length > 3 ? `; and ${violations.length - 3} more` : ''}`);
  }
  return value as unknown as ScriptFile | RecordingFile;
}

/** One recorded id and the id one server assigned in its place. */
type Swap = readonly [recorded: string, assigned: string];

function swapUrl(url: string, swaps: readonly Swap[]): string {
  if (swaps.length === 0) return url;
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const segments = path.split('/').map((segment) => {
    for (const [from, to] of swaps) {
      if (segment === from) return to;
      // REST v2 names a transfer `<id>_<requested>` (docs/rest-v2.md).
      if (segment.startsWith(`${from}_`)) return `${to}${segment.slice(from.length)}`;
    }
    return segment;
  });
  const args = query === undefined ? undefined : query.split('&').map((pair) => {
    const [k = '', v] = pair.split(/=(.*)/s, 2);
    const swap = v === undefined || !ASSIGNED_ID_FIELDS.has(decodeURIComponent(k)) ? undefined : swaps.find(([from]) => from === v);
    return swap ? `${k}=${swap[1]}` : pair;
  });
  return segments.join('/') + (args === undefined ? '' : `?${args.join('&')}`);
}

function swapJson(value: JsonValue, swaps: readonly Swap[], key = ''): JsonValue {
  if (Array.isArray(value)) return value.map((v) => swapJson(v, swaps, key));
  if (isJsonObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swapJson(v, swaps, k)]));
  if (!ASSIGNED_ID_FIELDS.has(key) || !(typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')) return value;
  const swap = swaps.find(([from]) => from === String(value));
  if (!swap) return value;
  return typeof value === 'string' ? swap[1] : /^-?\d+$/.test(swap[1]) ? BigInt(swap[1]) : swap[1];
}

/** The body text with the swaps made; a body that is not JSON, or where nothing changes, goes as it is. */
function swapBody(text: string, swaps: readonly Swap[]): string {
  if (swaps.length === 0 || text === '') return text;
  let value: JsonValue;
  try {
    value = parseJson(text);
  } catch {
    return text;
  }
  const swapped = swapJson(value, swaps);
  const out = serialize(swapped as Serialisable, false);
  return out === serialize(value as Serialisable, false) ? text : out;
}

/** The call one script request makes to one server, given the ids that server assigned so far. */
function callOf(r: ScriptRequest, recorded: readonly string[], assigned: readonly string[]): CallRequest {
  const swaps: Swap[] = recorded.flatMap((from, i) => (assigned[i] && assigned[i] !== from ? [[from, assigned[i] as string] as const] : []));
  const url = swapUrl(r.url, swaps);
  const path = url.split('?')[0] ?? url;
  const body = r.body !== undefined ? { raw: swapBody(r.body, swaps) } : r.json !== undefined ? (swapJson(r.json as JsonValue, swaps) as Serialisable) : undefined;
  if (r.headers === undefined) return { method: r.method, path, rawUrl: url, ...(body !== undefined ? { body } : {}) };
  // Named headers are exactly what goes: the replaying client's defaults are left out.
  const { 'content-type': contentType, ...headers } = r.headers;
  return { method: r.method, path, rawUrl: url, headers, omitHeaders: ['Accept', 'Accept-Language'], contentType: contentType ?? null, ...(body !== undefined ? { body } : {}) };
}

/** The diff's steps for `requests`, in order. */
export function stepsOfScript(requests: readonly ScriptRequest[]): ScriptStep[] {
  const recorded: string[] = [];
  return requests.map((r): ScriptStep => {
    const before = [...recorded];
    const at = r.assigned?.at;
    if (r.assigned) recorded.push(r.assigned.id);
    return {
      request: (assigned) => callOf(r, before, assigned),
      ...(at !== undefined ? { assigns: (json: JsonValue | undefined) => idAt(json, at) } : {}),
    };
  });
}

/** `METHOD url` of request `index` (from 0), as a refusal names it. */
export const scriptRequestLabel = (requests: readonly ScriptRequest[], index: number): string => `request ${index + 1} of ${requests.length} (${requests[index]?.method} ${requests[index]?.url})`;

/**
 * The first request of the script that needs a permission the run was not given (the safety gates
 * of `tmkit check`, by the operations table's `effect`: DESIGN §6), as the line that refuses the
 * whole script before anything is sent; undefined when every request may go.
 */
export function firstRefused(requests: readonly ScriptRequest[], permissions: Permissions): string | undefined {
  for (const [i, r] of requests.entries()) {
    const refusal = missingPermission(callOf(r, [], []), permissions);
    if (refusal) return `${scriptRequestLabel(requests, i)}: ${refusal.message}; nothing was sent`;
  }
  return undefined;
}
