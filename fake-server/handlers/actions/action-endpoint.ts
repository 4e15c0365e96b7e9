// What one action endpoint provides to the dispatcher: its methods, its handler and its OPTIONS
// entries (reference §1.4, §2.5).
import type { Serialisable } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';

export interface ActionEndpoint {
  readonly base: 'log' | 'info' | 'bandwidth' | 'server';
  /** Methods besides OPTIONS, in the real server's enum order (GET, PUT, POST, DELETE). */
  readonly methods: readonly ('GET' | 'PUT')[];
  handle(req: ParsedRequest, deps: Deps): Reply;
  /** The DetailedAllow entries of OPTIONS, without the final OPTIONS entry. */
  describe(deps: Deps): Serialisable[];
}

export const allowOf = (e: ActionEndpoint): string => [...e.methods, 'OPTIONS'].join(',');
