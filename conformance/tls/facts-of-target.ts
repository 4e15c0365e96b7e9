// The TLS facts of a target before its first request: a TLS failure is thrown (one line, exit 2
// in every command); a connection that fails for another reason is left to the command's own
// first request, which reports it as it always did (refused, timeout: "unreachable").
import type { Target } from '../targets/target.ts';
import { NotTlsRelated } from './probe.ts';
import type { TlsFacts } from './tls-facts.ts';

export async function tlsFactsOf(target: Target, now: number): Promise<TlsFacts | undefined> {
  try {
    return await target.tls?.probe(now);
  } catch (e) {
    if (e instanceof NotTlsRelated) return undefined;
    throw e;
  }
}
