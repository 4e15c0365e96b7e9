// Faults of 3.6.2's /control: a file query refused with the wrong code.
import type { Fault } from './types.ts';
import { editJson } from './rewrite.ts';

export const CONTROL_FAULTS: readonly Fault[] = [
  {
    name: 'control-file-query-answers-412',
    family: 'control',
    description: 'GET /control with idRequest false answers JSON 412 "Unknown command" instead of 3.6.2\'s 406 "FileInformation is not applicable".',
    expectedCheck: ['control_refusals'],
    apply: {
      reply: (req, reply) =>
        req.base === 'control' && req.method === 'GET'
          ? editJson(reply, (body) => {
              if (body['code'] !== 406) return false;
              body['code'] = 412;
              body['message'] = 'Precondition Failed';
              return true;
            })
          : reply,
    },
  },
];
