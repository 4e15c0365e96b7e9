// Buffered output with backpressure: texts are gathered into chunks of about 256 KiB, and a chunk
// the stream cannot take at once makes the writer wait for 'drain', so memory stays bounded
// however many records are written and however slow the reader is.
import { once } from 'node:events';
import type { Writable } from 'node:stream';

const SLACK = 64 * 1024;

/**
 * Buffered output to a writable stream with backpressure, for `writeDataset`: texts are gathered
 * into chunks (256 KiB by default), and a chunk the stream cannot take at once makes the writer
 * wait for 'drain', so memory stays bounded however many records are written. A stream error
 * is thrown by the next `flush()`.
 *
 * @example
 * const out = createWriteStream('dataset.json');
 * await writeDataset(new OutputSink(out), dataset, { kind: 'all', format: 'json' });
 * out.end();
 */
export class OutputSink {
  private parts: string[] = [];
  private size = 0;
  private buffer: Buffer | undefined;
  private ready: Buffer[] = [];
  private failure: Error | undefined;
  /** Characters handed to the stream so far. */
  written = 0;

  /**
   * With `encoding` 'latin1' each text is copied straight into the chunk's bytes (one copy, no
   * joined string, no UTF-8 encoding): right for text known to be ASCII, as the v1 JSON is (it
   * escapes everything else). 'utf8' gathers strings and encodes each chunk once.
   */
  constructor(private readonly out: Writable, private readonly encoding: 'utf8' | 'latin1' = 'utf8', private readonly chunkSize = 256 * 1024) {
    // A stream error (a closed pipe, a full disk) surfaces at the next flush instead of crashing the process.
    out.on('error', (e: Error) => {
      this.failure = e;
    });
  }

  /** Queues `text`; true when a chunk is full and `flush()` should be awaited. */
  push(text: string): boolean {
    if (this.encoding === 'utf8') {
      this.parts.push(text);
      this.size += text.length;
      return this.size >= this.chunkSize;
    }
    if (this.buffer !== undefined && this.size + text.length > this.buffer.length) this.seal();
    // Room for a chunk and some slack, so that a chunk is sealed right after the text that fills it.
    this.buffer ??= Buffer.allocUnsafe(Math.max(this.chunkSize + SLACK, text.length));
    this.size += this.buffer.write(text, this.size, 'latin1');
    if (this.size >= this.chunkSize) this.seal();
    return this.ready.length > 0;
  }

  private seal(): void {
    if (this.buffer !== undefined && this.size > 0) this.ready.push(this.buffer.subarray(0, this.size));
    this.buffer = undefined;
    this.size = 0;
  }

  /** Hands everything queued to the stream, waiting for 'drain' when the stream asks to. */
  async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.encoding === 'latin1') {
      this.seal();
      const chunks = this.ready;
      this.ready = [];
      for (const chunk of chunks) {
        this.written += chunk.length;
        if (!this.out.write(chunk)) await once(this.out, 'drain');
      }
      return;
    }
    if (this.size === 0) return;
    const chunk = this.parts.join('');
    this.parts = [];
    this.size = 0;
    this.written += chunk.length;
    if (!this.out.write(chunk, 'utf8')) await once(this.out, 'drain');
  }
}
