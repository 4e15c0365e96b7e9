// The part of autocannon's programmatic API the HTTP benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    readonly average: number;
    readonly p50: number;
    readonly p99: number;
    readonly max: number;
  }
  export interface Options {
    readonly url: string;
    readonly method?: string;
    readonly headers?: Readonly<Record<string, string>>;
    readonly body?: string;
    readonly connections?: number;
    readonly pipelining?: number;
    readonly duration?: number;
    readonly timeout?: number;
    readonly skipAggregateResult?: boolean;
  }
  export interface Result {
    readonly latency: Histogram;
    readonly requests: Histogram;
    readonly duration: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    readonly totalBytes: number;
    readonly totalCompletedRequests: number;
    readonly statusCodeStats: Readonly<Record<string, { readonly count: number }>>;
  }
  export interface Autocannon {
    (options: Options): Promise<Result>;
    aggregateResult(results: readonly Result[], options: Pick<Options, 'url' | 'connections' | 'pipelining'>): Result;
  }
  const autocannon: Autocannon;
  export default autocannon;
}
