// /business, 3.6.2's HttpRestBusinessR66Handler (docs/real-server-3.6.2.md "/config and /business"):
// GET with a BusinessRequestJsonPacket runs the named R66Runnable class on the server. The fake
// runs no code (DESIGN §2): a class registered with it (`business` option, `tmkit serve
// --business FILE`, PUT /_fake/business) stands for one that ran, and answers as 3.6.2 does on
// success: 200, the packet echoed with its `arguments` and the envelope's `detail` set to the
// task's result text (ExecJavaTask's `other`), here the registered answer. Any other class is
// one 3.6.2 cannot run: the 406-in-400 of ExecJavaTask's "Command not found". The toApplied
// refusal of a caller outside the business white list is checked before (auth/authorize.ts).
import { ACTION_MODEL, packetOf, REQUEST_USER_PACKET, V1_COMMAND } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { actionError, actionOk } from '../actions/action-reply.ts';
import type { Describe } from '../actions/action-endpoint.ts';
import { requirePacket } from '../actions/read-packet.ts';

/**
 * R66Result.toString of a task that failed before it had a file or a transfer, with the
 * CommandNotFound code ExecJavaTask sets when the class cannot be made (3.6.2, observed).
 */
const NOT_FOUND_RESULT = ' no file      no runner isAnswered: false Code: Command not found';

/** GET /business: a registered class answers its canned text; any other, "Command not found". */
export function executeBusiness(req: ParsedRequest, deps: Deps): Reply {
  const read = requirePacket(req, deps.config, 'businessRequest', ACTION_MODEL.business);
  if (!read.ok) return read.reply;
  const className = read.packet['className'];
  const answer = typeof className === 'string' ? deps.server.businessClasses.get(className) : undefined;
  if (answer === undefined) {
    // 3.6.2 answers 500 for a packet without className (a null pasted into the command); the
    // fake answers as for any class it cannot run (DESIGN §2.3).
    return actionError(req, 406, `Task in Error:${String(className ?? null)} ${NOT_FOUND_RESULT}`, ACTION_MODEL.business, { command: V1_COMMAND.ExecuteBusiness });
  }
  const echoed = packetOf('businessRequest', deps.config.classPrefix, { ...read.packet, arguments: answer });
  return actionOk(req, ACTION_MODEL.business, [echoed], V1_COMMAND.ExecuteBusiness, answer);
}

/** The OPTIONS entries of /business, as 3.6.2's getDetailedAllow builds them. */
export const describeBusiness: Describe = (deps) => {
  const example = packetOf('businessRequest', deps.config.classPrefix, {
    comment: 'Business execution request (GET)', requestUserPacket: REQUEST_USER_PACKET.BUSINESSREQUESTPACKET,
    className: 'Class name to execute', arguments: 'Arguments of the execution', extraArguments: 'Extra arguments',
  });
  return [{ GET: { path: '/business', command: V1_COMMAND.ExecuteBusiness, body: example, answer: [example] } }];
};
