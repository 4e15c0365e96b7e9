// Faults of /v2/hostconfig: the versions left out of GET's answer.
import type { Fault } from '../types.ts';
import { editJson } from '../rewrite.ts';
import { isV2At } from './v2-paths.ts';

export const V2_HOSTCONFIG_FAULTS: readonly Fault[] = [
  {
    name: 'v2-hostconfig-versions-missing',
    family: 'v2hostconfig',
    description: 'GET /v2/hostconfig leaves out versionR66 and versionBin.',
    expectedCheck: ['response_schema_conformance'],
    apply: {
      reply: (req, reply) =>
        isV2At(req, 'v2/hostconfig', 'GET') && reply.status === 200
          ? editJson(reply, (body) => 'versionR66' in body && (delete body['versionR66'], delete body['versionBin'], true), false)
          : reply,
    },
  },
];
