// What the equivalent-variant tests print of a run that reported something: each counted deviation
// in one line, so a failure says which check was fooled, where, and by what answer.
import { counted, type RunResult } from '../../../conformance/index.ts';

export const found = (r: RunResult): string[] => counted(r).map((d) => `${d.check} ${d.operation}: ${d.title} (${d.received.slice(0, 120)})`);
