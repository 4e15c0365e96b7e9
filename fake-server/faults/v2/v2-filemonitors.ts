// Faults of /v2/filemonitors: totalSubResults that does not count the files.
import type { Fault } from '../types.ts';
import { editJson } from '../rewrite.ts';
import { isV2List } from './v2-paths.ts';

export const V2_FILEMONITOR_FAULTS: readonly Fault[] = [
  {
    name: 'v2-filemonitors-files-uncounted',
    family: 'v2filemonitors',
    description: 'GET /v2/filemonitors answers totalSubResults 0 whatever files its monitors hold.',
    expectedCheck: ['v2_file_monitors_select'],
    apply: {
      reply: (req, reply) =>
        isV2List(req, 'filemonitors') && reply.status === 200
          ? editJson(reply, (body) => typeof body['totalSubResults'] === 'number' && body['totalSubResults'] > 0 && ((body['totalSubResults'] = 0), true), false)
          : reply,
    },
  },
];
