// A target is what the suite checks: the embedded fake in process, or a server behind a URL.
// Both take the same wire request and give the same wire response, so every check serves both.
// The suite never builds a fake itself (DESIGN §3: the judge stays independent of what it judges):
// whoever composes the embedded target gives it the `variant` capability the access checks use.
import type { AuthMode, EntryPoint, JsonObject } from '../../contract/index.ts';
import type { LegacyOutcome } from '../tls/legacy-handshake.ts';
import type { TargetRate } from './rate.ts';
import type { TlsFailure } from '../tls/tls-failure.ts';
import type { TlsFacts } from '../tls/tls-facts.ts';

export interface WireRequest {
  readonly method: string;
  /** Path and query, already encoded (`/transfers?LIMIT=5`). */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The body as sent ('' for none). */
  readonly body: string;
}

export interface WireResponse {
  readonly status: number;
  /** Header names in lower case; repeated headers joined with ', '. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** The body was cut at the size limit (`Target.maxBodyBytes`): the rest was never read. */
  readonly truncated: boolean;
  /** A recorded answer (diff/recording.ts): when its request was sent, by the recording machine's clock (epoch ms), the "now" of that answer. */
  readonly sentAt?: number;
}

/**
 * refused/reset/timeout: the target gave no (whole) answer; tls: the TLS handshake failed (the
 * message is conformance/tls/tls-failure.ts's one line); aborted: the run stopped the request
 * itself (Ctrl-C, time budget), so it says nothing about the target. 'budget' and 'protocol' are
 * no longer raised (the request budget is the run's: client/run-control.ts) but stay in the set
 * for code that still tests for them. unrecorded: a recording (diff/recording.ts) holds no answer to
 * the request.
 */
export type TransportFailure = 'refused' | 'reset' | 'timeout' | 'budget' | 'protocol' | 'aborted' | 'tls' | 'unrecorded';

/** A request that got no answer: the run reports it and goes on (never a crash). */
export class TransportError extends Error {
  /** `tls`: the TLS failure itself, whose message is this error's. */
  constructor(readonly failure: TransportFailure, message: string, readonly tls?: TlsFailure) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface Target {
  readonly kind: 'embedded' | 'http';
  /** The base URL a person would use with curl (`http://127.0.0.1:8066` for the embedded fake). */
  readonly baseUrl: string;
  /** Answers longer than this are cut (`truncated`); undefined: no limit (the embedded fake). */
  readonly maxBodyBytes?: number;
  /** `signal` aborts the request in flight (TransportError 'aborted'). */
  send(request: WireRequest, signal?: AbortSignal): Promise<WireResponse>;
  /**
   * Sends `requests` one after another on one new keep-alive connection, stopping at the first
   * that gets no answer; only a target behind a socket has it (the embedded fake has no
   * connections). What a connection-level defect needs to be seen (keep_alive_after_v2).
   */
  sendOnOneConnection?(requests: readonly WireRequest[], signal?: AbortSignal): Promise<OneConnectionResult>;
  /**
   * A new server like this one (its seed, host id, keys and planted faults) with no records, the
   * given admin password and one setting changed, so an answer can only come from that setting;
   * only a target that can make one has it (the embedded fake: a real server cannot be copied).
   * What the access checks need to see authentication, roles and disabled entry points at work.
   */
  variant?(settings: VariantSettings): VariantTarget;
  /** An https:// target's TLS: what only a TLS connection can tell (issue 33); undefined for http:// and the embedded fake. */
  readonly tls?: TargetTls;
  /** A URL target's request rate (targets/rate.ts); the embedded fake has none. */
  readonly rate?: TargetRate;
  /**
   * Why the target gave no answer at all, when the transport can tell more than "reset": a TLS
   * port spoken to in plain HTTP. Undefined when it cannot.
   */
  explainNoAnswer?(): Promise<TlsFailure | undefined>;
  close(): Promise<void>;
}

/** The TLS side of an https:// target, with the run's own TLS settings. */
export interface TargetTls {
  /** One handshake: the facts every report shows; throws the TlsFailure to print when TLS itself fails. */
  probe(now: number): Promise<TlsFacts>;
  /** Offers only TLS 1.0 and 1.1 (tls_no_legacy_protocol). */
  offerLegacyProtocols(): Promise<LegacyOutcome>;
}

/** What a {@link Target.variant} changes: authentication off and every entry point on unless said otherwise. */
export interface VariantSettings {
  /** `@class` prefix of its packets (the run's). */
  readonly classPrefix: string;
  /** The admin account's password (also what the shutdown key is derived from). */
  readonly adminPassword: string;
  readonly auth?: AuthMode;
  readonly disabled?: readonly EntryPoint[];
  /**
   * Transfer records it starts with instead of none, stored as given, UPDATEDINFO included: what a
   * real server's database holds and no request can write (POST and PUT force UPDATEDINFO 3).
   */
  readonly transfers?: readonly JsonObject[];
  /** Business classes GET /business answers as run (class name → the text its run gives back), as `tmkit serve --business` registers them. */
  readonly business?: Readonly<Record<string, string>>;
}

/** A target made by {@link Target.variant}: its clock, for fresh credentials, and its whole state, to show that refused requests changed nothing. */
export interface VariantTarget extends Target {
  now(): number;
  /** Everything it holds (its four collections and the block flag) as one text: equal texts, equal states. */
  state(): string;
}

/** What `sendOnOneConnection` got: an answer or a failure per request sent, and how many connections it took. */
export interface OneConnectionResult {
  readonly answers: readonly (WireResponse | TransportError)[];
  /** 1 when every request went on the one connection; more when the server closed it in between. */
  readonly connections: number;
}
