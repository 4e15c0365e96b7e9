// GET /log: export (and optionally purge) the transfer history (reference §4).
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { requirePacket } from '../actions/read-packet.ts';

export function exportHistory(req: ParsedRequest, deps: Deps): Reply {
  const read = requirePacket(req, deps.config.classPrefix, 'log', 'Log');
  if (!read.ok) return read.reply;
  throw new Error('GET /log is not implemented yet');
}
