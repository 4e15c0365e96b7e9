// Faults of /v2/transfers: the page's totalResults as the count of every transfer (the maker's
// file's reading, not 3.6.2's), offset ignored, stop answered but the status kept.
import { parseV2TransferId } from '../../../contract/index.ts';
import type { Fault } from '../types.ts';
import { editJson } from '../rewrite.ts';
import { isV2List } from './v2-paths.ts';
import { editQuery } from './v2-query-edit.ts';

export const V2_TRANSFER_FAULTS: readonly Fault[] = [
  {
    name: 'v2-transfers-offset-ignored',
    family: 'v2transfers',
    description: 'GET /v2/transfers ignores offset: every page starts at the first transfer.',
    expectedCheck: ['v2_lists_page_as_documented'],
    apply: {
      request: (raw) => editQuery(raw, '/v2/transfers', (q) => q.delete('offset')),
    },
  },
  {
    name: 'v2-transfers-total-counts-all',
    family: 'v2transfers',
    description: 'GET /v2/transfers answers totalResults as the number of transfers before paging (as the maker\'s file reads it), where 3.6.2 gives the size of the page.',
    expectedCheck: ['v2_lists_page_as_documented'],
    apply: {
      reply: (req, reply, deps) =>
        isV2List(req, 'transfers') && reply.status === 200
          ? editJson(reply, (body) => Array.isArray(body['results']) && body['results'].length < deps.store.transfers.size && ((body['totalResults'] = deps.store.transfers.size), true), false)
          : reply,
    },
  },
  {
    name: 'v2-transfers-stop-keeps-status',
    family: 'v2transfers',
    description: 'PUT /v2/transfers/{id}/stop answers the stopped transfer but stores nothing: the transfer keeps its status.',
    expectedCheck: ['v2_transfer_lifecycle'],
    apply: {
      around: (raw, next, deps) => {
        const m = /^\/v2\/transfers\/([^/]+)\/stop\/?$/.exec(raw.url.split('?')[0] ?? '');
        const id = m && raw.method === 'PUT' ? parseV2TransferId(decodeURIComponent(m[1] as string)) : undefined;
        if (id === undefined) return next(raw);
        const own = deps.config.hostId;
        const before = [...deps.store.transfers.values()].map((r) => r.record).find((t) => t.SPECIALID === id.specialId && t.REQUESTED === id.requested && t.REQUESTER === own && t.OWNERREQ === own);
        const reply = next(raw);
        if (before !== undefined && reply.status === 200) deps.store.transfers.put(before);
        return reply;
      },
    },
  },
];
