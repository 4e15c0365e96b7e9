// A one-line progress bar for long generations, redrawn in place on a terminal at most ten times a
// second. Reads the monotonic timer only to pace redraws and show a rate: never to make data.
import type { WriteStream } from 'node:tty';

export interface ProgressBar {
  update(done: number): void;
  /** Draws the final state and moves to a new line. */
  finish(done: number): void;
}

const WIDTH = 30;

export function createProgressBar(stream: WriteStream, total: number, label: string): ProgressBar {
  const started = performance.now();
  let lastDraw = -Infinity;
  const draw = (done: number) => {
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(share * WIDTH);
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ${done}/${total} ${rate}/s ${seconds.toFixed(1)}s`);
  };
  return {
    update(done) {
      const now = performance.now();
      if (now - lastDraw < 100) return;
      lastDraw = now;
      draw(done);
    },
    finish(done) {
      draw(done);
      stream.write('\n');
    },
  };
}
