// /log as the dispatcher sees it: GET only (reference §1.4), and its self-description (§2.5).
import { packetOf } from '../../../contract/index.ts';
import type { ActionEndpoint } from '../actions/action-endpoint.ts';
import { exportHistory } from './export-history.ts';

export const logEndpoint: ActionEndpoint = {
  base: 'log',
  methods: ['GET'],
  handle: exportHistory,
  describe: (deps) => {
    const p = deps.config.classPrefix;
    return [
      {
        GET: {
          path: '/log',
          command: 'GetLog',
          body: packetOf('log', p, { comment: 'Log export request (GET)', requestUserPacket: 16 }),
          answer: [packetOf('logResponse', p, { comment: 'Log export response', requestUserPacket: 16, command: 16, filename: 'filepath' })],
        },
      },
    ];
  },
};
