// A reading of the input space (contract/input-space.ts) as a person reads it in a finding.
import type { Reading } from '../../../contract/index.ts';

export function readingText(r: Reading): string {
  switch (r.as) {
    case 'given': return 'as given';
    case 'absent': return 'as if it were not sent';
    case 'value': return `as ${String(r.value)}`;
    case 'now': return 'as the time of the request';
    case 'instant': return 'as the instant it names';
    case 'padded': return 'as the letter padded to three characters';
    case 'first-letter': return 'by its first character';
    case 'collapsed': return 'with each run of white space as one space';
    case 'prefix': return 'as given, its beginning (the server may append its own map)';
    case 'client-host': return 'as a client host (ISCLIENT true, ADDRESS 0.0.0.0)';
    case 'unbounded': return 'as no bound (every row)';
    case 'rejected': return `refused with ${r.status}${r.errorCode === undefined ? '' : ` (errorCode ${r.errorCode})`}`;
  }
}
