// The in-memory model of the four collections that model_based_crud compares the target with (after
// fast-check's model-based examples: this model file, one command per file beside it). The model
// holds, per collection, the records the run created, keyed by their label (`t0`, `h1`); every
// command predicts the answer from it, compares, and brings the model up to date.
import type { Exchange } from '../../../client/client.ts';
import { TransportError } from '../../../targets/target.ts';
import type { CheckContext } from '../../../runner/context.ts';
import type { Collection } from '../../../../contract/index.ts';
import { answerOf } from '../../scenarios/helpers.ts';
import type { Tracker } from '../calls.ts';
import { describe, differences, show } from '../compare.ts';
import type { Fields, ListQuery, RecordKey, RunNames, StatefulResource } from '../resources/index.ts';

/** A record the model holds, with the write that made it so (findings name that write). */
export interface ModelRecord {
  readonly fields: Fields;
  /** `after PUT /transfers[t0]`. */
  readonly lead: string;
  /** The fields that write sent. */
  readonly request: Fields;
}

export interface Model {
  readonly records: Record<Collection, Map<string, ModelRecord>>;
}

export const emptyModel = (): Model => ({
  records: { transfers: new Map(), hosts: new Map(), hostconfigs: new Map(), configurations: new Map(), rules: new Map() },
});

/** One collection as the commands use it: the resource, the keys of the run, its list queries. */
export interface Space {
  readonly resource: StatefulResource;
  readonly keys: readonly RecordKey[];
  readonly lists: readonly ListQuery[];
}

/** The system under test: the target behind the check's context. */
export interface Real {
  readonly ctx: CheckContext;
  readonly names: RunNames;
  readonly spaces: Readonly<Record<Collection, Space>>;
  readonly tracker: Tracker;
  /** Set when the target stopped answering: later commands do nothing (the runner reported it). */
  halted?: TransportError;
}

/** A difference between the target and the model: the finding the check reports. */
export class ModelDeviation extends Error {
  constructor(
    readonly finding: { readonly title: string; readonly expected: string; readonly received: string },
    readonly exchange: Exchange,
  ) {
    super(finding.title);
    this.name = 'ModelDeviation';
  }
}

/** Thrown when a request got no answer; it stops the run without a model finding. */
export class NoAnswer extends Error {
  constructor(readonly error: TransportError) {
    super(error.message);
    this.name = 'NoAnswer';
  }
}

export const keyOf = (r: Real, c: Collection, index: number): RecordKey => {
  const keys = r.spaces[c].keys;
  return keys[index % keys.length] as RecordKey;
};

/** The key's identity as a person reads it: `t0 (SPECIALID 9007199254740993, REQUESTED tmkit1-mb-pa)`. */
export const keyText = (key: RecordKey): string =>
  `${key.label} (${Object.entries(key.identity).map(([k, v]) => `${k} ${show(v)}`).join(', ')})`;

/** Sends a request of a command; a request without answer halts the run. */
export async function send(r: Real, call: () => Promise<Exchange>): Promise<Exchange> {
  const ex = await call();
  if (ex.error) {
    r.halted = ex.error;
    throw new NoAnswer(ex.error);
  }
  return ex;
}

export function expectStatus(ex: Exchange, expected: number, what: string): void {
  const status = ex.response?.status;
  if (status === expected) return;
  throw new ModelDeviation({ title: `${what}: status ${status}`, expected: `Expected: ${expected}`, received: `Received: ${status}` }, ex);
}

export interface Prediction {
  readonly lead: string;
  readonly request?: Fields;
  readonly subject: string;
  /** A read: values the target may show on its own are accepted. */
  readonly read: boolean;
}

/** Throws unless `record` (an answer or a listed record) is `predicted`. */
export function expectFields(r: Real, resource: StatefulResource, ex: Exchange, record: Fields | undefined, predicted: Fields, p: Prediction): void {
  const diffs = differences(predicted, record, { ignore: resource.unpredictable, alternatives: p.read ? resource.readAlternatives(r.names) : {} });
  if (diffs.length > 0) throw new ModelDeviation(describe(p.lead, p.request, p.subject, diffs), ex);
}

/** Throws unless `ex` is a 200 whose answer is `predicted`. */
export function expectAnswer(r: Real, resource: StatefulResource, ex: Exchange, predicted: Fields, p: Prediction): void {
  expectStatus(ex, 200, `${p.lead}: ${ex.request.method} ${ex.operation?.path ?? ex.path}`);
  expectFields(r, resource, ex, answerOf(ex), predicted, p);
}
