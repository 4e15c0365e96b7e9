// PUT /v2/server/deactivate, /shutdown and /restart (docs/rest-v2-3.6.2.md §1 S2-S4; FULLADMIN,
// checked by the router). Deactivate switches this server's own host row between active and
// inactive and answers 204 with the new state in the header `active` (404 without the row), as
// ServerHandler.deactivate. Shutdown and restart answer 204 and then signal the transport as PUT
// /server does (fake-server/server-state.ts): the fake never ends its user's process, whoever
// listens on `onShutdown` decides.
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import { emptyReply } from '../v2-errors.ts';

export function deactivateServerV2(_req: unknown, deps: Deps): Reply {
  const row = deps.store.hosts.get(deps.config.hostId);
  if (!row) return emptyReply(404);
  const active = !row.record.ISACTIVE;
  deps.store.hosts.put({ ...row.record, ISACTIVE: active }, row.secret);
  return emptyReply(204, { active: String(active) });
}

// Observed (docs/rest-v2-3.6.2.md §8.7): restart answers with `connection: close`, shutdown without.
const stopping = (restart: boolean) => (_req: unknown, deps: Deps): Reply => ({
  ...emptyReply(204, restart ? { Connection: 'close' } : {}),
  afterSend: () => deps.server.events.emit('shutdown', { restart }),
});

export const shutdownServerV2 = stopping(false);
export const restartServerV2 = stopping(true);
