// Heap in use after a full garbage collection, to show that a fuzz run leaves no growth behind
// (a cache keyed by client input, a buffered body kept alive). `gc` is not exposed in a test
// worker; V8 lets a new context have it once the flag is set.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

function gcFunction(): (() => void) | undefined {
  if (collect) return collect;
  try {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  } catch {
    collect = undefined;
  }
  return collect;
}

/** Heap used after collecting garbage, in bytes; undefined when gc cannot be reached. */
export function settledHeap(): number | undefined {
  const gc = gcFunction();
  if (!gc) return undefined;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
