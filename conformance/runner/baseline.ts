// Baselines: deviations a given server is known to show, each with its reason, so that a run
// reports only what goes beyond them (DESIGN §2.4). Shipped baselines live in conformance/baselines/.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFolder } from '../../data-files.ts';
import type { Release } from '../../contract/index.ts';
import type { Deviation } from './deviation.ts';
import type { WithholdRule } from './withhold.ts';

/** One known deviation of a baseline: a check, an operation, optionally a title fragment, and why it is expected. */
export interface BaselineEntry {
  /** The id of the check whose deviations it expects. */
  readonly check: string;
  /** `GET /transfers`, or `*` for every operation. */
  readonly operation: string;
  /** When given, only deviations whose title contains this text. */
  readonly title?: string;
  /**
   * When given, only deviations whose title, expected and received text, request (`METHOD url
   * body`) and request headers (`name: value`), one per line, match this regular expression: what makes an entry precise, so that it expects one known
   * behaviour and not every deviation a check may find on an operation.
   */
  readonly match?: string;
  /** true: the server is wrong there (a defect, reported upstream), not merely other than the interface. */
  readonly defect?: boolean;
  /** Why the server deviates there (shown in the reports as the deviation's `baselined`). */
  readonly reason: string;
}

/**
 * Deviations a given server is known to show, each with its reason: a run counts only what goes
 * beyond them (deviations a baseline expects are reported, marked `baselined`, not counted).
 * `loadBaseline('r66-3.6.2')` reads the shipped one; a file has the same JSON shape.
 */
export interface Baseline {
  /** The baseline's name, shown in the reports. */
  readonly name: string;
  readonly entries: readonly BaselineEntry[];
  /**
   * Requests this server version must never get (they hang it or make it spin): a baseline is
   * also the target profile of its server version. Absent: none.
   */
  readonly withhold?: readonly WithholdRule[];
}

/**
 * `--baseline r66`: the shipped baseline of the target's own release (`r66-3.5.2` ... `r66-3.6.2`),
 * picked once the run has read it (conformance/release/target-release.ts).
 */
export const RELEASE_BASELINE = 'r66';

/** The shipped baseline of a known release. */
export const baselineOfRelease = (release: Release): Baseline => loadBaseline(`r66-${release}`);

/** A baseline, or the choice of the one of the target's release (`r66`), made once it is read. */
export type BaselineChoice = Baseline | typeof RELEASE_BASELINE;

/** The baseline of a run: the one given, or the one of the release the target said. */
export const baselineOfChoice = (choice: BaselineChoice | undefined, release: Release): Baseline | undefined =>
  choice === RELEASE_BASELINE ? baselineOfRelease(release) : choice;

/** Whether this is shaped like the name of a shipped baseline (`r66-3.6.2`); `loadBaseline` still reads an existing file of that name as the file. */
export const isShippedBaselineName = (nameOrFile: string): boolean => /^[\w.-]+$/.test(nameOrFile);

/** A shipped baseline by name (`r66-3.6.2`) or a user's file; `shippedDir` holds the shipped ones (tmkit diff's known-differences lists have their own). */
export function loadBaseline(nameOrFile: string, shippedDir = dataFolder('baselines')): Baseline {
  return loadWithin(nameOrFile, shippedDir, []);
}

/** Whether two entries expect the same thing (what an `except` of an extending baseline names). */
const sameEntry = (a: BaselineEntry, b: Partial<BaselineEntry>): boolean => a.check === b.check && a.operation === b.operation && a.match === b.match && a.title === b.title;

/**
 * A baseline, and the one it `extends` first: a release that shares most of another's behaviour
 * says only what differs (`except`: the other's entries that do not occur there; `entries`: its own).
 */
function loadWithin(nameOrFile: string, shippedDir: string, chain: readonly string[]): Baseline {
  if (chain.includes(nameOrFile)) throw new Error(`baseline ${nameOrFile}: "extends" loops (${[...chain, nameOrFile].join(' → ')})`);
  const own = readBaselineFile(nameOrFile, shippedDir);
  const parsed = own.parsed as { extends?: unknown; except?: unknown };
  if (parsed.extends === undefined) return own.baseline;
  if (typeof parsed.extends !== 'string' || !isShippedBaselineName(parsed.extends)) throw new Error(`baseline ${nameOrFile}: "extends" must name a shipped baseline`);
  const base = loadWithin(parsed.extends, shippedDir, [...chain, nameOrFile]);
  const except = Array.isArray(parsed.except) ? (parsed.except as Partial<BaselineEntry>[]) : [];
  const missing = except.filter((x) => !base.entries.some((e) => sameEntry(e, x)));
  if (missing.length > 0) throw new Error(`baseline ${nameOrFile}: "except" names entries ${parsed.extends} does not have: ${missing.map((x) => `${x.check} ${x.operation}`).join(', ')}`);
  const entries = [...base.entries.filter((e) => !except.some((x) => sameEntry(e, x))), ...own.baseline.entries];
  const withhold = own.baseline.withhold ?? base.withhold;
  return { name: own.baseline.name, entries, ...(withhold ? { withhold } : {}) };
}

