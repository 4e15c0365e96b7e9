// v2_value_classes_stored_as_documented: every value class a REST v2 write body takes
// (contract/v2/input-space.ts: POST and PUT of hosts and rules, POST of transfers, PUT and POST of
// the host configuration) and every class of GET /v2/server/logs' query (each call writes an export
// file on the server) is sent, and the answer is what its reading says: 400 with the errorCode
// where it is refused, else 201 (200 for the logs) and the value stored as given, or as the instant
// it names, as GET reads it back (v2-host-classes.ts, v2-rule-classes.ts, v2-hostconfig-classes.ts,
// v2-transfer-classes.ts). Every record it makes carries the run prefix and is removed; a transfer
// starts in 2099.
import type { ScenarioCheck } from '../check.ts';
import { requireV2Writes } from '../v2/v2-writes.ts';
import { v2HostClasses } from './v2-host-classes.ts';
import { v2HostConfigClasses } from './v2-hostconfig-classes.ts';
import { v2RuleClasses } from './v2-rule-classes.ts';
import { v2TransferClasses } from './v2-transfer-classes.ts';

export const v2ValueClassesStoredAsDocumented: ScenarioCheck = {
  id: 'v2_value_classes_stored_as_documented',
  kind: 'scenario',
  severity: 'major',
  rule: 'Every value class a REST v2 body member takes (a JSON number, its text, 0, negative, the largest, a text that is not a number, a JSON boolean and its text, null, an enumeration name and its other case, an array, the ISO date forms, texts of every script, runs of white space, XML-special characters, the longest text) is read as the input space says: refused with 400 and its errorCode, or stored as given or as the instant it names; and every class of the logs export query selects what it names.',
  failsWhen: 'a v2 body member sent as one value class is refused where it must be stored, accepted where it must be refused (or refused with another errorCode), or stored otherwise than given (cut, re-encoded, collapsed, escaped, another instant); or a logs export exports another number of transfers than the value selects, purges or cleans.',
  needs: { writes: true },
  async run(ctx) {
    requireV2Writes(ctx);
    await v2HostClasses(ctx);
    await v2RuleClasses(ctx);
    await v2HostConfigClasses(ctx);
    await v2TransferClasses(ctx);
  },
};
