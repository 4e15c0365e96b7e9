// The OPTIONS entries of /control (HttpRestControlR66Handler.getDetailedAllow, as 3.6.2 writes
// them in OPTIONS /): the information request answering a transfer record, restart, stop or
// cancel and the transfer request, each answer the packet itself. The dates are the clock's now.
import { ILLEGAL_VALUE, packetOf, REQUEST_USER_PACKET, V1_COMMAND } from '../../../contract/index.ts';
import type { Describe } from '../actions/action-endpoint.ts';
import { transferModelMap } from '../info/info-endpoint.ts';
import { factsOf } from '../../release.ts';

const path = '/control';

/** The DetailedAllow entries of /control, the final OPTIONS entry left to the caller. */
export const describeControl: Describe = (deps) => {
  const p = deps.config.classPrefix;
  const now = deps.clock.now();
  const info = packetOf('information', p, {
    comment: 'Information on Transfer request (GET)', requestUserPacket: REQUEST_USER_PACKET.INFORMATIONPACKET, id: ILLEGAL_VALUE as never, rulename: 'remoteHost', idRequest: true,
  });
  const hosts = { requester: 'Requester host', requested: 'Requested host', specialid: ILLEGAL_VALUE as never };
  const restart = packetOf('restartTransfer', p, { comment: 'Restart Transfer request (PUT)', requestUserPacket: REQUEST_USER_PACKET.REQUESTPACKET, ...hosts, restarttime: now });
  const stop = packetOf('stopOrCancel', p, { comment: 'Stop Or Cancel request (PUT)', requestUserPacket: REQUEST_USER_PACKET.STOPPACKET, ...hosts });
  const create = packetOf('transferRequest', p, {
    comment: 'Transfer Request (POST)', requestUserPacket: REQUEST_USER_PACKET.VALIDPACKET, rulename: 'Rulename', filename: 'Filename',
    requested: 'Requested host', fileInformation: 'File information', start: now,
  });
  return [
    { GET: { path, command: V1_COMMAND.GetTransferInformation, body: info, answer: [transferModelMap(factsOf(deps))] } },
    { PUT: { path, command: V1_COMMAND.RestartTransfer, body: restart, answer: [restart] } },
    { PUT: { path, command: V1_COMMAND.StopOrCancelTransfer, body: stop, answer: [stop] } },
    { POST: { path, command: V1_COMMAND.CreateTransfer, body: create, answer: [create] } },
  ];
};
