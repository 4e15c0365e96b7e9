// GET /control (HttpRestControlR66Handler): an InformationJsonPacket with idRequest true answers
// the transfer record as GET /info does (ServerActions.informationRequest), under the model
// Control; idRequest false is refused, JSON 406 in an HTTP 400 (3.6.2 writes it so).
import { ACTION_MODEL, V1_COMMAND } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { actionError } from '../actions/action-reply.ts';
import { requirePacket } from '../actions/read-packet.ts';
import { transferInformation } from '../info/info-endpoint.ts';

/** The path /control answers to, as the refusal of file information names it (BASEURI). */
const BASE_URI = 'control';

/** GET /control */
export function controlInformation(req: ParsedRequest, deps: Deps): Reply {
  const read = requirePacket(req, deps.config, 'information', ACTION_MODEL.control);
  if (!read.ok) return read.reply;
  if (read.packet['idRequest'] === true) return transferInformation(req, deps, read.packet, ACTION_MODEL.control);
  const detail = `Error: FileInformation is not applicable with URI ${BASE_URI}`;
  return actionError(req, 406, detail, ACTION_MODEL.control, { command: V1_COMMAND.GetInformation });
}
