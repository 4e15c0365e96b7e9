// The answers and JSON bodies of the control endpoints: `{"error": "..."}` problems, and a body
// that must be a JSON object.
import { isJsonObject, parseJson, type JsonValue } from '../../contract/index.ts';

export interface ControlReply {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** A refusal: its own class, so that no JSON body (which may well have `status` and `body` fields) passes for one. */
class Problem implements ControlReply {
  readonly body: Record<string, unknown>;
  constructor(readonly status: number, error: string) {
    this.body = { error };
  }
}

export const problem = (status: number, error: string): ControlReply => new Problem(status, error);

export const isProblem = (v: unknown): v is ControlReply => v instanceof Problem;

/** The body as a JSON object (empty text: `{}`), or the 400 that says why not. */
export function readObject(text: string): Record<string, JsonValue> | ControlReply {
  if (text.trim() === '') return {};
  try {
    const v = parseJson(text);
    return isJsonObject(v) ? v : problem(400, 'the body must be a JSON object');
  } catch (e) {
    return problem(400, `the body is not JSON: ${(e as Error).message}`);
  }
}
