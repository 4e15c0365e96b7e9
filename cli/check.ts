// `tmkit check`: the conformance suite against the embedded fake (default) or a URL (DESIGN §4).
// Exit 0: no deviation beyond the baseline; 1: deviations; 2: usage error or target unreachable.
import { parseArgs } from 'node:util';
import { CHECKS, counted, embeddedTarget, httpTarget, loadBaseline, runSuite, TransportError, writeBaseline, type Baseline, type Target } from '../conformance/index.ts';
import { consoleSummary, REPORT_FORMATS, writeReports, type ReportFormat } from '../reports/index.ts';
import { DEFAULT_CONFIG, parseClockSpec } from '../fake-server/index.ts';
import { UsageError } from './usage-error.ts';
import { faultList } from './serve.ts';

export const CHECK_USAGE = `  check [--target URL] [--seed 1] [--runs 25] [--only IDS] [--skip IDS]
        [--report-dir reports/out] [--format ${REPORT_FORMATS.join(',')}] [--baseline NAME|FILE]
        [--update-baseline FILE] [--allow-writes] [--allow-purge] [--allow-shutdown]
        [--max-rps N] [--timeout MS] [--budget N] [--class-prefix P]
        [--auth none|basic|hmac] [--user U] [--password P] [--signature-key K]
        [--fault NAME[,NAME...]]
                           check a server (default: the embedded fake) against the interface`;

const list = (s: string | undefined) => (s === undefined || s === '' ? undefined : s.split(',').map((x) => x.trim()).filter(Boolean));

function int(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number, got '${text}'`);
  return Number(text);
}

export async function runCheck(argv: readonly string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        target: { type: 'string' }, seed: { type: 'string' }, runs: { type: 'string' }, only: { type: 'string' }, skip: { type: 'string' },
        'report-dir': { type: 'string' }, format: { type: 'string' }, baseline: { type: 'string' }, 'update-baseline': { type: 'string' },
        'allow-writes': { type: 'boolean' }, 'allow-purge': { type: 'boolean' }, 'allow-shutdown': { type: 'boolean' },
        'max-rps': { type: 'string' }, timeout: { type: 'string' }, budget: { type: 'string' }, 'class-prefix': { type: 'string' },
        auth: { type: 'string' }, user: { type: 'string' }, password: { type: 'string' }, 'signature-key': { type: 'string' },
        fault: { type: 'string' },
      },
    }));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const known = new Set(CHECKS.map((c) => c.id));
  for (const id of [...(list(values.only) ?? []), ...(list(values.skip) ?? [])]) if (!known.has(id)) throw new UsageError(`unknown check '${id}'; known: ${[...known].join(', ')}`);
  const formats = (list(values.format) ?? [...REPORT_FORMATS]) as ReportFormat[];
  for (const f of formats) if (!(REPORT_FORMATS as readonly string[]).includes(f)) throw new UsageError(`--format: unknown format '${f}'; known: ${REPORT_FORMATS.join(', ')}`);
  const auth = (values.auth ?? 'none') as 'none' | 'basic' | 'hmac';
  if (!['none', 'basic', 'hmac'].includes(auth)) throw new UsageError(`--auth must be none, basic or hmac, got '${values.auth}'`);
  if (auth !== 'none' && values.user === undefined) throw new UsageError(`--auth ${auth} needs --user (and --password)`);
  let baseline: Baseline | undefined;
  if (values.baseline) {
    try {
      baseline = loadBaseline(values.baseline);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  const seed = int('seed', values.seed, 1);
  const classPrefix = values['class-prefix'] ?? DEFAULT_CONFIG.classPrefix;

  // --fault plants faults in the embedded fake (a proof that the suite sees them); a URL target is not ours to change.
  const faults = faultList(values.fault);
  if (values.target && faults.length > 0) throw new UsageError('--fault plants faults in the embedded fake; it cannot be used with --target');

  let target: Target;
  let now: () => number;
  if (values.target) {
    let url: URL;
    try {
      url = new URL(values.target);
    } catch {
      throw new UsageError(`--target must be a URL such as http://127.0.0.1:8066, got '${values.target}'`);
    }
    target = httpTarget(url.href, { timeoutMs: int('timeout', values.timeout, 10_000), maxRps: int('max-rps', values['max-rps'], 20), budget: int('budget', values.budget, 20_000) });
    now = () => Date.now();
  } else {
    const embedded = embeddedTarget({ seed, clock: parseClockSpec('frozen'), classPrefix, ...(faults.length > 0 ? { faults } : {}) });
    target = embedded;
    now = () => embedded.fake.clock.now();
  }

  // Reachability first: an unreachable target is a usage problem (exit 2), not a list of deviations.
  try {
    await target.send({ method: 'OPTIONS', url: '/', headers: {}, body: '' });
  } catch (e) {
    if (e instanceof TransportError) {
      console.error(`tmkit check: target ${target.baseUrl} unreachable: ${e.message}`);
      await target.close();
      return 2;
    }
    throw e;
  }

  const embedded = target.kind === 'embedded';
  const result = await runSuite({
    target,
    checks: CHECKS,
    seed,
    runs: int('runs', values.runs, 25),
    classPrefix,
    permissions: { writes: embedded || values['allow-writes'] === true, purge: embedded || values['allow-purge'] === true, shutdown: embedded || values['allow-shutdown'] === true },
    credentials: { mode: auth, ...(values.user ? { user: values.user } : {}), ...(values.password ? { password: values.password } : {}), ...(values['signature-key'] ? { signatureKey: values['signature-key'] } : {}) },
    now,
    ...(list(values.only) ? { only: list(values.only) as string[] } : {}),
    ...(list(values.skip) ? { skip: list(values.skip) as string[] } : {}),
    ...(baseline ? { baseline } : {}),
  });
  await target.close();

  if (formats.includes('console')) process.stdout.write(consoleSummary(result, { color: process.stdout.isTTY === true }));
  const written = writeReports(result, values['report-dir'] ?? 'reports/out', formats);
  for (const path of written) console.log(`report: ${path}`);
  if (values['update-baseline']) {
    writeBaseline(values['update-baseline'], values['update-baseline'], result.deviations);
    console.log(`baseline written: ${values['update-baseline']}`);
  }
  if (result.aborted) return 2;
  return counted(result).length > 0 ? 1 : 0;
}
