// Who is calling, as authentication hands it to authorisation.
import { ROLES } from '../../contract/index.ts';
import type { Reply } from '../http/reply.ts';

export interface Caller {
  /** The authenticated user (a host id); undefined when nobody authenticated (`--auth none`, or a v2 OPTIONS). */
  readonly user: string | undefined;
  /** Role bit mask (reference §9.6). */
  readonly roles: number;
}

export type Authentication = { readonly ok: true; readonly caller: Caller } | { readonly ok: false; readonly reply: Reply };

/** `--auth none`: everyone is the server administrator (restauthenticated=false, reference §10.1). */
export const ADMINISTRATOR: Caller = { user: undefined, roles: ROLES.FULLADMIN };

/** v2 OPTIONS needs no identity (reference §10.2): an anonymous caller with no role. */
export const ANONYMOUS: Caller = { user: undefined, roles: ROLES.NOACCESS };

export const allow = (caller: Caller): Authentication => ({ ok: true, caller });
export const deny = (reply: Reply): Authentication => ({ ok: false, reply });
