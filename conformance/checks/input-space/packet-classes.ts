// value_classes_in_packets: every value class the input space gives a field of an action packet
// (GET /log, GET /info, PUT /bandwidth) or of the /v2/limits body is sent, and the answer is what
// its reading says (log-classes.ts, info-classes.ts, bandwidth-classes.ts). Each /log writes an
// export file on the server: writes only; /bandwidth and /v2/limits also need --allow-limits.
import type { ScenarioCheck } from '../check.ts';
import { bandwidthClasses, limitsClasses } from './bandwidth-classes.ts';
import { infoClasses } from './info-classes.ts';
import { logClasses } from './log-classes.ts';

export const valueClassesInPackets: ScenarioCheck = {
  id: 'value_classes_in_packets',
  kind: 'scenario',
  severity: 'major',
  rule: 'Every value class a packet field or /v2/limits field takes (a JSON number or its text, a text that is not a number, negative, 0, largest, ids past 2^53, the time forms, JSON and text booleans, TRUE, texts of every script) is read as the input space says: refused with 400, or read as given, as the instant it names, as true, or as not sent.',
  failsWhen: 'a packet field or /v2/limits field sent as one value class is refused where it must be read, read where it must be refused, or read as another value: the /log answer repeats it otherwise or exports another count than its plain form, /info answers another transfer, /bandwidth sets other limits, /v2/limits stores another value.',
  needs: { writes: true },
  async run(ctx) {
    await logClasses(ctx);
    await infoClasses(ctx);
    await bandwidthClasses(ctx);
    await limitsClasses(ctx);
  },
};
