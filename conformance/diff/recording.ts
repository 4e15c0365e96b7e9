// Recordings (issue 35; docs/replay.md): `tmkit diff --record FILE` keeps every exchange side A had
// (the probes and sample reads too, so that a replay of the same command asks the same questions),
// and a recording stands in for a server: `--target` or `--against` a recording file answers each
// request with the answer the recorded server gave to the same request (method, path and query,
// body), in the order they were recorded. A request the recording does not hold gets no answer
// (`unrecorded`), which the diff reports as such.
import { writeFileSync } from 'node:fs';
import { assignedIdOf, RECORDED_ANSWER_HEADERS, RECORDING_FORMAT, scriptedHeaders, type RecordedExchange, type RecordingFile } from '../../contract/index.ts';
import { TransportError, type Target, type WireRequest, type WireResponse } from '../targets/target.ts';

/** The answer headers a recording keeps (RECORDED_ANSWER_HEADERS), names in lower case. */
const keptAnswerHeaders = (headers: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).flatMap(([k, v]) => (RECORDED_ANSWER_HEADERS.includes(k.toLowerCase()) ? [[k.toLowerCase(), v]] : [])));

/** A target that keeps what it sends and what comes back (credentials and connection headers left out). */
export class RecordingTarget implements Target {
  readonly exchanges: RecordedExchange[] = [];
  readonly kind: Target['kind'];
  readonly baseUrl: string;

  constructor(private readonly inner: Target, private readonly now: () => number = () => Date.now()) {
    this.kind = inner.kind;
    this.baseUrl = inner.baseUrl;
    // What the inner target can do beyond `send`, it still does (unrecorded: they are the run's, not the script's).
    for (const k of ['maxBodyBytes', 'tls', 'rate', 'explainNoAnswer', 'sendOnOneConnection'] as const) {
      const v = inner[k];
      if (v !== undefined) Object.defineProperty(this, k, { value: typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(inner) : v });
    }
  }

  async send(request: WireRequest, signal?: AbortSignal): Promise<WireResponse> {
    const sentAt = new Date(this.now()).toISOString();
    const base = { method: request.method, url: request.url, headers: scriptedHeaders(request.headers), ...(request.body !== '' ? { body: request.body } : {}), sentAt };
    try {
      const answer = await this.inner.send(request, signal);
      // A create marks the id it was given, as the fake's journal does: the recording replays as a script (--script).
      const assigned = assignedIdOf(request.method, request.url, answer.body);
      this.exchanges.push({ ...base, ...(assigned ? { assigned } : {}), answer: { status: answer.status, headers: keptAnswerHeaders(answer.headers), body: answer.body } });
      return answer;
    } catch (e) {
      if (e instanceof TransportError && e.failure !== 'aborted') this.exchanges.push({ ...base, answer: null, failure: e.failure });
      throw e;
    }
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** Writes what was recorded to `path`; `release` is the server's, when it said. */
  write(path: string, startedAt: string, release: string | undefined): void {
    const file: RecordingFile = { ...RECORDING_FORMAT, server: this.baseUrl, recordedAt: startedAt, ...(release ? { release } : {}), requests: this.exchanges };
    writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  }
}

const keyOf = (method: string, url: string, body: string): string => `${method.toUpperCase()} ${url}\n${body}`;

/** A recording in place of a server: each request gets the answer recorded for the same request, in recorded order. */
export class RecordedTarget implements Target {
  readonly kind = 'http' as const;
  readonly baseUrl: string;
  /** Answers not given yet, by request; and the last one given, for a request asked once more than recorded (a probe). */
  private readonly waiting = new Map<string, RecordedExchange[]>();
  private readonly last = new Map<string, RecordedExchange>();

  constructor(readonly recording: RecordingFile, readonly file: string) {
    this.baseUrl = recording.server;
    for (const x of recording.requests) {
      const key = keyOf(x.method, x.url, x.body ?? '');
      this.waiting.set(key, [...(this.waiting.get(key) ?? []), x]);
    }
  }

  /** How the reports name it: the file, and the server and time it recorded. */
  get label(): string {
    return `recording ${this.file} (${this.recording.server}${this.recording.release ? `, ${this.recording.release}` : ''}, ${this.recording.recordedAt})`;
  }

  send(request: WireRequest): Promise<WireResponse> {
    const key = keyOf(request.method, request.url, request.body);
    const x = this.waiting.get(key)?.shift() ?? this.last.get(key);
    if (x === undefined) return Promise.reject(new TransportError('unrecorded', `${request.method} ${request.url} is not in ${this.file}`));
    this.last.set(key, x);
    const sentAt = Date.parse(x.sentAt);
    if (x.answer === null) return Promise.reject(new TransportError((x.failure as TransportError['failure'] | undefined) ?? 'reset', `recorded without an answer (${x.failure ?? 'none'})`));
    return Promise.resolve({ status: x.answer.status, headers: x.answer.headers, body: x.answer.body, truncated: false, ...(Number.isNaN(sentAt) ? {} : { sentAt }) });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
