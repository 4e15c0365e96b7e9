// GET /info (reference §5, §18): transfer information (idRequest true: `rulename` is the remote
// host, `to` chooses the direction) or file information over a rule's virtual folder
// (idRequest false: exist, MLSD detail, list, MLSD list, each result a JSON text). The real
// server answers the file queries with 500; the fake answers them as intended (DESIGN §2.3).
import { ACTION_MODEL, INFORMATION_REQUEST, packetOf, V1_COMMAND, transferSchema, type JsonObject, RawJson, serialize, COLLECTION_META, SQL_TYPES, columnsOfRelease, type ActionModel, type ReleaseFacts } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { filesOfRule, matchesPattern, mlsdLine } from '../../dataset/file-tree.ts';
import { actionError, actionOk } from '../actions/action-reply.ts';
import type { Describe } from '../actions/action-endpoint.ts';
import { requirePacket } from '../actions/read-packet.ts';
import { factsOf } from '../../release.ts';

const NO_DATA = 'protocol.exception.OpenR66ProtocolNoDataException';

/** GetTransferInformation, which /info and /control answer alike but for the model. */
export function transferInformation(req: ParsedRequest, deps: Deps, p: JsonObject, model: ActionModel = ACTION_MODEL.info): Reply {
  const command = V1_COMMAND.GetTransferInformation;
  const fail = (what: string) => actionError(req, 400, `${deps.config.classPrefix}${NO_DATA}: ${what}`, model, { command });
  const remote = typeof p['rulename'] === 'string' ? p['rulename'] : '';
  if (remote === '' || !deps.store.hosts.get(remote)) return fail('Remote Host is unknown');
  const id = typeof p['id'] === 'bigint' ? p['id'] : BigInt(typeof p['id'] === 'number' ? Math.trunc(p['id']) : 0);
  const to = p['to'] === true;
  const self = deps.config.hostId;
  const row = deps.store.transfers.get({ SPECIALID: id, REQUESTER: to ? remote : self, REQUESTED: to ? self : remote, OWNERREQ: self });
  if (!row) return fail(`${to ? 'Remote starting' : '(Local)'} RunnerTask is not found: ${id}`);
  return actionOk(req, model, [new RawJson(row.json)], command);
}

function fileInformation(req: ParsedRequest, deps: Deps, p: JsonObject): Reply {
  const command = V1_COMMAND.GetInformation;
  const rule = typeof p['rulename'] === 'string' ? p['rulename'] : '';
  if (deps.store.rules.get(rule) === undefined) return actionError(req, 400, `Unknown rule: ${JSON.stringify(rule)}`, ACTION_MODEL.info, { command });
  const files = filesOfRule(deps.server.seed, rule, deps.clock.now());
  const pattern = typeof p['filename'] === 'string' ? p['filename'] : '';
  const request = typeof p['request'] === 'number' ? p['request'] : INFORMATION_REQUEST.ASKEXIST;
  // Each result is a JSON text inside `results`, not an object (reference §5).
  const answer = (value: object) => actionOk(req, ACTION_MODEL.info, [serialize(value as never, false)], command);
  switch (request) {
    case INFORMATION_REQUEST.ASKEXIST:
      return answer({ exist: files.some((f) => f.name === pattern) });
    case INFORMATION_REQUEST.ASKMLSDETAIL: {
      const file = files.find((f) => f.name === pattern);
      if (!file) return actionError(req, 404, `File not found: ${JSON.stringify(pattern)} in rule ${rule}`, ACTION_MODEL.info, { command });
      return answer({ mls: mlsdLine(file) });
    }
    case INFORMATION_REQUEST.ASKLIST:
      return answer({ ls: files.filter((f) => matchesPattern(f.name, pattern)).map((f) => f.name) });
    default:
      return answer({ mls: files.filter((f) => matchesPattern(f.name, pattern)).map(mlsdLine) });
  }
}

export function getInformation(req: ParsedRequest, deps: Deps): Reply {
  const read = requirePacket(req, deps.config, 'information', ACTION_MODEL.info);
  if (!read.ok) return read.reply;
  return read.packet['idRequest'] === true ? transferInformation(req, deps, read.packet) : fileInformation(req, deps, read.packet);
}

/** The transfer type map of the OPTIONS document (java.sql.Types codes of the release's columns, reference §2.5). */
export function transferModelMap(facts: ReleaseFacts): Record<string, string | number> {
  const map: Record<string, string | number> = { '@model': COLLECTION_META.transfers.model };
  for (const c of columnsOfRelease('transfers', facts)) map[c.name] = SQL_TYPES[c.sqlType];
  return map;
}

/** The OPTIONS entries of /info: the file and the transfer information requests. */
export const describeInfo: Describe = (deps) => {
  const p = deps.config.classPrefix;
  const fileExample = packetOf('information', p, { comment: 'Information request (GET)', requestUserPacket: 18, rulename: 'The rule name associated with the remote repository', filename: 'The filename to look for if any' });
  const transferExample = packetOf('information', p, { comment: 'Information on Transfer request (GET)', requestUserPacket: 18, id: -9223372036854775808n as never, rulename: 'remoteHost', idRequest: true });
  return [
    { GET: { path: '/info', command: V1_COMMAND.GetInformation, body: fileExample, answer: ['path'] } },
    // Both entries say GetInformation on 3.6.2 (observed), the transfer one too.
    { GET: { path: '/info', command: V1_COMMAND.GetInformation, body: transferExample, answer: [transferModelMap(factsOf(deps))] } },
  ];
};
