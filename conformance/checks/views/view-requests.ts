// How to ask each view of the contract's view table (contract/views.ts) for one record: the
// request of its operation for the record as the reference list shows it. A view joins the table
// by a row there and a request here.
import type { JsonObject } from '../../../contract/index.ts';
import type { CallRequest } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { idOf } from '../actions/support.ts';
import { packetClass } from '../scenarios/helpers.ts';

type Build = (record: JsonObject, ctx: CheckContext, own: string) => CallRequest | undefined;

const seg = (v: unknown) => encodeURIComponent(String(v));

/** GET /info and GET /control look a transfer up by id, remote host and direction under this server's own id (reference §5). */
const information = (path: string): Build => (t, ctx, own) => {
  const id = idOf(t['SPECIALID']);
  if (id === undefined) return undefined;
  const to = t['REQUESTER'] !== own;
  const remote = String(to ? t['REQUESTER'] : t['REQUESTED']);
  return { method: 'GET', path, body: { '@class': packetClass(ctx, 'InformationJsonPacket'), requestUserPacket: 18, id, rulename: remote, idRequest: true, to } };
};

/** The request of each view's operation (operation id → builder). */
export const VIEW_REQUESTS: Readonly<Record<string, Build>> = {
  getTransfer: (t) => {
    const id = idOf(t['SPECIALID']);
    return id === undefined ? undefined : { method: 'GET', path: `/transfers/${id}`, query: { REQUESTER: String(t['REQUESTER']), REQUESTED: String(t['REQUESTED']), OWNERREQ: String(t['OWNERREQ']) } };
  },
  getInformation: information('/info'),
  controlInformation: information('/control'),
  getTransferV2: (t) => {
    const id = idOf(t['SPECIALID']);
    return id === undefined ? undefined : { method: 'GET', path: `/v2/transfers/${id}_${seg(t['REQUESTED'])}` };
  },
  getHost: (h) => ({ method: 'GET', path: `/hosts/${seg(h['HOSTID'])}` }),
  getHostV2: (h) => ({ method: 'GET', path: `/v2/hosts/${seg(h['HOSTID'])}` }),
  getHostConfiguration: (c) => ({ method: 'GET', path: `/hostconfigs/${seg(c['HOSTID'])}` }),
  getHostConfigV2: () => ({ method: 'GET', path: '/v2/hostconfig' }),
  getConfiguration: (c) => ({ method: 'GET', path: `/configurations/${seg(c['HOSTID'])}` }),
  getRule: (r) => ({ method: 'GET', path: `/rules/${seg(r['IDRULE'])}` }),
  getRuleV2: (r) => ({ method: 'GET', path: `/v2/rules/${seg(r['IDRULE'])}` }),
};
