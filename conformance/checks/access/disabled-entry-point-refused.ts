// disabled_entry_point_refused: an entry point switched off on the server answers 405 to each of
// its operations (interface Errors: "/log 405 the entry point is disabled on this server"). A v1
// handler whose CRUD letters are all off is not registered, so its base is unknown and answers the
// 405 HTML page before any handler (reference §1.3-§1.4, §2.3); OPTIONS on it is answered by the
// root description, which no longer lists it (§2.5); a v2 handler (/v2/limits, and the other REST
// v2 resources alike: their CRUD letters switch methods off the same way, docs/rest-v2-3.6.2.md
// §5) answers 405 with an empty body to every method, OPTIONS included (§1.5, §10.2). The two
// kinds are told apart by the operations table's `view`.
//
// Only against the embedded fake: it asks the target for a variant with every entry point off
// (`--disable`).
// Against a real target the suite cannot know which entry points are meant to be off.
import { ENTRY_POINTS } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { ScenarioCheck } from '../check.ts';
import { answerOf } from '../scenarios/helpers.ts';
import { expectRefusal } from './refusal.ts';
import { labelOf, probes } from './probes.ts';
import { callOn, sideFake } from './side-fake.ts';

/** The bases OPTIONS / still describes (`UriAllowed`, comma-separated). */
const describedBases = (ex: Exchange): string[] => {
  const uriAllowed = answerOf(ex)?.['UriAllowed'];
  return typeof uriAllowed === 'string' ? uriAllowed.split(',').filter((b) => b !== '') : [];
};

export const disabledEntryPointRefused: ScenarioCheck = {
  id: 'disabled_entry_point_refused',
  kind: 'scenario',
  severity: 'minor',
  rule: 'An entry point switched off answers 405 to each of its operations (v1: the HTML page; v2: an empty body, OPTIONS too), and OPTIONS / no longer describes it.',
  failsWhen: 'on an embedded fake with every entry point switched off, an operation answers anything but 405 (the v1 HTML page; an empty body on v2, OPTIONS included), or OPTIONS / still describes a disabled entry point.',
  needs: { embedded: true },
  async run(ctx) {
    const side = sideFake(ctx, 'the embedded fake with every entry point disabled', { disabled: [...ENTRY_POINTS] });
    for (const p of probes(ctx)) {
      if (!ctx.allows(p.call)) continue;
      const v1Options = p.operation.method === 'OPTIONS' && p.operation.view === 'v1';
      const ex = await callOn(ctx, side, p.call);
      if (!expectRefusal(ctx, ex, p.operation, v1Options ? 200 : 405, `${labelOf(p)} (${side.label})`) || !v1Options) continue;
      const described = describedBases(ex);
      if (described.length > 0) {
        ctx.report({ title: `OPTIONS ${p.call.path} still describes disabled entry points (${side.label})`, expected: 'Expected: UriAllowed names no entry point', received: `Received: UriAllowed ${described.join(',')}` }, ex);
      }
    }
  },
};
