// How checks talk to a target: build the wire request (query encoding, JSON with exact bigints,
// credentials), refuse what the run may not do (DESIGN §6: safety-gate.ts), keep to the request budget and to the
// run's stop (run-control.ts), send, parse the answer losslessly, and hand every exchange to the
// observers (response checks, coverage). A request that gets no answer is followed by a probe
// (OPTIONS /): if that gets none either, the target is gone and the run stops, rather than
// spending a timeout on each of the thousands of requests left.
import { parseJson, type JsonValue, apiGenerationOf, serialize, type Serialisable } from '../../contract/index.ts';
import { TransportError, type Target, type WireRequest, type WireResponse } from '../targets/target.ts';
import type { CallRequest, Exchange, ExchangeObserver, Permissions, QueryValue } from './types.ts';
import { sign, type Credentials } from './signing.ts';
import { operationOf } from './operation-of.ts';
import { missingPermission } from './safety-gate.ts';
import { RunControl, RunStopped } from './run-control.ts';
import { Withheld, withholdingRule, type WithholdRule } from '../runner/withhold.ts';
import { answersAsStandIn } from '../targets/rate.ts';

export { SafetyRefusal } from './safety-gate.ts';
// The request and exchange types live in types.ts (below this file, the safety gate and the
// withhold rules alike); offered here too, where the checks have always imported them.
export type { CallRequest, Exchange, ExchangeObserver, Permissions, QueryValue } from './types.ts';

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

export interface ClientOptions {
  /** Shared with the runner: stops (Ctrl-C, time budget) and the stop cause. */
  readonly control?: RunControl;
  /** Requests the checks may send (probes and cleanup count, but cleanup is never refused). */
  readonly budget?: number;
  /** Requests never sent to this target (its profile: runner/withhold.ts). */
  readonly withhold?: readonly WithholdRule[];
}

/** Methods a cleanup may send twice: the second leaves the target as the first would have. */
const IDEMPOTENT = new Set(['PUT', 'DELETE', 'GET']);

/** The probe that tells a target that is gone from a request that got no answer. */
const PROBE: WireRequest = { method: 'OPTIONS', url: '/', headers: {}, body: '' };

export class Client {
  private readonly observers: ExchangeObserver[] = [];
  readonly control: RunControl;
  private readonly budget: number | undefined;
  sent = 0;
  /** Set by the runner while a check's cleanups run: those requests go even after a stop. */
  cleaning = false;
  /** Cleanup requests that got no answer or were not sent: what they would have removed may remain. */
  readonly cleanupIncomplete: string[] = [];
  private cleanupAbandoned = false;
  /** Requests the target's profile forbids (runner/withhold.ts); the runner may set them after its first probe. */
  withhold: readonly WithholdRule[];
  /** The requests a check asked for and the profile withheld, each once (`METHOD path: reason`). */
  readonly withheld = new Set<string>();

  constructor(
    readonly target: Target,
    private readonly credentials: Credentials,
    readonly permissions: Permissions,
    private readonly now: () => number,
    options: ClientOptions = {},
  ) {
    this.control = options.control ?? new RunControl();
    this.budget = options.budget;
    this.withhold = options.withhold ?? [];
  }

  /** The rule that withholds `req` from this target (remembered in `withheld`), if any. */
  private withholding(req: CallRequest): WithholdRule | undefined {
    const rule = withholdingRule(this.withhold, req);
    if (rule) this.withheld.add(`${req.method} ${req.path}: ${rule.reason}`);
    return rule;
  }

  observe(o: ExchangeObserver): void {
    this.observers.push(o);
  }

  /** Whether a call would be allowed, without sending it. */
  allows(req: CallRequest): boolean {
    return missingPermission(req, this.permissions) === undefined && this.withholding(req) === undefined;
  }

  /** Whether the target answers anything at all; the failure when it does not. */
  async probe(signal?: AbortSignal): Promise<TransportError | undefined> {
    const answer = await this.probeAnswer(signal);
    return answer instanceof TransportError ? answer : undefined;
  }

  /**
   * `OPTIONS /`, signed: the target's answer, or the failure when it gives none. A TLS failure, or
   * a TLS port spoken to in plain HTTP, is thrown as the TlsFailure whose line the command prints
   * (DESIGN §6b): never "unreachable" for a certificate. An answer from the tmkit fake lifts the
   * target's default rate cap (targets/rate.ts): the probe opens every run, snapshot and diff.
   */
  async probeAnswer(signal?: AbortSignal): Promise<WireResponse | TransportError> {
    this.sent++;
    try {
      const answer = await this.target.send(sign(PROBE, this.credentials, this.now()), signal);
      if (answersAsStandIn(answer)) this.target.rate?.liftForStandIn();
      return answer;
    } catch (e) {
      if (!(e instanceof TransportError)) throw e;
      if (e.tls) throw e.tls;
      const tls = e.failure === 'aborted' ? undefined : await this.target.explainNoAnswer?.();
      if (tls) throw tls;
      return e;
    }
  }

  /** The wire request of a call: query and body encoded, the run's credentials added (unless `sign: false`). */
  private wire(req: CallRequest): WireRequest {
    const body = req.body === undefined ? '' : typeof req.body === 'object' && req.body !== null && 'raw' in req.body ? (req.body as { raw: string }).raw : serialize(req.body as Serialisable, false);
    // v2 answers are localised (reference §11.1): a client names its language, as browsers and
    // HTTP libraries commonly do; a real 3.6.2 never answers a v2 error to a request without one
    // (docs/real-server-3.6.2.md), which v2_error_body reports once, by leaving it out on purpose.
    const language: Record<string, string> = apiGenerationOf(req.path) === 'v2' ? { 'Accept-Language': 'en' } : {};
    const headers: Record<string, string> = { Accept: 'application/json', ...language, ...(req.headers ?? {}) };
    for (const name of req.omitHeaders ?? []) delete headers[name];
    if (body !== '' && req.contentType !== null) headers['Content-Type'] = req.contentType ?? 'application/json';
    const built: WireRequest = { method: req.method, url: req.rawUrl ?? encodeURI(req.path).replaceAll('?', '%3F') + encodeQuery(req.query), headers, body };
    return req.sign === false ? built : sign(built, this.credentials, this.now());
  }

