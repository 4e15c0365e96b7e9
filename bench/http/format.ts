// Number formats of the benchmark tables.
export const int = (n: number): string => Math.round(n).toLocaleString('en-US');
/** Latencies: autocannon's histogram counts whole milliseconds, so 0 means under one. */
export const ms = (n: number): string => (n < 1 ? '< 1' : n.toFixed(0));
export const ratio = (n: number): string => n.toFixed(2);
export const maybe = (n: number | undefined, f: (n: number) => string): string => (n === undefined ? 'n/a' : f(n));
export const percent = (n: number): string => `${Math.round(n * 100)} %`;
