// The operators "a mapping value dropped" and "moved" (issue 25, item 5) over the status flags of
// GET /transfers and the ErrorCode letters, one fault per value the contract lists:
// - `drops-listTransfers-<FLAG>-<COLUMN>-<value>`: the flag no longer selects that value;
// - `moves-listTransfers-<FLAG>-<COLUMN>-<value>`: the next flag (PENDING → INTRANSFER → INERROR →
//   DONE → PENDING) selects it instead;
// - `drops-createTransfer-<STEPSTATUS|INFOSTATUS>-<letter>`: that letter is decoded as Unknown.
// The list faults answer the flags through the faulty mapping: the fake is asked for a superset
// (the moved value's flag added) and its rows are narrowed to what the faulty mapping selects.
import { ERROR_CODES, STATUS_FILTERS, STATUS_FLAGS, STATUS_MAPPING_ENTRIES, type StatusFlag, type StatusMappingEntry } from '../../../contract/index.ts';
import { mergeArgs, readFlag } from '../../handlers/data-model/args.ts';
import { parseRequest, type ParsedRequest, type RawRequest } from '../../http/request.ts';
import { answerOf, bodyObject, editJson, isList, rewriteArgs } from '../rewrite.ts';
import type { Fault } from '../types.ts';

type Mapping = Record<StatusFlag, { updatedInfo: number[]; globalStep: number[] }>;

const columnKey = (e: StatusMappingEntry) => (e.column === 'UPDATEDINFO' ? 'updatedInfo' : 'globalStep');

/** The mapping of the contract with `entry` taken from its flag and, when `to` is given, given to that flag. */
function faultyMapping(entry: StatusMappingEntry, to?: StatusFlag): Mapping {
  const m = Object.fromEntries(STATUS_FLAGS.map((f) => [f, { updatedInfo: [...STATUS_FILTERS[f].updatedInfo], globalStep: [...STATUS_FILTERS[f].globalStep] }])) as Mapping;
  const k = columnKey(entry);
  m[entry.flag][k] = m[entry.flag][k].filter((v) => v !== entry.value);
  if (to) m[to][k].push(entry.value);
  return m;
}

/** The flags a list request sets (reference §3.2): none when ALLSTATUS is true. */
function flagsOf(req: ParsedRequest): StatusFlag[] {
  const args = mergeArgs(req.uri, bodyObject(req));
  return readFlag(args, 'ALLSTATUS') ? [] : STATUS_FLAGS.filter((f) => readFlag(args, f));
}

/** The request with `flag` set to true (wherever it was, it is now in the query only). */
function withFlag(raw: RawRequest, flag: StatusFlag): RawRequest {
  const cleared = rewriteArgs(raw, [flag], () => undefined);
  return { ...cleared, url: `${cleared.url}${cleared.url.includes('?') ? '&' : '?'}${flag}=true` };
}

const number = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : -1);

function listFault(name: string, description: string, mapping: Mapping, extra: StatusFlag | undefined, movedTo: StatusFlag | undefined): Fault {
  const applies = (req: ParsedRequest) => isList(req, 'transfers') && flagsOf(req).length > 0;
  return {
    name: name as Fault['name'],
    family: 'transfers',
    description,
    expectedCheck: ['status_flags_every_value', 'status_flags_select_by_mapping'],
    apply: {
      request: (raw) => {
        const req = parseRequest(raw);
        if (!applies(req) || extra === undefined || movedTo === undefined) return raw;
        const on = flagsOf(req);
        return on.includes(movedTo) && !on.includes(extra) ? withFlag(raw, extra) : raw;
      },
      reply: (req, reply) => {
        if (!applies(req) || reply.status !== 200) return reply;
        const on = flagsOf(req);
        const keep = (r: Record<string, unknown>) => on.some((f) => mapping[f].updatedInfo.includes(number(r['UPDATEDINFO'])) || mapping[f].globalStep.includes(number(r['GLOBALSTEP'])));
        return editJson(reply, (body) => {
          const answer = answerOf(body);
          const results = answer?.['results'];
          if (!answer || !Array.isArray(results)) return false;
          const kept = results.filter((r) => typeof r === 'object' && r !== null && keep(r as Record<string, unknown>));
          if (kept.length === results.length) return false;
          answer['results'] = kept;
          if ('count' in answer) answer['count'] = kept.length;
          return true;
        });
      },
    },
  };
}

const nextFlag = (f: StatusFlag): StatusFlag => STATUS_FLAGS[(STATUS_FLAGS.indexOf(f) + 1) % STATUS_FLAGS.length] as StatusFlag;

const entryText = (e: StatusMappingEntry) => `${e.flag}-${e.column}-${e.value}`;

const drops = (e: StatusMappingEntry): Fault =>
  listFault(`drops-listTransfers-${entryText(e)}`, `GET /transfers with ${e.flag}=true no longer selects ${e.column} ${e.value}.`, faultyMapping(e), undefined, undefined);

const moves = (e: StatusMappingEntry): Fault =>
  listFault(
    `moves-listTransfers-${entryText(e)}`,
    `GET /transfers selects ${e.column} ${e.value} under ${nextFlag(e.flag)}=true instead of ${e.flag}=true.`,
    faultyMapping(e, nextFlag(e.flag)),
    e.flag,
    nextFlag(e.flag),
  );

/** POST /transfers decodes `letter` in `column` as Unknown (`-`), as if the letter were missing from the server's table. */
function dropsLetter(column: 'STEPSTATUS' | 'INFOSTATUS', letter: string, name: string): Fault {
  return {
    name: `drops-createTransfer-${column}-${letter}` as Fault['name'],
    family: 'transfers',
    description: `POST /transfers reads ${column} "${letter}" (${name}) as Unknown ("-").`,
    expectedCheck: ['status_letters_round_trip'],
    apply: {
      request: (raw) => {
        const req = parseRequest(raw);
        if (req.method !== 'POST' || req.base !== 'transfers' || req.subpath.length !== 0) return raw;
        return rewriteArgs(raw, [column], (v, from) => (from === 'body' && typeof v === 'string' && v.startsWith(letter) ? '-' : v));
      },
    },
  };
}

/** Every mapping fault: per status-flag entry a drop and a move, per ErrorCode letter (Unknown itself left out) a drop in each column. */
export const MAPPING_FAULTS: readonly Fault[] = [
  ...STATUS_MAPPING_ENTRIES.map(drops),
  ...STATUS_MAPPING_ENTRIES.map(moves),
  ...ERROR_CODES.filter((c) => c.name !== 'Unknown').flatMap((c) => [dropsLetter('STEPSTATUS', c.letter, c.name), dropsLetter('INFOSTATUS', c.letter, c.name)]),
];
