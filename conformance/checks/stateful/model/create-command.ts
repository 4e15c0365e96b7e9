// POST /<collection>: creates the record, or replaces it whole when it exists (upsert, reference
// §3.1, §18). The answer is the stored record: the given fields, defaults for the rest, UPDATEDINFO 3.
import type { AsyncCommand } from 'fast-check';
import type { Collection } from '../../../../contract/index.ts';
import { showFields } from '../compare.ts';
import type { Fields, RecordKey } from '../resources/index.ts';
import { expectAnswer, send, type Model, type Real } from './model.ts';

export class CreateCommand implements AsyncCommand<Model, Real> {
  constructor(
    readonly collection: Collection,
    readonly key: RecordKey,
    readonly fields: Fields,
  ) {}

  check = (): boolean => true;

  async run(m: Model, r: Real): Promise<void> {
    if (r.halted) return;
    const { resource } = r.spaces[this.collection];
    const ex = await send(r, () => r.tracker.create(resource, this.key, this.fields, r.names));
    const predicted = resource.created(this.key, this.fields, r.names);
    const what = `POST /${this.collection}[${this.key.label}]`;
    expectAnswer(r, resource, ex, predicted, { lead: `the answer to ${what}`, request: this.fields, subject: 'reads', read: false });
    m.records[this.collection].set(this.key.label, { fields: predicted, lead: `after ${what}`, request: this.fields });
  }

  toString = (): string => `POST /${this.collection}[${this.key.label}] ${showFields(this.fields)}`;
}
