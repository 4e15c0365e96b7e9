// DELETE /<collection>/:id: answers the deleted record and the model forgets it. A record the model
// does not hold answers 404 (/configurations: 200, reference §3.5).
import type { AsyncCommand } from 'fast-check';
import type { Collection } from '../../../../contract/index.ts';
import type { RecordKey } from '../resources/index.ts';
import { expectAnswer, expectStatus, send, type Model, type Real } from './model.ts';

export class DeleteCommand implements AsyncCommand<Model, Real> {
  constructor(
    readonly collection: Collection,
    readonly key: RecordKey,
  ) {}

  check = (): boolean => true;

  async run(m: Model, r: Real): Promise<void> {
    if (r.halted) return;
    const { resource } = r.spaces[this.collection];
    const ex = await send(r, () => r.tracker.remove(resource, this.key));
    const what = `DELETE /${this.collection}[${this.key.label}]`;
    const held = m.records[this.collection].get(this.key.label);
    m.records[this.collection].delete(this.key.label);
    if (!held) {
      expectStatus(ex, resource.absentRead(this.key) === undefined ? 404 : 200, `${what} of a record that is not there`);
      return;
    }
    expectAnswer(r, resource, ex, held.fields, { lead: `${held.lead}, the answer to ${what}`, request: held.request, subject: 'reads', read: true });
  }

  toString = (): string => `DELETE /${this.collection}[${this.key.label}]`;
}
