// The 64-bit range of the interface's LONG values (SPECIALID, packet ids). The lossless parser
// gives bigints beyond 2^53; Ajv sees numbers, so the range is checked here, exactly, and the
// value is handed to the schema check as the nearest number (its type, not its digits, matters there).

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;

export const isInt64 = (v: bigint): boolean => v >= INT64_MIN && v <= INT64_MAX;

/** The first field whose bigint value is outside the 64-bit range, if any. */
export function outOfInt64(values: Readonly<Record<string, unknown>>): string | undefined {
  return Object.keys(values).find((k) => {
    const v = values[k];
    return typeof v === 'bigint' && !isInt64(v);
  });
}

/** A shallow copy for Ajv, bigints as numbers. */
export const forSchema = (values: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]));
