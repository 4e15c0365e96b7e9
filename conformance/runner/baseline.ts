// Baselines: deviations a given server is known to show, each with its reason, so that a run
// reports only what goes beyond them (DESIGN §2.4). Shipped baselines live in conformance/baselines/.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Deviation } from './deviation.ts';

/** One known deviation of a baseline: a check, an operation, optionally a title fragment, and why it is expected. */
export interface BaselineEntry {
  /** The id of the check whose deviations it expects. */
  readonly check: string;
  /** `GET /transfers`, or `*` for every operation. */
  readonly operation: string;
  /** When given, only deviations whose title contains this text. */
  readonly title?: string;
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
}

const SHIPPED_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'baselines');

/** A shipped baseline by name (`r66-3.6.2`) or a user's file. */
export function loadBaseline(nameOrFile: string): Baseline {
  const file = /^[\w.-]+$/.test(nameOrFile) ? join(SHIPPED_DIR, `${nameOrFile}.json`) : nameOrFile;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`cannot read baseline ${nameOrFile}: ${(e as Error).message}`);
  }
  const entries = (parsed as { entries?: unknown }).entries;
  if (!Array.isArray(entries) || !entries.every((e) => typeof e?.check === 'string' && typeof e?.operation === 'string' && typeof e?.reason === 'string')) {
    throw new Error(`baseline ${nameOrFile}: expected {"entries":[{"check","operation","reason","title"?}]}`);
  }
  return { name: (parsed as { name?: string }).name ?? nameOrFile, entries };
}

export function matchBaseline(baseline: Baseline | undefined, d: Omit<Deviation, 'baselined'>): BaselineEntry | undefined {
  return baseline?.entries.find(
    (e) => e.check === d.check && (e.operation === '*' || e.operation === d.operation) && (e.title === undefined || d.title.includes(e.title)),
  );
}

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
