// The REST v2 reads of the diff script (docs/rest-v2-3.6.2.md §3, §8): the three record lists with
// every order, their filters, limits and offsets (offsets past 0 on /v2/transfers too: 3.6.2's SQL
// for them depends on the database, and the known list names each database's answer), counts,
// single reads by `<id>_<requested>` and by name, /v2/hostconfig, /v2/server/status (its times are
// normalised: normalise.ts), /v2/filemonitors, and the refusals of bad parameters. /v2/limits is
// among the v1 script's reads. Every request goes with `Accept-Language: en` (the client adds it).
import { V2_TRANSFER_ORDER_NAMES, type JsonValue } from '../../contract/index.ts';
import type { CallRequest } from '../client/client.ts';
import type { Sample } from './sample.ts';

const get = (path: string, query: Readonly<Record<string, string>> = {}): CallRequest => ({ method: 'GET', path, query });
const text = (v: JsonValue | undefined): string => String(v);
const ALL = { limit: '1000' };

function transfers(s: Sample): CallRequest[] {
  const T = '/v2/transfers';
  const out = [
    get(T), get(T, { limit: '5' }), get(T, { limit: '0' }), get(T, { limit: '-1' }),
    ...V2_TRANSFER_ORDER_NAMES.map((order) => get(T, { order, ...ALL })),
    get(T, { order: 'descId', limit: '3', offset: '0' }), get(T, { limit: '3', offset: '3' }), get(T, { limit: '3', offset: '1' }),
    ...['DONE', 'INERROR', 'TOSUBMIT'].map((status) => get(T, { status, ...ALL })),
    get(T, { countOrder: 'true' }), get(T, { countOrder: 'true', status: 'DONE' }), get(T, { followId: 'tmkit-diff-unknown' }),
    get(T, { order: 'bogus' }), get(T, { status: 'bogus' }), get(T, { limit: 'x' }), get(T, { startTrans: 'bad' }),
    get(`${T}/424242_tmkit-diff-unknown-host`), get(`${T}/x_y`), get(`${T}/99999999999999999999_x`),
  ];
  const t = s.v2Transfer;
  if (t) {
    const start = Date.parse(text(t['start']));
    out.push(
      get(T, { ruleID: text(t['ruleName']), ...ALL }), get(T, { partner: text(t['requested']), ...ALL }), get(T, { filename: text(t['filename']), ...ALL }),
      get(`${T}/${text(t['id'])}_${text(t['requested'])}`),
    );
    if (Number.isFinite(start)) out.push(get(T, { startTrans: new Date(start - 86_400_000).toISOString(), stopTrans: new Date(start + 86_400_000).toISOString(), ...ALL }));
  }
  return out;
}

function hosts(s: Sample): CallRequest[] {
  const H = '/v2/hosts';
  const out = [
    get(H), get(H, { limit: '3' }), get(H, { limit: '3', offset: '3' }), get(H, { offset: '5' }), get(H, { limit: '0' }), get(H, { limit: '3', offset: '1000' }),
    ...['descId', 'ascAddress', 'descAddress'].map((order) => get(H, { order, ...ALL })),
    get(H, { isSSL: 'true', ...ALL }), get(H, { isActive: 'false', ...ALL }), get(H, { isSSL: 'true', isActive: 'true', ...ALL }),
    get(H, { countOrder: 'true' }), get(H, { countOrder: 'true', isSSL: 'true' }),
    get(H, { isSSL: '1' }), get(H, { limit: '-1' }), get(H, { order: 'ascPort' }), get(`${H}/tmkit-diff-unknown-host`),
  ];
  if (s.hostAddress !== undefined) out.push(get(H, { address: s.hostAddress, ...ALL }));
  if (s.hostId !== undefined) out.push(get(`${H}/${s.hostId}`));
  return out;
}

function rules(s: Sample): CallRequest[] {
  const R = '/v2/rules';
  const out = [
    get(R), get(R, { order: 'descName' }), get(R, { limit: '1' }), get(R, { limit: '1', offset: '1' }), get(R, { offset: '1000' }),
    get(R, { countOrder: 'true' }), get(R, { modeTrans: 'receive' }), get(R, { modeTrans: 'bogus' }),
    get(R, { limit: '0' }), get(R, { order: 'ascRuleID' }), get(`${R}/tmkit-diff-unknown-rule`),
  ];
  if (s.ruleName !== undefined) out.push(get(`${R}/${s.ruleName}`));
  return out;
}

/** The REST v2 reads for servers whose data `sample` (from A) describes. */
export function v2Reads(s: Sample): CallRequest[] {
  return [
    ...transfers(s), ...hosts(s), ...rules(s),
    get('/v2/hostconfig'), get('/v2/server/status'), get('/v2/server/status', { period: 'PT1H' }), get('/v2/server/status', { period: 'bad' }),
    get('/v2/filemonitors'), get('/v2/filemonitors', { countOrder: 'true' }), get('/v2/filemonitors', { status: 'x' }),
  ];
}
