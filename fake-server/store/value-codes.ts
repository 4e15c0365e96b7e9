// One-character codes for the value texts a field repeats (a transfer's @model, rule, owner,
// partners, status letters, block size: about 100 of its 300 value bytes), so that a packed row
// holds one character for each. The codes are \u0080-\u00ff: still one byte each in a string, and
// never the first character of a JSON value text, which is ASCII; a field gets at most 128 of
// them, first come first served, and stops looking once its values keep being new ones.

const BASE = 0x80;
const SIZE = 128;
/** Lookups before a field whose values rarely repeat stops trying. */
const TRIAL = 4096;

export class ValueCodes {
  private readonly codes = new Map<string, string>();
  private readonly texts: string[] = [];
  private tries = 0;
  private hits = 0;
  private off = false;

  /** The code of `text`, or `text` itself when it has none (short texts gain nothing). */
  encode(text: string): string {
    if (this.off || text.length < 3) return text;
    this.tries++;
    const code = this.codes.get(text);
    if (code !== undefined) {
      this.hits++;
      return code;
    }
    if (this.texts.length < SIZE) {
      const fresh = String.fromCharCode(BASE + this.texts.length);
      this.texts.push(text);
      this.codes.set(text, fresh);
      return fresh;
    }
    if (this.tries > TRIAL && this.hits * 4 < this.tries) this.off = true;
    return text;
  }

  decode(text: string): string {
    const c = text.charCodeAt(0);
    return c >= BASE && text.length === 1 ? (this.texts[c - BASE] as string) : text;
  }
}

/** Whether a value text could be taken for a code: then the record is kept whole instead. */
export const looksLikeCode = (text: string): boolean => text.charCodeAt(0) >= BASE;
