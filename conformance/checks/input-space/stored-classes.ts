// value_classes_stored_as_documented: every value class the input space gives a record field
// (contract/input-space.ts) is written by POST and by PUT, and the record read back shows what its
// reading says; a class the interface refuses is refused with its status and leaves nothing
// stored or changed. One record per class (every field that takes the class carries a value of it
// at once), one per field for a refused class. The records carry the run prefix, a transfer starts
// far in the future, and all are removed at the end (DESIGN §6).
import { boundsOf, INPUT_SPACE, type Reading, type ValueClass } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { knownRule, serverNow, type Json, type JsonRecord } from '../scenarios/helpers.ts';
import { sameJson } from '../same-json.ts';
import { requireWrites } from '../stateful/calls.ts';
import { valueOf } from './class-value.ts';
import { storedProblem, type WriteTime } from './stored-reading.ts';
import { readingText } from './reading-text.ts';
import { byHostIdSetup, transferSetup, type Body, type WriteSetup } from './write-setups.ts';

type Cell = readonly [field: string, reading: Reading];

/** The server's time around a write; 0 where it does not say (a value read as now then fails). */
const serverTime = async (ctx: CheckContext): Promise<number> => (await serverNow(ctx)) ?? 0;

/** The cells of `operation` by class, the classes a target may be sent (fake-only ones on the fake alone). */
function cellsByClass(ctx: CheckContext, operation: string): Map<ValueClass, Cell[]> {
  const out = new Map<ValueClass, Cell[]>();
  for (const [field, spec] of Object.entries(INPUT_SPACE[operation] ?? {})) {
    for (const [c, reading] of Object.entries(spec.classes) as [ValueClass, Reading][]) {
      if (!ctx.embedded && spec.fakeOnly?.[c] !== undefined) continue;
      out.set(c, [...(out.get(c) ?? []), [field, reading]]);
    }
  }
  return out;
}

class ClassWriter {
  private next = 0;
  constructor(private readonly ctx: CheckContext, private readonly s: WriteSetup) {}

  private value(operation: string, field: string, c: ValueClass, i: number) {
    const spec = INPUT_SPACE[operation]?.[field];
    return valueOf(c, this.s.seeds(field, i), { prefix: `${this.ctx.runPrefix}-${i}${field.slice(0, 3).toLowerCase()}`, ...(spec ? boundsOf(spec) : {}) })?.value;
  }

  /** A new record of the run: created, and removed at the end of the check. */
  private async create(body: Body): Promise<Exchange> {
    this.ctx.onCleanup(() => this.ctx.call(this.s.remove(body)));
    return this.ctx.call({ method: 'POST', path: `/${this.s.collection}`, body });
  }

  private report(what: string, c: ValueClass, problems: readonly string[], ex: Exchange): void {
    this.ctx.report({ title: `${what} with ${c} values did not store them as documented`, expected: 'Expected: each field as its reading in the input space says', received: `Received: ${problems.join('; ')}` }, ex);
  }

  /** Writes `cells` (all of class `c`) by POST (`update` false) or PUT, and checks the record. */
  async stored(c: ValueClass, cells: readonly Cell[], update: boolean): Promise<void> {
    const i = this.next++;
    const op = update ? this.s.updateOp : this.s.createOp;
    const fields: Body = {};
    for (const [f] of cells) {
      const v = this.value(op, f, c, i);
      if (v !== undefined) fields[f] = v as Json;
    }
    if (Object.keys(fields).length === 0) return;
    const base = this.s.base(i);
    const before = await serverTime(this.ctx);
    let body: Body;
    let write: Exchange;
    if (update) {
      const created = await this.create(base);
      if (created.response?.status !== 200) return; // creating is other checks' business
      body = base;
      write = await this.ctx.call(this.s.update(base, fields));
    } else {
      body = { ...base, ...fields };
      write = await this.create(body);
    }
    const after = await serverTime(this.ctx);
    const what = `${update ? 'PUT' : 'POST'} /${this.s.collection}`;
    if (write.response?.status !== 200) return this.report(what, c, [`the write answered ${write.response?.status ?? 'nothing'}`], write);
    const { record } = await this.s.read(body);
    if (!record) return this.report(what, c, ['the record cannot be read back by the identity it was written with'], write);
    const time: WriteTime = { before, after };
    const problems = cells.flatMap(([f, reading]) => (fields[f] === undefined ? [] : [storedProblem(f, fields[f] as never, reading, record, time)])).filter((p): p is string => p !== undefined);
    if (problems.length > 0) this.report(what, c, problems, write);
  }

