// The fakes the access checks ask the run's target for when it is the embedded fake (its
// `variant`, made by whoever composed it: the suite builds no fake itself): the embedded fake's
// own configuration (seed, host id, keys, planted faults), an empty dataset (these checks need no
// records), an admin password they chose, and one setting changed (authentication on, entry
// points off), so an answer can only come from that setting. Their requests go through the run's
// client (`target`), so the response checks and the coverage see them like any other; a finding
// names the fake it was made on.
import { createHash } from 'node:crypto';
import { ADMIN_USER, apiGenerationOf, v2BasicCredential } from '../../../contract/index.ts';
import type { CallRequest, Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { VariantSettings, VariantTarget } from '../../targets/target.ts';

export interface SideFake {
  readonly target: VariantTarget;
  /** How the fake differs from the default one, for finding titles ("with authentication on"). */
  readonly label: string;
  /** The admin account's password (also what the shutdown key is derived from). */
  readonly adminPassword: string;
}

/** A fake like the embedded one under check, with authentication off and every entry point on unless `setting` says otherwise. */
export function sideFake(ctx: CheckContext, label: string, setting: Pick<VariantSettings, 'auth' | 'disabled' | 'transfers' | 'business'>): SideFake {
  if (ctx.variant === undefined) throw new Error(`${ctx.checkId} needs a target that can make a variant of itself (the embedded fake)`);
  const adminPassword = `${ctx.runPrefix}-admin-password`;
  const target = ctx.variant({ classPrefix: ctx.classPrefix, adminPassword, ...setting });
  return { target, label, adminPassword };
}

/** Sends a request to the side fake as built: no credentials of the run, only `headers`. */
export const callOn = (ctx: CheckContext, side: SideFake, call: CallRequest, headers: Readonly<Record<string, string>> = {}): Promise<Exchange> =>
  ctx.call({ ...call, headers: { ...(call.headers ?? {}), ...headers }, sign: false, target: side.target });

/**
 * Credentials of `user` on a fake in `basic` mode (reference §10.1-§10.2): v1 needs the name and a
 * fresh timestamp (the password is not checked without signatures); v2 Basic user:password.
 */
export function basicHeaders(side: SideFake, path: string, user: string, password: string): Record<string, string> {
  if (apiGenerationOf(path) === 'v2') return { Authorization: `Basic ${v2BasicCredential(user, password)}` };
  return { 'X-Auth-User': user, 'X-Auth-Timestamp': new Date(side.target.now()).toISOString() };
}

export const adminHeaders = (side: SideFake, path: string): Record<string, string> => basicHeaders(side, path, ADMIN_USER, side.adminPassword);

/**
 * The shutdown/block key of an admin password, base64: MD5 of (password ‖ "GoldenGate") repeated
 * 16 times (reference §7.2, confirmed §18: `pwdhttp` gives 7cSYejBa7V8hBXju4rl3mQ==). Computed
 * here from the reference, not taken from the fake, so a fake that derived it otherwise is caught.
 */
export const shutdownKeyOf = (adminPassword: string): string =>
  createHash('md5').update(Buffer.from(`${adminPassword}GoldenGate`.repeat(16), 'utf8')).digest('base64');

/** Everything the side fake holds (its four collections and the block flag), to show that refused requests changed nothing. */
export const stateOf = (side: SideFake): string => side.target.state();
