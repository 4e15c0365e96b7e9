// The generated documents are current: each committed file is what its generator renders now, and
// docs/checks.md covers every check, with a real sample failure for every check a planted fault
// triggers. Each document is rendered once (a few small suite runs against the embedded fake).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKS } from '../../conformance/index.ts';
import { FAULTS } from '../../fake-server/index.ts';
import { SAMPLE_FAULT } from './check-samples.ts';
import { DOCS } from './docs-list.ts';
import { fieldTables } from './report-shape.ts';
import { REPO_ROOT } from './write-docs.ts';

const committed = (file: string): string => {
  try {
    return readFileSync(resolve(REPO_ROOT, file), 'utf8');
  } catch {
    return '';
  }
};

const rendered = new Map<string, string>();

beforeAll(async () => {
  for (const doc of DOCS) rendered.set(doc.file, await doc.render());
}, 60_000);

describe('the generated documents', () => {
  it.for(DOCS.map((d) => d.file))('%s is what its generator renders now', (file) => {
    const now = rendered.get(file);
    expect(now, `${file}: nothing rendered`).toBeDefined();
    expect(committed(file) === now, `${file} is stale: run npm run docs`).toBe(true);
  });
});

describe('docs/checks.md', () => {
  const text = () => rendered.get('docs/checks.md') ?? '';
  /** The section of one check: from its heading to the next heading of the same level or above. */
  const sectionOf = (id: string): string => {
    const all = text();
    const from = all.indexOf(`\n### \`${id}\`\n`);
    if (from < 0) return '';
    const next = all.slice(from + 1).search(/\n#{1,3} /);
    return next < 0 ? all.slice(from) : all.slice(from, from + 1 + next);
  };
  const ids = CHECKS.map((c) => c.id);
  const withFault = new Set([...FAULTS.flatMap((f) => f.expectedCheck), ...Object.keys(SAMPLE_FAULT)].filter((id) => ids.includes(id)));

  it('has a section for every check, in the registry order', () => {
    const missing = ids.filter((id) => sectionOf(id) === '');
    expect(missing, 'checks without a section in docs/checks.md').toEqual([]);
    const positions = ids.map((id) => text().indexOf(`\n### \`${id}\`\n`));
    expect(positions, 'sections out of the registry order').toEqual([...positions].sort((a, b) => a - b));
  });

  it.for([...withFault])('shows a real sample failure of %s, with Expected and Received', (id) => {
    const section = sectionOf(id);
    expect(section).toContain('**Sample failure**, planted fault');
    expect(section).toMatch(/\nExpected:\n\n`{3,}\n/);
    expect(section).toMatch(/\nReceived:\n\n`{3,}\n/);
  });

  it('says so for every check no planted fault triggers', () => {
    const without = ids.filter((id) => !withFault.has(id));
    for (const id of without) expect(sectionOf(id), id).toContain('no planted fault triggers this check; it fails when');
  });
});

describe('the report.json field tables', () => {
  const sections = [{ path: '', title: 'top', fields: { a: { meaning: 'field a' }, b: { meaning: 'field b', optional: true, type: 'string' } } }];

  it('refuse a field of the report without a meaning', () => {
    expect(() => fieldTables(['{"a":1,"c":2}'], sections)).toThrow('report.json field `c` has no meaning written: add it to docs/generate/report-fields.ts');
  });

  it('refuse a required field that a report leaves out, and a type that disagrees', () => {
    expect(() => fieldTables(['{"a":1}', '{"b":"x"}'], sections)).toThrow(/`a` is left out of some objects: mark it optional/);
    expect(() => fieldTables(['{"a":1,"b":2}'], sections)).toThrow(/`b` holds number, .* says string/);
  });

  it('list every documented field with the type of its values', () => {
    expect(fieldTables(['{"a":[1,2]}'], sections)[0]?.rows).toEqual([
      { name: 'a', type: 'number[]', meaning: 'field a' },
      { name: 'b', type: 'string, optional', meaning: 'field b' },
    ]);
  });
});
