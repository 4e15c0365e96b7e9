// For each record collection, what the stored-class cases write: a record of the run (its
// identity carries the run prefix; a transfer starts far in the future, so it never runs), the
// seeds each field's class values are made from, and how the record is read back and removed by
// the identity it was written with (texts of any class in the path and the query).
import { NEW_HOST_DEFAULTS } from '../../../contract/index.ts';
import type { CallRequest, Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { idText, results, type Json, type JsonRecord } from '../scenarios/helpers.ts';
import { FUTURE_START } from '../stateful/resources/transfers.ts';
import type { Seeds } from './class-value.ts';

export type Body = Record<string, Json>;

export interface WriteSetup {
  readonly collection: 'transfers' | 'hosts' | 'hostconfigs' | 'configurations';
  readonly createOp: string;
  readonly updateOp: string;
  /** The body of record `i` of the run, its identity and the fields a create needs. */
  base(i: number): Body;
  /** Seeds of a field's class values (record `i`). */
  seeds(field: string, i: number): Seeds;
  /** The read of the record a body with this identity made. */
  read(body: Body): Promise<{ readonly ex: Exchange; readonly record: JsonRecord | undefined }>;
  /** The request that removes it. */
  remove(body: Body): CallRequest;
  /** The PUT of `fields` to it. */
  update(body: Body, fields: Body): CallRequest;
}

// The client writes the path with encodeURI: the segment goes as it is.
const pathOf = (collection: string, id: Json | undefined) => `/${collection}/${idText(id)}`;

/** The numbers a field's numeric classes start from (plausible values of each column). */
const NUMBERS: Readonly<Record<string, bigint>> = {
  GLOBALSTEP: 2n, GLOBALLASTSTEP: 1n, STEP: 3n, RANK: 4n, BLOCKSZ: 65536n, MODETRANS: 2n, PORT: 6667n,
  READGLOBALLIMIT: 1000n, WRITEGLOBALLIMIT: 2000n, READSESSIONLIMIT: 300n, WRITESESSIONLIMIT: 400n, DELAYLIMIT: 50n,
};

export function transferSetup(ctx: CheckContext, prefix: string, hostId: string, rule: string, baseId: bigint): WriteSetup {
  const identity = (b: Body) => ({ REQUESTER: idText(b['REQUESTER']), REQUESTED: idText(b['REQUESTED']) });
  return {
    collection: 'transfers',
    createOp: 'createTransfer',
    updateOp: 'updateTransfer',
    base: (i) => ({ SPECIALID: baseId + BigInt(i), IDRULE: rule, REQUESTER: hostId, REQUESTED: `${prefix}-p${i}`, FILENAME: `/data/out/${prefix}-${i}.dat`, STARTTRANS: FUTURE_START }),
    seeds: (f, i) => {
      if (f === 'SPECIALID') return { number: baseId + BigInt(i), negative: -(baseId + BigInt(i)) };
      if (f === 'STARTTRANS' || f === 'STOPTRANS') return { ms: FUTURE_START + 3_600_000 * (i + 1) };
      if (f === 'IDRULE') return { texts: { 'text-ascii': rule } };
      return NUMBERS[f] === undefined ? {} : { number: NUMBERS[f] };
    },
    // Read through the list (every owner, the one id): a transfer is found by its whole identity there.
    async read(b) {
      const id = idText(b['SPECIALID']);
      const ex = await ctx.call({ method: 'GET', path: '/transfers', query: { OWNERREQ: '*', STARTID: id, STOPID: id, limit: 100 } });
      const owner = b['OWNERREQ'] === undefined ? hostId : idText(b['OWNERREQ']);
      const record = results(ex).find((r) => idText(r['REQUESTER']) === idText(b['REQUESTER']) && idText(r['REQUESTED']) === idText(b['REQUESTED']) && idText(r['OWNERREQ']) === owner && idText(r['SPECIALID']) === id);
      return { ex, record };
    },
    remove: (b) => ({ method: 'DELETE', path: pathOf('transfers', b['SPECIALID']), query: { ...identity(b), ...(b['OWNERREQ'] === undefined ? {} : { OWNERREQ: idText(b['OWNERREQ']) }) } }),
    update: (b, fields) => ({ method: 'PUT', path: pathOf('transfers', b['SPECIALID']), query: identity(b), body: fields }),
  };
}

/** hosts, hostconfigs, configurations: one HOSTID is the identity. */
export function byHostIdSetup(ctx: CheckContext, collection: 'hosts' | 'hostconfigs' | 'configurations', prefix: string): WriteSetup {
  const ops = { hosts: ['createHost', 'updateHost'], hostconfigs: ['createHostConfiguration', 'updateHostConfiguration'], configurations: ['createConfiguration', 'updateConfiguration'] }[collection];
  const required: Body = {
    hosts: { ADDRESS: '10.66.0.9', HOSTKEY: 'c2VjcmV0', PORT: 6666 },
    // 3.6.2 refuses an upsert that leaves BUSINESS or ROLES null (reference §18).
    hostconfigs: { BUSINESS: '<business></business>', ROLES: '<roles></roles>', ALIASES: '<aliases></aliases>', OTHERS: '<root></root>' },
    configurations: {},
  }[collection];
  return {
    collection,
    createOp: ops[0] as string,
    updateOp: ops[1] as string,
    base: (i) => ({ HOSTID: `${prefix}-h${i}`, ...required }),
    // A flag whose new record holds true is sent false: true would leave it as a server that ignores it does.
    seeds: (f) => (NUMBERS[f] !== undefined ? { number: NUMBERS[f] } : (NEW_HOST_DEFAULTS as Record<string, unknown>)[f] === true ? { flag: false } : {}),
    async read(b) {
      // /configurations answers a missing id with a zero record: its list tells whether one is stored.
      if (collection === 'configurations') {
        const ex = await ctx.call({ method: 'GET', path: '/configurations', query: { HOSTID: idText(b['HOSTID']), limit: 10 } });
        return { ex, record: results(ex).find((r) => idText(r['HOSTID']) === idText(b['HOSTID'])) };
      }
      const ex = await ctx.call({ method: 'GET', path: pathOf(collection, b['HOSTID']) });
      const answer = (ex.json as JsonRecord | undefined)?.['answer'];
      const record = ex.response?.status === 200 && answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? (answer as JsonRecord) : undefined;
      return { ex, record };
    },
    remove: (b) => ({ method: 'DELETE', path: pathOf(collection, b['HOSTID']) }),
    update: (b, fields) => ({ method: 'PUT', path: pathOf(collection, b['HOSTID']), body: fields }),
  };
}
