// Mishaps: misbehaviour of the server scheduled by a client test, to see how its client copes
// (WireMock's faults, msw's `HttpResponse.error()` and `delay()`). Not the planted `--fault`s of
// fake-server/faults/, which make the fake deviate from the interface to prove a test suite.

/** The kinds of mishap, in the words the control API and the `X-Fake-Mishap` header use. */
export const MISHAP_KINDS = ['status', 'delay', 'reset', 'truncate', 'stall', 'malformed-json'] as const;
/** One kind of mishap: `status`, `delay`, `reset`, `truncate`, `stall` or `malformed-json`. */
export type MishapKind = (typeof MISHAP_KINDS)[number];

/** Body styles of a `status` mishap without a body of its own: the interface's own error shapes. */
export const MISHAP_STYLES = ['envelope', 'html', 'v2'] as const;
/** The error shape of a `status` mishap: the v1 envelope, the HTML error page, or the v2 error body. */
export type MishapStyle = (typeof MISHAP_STYLES)[number];

/**
 * What goes wrong. `status`: that status, with `body` (and `contentType`, default JSON) or an error
 * in the interface's shape (`style`: the v1 envelope by default, `html` the HTML error page, `v2`
 * the v2 error body; v2 paths default to `v2`); the request is not processed. `delay`: the real
 * answer, `ms` later (a number, or `{min, max}` drawn from the fake's seed). `reset`: the connection
 * is closed without an answer (not processed). `truncate`: the real answer's headers with its full
 * Content-Length, half its body, then the connection closes. `stall`: no answer at all until the
 * client gives up or the server closes (not processed). `malformed-json`: 200 with the first half
 * of the real answer's body, which is not JSON.
 */
export type MishapAction =
  | { readonly kind: 'status'; readonly status: number; readonly body?: string; readonly contentType?: string; readonly style?: MishapStyle }
  | { readonly kind: 'delay'; readonly ms: number | { readonly min: number; readonly max: number } }
  | { readonly kind: 'reset' | 'truncate' | 'stall' | 'malformed-json' };

/** What the journal shows of an injected mishap. */
export interface MishapRecord {
  readonly kind: MishapKind;
  /** Id of the scheduled mishap (`fake.mishaps.schedule` answers it); absent for the `X-Fake-Mishap` header. */
  readonly id?: number;
  readonly source: 'scheduled' | 'header';
  /** `status`: the status answered. */
  readonly status?: number;
  /** `delay`: the delay applied, in ms (drawn from the seed for a range). */
  readonly ms?: number;
}

/** What a transport must do to deliver a reply: the kinds that happen on the wire, not in the reply's bytes. */
export type WireMishap = { readonly kind: 'delay'; readonly ms: number } | { readonly kind: 'reset' | 'truncate' | 'stall' };
