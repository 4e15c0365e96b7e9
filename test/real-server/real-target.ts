// The real server these tests run against, from the environment (README "Against a real server 3.6.2"):
// TMKIT_REAL_URL names it; TMKIT_REAL_AUTH (none, basic, hmac), TMKIT_REAL_USER,
// TMKIT_REAL_PASSWORD and TMKIT_REAL_SIGNATURE_KEY give its authentication; TMKIT_REAL_PID, when
// set, lets a test see that the process is idle afterwards. Nothing set: the tests are skipped.
import { readFileSync } from 'node:fs';
import type { Credentials } from '../../conformance/index.ts';

export interface RealServer {
  readonly url: string;
  readonly credentials: Credentials;
  readonly pid: number | undefined;
}

const env = (name: string): string | undefined => (process.env[name] === '' ? undefined : process.env[name]);

function fromEnvironment(): RealServer | undefined {
  const url = env('TMKIT_REAL_URL');
  if (url === undefined) return undefined;
  const mode = (env('TMKIT_REAL_AUTH') ?? 'none') as Credentials['mode'];
  const user = env('TMKIT_REAL_USER');
  const password = env('TMKIT_REAL_PASSWORD');
  const signatureKey = env('TMKIT_REAL_SIGNATURE_KEY');
  const credentials: Credentials = { mode, ...(user ? { user } : {}), ...(password ? { password } : {}), ...(signatureKey ? { signatureKey } : {}) };
  const pid = env('TMKIT_REAL_PID');
  return { url, credentials, pid: pid === undefined ? undefined : Number(pid) };
}

/** The real server named by the environment, or undefined (the tests say why they are skipped). */
export const REAL_SERVER = fromEnvironment();

/** Why the real-server tests did not run, for their skipped titles. */
export const SKIP_REASON = 'skipped: set TMKIT_REAL_URL to a running real server 3.6.2 (README "Against a real server 3.6.2")';

/** CPU time (user + system, in clock ticks) the process has used so far, from /proc. */
export function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}
