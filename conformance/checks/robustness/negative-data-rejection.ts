// negative_data_rejection (after Schemathesis): invalid parameters and bodies get the documented
// 4xx and change nothing. Each family of invalid input is a fast-check property; its first
// failing case is reported once, with the seed and path that replay it. Read-only parts (invalid
// filters, unknown ids, broken packets on GET /info and GET /bandwidth) always run; the write
// parts only where the run may write, on records it creates itself, and those on the server's
// own limits (PUT /bandwidth, /v2/limits) only where it may change them (--allow-limits against a
// target) (reference §2.3, §2.6, §3, §5, §6, §11, §17, §18).
import type { ScenarioCheck } from '../check.ts';
import { negativeBodies } from './negative-bodies.ts';
import { negativeFilters } from './negative-filters.ts';
import { negativeIdentities } from './negative-identities.ts';
import { negativeLimits } from './negative-limits.ts';
import { negativeLimitsRequests } from './negative-limits-requests.ts';
import { negativePackets } from './negative-packets.ts';

export const negativeDataRejection: ScenarioCheck = {
  id: 'negative_data_rejection',
  kind: 'scenario',
  severity: 'major',
  rule: 'Invalid parameters and bodies get the documented 4xx status and change nothing.',
  failsWhen: 'an invalid parameter or body (generated family by family) does not get the documented 4xx status, or changes something.',
  async run(ctx) {
    await negativeFilters(ctx);
    await negativeIdentities(ctx);
    await negativePackets(ctx);
    if (ctx.allows({ method: 'POST', path: '/hosts' })) await negativeBodies(ctx);
    await negativeLimits(ctx);
    await negativeLimitsRequests(ctx);
  },
};
