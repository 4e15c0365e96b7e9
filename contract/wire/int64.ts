// The 64-bit range of the interface's LONG values (SPECIALID, packet ids). The lossless parser
// gives bigints beyond 2^53; Ajv sees numbers, so the range is checked here, exactly, and the
// value is handed to the schema check as the nearest number (its type, not its digits, matters there).

/** The least 64-bit signed id (a Java `long`, as the real server stores SPECIALID). */
export const INT64_MIN = -(2n ** 63n);
/** The greatest 64-bit signed id. */
export const INT64_MAX = 2n ** 63n - 1n;

/** Whether an integer fits a Java `long`, as every id of the interface must. */
export const isInt64 = (v: bigint): boolean => v >= INT64_MIN && v <= INT64_MAX;

// Loops rather than entries/map/fromEntries: both run on every write of a record.

/** The first field whose bigint value is outside the 64-bit range, if any. */
export function outOfInt64(values: Readonly<Record<string, unknown>>): string | undefined {
  for (const k of Object.keys(values)) {
    const v = values[k];
    if (typeof v === 'bigint' && !isInt64(v)) return k;
  }
  return undefined;
}

/** A shallow copy for Ajv, bigints as numbers. */
export function forSchema(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(values)) {
    const v = values[k];
    // A `__proto__` key is data, as the parser reads it, not the copy's prototype.
    if (k === '__proto__') Object.defineProperty(out, k, { value: typeof v === 'bigint' ? Number(v) : v, enumerable: true, writable: true, configurable: true });
    else out[k] = typeof v === 'bigint' ? Number(v) : v;
  }
  return out;
}
