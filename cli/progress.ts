// Progress for the long commands (check, generate) on stderr: one redrawn line on a person's
// terminal, and nothing at all anywhere else, so CI logs and redirected output stay plain text
// (each command prints its own summary at the end). TMKIT_PROGRESS=0 turns it off;
// TMKIT_PROGRESS=1 turns it on even in CI or a pipe, where cli-progress then writes a plain line
// every second instead of cursor escapes. Call stop() in a `finally`: the bar redraws on a timer.
import cliProgress from 'cli-progress';

/** Where the bar is drawn: process.stderr, or any writable that says whether it is a terminal. */
export interface ProgressStream extends NodeJS.WritableStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
}

export interface ProgressOptions {
  readonly label: string;
  readonly total: number;
  /** What is counted ("checks", "records"), shown in the rate. */
  readonly unit?: string;
  readonly stream?: ProgressStream;
  readonly env?: NodeJS.ProcessEnv;
}

export interface Progress {
  /** Adds n (default 1) done; detail (the check id, say) replaces the one shown. */
  tick(n?: number, detail?: string): void;
  setTotal(n: number): void;
  /** Clears the line and stops the redraw timer; safe to call twice. */
  stop(): void;
}

const unset = (v: string | undefined) => v === undefined || /^(|0|false|no)$/i.test(v.trim());

/** Whether to draw progress: a terminal outside CI, unless TMKIT_PROGRESS says otherwise. */
export function isInteractive(stream: { readonly isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env['TMKIT_PROGRESS'] === '0') return false;
  if (env['TMKIT_PROGRESS'] === '1') return true;
  return stream.isTTY === true && unset(env['CI']);
}

const NO_PROGRESS: Progress = { tick() {}, setTotal() {}, stop() {} };

// Detail can name something from the target: no control character reaches the terminal.
const plain = (s: string) => s.replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ');

// The bar takes what the line leaves after room for the detail, 10 to 30 characters, so it does
// not jump as details change length; past the width, the detail is cut.
const DETAIL_ROOM = 30;

function format(label: string, unit: string): cliProgress.GenericFormatter {
  return (options, params, payload: { detail?: string }) => {
    const seconds = ((params.stopTime ?? Date.now()) - params.startTime) / 1000;
    const rate = seconds > 0 ? (params.value / seconds).toFixed(1) : '?';
    // cli-progress answers 'NULL' or 'INF' while it cannot tell.
    const eta = typeof params.eta === 'number' ? cliProgress.Format.TimeFormat(params.eta, options, 1) : '?';
    const stats = `${params.value}/${params.total} ${Math.floor(params.progress * 100)}% | ${rate}${unit}/s | ETA ${eta}`;
    const detail = payload.detail ? ` | ${plain(payload.detail)}` : '';
    const size = Math.max(10, Math.min(30, params.maxWidth - 1 - DETAIL_ROOM - `${label} [] ${stats}`.length));
    const done = Math.round(params.progress * size);
    return `${label} [${'='.repeat(done)}${'-'.repeat(size - done)}] ${stats}${detail}`.slice(0, params.maxWidth - 1);
  };
}

export function createProgress(options: ProgressOptions): Progress {
  const stream = options.stream ?? process.stderr;
  if (!isInteractive(stream, options.env ?? process.env)) return NO_PROGRESS;
  const bar = new cliProgress.SingleBar({
    stream,
    format: format(options.label, options.unit ? ` ${options.unit}` : ''),
    fps: 10,
    clearOnComplete: true,
    // Clip to the width rather than switch the terminal's wrapping off, which a crash would leave off.
    linewrap: true,
    noTTYOutput: true,
    notTTYSchedule: 1000,
  });
  bar.start(options.total, 0, { detail: '' });
  return {
    tick: (n = 1, detail) => bar.increment(n, detail === undefined ? {} : { detail }),
    setTotal: (n) => bar.setTotal(n),
    stop: () => bar.stop(),
  };
}
