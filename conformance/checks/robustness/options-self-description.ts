// options_self_description: OPTIONS on every collection and action base, and on `/`, answers the
// detailed-allow document of reference §2.5 (checked in options-document.ts); the root document
// describes each base as the base describes itself; OPTIONS /v2/limits names its methods in
// `Allow` (§11); and every method a document lists is answered with something other than a
// refusal. Read-only: GET and OPTIONS are sent (GET /log only where the run may write, as it
// writes files); write methods are only checked to be listed.
import { isCollection } from '../../../contract/index.ts';
import type { CallRequest, Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus, type Json, type JsonRecord } from '../scenarios/helpers.ts';
import { allowProblems, entriesOf, entryProblems, envelopeProblems, interfaceMethods, methodsOf, V1_BASES, type Entry } from './options-document.ts';

function reportProblems(ctx: CheckContext, what: string, problems: readonly string[], ex: Exchange): void {
  if (problems.length === 0) return;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  ctx.report({ title: `${what}: ${problems[0]}${more}`, expected: 'Expected: the detailed-allow document of reference §2.5 (Allow = answer.allow, UriAllowed, one entry per method, java.sql.Types codes, no code/message)', received: `Received: ${problems.join('; ')}` }, ex);
}

/** A listed method is really offered: a harmless request of it is not refused (405, or 403 on a collection). */
async function probeListed(ctx: CheckContext, base: string, allow: readonly string[]): Promise<void> {
  if (!allow.includes('GET')) return;
  const req: CallRequest = isCollection(base) ? { method: 'GET', path: `/${base}`, query: { limit: 1 } } : { method: 'GET', path: `/${base}` };
  if (!ctx.allows(req)) return;
  const ex = await ctx.call(req);
  const status = ex.response?.status;
  const refused = status === 405 || (status === 403 && isCollection(base));
  if (status !== undefined && !refused) return;
  ctx.report({ title: `OPTIONS /${base} lists GET, but GET /${base} is refused`, expected: 'Expected: an answer other than 405 (or 403 on a collection)', received: `Received: ${status ?? ex.error?.message}` }, ex);
}

const signature = (entries: readonly Entry[]) => entries.map((e) => `${e.method} ${String(e.spec['path'])} ${String(e.spec['command'])}`).sort();

async function baseDocument(ctx: CheckContext, base: string): Promise<Entry[] | undefined> {
  const req: CallRequest = { method: 'OPTIONS', path: `/${base}` };
  // The client counts every /log request as a write (even OPTIONS, which writes nothing): skip it then.
  if (!ctx.allows(req)) return undefined;
  const ex = await ctx.call(req);
  if (!expectStatus(ctx, ex, 200, `OPTIONS /${base}`)) return undefined;
  const problems: string[] = [];
  const answer = envelopeProblems(ex, problems);
  let entries: Entry[] | undefined;
  if (answer) {
    if (answer['UriAllowed'] !== base) problems.push(`UriAllowed is ${JSON.stringify(answer['UriAllowed'])}, not "${base}"`);
    entries = entriesOf(answer['DetailedAllow'], 'DetailedAllow', problems);
    problems.push(...entryProblems(base, entries, ctx.classPrefix, 'DetailedAllow'));
    const allow = methodsOf(typeof answer['allow'] === 'string' ? answer['allow'] : '');
    problems.push(...allowProblems(allow, entries.map((e) => e.method), interfaceMethods(base)));
    await probeListed(ctx, base, allow);
  }
  reportProblems(ctx, `OPTIONS /${base}`, problems, ex);
  return entries;
}

