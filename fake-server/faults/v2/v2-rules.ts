// Faults of /v2/rules: a count that ignores the mode filter, and a server that "fixes" 3.6.2's
// task-key collision (its rPreTasks shows the receive pre-tasks instead of the send ones).
import { isJsonObject, type JsonObject, type RuleTask } from '../../../contract/index.ts';
import type { Fault } from '../types.ts';
import { editJson } from '../rewrite.ts';
import { editQuery } from './v2-query-edit.ts';

const onRules = (path: string) => /^\/v2\/rules(\/[^/]+)?\/?$/.test(path);
const tasksV2 = (tasks: readonly RuleTask[]) => tasks.map((t) => ({ type: t.type, arguments: t.path, delay: t.delay }));

export const V2_RULE_FAULTS: readonly Fault[] = [
  {
    name: 'v2-rules-count-ignores-mode',
    family: 'v2rules',
    description: 'GET /v2/rules?countOrder=true counts every rule, whatever modeTrans says.',
    expectedCheck: ['v2_filters_select_as_documented'],
    apply: { request: (raw) => editQuery(raw, '/v2/rules', (q) => { if (q.get('countOrder')?.toLowerCase() === 'true') q.delete('modeTrans'); }) },
  },
  {
    name: 'v2-rules-receive-pre-tasks-shown',
    family: 'v2rules',
    description: 'A v2 rule\'s rPreTasks shows the receive pre-tasks (RPRETASKS) where 3.6.2 writes the send pre-tasks under that key.',
    expectedCheck: ['v2_rule_writes_round_trip'],
    apply: {
      reply: (req, reply, deps) =>
        onRules(req.path) && (reply.status === 200 || reply.status === 201)
          ? editJson(reply, (body) => {
              const rules: JsonObject[] = Array.isArray(body['results']) ? body['results'].filter(isJsonObject) : 'name' in body ? [body] : [];
              let changed = false;
              for (const r of rules) {
                const stored = deps.store.rules.get(String(r['name']))?.record;
                if (stored === undefined || stored.RPRETASKS.length === 0) continue;
                r['rPreTasks'] = tasksV2(stored.RPRETASKS);
                changed = true;
              }
              return changed;
            }, false)
          : reply,
    },
  },
];
