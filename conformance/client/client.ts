// How checks talk to a target: build the wire request (query encoding, JSON with exact bigints,
// credentials), refuse what the run may not do (DESIGN §6), send, parse the answer losslessly,
// and hand every exchange to the observers (response checks, coverage).
import { serialize, type Serialisable } from '../../fake-server/json/serialize.ts';
import { parseJson, type JsonValue } from '../../fake-server/index.ts';
import type { Operation } from '../../contract/index.ts';
import { TransportError, type Target, type WireRequest, type WireResponse } from '../targets/target.ts';
import { sign, type Credentials } from './signing.ts';
import { operationOf } from './operation-of.ts';

export type QueryValue = string | number | boolean | bigint | readonly string[];

export interface CallRequest {
  readonly method: string;
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** A JSON value (bigints written exactly), or `{ raw }` for bytes sent as they are. */
  readonly body?: Serialisable | { readonly raw: string };
  readonly headers?: Readonly<Record<string, string>>;
  /** Content-Type of a body; default application/json; null sends none. */
  readonly contentType?: string | null;
  /** false: sent as built, without the run's credentials (authentication checks set their own headers). */
  readonly sign?: boolean;
}

export interface Exchange {
  readonly request: WireRequest;
  readonly response?: WireResponse;
  readonly error?: TransportError;
  /** The answer parsed losslessly, when it is JSON. */
  readonly json?: JsonValue;
  /** Why a body that should be JSON could not be read. */
  readonly jsonError?: string;
  readonly operation?: Operation;
  /** Path without the query. */
  readonly path: string;
}

/** A request the run may not send (DESIGN §6): the check is skipped, the target untouched. */
export class SafetyRefusal extends Error {
  constructor(readonly needed: 'writes' | 'purge' | 'shutdown', what: string) {
    super(`${what} needs --allow-${needed}`);
    this.name = 'SafetyRefusal';
  }
}

export interface Permissions {
  readonly writes: boolean;
  readonly purge: boolean;
  readonly shutdown: boolean;
}

export type ExchangeObserver = (exchange: Exchange) => void;

function encodeQuery(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) for (const item of v) params.append(k, item);
    else params.append(k, String(v));
  }
  const s = params.toString();
  return s === '' ? '' : `?${s}`;
}

/** The permission a request needs, or undefined for a read. /log writes files; purge deletes. */
function neededPermission(req: CallRequest): SafetyRefusal | undefined {
  const path = req.path;
  if (req.method === 'PUT' && path.startsWith('/server')) return new SafetyRefusal('shutdown', 'PUT /server');
  if (path.startsWith('/log') && req.method === 'GET') {
    const body = req.body as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && body['purge'] === true) return new SafetyRefusal('purge', 'a /log purge');
    return new SafetyRefusal('writes', 'GET /log (it writes an export file on the server)');
  }
  if (req.method !== 'GET' && req.method !== 'OPTIONS' && req.method !== 'HEAD') return new SafetyRefusal('writes', `${req.method} ${path}`);
  return undefined;
}

export class Client {
  private readonly observers: ExchangeObserver[] = [];
  sent = 0;

  constructor(
    readonly target: Target,
    private readonly credentials: Credentials,
    private readonly permissions: Permissions,
    private readonly now: () => number,
  ) {}

  observe(o: ExchangeObserver): void {
    this.observers.push(o);
  }

  /** Whether a call would be allowed, without sending it. */
  allows(req: CallRequest): boolean {
    const need = neededPermission(req);
    return need === undefined || this.permissions[need.needed];
  }

  async call(req: CallRequest): Promise<Exchange> {
    const need = neededPermission(req);
    if (need && !this.permissions[need.needed]) throw need;
    const body = req.body === undefined ? '' : typeof req.body === 'object' && req.body !== null && 'raw' in req.body ? (req.body as { raw: string }).raw : serialize(req.body as Serialisable, false);
    const headers: Record<string, string> = { Accept: 'application/json', ...(req.headers ?? {}) };
    if (body !== '' && req.contentType !== null) headers['Content-Type'] = req.contentType ?? 'application/json';
    const built: WireRequest = { method: req.method, url: encodeURI(req.path).replaceAll('?', '%3F') + encodeQuery(req.query), headers, body };
    const wire = req.sign === false ? built : sign(built, this.credentials, this.now());
    const operation = operationOf(req.method, req.path);
    let exchange: Exchange;
    this.sent++;
    try {
      const response = await this.target.send(wire);
      exchange = { request: wire, response, path: req.path, ...(operation ? { operation } : {}), ...parseBody(response) };
    } catch (e) {
      if (!(e instanceof TransportError)) throw e;
      exchange = { request: wire, error: e, path: req.path, ...(operation ? { operation } : {}) };
    }
    for (const o of this.observers) o(exchange);
    return exchange;
  }
}

function parseBody(response: WireResponse): { json?: JsonValue; jsonError?: string } {
  const type = response.headers['content-type'] ?? '';
  const text = response.body;
  if (text.trim() === '') return {};
  const looksJson = type.includes('json') || /^\s*[[{]/.test(text);
  if (!looksJson) return {};
  try {
    return { json: parseJson(text) };
  } catch (e) {
    return { jsonError: `${(e as Error).message}${response.truncated ? ' (the body was truncated)' : ''}` };
  }
}
