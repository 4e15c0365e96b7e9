// What a planted fault is (issue: proof that the suite catches deviations): data plus a pure
// transformation around the fake, never a change inside a handler. A fault rewrites the request
// before the fake reads it, the reply after, or wraps the whole call; it is off unless named
// (`--fault NAME`, `createFakeServer({ faults: [NAME] })`).
import { ENTRY_POINTS } from '../../contract/index.ts';
import type { Deps } from '../deps.ts';
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest, RawRequest } from '../http/request.ts';
import type { FaultName } from './names.ts';

/** The endpoint family a fault lives in: the entry points, authentication, and the v1 envelope shared by all. */
export const FAULT_FAMILIES = [...ENTRY_POINTS, 'auth', 'envelope'] as const;
export type FaultFamily = (typeof FAULT_FAMILIES)[number];

export interface FaultApply {
  /**
   * Rewrites the request before the fake reads it (a filter misread or ignored). The v1 envelope
   * still echoes the request as sent (`uri`, `filter`): the server misreads, it does not misquote.
   */
  readonly request?: (raw: RawRequest, deps: Deps) => RawRequest;
  /** Rewrites the answer; `req` is the request as sent. */
  readonly reply?: (req: ParsedRequest, reply: Reply, deps: Deps) => Reply;
  /** Wraps the whole call (a write answered but not applied, a purge that keeps everything). */
  readonly around?: (raw: RawRequest, next: (raw: RawRequest) => Reply, deps: Deps) => Reply;
}

export interface Fault {
  /** Stable kebab-case name, as `--fault` takes it. */
  readonly name: FaultName;
  readonly family: FaultFamily;
  /** One sentence: what the faulty server does instead of what the interface says. */
  readonly description: string;
  /**
   * Id(s) of the conformance check(s) that should report it. Ids that are not in the registry yet
   * are the names proposed to the group writing that check (the detection table marks them).
   */
  readonly expectedCheck: readonly string[];
  /** What the fake must run with for the fault to show (the auth faults need signatures on). */
  readonly needs?: { readonly auth: 'hmac' };
  readonly apply: FaultApply;
}
