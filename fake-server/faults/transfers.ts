// Faults of /transfers: filters misread, records mis-encoded, a delete that keeps the record.
import { transfersResource } from '../handlers/transfers/transfers-resource.ts';
import { mergeArgs } from '../handlers/data-model/args.ts';
import { uriWithId } from '../http/reply.ts';
import { parseRequest } from '../http/request.ts';
import type { JsonObject } from '../../contract/index.ts';
import type { Fault } from './types.ts';
import { bodyObject, editJson, editRecords, isList, isOne, rewriteArgs, shiftInteger } from './rewrite.ts';

const onTransfers = (path: string) => path === '/transfers' || path.startsWith('/transfers/');

/** Every integer beyond 2^53 (the lossless parser gives those as bigint) as the nearest double would hold it. */
function roundBigInts(value: unknown): boolean {
  let changed = false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === 'bigint') {
        const rounded = BigInt(Number(v));
        if (rounded !== v) changed = true;
        value[i] = rounded;
      } else changed = roundBigInts(v) || changed;
    }
  } else if (typeof value === 'object' && value !== null) {
    const o = value as JsonObject;
    for (const k of Object.keys(o)) {
      const v = o[k];
      if (typeof v === 'bigint') {
        const rounded = BigInt(Number(v));
        if (rounded !== v) changed = true;
        o[k] = rounded;
      } else changed = roundBigInts(v) || changed;
    }
  }
  return changed;
}

export const TRANSFER_FAULTS: readonly Fault[] = [
  {
    name: 'transfers-startid-off-by-one',
    family: 'transfers',
    description: 'GET /transfers reads STARTID as STARTID+1, so the transfer whose id equals STARTID is left out (the bound is exclusive).',
    expectedCheck: ['startid_stopid_bounds_inclusive'],
    apply: {
      request: (raw) => (isList(parseRequest(raw), 'transfers') ? rewriteArgs(raw, ['STARTID'], (v) => shiftInteger(v, 1)) : raw),
    },
  },
  {
    name: 'transfers-partner-filter-ignored',
    family: 'transfers',
    description: 'GET /transfers ignores PARTNER and answers transfers of every partner.',
    expectedCheck: ['partner_matches_requester_or_requested'],
    apply: {
      request: (raw) => (isList(parseRequest(raw), 'transfers') ? rewriteArgs(raw, ['PARTNER'], () => undefined) : raw),
    },
  },
  {
    name: 'transfers-status-unpadded',
    family: 'transfers',
    description: 'Transfer records write STEPSTATUS and INFOSTATUS as the bare letter ("O") instead of the letter padded to three characters ("O  ").',
    expectedCheck: ['response_schema_conformance'],
    apply: {
      reply: (req, reply) =>
        onTransfers(req.path)
          ? editJson(reply, (body) =>
              editRecords(body, (r) => {
                let changed = false;
                for (const k of ['STEPSTATUS', 'INFOSTATUS']) {
                  const v = r[k];
                  if (typeof v === 'string' && v !== v.trimEnd()) {
                    r[k] = v.trimEnd();
                    changed = true;
                  }
                }
                return changed;
              }))
          : reply,
    },
  },
  {
    name: 'transfers-specialid-as-string',
    family: 'transfers',
    description: 'Transfer records write SPECIALID as a JSON string instead of a number.',
    expectedCheck: ['response_schema_conformance'],
    apply: {
      reply: (req, reply) =>
        onTransfers(req.path)
          ? editJson(reply, (body) =>
              editRecords(body, (r) => {
                const v = r['SPECIALID'];
                if (typeof v !== 'number' && typeof v !== 'bigint') return false;
                r['SPECIALID'] = String(v);
                return true;
              }))
          : reply,
    },
  },
  {
    name: 'transfers-specialid-rounded',
    family: 'transfers',
    description: 'Answers of /transfers and /info round every SPECIALID beyond 2^53 to the nearest double (a server that reads ids with a double-based JSON parser).',
    expectedCheck: ['ensure_resource_availability', 'create_is_upsert'],
    apply: {
      reply: (req, reply) => (onTransfers(req.path) || req.path === '/info' ? editJson(reply, roundBigInts) : reply),
    },
  },
  {
    name: 'transfers-lost-delete',
    family: 'transfers',
    description: 'DELETE /transfers/:id answers 200 with the record, but the record stays: it can still be read and listed.',
    expectedCheck: ['use_after_free', 'lists_reflect_writes'],
    apply: {
      around: (raw, next, deps) => {
        const req = parseRequest(raw);
        if (!isOne(req, 'transfers', 'DELETE')) return next(raw);
        const row = transfersResource.find(mergeArgs(uriWithId(req), bodyObject(req)), req.subpath[0] as string, deps);
        const reply = next(raw);
        if (row && reply.status === 200) deps.store.transfers.put(row.record);
        return reply;
      },
    },
  },
];
