// One task list of a v2 rule body read as 3.6.2's `RuleConverter.parseTasks` does: each element an
// object of `type` (a TaskType name, required), `arguments` (text) and `delay` (an int ≥ 0), names
// case-insensitive, texts with white space collapsed. Its errors are answered alone: 3.6.2 throws
// them at once, dropping what the other fields had found (observed: 7 and 6 for `type` only).
// 3.5.2 keeps the texts as sent, quotes a refused type as JSON and knows fewer types
// (release-facts.ts v2RuleTextsTrimmed, ruleTaskTypes).
import type { JsonValue, ReleaseFacts, RuleTask } from '../../../contract/index.ts';
import { asJavaInt, jacksonText } from '../v2-fields.ts';
import { v2Errors, type V2Error } from '../v2-errors.ts';

/** XmlUtil.getExtraTrimed: every run of white space one space, ends trimmed. */
export const extraTrimmed = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** How a release writes a rule's texts: collapsed and trimmed (3.6.x), or as sent (3.5.2). */
export const ruleTextOf = (facts: ReleaseFacts): ((s: string) => string) => (facts.v2RuleTextsTrimmed ? extraTrimmed : (s) => s);

export type TasksReading = { readonly ok: true; readonly tasks: RuleTask[] } | { readonly ok: false; readonly errors: V2Error[] };

function readTask(element: Readonly<Record<string, JsonValue>>, errors: V2Error[], facts: ReleaseFacts): RuleTask | undefined {
  const text = ruleTextOf(facts);
  const types: ReadonlySet<string> = new Set(facts.ruleTaskTypes);
  let type = '';
  let path = '';
  let delay = 0;
  for (const [key, value] of Object.entries(element)) {
    const name = key.toLowerCase();
    if (name === 'type') {
      if (typeof value !== 'string') errors.push(v2Errors.illegalFieldValue('type', text(jacksonText(value))));
      else if (types.has(text(value))) type = text(value);
      // The refused type is quoted without its JSON quotes on 3.6.x (observed), as JSON on 3.5.2 (`value.toString()`).
      else errors.push(v2Errors.illegalFieldValue('type', facts.v2RuleTextsTrimmed ? extraTrimmed(value) : jacksonText(value)));
    } else if (name === 'arguments') {
      if (typeof value === 'string') path = text(value);
      else errors.push(v2Errors.illegalFieldValue('arguments', text(jacksonText(value))));
    } else if (name === 'delay') {
      const n = asJavaInt(value);
      if (n !== undefined && n >= 0) delay = n;
      else errors.push(v2Errors.illegalFieldValue('delay', text(jacksonText(value))));
    } else {
      errors.push(v2Errors.unknownField(key));
    }
  }
  if (type === '') {
    errors.push(v2Errors.missingField('type'));
    return undefined;
  }
  return { type, path, delay };
}

/** `field` is the v2 name 3.6.2 reports for this list (`rPreTasks`, `sPreTasks`, ...). */
export function readTasks(list: readonly JsonValue[], field: string, facts: ReleaseFacts): TasksReading {
  const errors: V2Error[] = [];
  const tasks: RuleTask[] = [];
  for (const element of list) {
    if (element !== null && typeof element === 'object' && !Array.isArray(element)) {
      const task = readTask(element as Readonly<Record<string, JsonValue>>, errors, facts);
      if (task) tasks.push(task);
    } else {
      errors.push(v2Errors.illegalFieldValue(field, ruleTextOf(facts)(jacksonText(element))));
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, tasks };
}
