// Faults of /v2/hosts: the order ignored, the isActive filter read the other way round.
import type { Fault } from '../types.ts';
import { editQuery } from './v2-query-edit.ts';

export const V2_HOST_FAULTS: readonly Fault[] = [
  {
    name: 'v2-hosts-order-ignored',
    family: 'v2hosts',
    description: 'GET /v2/hosts ignores order: every page is sorted by name, ascending.',
    expectedCheck: ['v2_lists_page_as_documented'],
    apply: { request: (raw) => editQuery(raw, '/v2/hosts', (q) => q.delete('order')) },
  },
  {
    name: 'v2-hosts-isactive-inverted',
    family: 'v2hosts',
    description: 'GET /v2/hosts?isActive=true lists the inactive hosts, and isActive=false the active ones.',
    expectedCheck: ['v2_filters_select_as_documented'],
    apply: {
      request: (raw) => editQuery(raw, '/v2/hosts', (q) => {
        const v = q.get('isActive')?.toLowerCase();
        if (v === 'true' || v === 'false') q.set('isActive', v === 'true' ? 'false' : 'true');
      }),
    },
  },
];
