// GET /<collection>/:id: the record the model holds, or 404 when it holds none (/configurations:
// 200 with zero limits and UPDATEDINFO 0, reference §3.5).
import type { AsyncCommand } from 'fast-check';
import type { Collection } from '../../../../contract/index.ts';
import { answerOf } from '../../scenarios/helpers.ts';
import { readOne } from '../calls.ts';
import type { RecordKey } from '../resources/index.ts';
import { expectAnswer, expectFields, expectStatus, send, type Model, type Real } from './model.ts';

export class ReadCommand implements AsyncCommand<Model, Real> {
  constructor(
    readonly collection: Collection,
    readonly key: RecordKey,
  ) {}

  check = (): boolean => true;

  async run(m: Model, r: Real): Promise<void> {
    if (r.halted) return;
    const { resource } = r.spaces[this.collection];
    const ex = await send(r, () => readOne(r.ctx, resource, this.key));
    const what = `GET /${this.collection}[${this.key.label}]`;
    const held = m.records[this.collection].get(this.key.label);
    if (held) {
      expectStatus(ex, 200, `${held.lead}, ${what}`);
      expectFields(r, resource, ex, answerOf(ex), held.fields, { lead: held.lead, request: held.request, subject: `${what} reads`, read: true });
      return;
    }
    const absent = resource.absentRead(this.key);
    if (absent === undefined) expectStatus(ex, 404, `${what} of a record that is not there`);
    else expectAnswer(r, resource, ex, absent, { lead: `${what} of a record that is not there`, subject: 'reads', read: true });
  }

  toString = (): string => `GET /${this.collection}[${this.key.label}]`;
}
