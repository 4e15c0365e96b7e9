// `runDiff`: the same script to two servers, request by request (A, then B), each answer
// normalised with that server's own assigned ids and clock reading, compared, and every
// difference kept as a deviation (diff-result.ts). The cleanup steps go to both servers at the end,
// also after a failure, and are not compared; an unchecked step goes to both in its place, not compared.
import type { Client, Exchange } from '../client/client.ts';
import { RunStopped } from '../client/run-control.ts';
import type { Baseline, BaselineEntry } from '../runner/baseline.ts';
import type { Deviation } from '../runner/deviation.ts';
import type { RunResult } from '../runner/result.ts';
import { compareAnswers, type Answer, type Difference } from './compare.ts';
import { operationLabel } from '../../contract/index.ts';
import { deviationOf, diffResult } from './diff-result.ts';
import { normalise } from './normalise.ts';
import { recordOrderOf, type RecordOrder } from './record-order.ts';
import type { ScriptStep } from './script-step.ts';
import { releaseOfSide } from './side-release.ts';

export interface DiffOptions {
  readonly a: Client;
  readonly b: Client;
  readonly script: readonly ScriptStep[];
  /** The known-differences list: what it expects is reported, not counted. */
  readonly known?: Baseline;
  /** Hears each step as it is sent to both. */
  readonly onStep?: (done: number, total: number) => void;
  /** The machine's clock (normalise.ts rule 2). */
  readonly now?: () => number;
  /** How the report names A and B (a recording: its file); default their URLs. */
  readonly names?: readonly [string, string];
}

/** The load-time differences of one field and kind across the whole run: one line in the report (compare.ts `data`). */
interface DataGroup {
  readonly first: { readonly d: Difference; readonly a: Exchange; readonly b: Exchange };
  answers: number;
  places: number;
  readonly operations: Set<string>;
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

class Side {
  readonly assigned: string[] = [];

  /** The server's own host and port as a request to it names them (Host), which a server may echo (normalise.ts rule 5). */
  private readonly host: string;
  constructor(readonly client: Client) {
    this.host = hostOf(client.target.baseUrl);
  }

  async send(step: ScriptStep, now: () => number): Promise<{ exchange: Exchange; answer: Answer; order: RecordOrder }> {
    const request = step.request(this.assigned);
    const sentAt = now();
    const exchange = await this.client.call(request);
    // A create that assigned nothing still takes its place ('' : no id), so later ids keep theirs.
    if (step.assigns) this.assigned.push(step.assigns(exchange.json) ?? '');
    const r = exchange.response;
    // A recorded answer's "now" is when it was recorded.
    const header = (name: string) => Object.entries(exchange.request.headers).find(([k]) => k.toLowerCase() === name)?.[1];
    const signed = { timestamp: header('x-auth-timestamp'), key: header('x-auth-key') };
    const ctx = { sentAt: r?.sentAt ?? sentAt, assigned: this.assigned, path: request.path, host: this.host, signed };
    const answer: Answer = {
      ...(r ? { status: r.status, mediaType: (r.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '' } : { failure: exchange.error?.failure ?? 'none' }),
      ...(exchange.json !== undefined ? { json: normalise(exchange.json, ctx) } : {}),
      text: r?.body ?? '',
    };
    return { exchange, answer, order: recordOrderOf(request) };
  }
}

export async function runDiff(o: DiffOptions): Promise<RunResult> {
  const now = o.now ?? (() => Date.now());
  const started = performance.now();
  const startedAt = new Date(now()).toISOString();
  const [a, b] = [new Side(o.a), new Side(o.b)];
  // Each side's release first: two different ones make the diff an upgrade report.
  const releases = [await releaseOfSide(o.a), await releaseOfSide(o.b)] as const;
  const urls = [o.a.target.baseUrl, o.b.target.baseUrl] as const;
  const deviations: Deviation[] = [];
  const matched = new Set<BaselineEntry>();
  const data = new Map<string, DataGroup>();
  const steps = o.script.filter((s) => !s.cleanup);
  let aborted: RunStopped | undefined;
  try {
    for (const [i, step] of steps.entries()) {
      const [x, y] = [await a.send(step, now), await b.send(step, now)];
      if (step.unchecked) {
        o.onStep?.(i + 1, steps.length);
        continue;
      }
      for (const d of compareAnswers(x.answer, y.answer, x.order)) {
        if (d.kind === 'data') {
          const group = data.get(d.title) ?? { first: { d, a: x.exchange, b: y.exchange }, answers: 0, places: 0, operations: new Set<string>() };
          group.answers++;
          group.places += d.places ?? 1;
          group.operations.add(operationLabel(x.exchange.request.method, x.exchange.path));
          data.set(d.title, group);
          continue;
        }
        const { deviation, entry } = deviationOf(d, x.exchange, y.exchange, urls, o.known);
        deviations.push(deviation);
        if (entry) matched.add(entry);
      }
      o.onStep?.(i + 1, steps.length);
    }
  } catch (e) {
    if (!(e instanceof RunStopped)) throw e;
    aborted = e;
  } finally {
    for (const side of [a, b]) {
      side.client.cleaning = true;
      for (const step of o.script.filter((s) => s.cleanup)) await side.client.call(step.request(side.assigned)).catch(() => undefined);
    }
  }
  for (const group of data.values()) {
    const { d, a, b } = group.first;
    const ops = [...group.operations];
    const grouped: Difference = { ...d, title: `data differs: ${d.title}, in ${group.answers} answer(s), ${group.places} place(s) (${ops.join(', ')})` };
    const { deviation, entry } = deviationOf(grouped, a, b, urls, o.known);
    deviations.push({ ...deviation, occurrences: group.answers });
    if (entry) matched.add(entry);
  }
  return diffResult({ urls, ...(o.names ? { names: o.names } : {}), releases, startedAt, durationMs: Math.round(performance.now() - started), requests: o.a.sent + o.b.sent, deviations, matched, ...(o.known ? { known: o.known } : {}), ...(aborted ? { aborted: aborted.message, abortCause: aborted.kind } : {}) });
}
