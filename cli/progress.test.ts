// The progress line: drawn on a terminal, silent in CI and pipes, cleared and timer-free after stop.
// Fake timers drive the redraw clock, so nothing here waits or depends on the machine's speed.
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, isInteractive } from './progress.ts';

const terminal = (isTTY: boolean) => Object.assign(new PassThrough(), { isTTY, columns: 80 });
const written = (s: PassThrough) => String(s.read() ?? '');
const redraws = (out: string) => out.split('\x1b[1G').length - 1; // every redraw starts at column 1

function run(isTTY: boolean, env: NodeJS.ProcessEnv) {
  const stream = terminal(isTTY);
  const progress = createProgress({ label: 'checks', total: 10, unit: 'checks', stream, env });
  progress.tick(1, 'not_a_server_error');
  progress.tick(2, 'status_code_conformance');
  vi.advanceTimersByTime(250);
  const during = written(stream);
  progress.stop();
  return { during, after: written(stream) };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('isInteractive', () => {
  it('is true on a terminal outside CI, false elsewhere, and TMKIT_PROGRESS decides over both', () => {
    expect(isInteractive({ isTTY: true }, {})).toBe(true);
    for (const CI of ['', '0', 'false']) expect(isInteractive({ isTTY: true }, { CI }), CI).toBe(true);
    expect(isInteractive({ isTTY: false }, {})).toBe(false);
    expect(isInteractive({}, {})).toBe(false);
    for (const CI of ['true', '1']) expect(isInteractive({ isTTY: true }, { CI }), CI).toBe(false);
    expect(isInteractive({ isTTY: true }, { TMKIT_PROGRESS: '0' })).toBe(false);
    expect(isInteractive({ isTTY: false }, { CI: 'true', TMKIT_PROGRESS: '1' })).toBe(true);
  });
});

describe('createProgress', () => {
  it('draws label, value/total and the current detail on a terminal', () => {
    const { during } = run(true, {});
    expect(during).toContain('checks [');
    expect(during).toContain('3/10 30%');
    expect(during).toContain('status_code_conformance');
    expect(during).toMatch(/checks\/s \| ETA/);
  });

  it('clears the line on stop and leaves no timer running', () => {
    const { after } = run(true, {});
    expect(after.endsWith('\x1b[2K')).toBe(true); // erase the whole line, cursor at column 1
    expect(vi.getTimerCount()).toBe(0);
  });

  it('writes nothing at all when not on a terminal, in CI, or when turned off', () => {
    for (const [isTTY, env] of [[false, {}], [true, { CI: 'true' }], [true, { TMKIT_PROGRESS: '0' }]] as const) {
      const { during, after } = run(isTTY, env);
      expect(during + after, JSON.stringify({ isTTY, env })).toBe('');
      expect(vi.getTimerCount()).toBe(0);
    }
  });

  it('forced on in a pipe, writes plain lines: no carriage return, no escape', () => {
    const { during, after } = run(false, { TMKIT_PROGRESS: '1' });
    expect(during + after).toContain('3/10 30%');
    expect(during + after).not.toMatch(/[\r\x1b]/);
    expect(after.endsWith('\n')).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('redraws at most about ten times a second however fast it ticks', () => {
    const stream = terminal(true);
    const progress = createProgress({ label: 'records', total: 1000, stream, env: {} });
    for (let i = 0; i < 1000; i++) {
      progress.tick(1, `record ${i}`);
      vi.advanceTimersByTime(1);
    }
    progress.stop();
    expect(redraws(written(stream))).toBeLessThanOrEqual(12);
  });

  it('keeps control characters in the detail off the terminal and the line within its width', () => {
    const stream = terminal(true);
    const progress = createProgress({ label: 'checks', total: 2, stream, env: {} });
    progress.tick(1, `\x1b[31mred\x07 ${'x'.repeat(200)}`);
    vi.advanceTimersByTime(150);
    progress.stop();
    const lines = written(stream).split(/\x1b\[(?:1G|2K|0K|K)|\x1b[78]/);
    expect(lines.some((l) => l.includes('[31mred'))).toBe(true);
    expect(lines.join('')).not.toContain('\x07');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
  });
});
