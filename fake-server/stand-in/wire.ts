// Mishaps on a real connection (`tmkit serve`, `listen`): the answer late, cut, or never. Every
// wait ends when the connection closes, so a server closing with stalled or delayed requests open
// closes at once (listen's `close` closes every connection).
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Reply } from '../http/reply.ts';

/** Resolves after `ms`, or as soon as the socket closes: true when the time ran out with the socket open. */
function waitOpen(socket: Socket, ms: number | undefined): Promise<boolean> {
  if (socket.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = ms === undefined ? undefined : setTimeout(() => {
      socket.off('close', onClose);
      resolve(!socket.destroyed);
    }, ms);
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    socket.once('close', onClose);
  });
}

/**
 * Carries out `reply.mishap` before the answer is written: waits out a delay (then `send`), resets
 * the connection (TCP RST, no answer), or stalls until the client or the server closes it.
 * A `truncate` is sent by `send` itself (see {@link writeTruncated}).
 */
export async function enactOnWire(socket: Socket, reply: Reply, send: () => void): Promise<void> {
  const mishap = reply.mishap;
  if (mishap?.kind === 'reset') {
    socket.resetAndDestroy();
    return;
  }
  if (mishap?.kind === 'stall') {
    await waitOpen(socket, undefined);
    return;
  }
  if (mishap?.kind === 'delay' && !(await waitOpen(socket, mishap.ms))) return;
  send();
}

/** Writes the first half of the body after a head that announced all of it, then closes the connection. */
export function writeTruncated(res: ServerResponse, body: string, encoding: BufferEncoding): void {
  const bytes = Buffer.from(body, encoding);
  res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.socket?.destroy());
}