function readBaselineFile(nameOrFile: string, shippedDir: string): { baseline: Baseline; parsed: unknown } {
  // A path that exists is the user's file, whatever its name looks like (`known.json` in the
  // current folder is not a shipped baseline called so).
  const file = isShippedBaselineName(nameOrFile) && !existsSync(nameOrFile) ? join(shippedDir, `${nameOrFile}.json`) : nameOrFile;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`cannot read baseline ${nameOrFile}: ${(e as Error).message}`);
  }
  const entries = (parsed as { entries?: unknown }).entries;
  const valid = (e: Partial<BaselineEntry> | null) =>
    typeof e?.check === 'string' && typeof e.operation === 'string' && typeof e.reason === 'string' && (e.match === undefined || validPattern(e.match));
  if (!Array.isArray(entries) || !entries.every(valid)) {
    throw new Error(`baseline ${nameOrFile}: expected {"entries":[{"check","operation","reason","title"?,"match"? (a regular expression),"defect"?}]}`);
  }
  const withhold = (parsed as { withhold?: unknown }).withhold;
  const validRule = (r: Partial<WithholdRule> | null) =>
    Array.isArray(r?.methods) && r.methods.every((m) => typeof m === 'string') && typeof r.path === 'string' && typeof r.reason === 'string' && (r.body === undefined || r.body === 'non-empty-object');
  if (withhold !== undefined && !(Array.isArray(withhold) && withhold.every(validRule))) {
    throw new Error(`baseline ${nameOrFile}: "withhold" must be [{"methods":[...],"path","body"?: "non-empty-object","reason"}]`);
  }
  return { parsed, baseline: { name: (parsed as { name?: string }).name ?? nameOrFile, entries, ...(withhold ? { withhold: withhold as WithholdRule[] } : {}) } };
}

function validPattern(pattern: unknown): boolean {
  if (typeof pattern !== 'string') return false;
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/**
 * What an entry's `match` is tested against: the finding's texts, then the request that showed
 * it (`METHOD url body`), then its headers, one `name: value` line each (names in lower case,
 * secrets redacted).
 */
function matchText(d: Pick<Deviation, 'title' | 'expected' | 'received' | 'exchange'>): string {
  const ex = d.exchange;
  const request = ex ? `\n${ex.method} ${ex.url} ${ex.body}${Object.entries(ex.headers).map(([k, v]) => `\n${k.toLowerCase()}: ${v}`).join('')}` : '';
  return `${d.title}\n${d.expected}\n${d.received}${request}`;
}

/** The entry of `baseline` that expects this deviation, if any (the first that matches). */
export function matchBaseline(baseline: Baseline | undefined, d: Omit<Deviation, 'baselined'>): BaselineEntry | undefined {
  return baseline?.entries.find(
    (e) =>
      e.check === d.check &&
      (e.operation === '*' || e.operation === d.operation) &&
      (e.title === undefined || d.title.includes(e.title)) &&
      (e.match === undefined || new RegExp(e.match).test(matchText(d))),
  );
}

/** How an entry is named in a report: its check, operation and what it matches. */
export const entryLabel = (e: BaselineEntry): string => `${e.check} ${e.operation}${e.match !== undefined ? ` /${e.match}/` : e.title !== undefined ? ` "${e.title}"` : ''}`;

/** Writes a baseline that expects exactly the given deviations (`--update-baseline FILE`). */
export function writeBaseline(file: string, name: string, deviations: readonly Deviation[]): void {
  const seen = new Set<string>();
  const entries: BaselineEntry[] = [];
  for (const d of deviations) {
    const key = `${d.check} ${d.operation}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({ check: d.check, operation: d.operation, reason: `recorded by --update-baseline: ${d.title}` });
  }
  writeFileSync(file, `${JSON.stringify({ name, entries }, null, 2)}\n`);
}
