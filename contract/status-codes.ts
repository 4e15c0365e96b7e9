// STEPSTATUS / INFOSTATUS text forms (reference §3.2, §8, §9.3): JSON writes the letter and two
// spaces; input is decoded from its first character, then as an enum name, else Unknown.
import { ERROR_CODES, STATUS_PADDING } from './enums.ts';

const BY_LETTER = new Map(ERROR_CODES.map((e) => [e.letter, e]));
const BY_NAME = new Map(ERROR_CODES.map((e) => [e.name, e]));
/** The letter of the ErrorCode `Unknown`: what a status text the server cannot decode stands for. */
export const UNKNOWN_STATUS_LETTER = '-';

/** The letter a client's status text stands for (so `"O"`, `"O  "` are CompleteOk, and `"CompleteOk"` is `C`, as on the real server). */
export function statusLetterOf(text: string): string {
  const first = text.charAt(0);
  if (BY_LETTER.has(first)) return first;
  return BY_NAME.get(text.trim())?.letter ?? UNKNOWN_STATUS_LETTER;
}

/** A status letter as JSON writes it: the letter and two spaces (`O` → `"O  "`, reference §8). */
export const statusJson = (letter: string): string => letter + STATUS_PADDING;

/** The ErrorCode name of a status as written in JSON or XML. */
export const statusNameOf = (text: string): string => BY_LETTER.get(text.charAt(0))?.name ?? 'Unknown';
