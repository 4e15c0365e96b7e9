// PUT /<collection>/:id: applies the given fields, keeps the others, sets UPDATEDINFO 3 (reference
// §3.1). A record the model does not hold answers 404 (/configurations: 200, and nothing is stored).
import type { AsyncCommand } from 'fast-check';
import type { Collection } from '../../../../contract/index.ts';
import { showFields } from '../compare.ts';
import { updateOne } from '../calls.ts';
import type { Fields, RecordKey } from '../resources/index.ts';
import { expectAnswer, expectStatus, send, type Model, type Real } from './model.ts';

export class UpdateCommand implements AsyncCommand<Model, Real> {
  constructor(
    readonly collection: Collection,
    readonly key: RecordKey,
    readonly fields: Fields,
  ) {}

  check = (): boolean => true;

  async run(m: Model, r: Real): Promise<void> {
    if (r.halted) return;
    const { resource } = r.spaces[this.collection];
    const held = m.records[this.collection].get(this.key.label);
    const ex = await send(r, () => updateOne(r.ctx, resource, this.key, this.fields));
    // A PUT on a missing record may have stored it after all (/configurations answers 200 anyway): clean it up.
    const absentRead = resource.absentRead(this.key);
    if (!held && (absentRead !== undefined || ex.response?.status !== 404)) r.tracker.track(resource, this.key);
    const what = `PUT /${this.collection}[${this.key.label}]`;
    if (!held) {
      expectStatus(ex, absentRead === undefined ? 404 : 200, `${what} of a record that is not there`);
      return;
    }
    const predicted = resource.updated(held.fields, this.fields);
    expectAnswer(r, resource, ex, predicted, { lead: `the answer to ${what}`, request: this.fields, subject: 'reads', read: false });
    m.records[this.collection].set(this.key.label, { fields: predicted, lead: `after ${what}`, request: this.fields });
  }

  toString = (): string => `PUT /${this.collection}[${this.key.label}] ${showFields(this.fields)}`;
}