/** OPTIONS /: every handler, each described as it describes itself; `allow` is the union. */
async function rootDocument(ctx: CheckContext, own: ReadonlyMap<string, Entry[]>): Promise<void> {
  const ex = await ctx.call({ method: 'OPTIONS', path: '/' });
  if (!expectStatus(ctx, ex, 200, 'OPTIONS /')) return;
  const problems: string[] = [];
  const answer = envelopeProblems(ex, problems);
  if (answer) {
    const bases = typeof answer['UriAllowed'] === 'string' ? answer['UriAllowed'].split(',').map((b) => b.trim()) : [];
    const missing = V1_BASES.filter((b) => !bases.includes(b));
    if (missing.length > 0) problems.push(`UriAllowed lacks ${missing.join(', ')}`);
    const described = new Set<string>();
    const methods: string[] = [];
    const list: Json | undefined = answer['DetailedAllow'];
    for (const [i, item] of (Array.isArray(list) ? list : []).entries()) {
      const keys = item !== null && typeof item === 'object' && !Array.isArray(item) ? Object.keys(item) : [];
      const base = keys[0] ?? '';
      if (keys.length !== 1) {
        problems.push(`DetailedAllow[${i}] is not a single-key object {"<base>": [...]}`);
        continue;
      }
      if (!bases.includes(base)) problems.push(`DetailedAllow describes ${base}, which UriAllowed does not name`);
      if (described.has(base)) problems.push(`DetailedAllow describes ${base} twice`);
      described.add(base);
      const entries = entriesOf((item as JsonRecord)[base], `DetailedAllow.${base}`, problems);
      methods.push(...entries.map((e) => e.method));
      problems.push(...entryProblems(base, entries, ctx.classPrefix, `DetailedAllow.${base}`));
      const mine = own.get(base);
      if (mine && signature(mine).join('|') !== signature(entries).join('|')) problems.push(`DetailedAllow.${base} differs from OPTIONS /${base}: ${signature(entries).join(', ')} vs ${signature(mine).join(', ')}`);
    }
    if (!Array.isArray(list)) problems.push('DetailedAllow is not an array');
    const undescribed = bases.filter((b) => !described.has(b));
    if (undescribed.length > 0) problems.push(`UriAllowed names ${undescribed.join(', ')} without a DetailedAllow entry`);
    problems.push(...allowProblems(methodsOf(typeof answer['allow'] === 'string' ? answer['allow'] : ''), methods, undefined));
  }
  reportProblems(ctx, 'OPTIONS /', problems, ex);
}

/** OPTIONS /v2/limits: 200 with `Allow` naming the interface's methods (reference §11); GET is not refused. */
async function limitsDocument(ctx: CheckContext): Promise<void> {
  const ex = await ctx.call({ method: 'OPTIONS', path: '/v2/limits' });
  if (!expectStatus(ctx, ex, 200, 'OPTIONS /v2/limits')) return;
  const allow = methodsOf(ex.response?.headers['allow']);
  const expected = interfaceMethods('limits');
  const problems = allowProblems(allow, allow, expected);
  if (problems.length > 0) ctx.report({ title: `OPTIONS /v2/limits: ${problems[0]}`, expected: `Expected: Allow: ${expected.join(',')}`, received: `Received: Allow: ${ex.response?.headers['allow'] ?? '(none)'}` }, ex);
  if (allow.includes('GET')) {
    const get = await ctx.call({ method: 'GET', path: '/v2/limits' });
    if (get.response?.status === 405) ctx.report({ title: 'OPTIONS /v2/limits lists GET, but GET /v2/limits is refused', expected: 'Expected: 200 or 404', received: 'Received: 405' }, get);
  }
}

export const optionsSelfDescription: ScenarioCheck = {
  id: 'options_self_description',
  kind: 'scenario',
  severity: 'minor',
  rule: 'OPTIONS on every base and on / answers the detailed-allow document (reference §2.5), whose listed methods are really offered.',
  failsWhen: 'OPTIONS on a base or on / does not answer the detailed-allow document (reference §2.5), the root document describes a base otherwise than the base itself, OPTIONS /v2/limits does not name its methods in `Allow`, or a listed method is refused.',
  async run(ctx) {
    const own = new Map<string, Entry[]>();
    for (const base of V1_BASES) {
      const entries = await baseDocument(ctx, base);
      if (entries) own.set(base, entries);
    }
    await rootDocument(ctx, own);
    await limitsDocument(ctx);
  },
};
