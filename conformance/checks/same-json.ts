// JSON equality as a JSON reader sees it: objects are unordered (their keys in any order are the
// same object), arrays ordered, numbers equal by value whether read as number or bigint. Every
// check that compares JSON values compares them with this, never with their text.
export function sameJson(a: unknown, b: unknown): boolean {
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint')) {
    // A bigint compared with a number equals it only when the number is that very integer.
    if (typeof a === typeof b) return a === b;
    const [n, big] = (typeof a === 'number' ? [a, b] : [b, a]) as [number, bigint];
    return Number.isInteger(n) && BigInt(n) === big;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}