  /** Writes one field of a refused class: refused with its status, and nothing stored or changed. */
  async refused(c: ValueClass, field: string, status: number, update: boolean): Promise<void> {
    const i = this.next++;
    const op = update ? this.s.updateOp : this.s.createOp;
    const v = this.value(op, field, c, i);
    if (v === undefined && c !== 'null') return;
    const base = this.s.base(i);
    const what = `${update ? 'PUT' : 'POST'} /${this.s.collection} with ${field} ${JSON.stringify(v)} (${c})`;
    let before: JsonRecord | undefined;
    let write: Exchange;
    if (update) {
      if ((await this.create(base)).response?.status !== 200) return;
      before = (await this.s.read(base)).record;
      write = await this.ctx.call(this.s.update(base, { [field]: (v ?? null) as Json }));
    } else write = await this.create({ ...base, [field]: (v ?? null) as Json });
    const problems: string[] = [];
    if (write.response?.status !== status) problems.push(`answered ${write.response?.status ?? 'nothing'}`);
    const after = (await this.s.read(base)).record;
    if (!update && after) problems.push('the record was stored all the same');
    if (update && !sameJson(after ?? null, before ?? null)) problems.push('the record changed');
    if (problems.length === 0) return;
    this.ctx.report({ title: `${what}: not refused`, expected: `Expected: ${readingText({ as: 'rejected', status })}, nothing stored or changed`, received: `Received: ${problems.join('; ')}` }, write);
  }
}

async function writeAll(ctx: CheckContext, s: WriteSetup): Promise<void> {
  const w = new ClassWriter(ctx, s);
  for (const update of [false, true]) {
    for (const [c, cells] of cellsByClass(ctx, update ? s.updateOp : s.createOp)) {
      const kept = cells.filter(([, r]) => r.as !== 'rejected');
      if (kept.length > 0) await w.stored(c, kept, update);
      for (const [f, r] of cells) if (r.as === 'rejected') await w.refused(c, f, r.status, update);
    }
  }
}

/** A SPECIALID base for the run's transfers, from its prefix: other runs and the data keep theirs. */
function baseIdOf(prefix: string): bigint {
  let h = 0;
  for (const ch of prefix) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000;
  return 7_700_000_000_000n + BigInt(h) * 1000n;
}

export const valueClassesStoredAsDocumented: ScenarioCheck = {
  id: 'value_classes_stored_as_documented',
  kind: 'scenario',
  severity: 'major',
  rule: 'Every value class a record field takes (numbers as JSON and as text, negative, zero and largest, ids past 2^53, the time forms, status letters and words, booleans, texts of every script, white-space runs, XML-special characters, the longest text the column holds) is stored by POST and PUT as the input space says, and a class the interface refuses is refused with nothing stored or changed.',
  failsWhen: 'a record written with values of one class reads back otherwise than the input space says (a text cut or re-encoded, 0 kept as a time, an offset dropped, a status word read whole, a negative port kept for a server host), or a refused class is accepted, stored or changes the record.',
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const hostId = await ctx.hostId();
    const prefix = `${ctx.runPrefix}-vc`;
    await writeAll(ctx, transferSetup(ctx, prefix, hostId, await knownRule(ctx), baseIdOf(ctx.runPrefix)));
    for (const c of ['hosts', 'hostconfigs', 'configurations'] as const) await writeAll(ctx, byHostIdSetup(ctx, c, prefix));
  },
};
