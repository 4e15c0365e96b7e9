// v2_value_classes_read_as_documented: every value class REST v2's read operations take in their
// query (contract/v2/input-space.ts: the record lists' paging, order, count and filters, the file
// monitors' name, status and count, the status period, the export flags) is sent, and the answer is
// what its reading says: 400 with errorCode 4 where it is refused, else what the value read as
// selects (v2-list-classes.ts, v2-server-classes.ts). Read-only: an export flag is sent true only
// to the embedded fake (an export writes the configuration files of the server).
import type { ScenarioCheck } from '../check.ts';
import { v2ListClasses } from './v2-list-classes.ts';
import { v2ServerClasses } from './v2-server-classes.ts';

export const v2ValueClassesReadAsDocumented: ScenarioCheck = {
  id: 'v2_value_classes_read_as_documented',
  kind: 'scenario',
  severity: 'major',
  rule: 'Every value class a REST v2 query parameter takes (an int or long as text, 0, negative, the largest int, past 2^53, a text that is not a number, true, false and TRUE, an enumeration name and its other case, the ISO date forms, an ISO period, texts of every script) is read as the input space says: refused with 400 and errorCode 4, or read as given, as true, as the instant it names, as no bound.',
  failsWhen: 'a v2 query parameter sent as one value class is refused where it must be read, read where it must be refused (or refused with another errorCode), or read as another value: another page size or offset, another order, the list instead of the count, other records than those whose field equals the value or whose start is within the date, another period, another export.',
  async run(ctx) {
    await v2ListClasses(ctx);
    await v2ServerClasses(ctx);
  },
};
