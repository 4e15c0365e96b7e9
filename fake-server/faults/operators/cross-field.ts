// Operator `unpairs` (issue 36, item 4): a rule that reads a field's meaning through another field
// ignores its second field. One fault per cross-field rule of the contract (contract/cross-field.ts)
// and field the rule forces: when the first field triggers the rule (a negative PORT), the write
// stores and answers that field as it would be without the rule (ADDRESS or ISCLIENT as sent, else
// as the record had it), as a server whose rule forgets that field does. The fake runs first; the
// fault then puts the unpaired value into the stored record and into the answer.
import { classesOf, CROSS_FIELD_RULES, INPUT_SPACE, NEW_HOST_DEFAULTS, OPERATIONS, operationOf, boundsOf, type CrossFieldRule, type JsonObject, type JsonValue, type Operation } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import { parseRequest, type ParsedRequest } from '../../http/request.ts';
import { answerOf, bodyObject, editJson } from '../rewrite.ts';
import type { Fault, FaultFamily } from '../types.ts';

/** The host a write names: the body's HOSTID (POST), the path's id (PUT). */
const hostIdOf = (req: ParsedRequest, o: Operation): string | undefined => {
  const id = o.method === 'POST' ? bodyObject(req)?.['HOSTID'] : req.subpath[0];
  return typeof id === 'string' ? id : undefined;
};

/** Whether the record's value of the rule's first field triggers it. */
function triggers(rule: CrossFieldRule, value: JsonValue | undefined): boolean {
  const spec = INPUT_SPACE[rule.operation]?.[rule.first];
  return spec !== undefined && value !== undefined && classesOf(spec.kind, value, boundsOf(spec)).some((c) => rule.triggers.includes(c));
}

function unpairs(rule: CrossFieldRule, o: Operation, field: string): Fault {
  return {
    name: `unpairs-${o.id}-${rule.first}-${field}`,
    family: o.family as FaultFamily,
    description: `${o.method} ${o.path} ignores ${field} in its ${rule.first} rule: a ${rule.triggers.join(' or ')} ${rule.first} leaves ${field} as the write gives it (or as it was) instead of ${JSON.stringify(rule.forces[field])}.`,
    expectedCheck: ['cross_field_rules_hold'],
    apply: {
      around: (raw, next, deps: Deps) => {
        const req = parseRequest(raw);
        const id = operationOf(req.method, req.path)?.id === o.id ? hostIdOf(req, o) : undefined;
        if (id === undefined) return next(raw);
        const before = o.method === 'PUT' ? deps.store.hosts.get(id)?.record : undefined;
        const reply = next(raw);
        const row = deps.store.hosts.get(id);
        if (reply.status !== 200 || !row || !triggers(rule, row.record[rule.first as keyof typeof row.record])) return reply;
        // What the write would have left without the rule: the value sent, else the record's (a new host's default on a POST).
        const sent = bodyObject(req)?.[field];
        const kept = (before ?? NEW_HOST_DEFAULTS) as Readonly<Record<string, JsonValue>>;
        const value = sent !== undefined ? sent : kept[field];
        if (value === undefined) return reply;
        deps.store.hosts.put({ ...row.record, [field]: value }, row.secret);
        return editJson(reply, (body: JsonObject) => {
          const answer = answerOf(body);
          if (!answer) return false;
          answer[field] = value;
          return true;
        });
      },
    },
  };
}

/** Every `unpairs-<operationId>-<first field>-<second field>` fault. */
export const CROSS_FIELD_FAULTS: readonly Fault[] = CROSS_FIELD_RULES.flatMap((rule) => {
  const o = OPERATIONS.find((x) => x.id === rule.operation);
  return o ? Object.keys(rule.forces).map((field) => unpairs(rule, o, field)) : [];
});
