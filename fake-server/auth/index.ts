// Authentication and authorisation (reference §10): who the caller is, and whether that caller
// may use an entry point. With `--auth none` everyone is the administrator (restauthenticated
// false, reference §10.1).
import { ROLES } from '../../contract/index.ts';
import type { EntryPoint } from '../config.ts';
import type { Deps } from '../deps.ts';
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';

export interface Caller {
  /** The authenticated user (a host id), or undefined for the anonymous administrator of `--auth none`. */
  readonly user: string | undefined;
  /** Role bit mask (reference §9.6). */
  readonly roles: number;
}

export type Authentication = { readonly ok: true; readonly caller: Caller } | { readonly ok: false; readonly reply: Reply };

const ADMINISTRATOR: Caller = { user: undefined, roles: ROLES.FULLADMIN };

/** v1: X-Auth-User / X-Auth-Timestamp / X-Auth-Key (reference §10.1). */
export function authenticateV1(_req: ParsedRequest, _deps: Deps): Authentication {
  return { ok: true, caller: ADMINISTRATOR };
}

/** v1 role check of an entry point (reference §10.3); undefined when allowed. */
export function authorizeV1(_entry: EntryPoint, _req: ParsedRequest, _caller: Caller, _deps: Deps): Reply | undefined {
  return undefined;
}

/** v2: Basic or HMAC (reference §10.2). */
export function authenticateV2(_req: ParsedRequest, _deps: Deps): Authentication {
  return { ok: true, caller: ADMINISTRATOR };
}

/** v2 role check (reference §10.3); undefined when allowed. */
export function authorizeV2(_req: ParsedRequest, _caller: Caller, _deps: Deps): Reply | undefined {
  return undefined;
}
