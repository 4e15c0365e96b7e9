// The self-description of /log (reference §2.5): GET only (§1.4).
import { packetOf, V1_COMMAND } from '../../../contract/index.ts';
import type { Describe } from '../actions/action-endpoint.ts';

/** The OPTIONS entries of /log. */
export const describeLog: Describe = (deps) => {
  const p = deps.config.classPrefix;
  return [
    {
      GET: {
        path: '/log',
        command: V1_COMMAND.GetLog,
        body: packetOf('log', p, { comment: 'Log export request (GET)', requestUserPacket: 16 }),
        answer: [packetOf('logResponse', p, { comment: 'Log export response', requestUserPacket: 16, command: 16, filename: 'filepath' })],
      },
    },
  ];
};
