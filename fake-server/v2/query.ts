// The query string of a v2 request as JAX-RS gives it to 3.6.2's handlers (`@QueryParam`, first
// value of a repeated name, `@DefaultValue` when absent) and the readings its handlers apply:
// Java's Integer.parseInt and RestUtils.stringToBoolean. Every refusal is collected, not thrown,
// so a request with several wrong values gets them all in one error list (errorCode 4).
import type { ParsedRequest } from '../http/request.ts';
import { v2Errors, type V2Error } from './v2-errors.ts';

/** The query parameters of a v2 request, read from the raw URL (v1's parsing drops values the sanity filter refuses). */
export class V2Query {
  readonly errors: V2Error[] = [];
  private readonly params: URLSearchParams;

  constructor(req: ParsedRequest) {
    const q = req.url.indexOf('?');
    this.params = new URLSearchParams(q < 0 ? '' : req.url.slice(q + 1));
  }

  /** The first value of a parameter, or `fallback` when absent (`@DefaultValue`). */
  text(name: string, fallback = ''): string {
    return this.params.get(name) ?? fallback;
  }

  /** Whether the parameter was given at all. */
  has(name: string): boolean {
    return this.params.has(name);
  }

  /** Every parameter name given, in order, once each. */
  names(): string[] {
    return [...new Set(this.params.keys())];
  }

  /**
   * Java's Integer.parseInt: an optional sign and decimal digits within 32 bits; anything else is
   * an illegal value of `reportedAs` (the parameter's name unless the handler reports another).
   */
  int(name: string, fallback: number, reportedAs = name): number {
    const text = this.params.get(name);
    if (text === null) return fallback;
    const n = /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isSafeInteger(n) && n >= -(2 ** 31) && n < 2 ** 31) return n;
    this.errors.push(v2Errors.illegalParameterValue(reportedAs, text));
    return fallback;
  }

  /** RestUtils.stringToBoolean: `true` or `false` in any case; anything else is an illegal value. Absent: `fallback`. */
  bool(name: string, fallback: boolean, reportedAs = name): boolean {
    const text = this.params.get(name);
    if (text === null) return fallback;
    const lower = text.toLowerCase();
    if (lower === 'true' || lower === 'false') return lower === 'true';
    this.errors.push(v2Errors.illegalParameterValue(reportedAs, text));
    return fallback;
  }

  /** One of `values` exactly (a Java enum's `valueOf`), else an illegal value; absent: `fallback`. */
  oneOf<V extends string>(name: string, values: readonly V[], fallback: V, reportedAs = name): V {
    const text = this.params.get(name);
    if (text === null) return fallback;
    if ((values as readonly string[]).includes(text)) return text as V;
    this.errors.push(v2Errors.illegalParameterValue(reportedAs, text));
    return fallback;
  }

  /**
   * `countOrder`: only `true` in any case asks for the count (3.6.2 reads every other value as
   * "list"); never on a release without the parameter (`honoured`: release-facts.ts v2CountOrder).
   */
  countOrder(honoured: boolean): boolean {
    return honoured && (this.params.get('countOrder') ?? '').toLowerCase() === 'true';
  }
}
