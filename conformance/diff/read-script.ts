// The read-only diff script: every operation's reads, the list queries the suite's filter checks
// make (status flags, ALLSTATUS for every owner, id and date windows, owner, partner, rule, host
// and host configuration filters, BANDWIDTH, limit and ORDERBYID, in the query and in a JSON
// body), OPTIONS of every
// entry point, and the error paths (unknown ids, an unknown entry point, a body that is not JSON,
// a value the sanity filter refuses, a v2 path that does not exist); then the REST v2 reads
// (read-script-v2.ts).
import { packetClass, STATUS_FLAGS } from '../../contract/index.ts';
import type { CallRequest } from '../client/client.ts';
import { fixed, type ScriptStep } from './script-step.ts';
import { v2Reads } from './read-script-v2.ts';
import type { Sample } from './sample.ts';

const ENTRY_POINTS = ['/', '/transfers', '/hosts', '/hostconfigs', '/configurations', '/log', '/info', '/bandwidth', '/server'];
const get = (path: string, query: CallRequest['query'] = {}, body?: CallRequest['body']): CallRequest => ({ method: 'GET', path, query, ...(body !== undefined ? { body } : {}) });
const text = (v: unknown): string => String(v);

function transferReads(s: Sample, classPrefix: string): CallRequest[] {
  const t = s.transfer;
  const out: CallRequest[] = [
    get('/transfers'), get('/transfers', { limit: '5' }), get('/transfers', { limit: '0' }), get('/transfers', { LIMIT: '3' }),
    get('/transfers', { OWNERREQ: '*', limit: '1000', ORDERBYID: 'true' }), get('/transfers', { ORDERBYID: 'true', limit: '10' }),
    ...STATUS_FLAGS.map((flag) => get('/transfers', { [flag]: 'true', OWNERREQ: '*', limit: '1000' })),
    get('/transfers', { PENDING: 'TRUE', limit: '1000' }), get('/transfers', { INERROR: 'true', DONE: 'true', limit: '1000' }),
    get('/transfers', { limit: '1000' }, { ALLSTATUS: true }), get('/transfers', { limit: '1000' }, { raw: '{not json' }),
    // No condition at all: 3.6.2 sends it without ORDER BY (storage order, record-order.ts).
    get('/transfers', { OWNERREQ: '*', ALLSTATUS: 'true', limit: '1000' }),
    get('/transfers', { IDRULE: '<script>' }), get('/transfers/1'), get('/transfers/abc'),
  ];
  if (!t) return out;
  const id = text(t['SPECIALID']);
  const identity = { REQUESTER: text(t['REQUESTER']), REQUESTED: text(t['REQUESTED']) };
  const start = Number(t['STARTTRANS']);
  out.push(
    get('/transfers', { STARTID: id, STOPID: id, OWNERREQ: '*' }), get('/transfers', { STARTID: '0', STOPID: id, limit: '1000' }),
    get('/transfers', { IDRULE: text(t['IDRULE']), limit: '1000' }), get('/transfers', { limit: '1000' }, { IDRULE: text(t['IDRULE']) }),
    get('/transfers', { PARTNER: identity.REQUESTED, OWNERREQ: '*', limit: '1000' }), get('/transfers', { OWNERREQ: identity.REQUESTER, limit: '1000' }),
    get('/transfers', { STARTTRANS: new Date(start - 86_400_000).toISOString(), STOPTRANS: new Date(start + 86_400_000).toISOString(), limit: '1000' }),
    get(`/transfers/${id}`, identity), get(`/transfers/${id}`, { REQUESTER: identity.REQUESTED, REQUESTED: identity.REQUESTER }),
    { method: 'GET', path: '/info', body: { '@class': packetClass('information', classPrefix), requestUserPacket: 0, id: t['SPECIALID'] as number | bigint, idRequest: true, to: false, rulename: identity.REQUESTED, filename: '', comment: null } },
  );
  return out;
}

function otherReads(s: Sample): CallRequest[] {
  const out = [
    get('/hosts'), get('/hosts', { limit: '1000' }), get('/hosts', { ISACTIVE: 'true' }), get('/hosts', { ISSSL: 'true' }), get('/hosts', { ISSSL: 'false', ISACTIVE: 'false' }),
    get('/hosts/tmkit-diff-unknown-host'), get('/hostconfigs'), get('/hostconfigs/tmkit-diff-unknown-host'), get('/configurations'),
    get('/configurations', { BANDWIDTH: '1' }), get('/configurations/tmkit-diff-unknown-host'), get('/bandwidth'), get('/server'),
    get('/v2/limits'), get('/v2/unknown'), get('/tmkit-diff-unknown'),
  ];
  if (s.hostId) out.push(get(`/hosts/${s.hostId}`), get('/hosts', { HOSTID: s.hostId }));
  const hc = s.hostconfig;
  if (hc) {
    out.push(get(`/hostconfigs/${text(hc['HOSTID'])}`), get('/hostconfigs', { HOSTID: text(hc['HOSTID']) }));
    const roles = typeof hc['ROLES'] === 'string' ? hc['ROLES'] : '';
    if (roles.length > 3) out.push(get('/hostconfigs', { ROLES: roles.slice(0, Math.min(roles.length, 12)) }));
  }
  if (s.configurationId) out.push(get(`/configurations/${s.configurationId}`), get('/configurations', { HOSTID: s.configurationId }));
  return out;
}

/** The read-only script for servers whose data `sample` (from A) describes. */
export function readScript(sample: Sample, classPrefix: string): ScriptStep[] {
  const options = ENTRY_POINTS.map((path): CallRequest => ({ method: 'OPTIONS', path }));
  return [...options, ...transferReads(sample, classPrefix), ...otherReads(sample), ...v2Reads(sample)].map(fixed);
}