  /**
   * Reads (GET, OPTIONS) sent one after another on one new connection of the target's, for checks
   * of connection behaviour; undefined when the target has no connections (the embedded fake).
   * Answers reach the observers as any other; a request that got none is the caller's finding (the
   * connection is given up with it, so no probe follows).
   */
  async callOnOneConnection(reqs: readonly CallRequest[]): Promise<{ readonly exchanges: readonly Exchange[]; readonly connections: number } | undefined> {
    if (!this.target.sendOnOneConnection) return undefined;
    for (const req of reqs) {
      const need = missingPermission(req, this.permissions);
      if (need) throw need;
    }
    this.admit();
    const wires = reqs.map((r) => this.wire(r));
    this.sent += wires.length;
    const { answers, connections } = await this.target.sendOnOneConnection(wires, this.control.signal);
    const stopped = this.control.stopped();
    if (stopped) throw stopped;
    const exchanges = answers.map((answer, i): Exchange => {
      const req = reqs[i] as CallRequest;
      const operation = operationOf(req.method, req.path);
      const base = { request: wires[i] as WireRequest, path: req.path, ...(operation ? { operation } : {}) };
      if (answer instanceof TransportError) return { ...base, error: answer };
      const exchange = { ...base, response: answer, ...parseBody(answer) };
      for (const o of this.observers) o(exchange);
      return exchange;
    });
    return { exchanges, connections };
  }

  async call(req: CallRequest): Promise<Exchange> {
    const need = missingPermission(req, this.permissions);
    if (need) throw need;
    const rule = this.withholding(req);
    if (rule) throw new Withheld(rule, `${req.method} ${req.path}`);
    const wire = this.wire(req);
    const operation = operationOf(req.method, req.path);
    const label = `${wire.method} ${wire.url}`;
    const cleaning = this.cleaning;
    if (cleaning && this.cleanupAbandoned) {
      this.cleanupIncomplete.push(label);
      throw new RunStopped('target-gone', `not sent, the target stopped answering: ${label}`);
    }
    if (!cleaning) this.admit();
    let exchange: Exchange | undefined;
    // A cleanup request that got no answer is sent once more when sending it twice does no harm
    // (PUT, DELETE restore and remove): its socket went with the failure, so it goes on a new one.
    const attempts = cleaning && IDEMPOTENT.has(req.method.toUpperCase()) ? 2 : 1;
    for (let attempt = 1; exchange === undefined; attempt++) {
      this.sent++;
      try {
        // A stop aborts the checks' requests in flight, never a cleanup request.
        const response = await (req.target ?? this.target).send(attempt === 1 ? wire : this.wire(req), cleaning ? undefined : this.control.signal);
        exchange = { request: wire, response, path: req.path, ...(operation ? { operation } : {}), ...parseBody(response) };
      } catch (e) {
        if (!(e instanceof TransportError)) throw e;
        if (!cleaning && this.control.stopped()) throw this.control.stopped();
        const gone = await this.targetIsGone(label, e, cleaning);
        if (gone && !cleaning) throw this.control.stopped() as RunStopped;
        if (!gone && attempt < attempts) continue;
        if (cleaning) this.cleanupIncomplete.push(label);
        if (gone) this.cleanupAbandoned = true;
        exchange = { request: wire, error: e, path: req.path, ...(operation ? { operation } : {}) };
      }
    }
    for (const o of this.observers) o(exchange);
    return exchange;
  }

  /** Throws when the run has stopped or the budget is spent. */
  private admit(): void {
    const stopped = this.control.stopped();
    if (stopped) throw stopped;
    if (this.budget !== undefined && this.sent >= this.budget) throw this.control.stop('request-budget', `the request budget of ${this.budget} requests is spent`);
  }

  /** After `label` got no answer: is the whole target gone? Stops the run when it is. */
  private async targetIsGone(label: string, failure: TransportError, cleaning: boolean): Promise<boolean> {
    const cause = this.control.stopped()?.kind;
    if (cause === 'target-gone' || cause === 'unreachable') return true;
    const probe = await this.probe(cleaning ? undefined : this.control.signal);
    // Stopped while probing (Ctrl-C): the caller throws the stop.
    if (!cleaning && this.control.stopped()) return true;
    if (probe === undefined) return false;
    // While cleaning after another stop, the first cause stays; the rest of the cleanup is abandoned.
    this.control.stop('target-gone', `the target stopped answering: ${label} got no answer (${failure.failure}: ${failure.message}), and neither did OPTIONS / after it (${probe.failure}: ${probe.message})`);
    return true;
  }
}

function parseBody(response: WireResponse): { json?: JsonValue; jsonError?: string } {
  const type = response.headers['content-type'] ?? '';
  const text = response.body;
  // A cut answer is reported as such (transport-findings.ts); calling its cut JSON invalid would blame the target for our limit.
  if (response.truncated || text.trim() === '') return {};
  const looksJson = type.includes('json') || /^\s*[[{]/.test(text);
  if (!looksJson) return {};
  try {
    return { json: parseJson(text) };
  } catch (e) {
    return { jsonError: (e as Error).message };
  }
}
