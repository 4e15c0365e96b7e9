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
        // 3.6.2's example texts and dates (the time of the answer), observed.
        body: packetOf('log', p, {
          comment: 'Log export request (GET)', requestUserPacket: 16, rule: 'The rule name', request: 'The requester or requested host name',
          start: deps.clock.now(), stop: deps.clock.now(), startid: 'Start id - long -', stopid: 'Stop id - long -',
        }),
        answer: [packetOf('logResponse', p, { comment: 'Log export response', filename: 'filepath' })],
      },
    },
  ];
};
