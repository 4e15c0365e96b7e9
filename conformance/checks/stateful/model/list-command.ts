// GET /<collection> with a filter: among the run's records, exactly those the model holds and the
// filter selects are listed, once each, with the fields the model holds.
import type { AsyncCommand } from 'fast-check';
import type { Collection } from '../../../../contract/index.ts';
import { list, results } from '../calls.ts';
import { hasIdentity } from '../compare.ts';
import type { ListQuery } from '../resources/index.ts';
import { expectFields, expectStatus, keyText, ModelDeviation, send, type Model, type Real } from './model.ts';

export class ListCommand implements AsyncCommand<Model, Real> {
  constructor(
    readonly collection: Collection,
    readonly query: ListQuery,
  ) {}

  check = (): boolean => true;

  async run(m: Model, r: Real): Promise<void> {
    if (r.halted) return;
    const { resource, keys } = r.spaces[this.collection];
    const ex = await send(r, () => list(r.ctx, resource, this.query.query));
    const what = this.toString();
    expectStatus(ex, 200, what);
    const rows = results(ex);
    for (const key of keys) {
      const found = rows.filter((row) => hasIdentity(row, key.identity));
      const held = m.records[this.collection].get(key.label);
      const expected = held !== undefined && this.query.includes(held.fields) ? 1 : 0;
      if (found.length !== expected) {
        const title =
          expected === 1 && found.length === 0 ? `${held?.lead}, ${what} does not list ${key.label}`
          : expected === 1 ? `${what} lists ${key.label} ${found.length} times`
          : held ? `${held.lead}, ${what} lists ${key.label}, which the filter does not select`
          : `${what} lists ${key.label}, which is not there (deleted or never created)`;
        throw new ModelDeviation({ title, expected: `Expected: ${keyText(key)} ${expected} time(s)`, received: `Received: ${found.length} time(s)` }, ex);
      }
      if (held && found[0]) expectFields(r, resource, ex, found[0], held.fields, { lead: held.lead, request: held.request, subject: `${what} lists`, read: true });
    }
  }

  toString = (): string => `GET /${this.collection}?${this.query.label}`;
}
