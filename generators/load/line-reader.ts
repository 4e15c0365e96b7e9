// Reads a text file line by line, synchronously, in 1 MiB chunks: an NDJSON file of a million
// records is larger than the biggest string V8 allows, and the fake loads its dataset in a
// synchronous reset.
import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

const CHUNK = 1 << 20;

/** Yields each line (without its line break) with its 1-based number. */
export function* readLines(path: string): Generator<{ line: number; text: string }> {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(CHUNK);
    const decoder = new StringDecoder('utf8');
    let pending = '';
    let line = 0;
    for (;;) {
      const n = readSync(fd, buffer, 0, CHUNK, null);
      const text = n > 0 ? pending + decoder.write(buffer.subarray(0, n)) : pending + decoder.end();
      const parts = text.split('\n');
      pending = n > 0 ? (parts.pop() as string) : '';
      for (const part of parts) yield { line: ++line, text: part.endsWith('\r') ? part.slice(0, -1) : part };
      if (n === 0) return;
    }
  } finally {
    closeSync(fd);
  }
}
