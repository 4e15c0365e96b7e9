// The field tables of docs/report-format.md, built from real report.json texts: the fields each
// object of the report has, the JS type of their values and whether some object leaves them out,
// joined with the meanings of report-fields.ts. Any disagreement between the two is an error that
// names the field and what to do, so the document cannot drift from the code.
import { REPORT_SECTIONS, type FieldDoc, type SectionDoc } from './report-fields.ts';

const DATA_FILE = 'docs/generate/report-fields.ts';

export interface FieldRow {
  readonly name: string;
  readonly type: string;
  readonly meaning: string;
}

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The objects at `path` ('' the top level, `a[].b`: field b of each element of a). */
export function objectsAt(root: Json, path: string): Record<string, Json>[] {
  let nodes: Json[] = [root];
  for (const step of path === '' ? [] : path.split('.')) {
    const name = step.replace(/\[\]$/, '');
    nodes = nodes.flatMap((n) => (isObject(n) && n[name] !== undefined ? [n[name]] : []));
    if (step.endsWith('[]')) nodes = nodes.flatMap((n) => (Array.isArray(n) ? n : []));
  }
  return nodes.filter(isObject);
}

/** The JS type of a set of values: `string`, `number[]`, `object | string`…; undefined when there are none. */
export function typeOf(values: readonly Json[]): string | undefined {
  if (values.length === 0) return undefined;
  const names = new Set<string>();
  const elements: Json[] = [];
  let arrays = false;
  for (const v of values) {
    if (Array.isArray(v)) {
      arrays = true;
      elements.push(...v);
    } else names.add(v === null ? 'null' : typeof v);
  }
  if (arrays) {
    const el = typeOf(elements);
    names.add(el === undefined ? 'array' : el.includes(' ') ? `(${el})[]` : `${el}[]`);
  }
  return [...names].sort().join(' | ');
}

const fieldPath = (section: SectionDoc, key: string) => (section.path === '' ? key : `${section.path}.${key}`);

function shownType(doc: FieldDoc, type: string, optional: boolean): string {
  const base = doc.values ? doc.values.map((v) => (typeof v === 'string' ? `"${v}"` : String(v))).join(' | ') : doc.map ? `${type} (name → string)` : type;
  return optional ? `${base}, optional` : base;
}

/** The rows of one section, checked against the objects of the reports. */
function sectionRows(section: SectionDoc, reports: readonly Json[], sections: readonly SectionDoc[]): FieldRow[] {
  const objects = reports.flatMap((r) => objectsAt(r, section.path));
  if (objects.length === 0) throw new Error(`no documented run shows \`${section.path}\`: add a run to docs/generate/report-format-doc.ts that has one`);
  for (const o of objects) {
    for (const key of Object.keys(o)) {
      if (!(key in section.fields)) throw new Error(`report.json field \`${fieldPath(section, key)}\` has no meaning written: add it to ${DATA_FILE}`);
    }
  }
  return Object.entries(section.fields).map(([key, doc]) => {
    const path = fieldPath(section, key);
    const values = objects.filter((o) => key in o).map((o) => o[key]);
    const seen = typeOf(values);
    const optional = values.length < objects.length || doc.optional === true;
    if (values.length < objects.length && !doc.optional) throw new Error(`report.json field \`${path}\` is left out of some objects: mark it optional in ${DATA_FILE}`);
    if (seen === undefined && doc.type === undefined) throw new Error(`report.json field \`${path}\` appears in no documented run: give its \`type\` in ${DATA_FILE}`);
    if (seen !== undefined && doc.type !== undefined && seen !== doc.type) throw new Error(`report.json field \`${path}\` holds ${seen}, ${DATA_FILE} says ${doc.type}: correct it`);
    const type = seen ?? doc.type ?? '';
    const allowed = doc.values;
    const stranger = allowed ? values.find((v) => !allowed.includes(v as string | number)) : undefined;
    if (stranger !== undefined) throw new Error(`report.json field \`${path}\` holds ${JSON.stringify(stranger)}, not one of the values ${DATA_FILE} lists`);
    const nested = !doc.map && (type === 'object' || type === 'object[]');
    if (nested && !sections.some((s) => s.path === (type === 'object' ? path : `${path}[]`))) {
      throw new Error(`report.json field \`${path}\` is an ${type} with no section of its own in ${DATA_FILE}`);
    }
    return { name: key, type: shownType(doc, type, optional), meaning: doc.meaning };
  });
}

/** Every section of the report with its rows, checked against real report.json texts. */
export function fieldTables(reportTexts: readonly string[], sections: readonly SectionDoc[] = REPORT_SECTIONS): { section: SectionDoc; rows: FieldRow[] }[] {
  const reports = reportTexts.map((t) => JSON.parse(t) as Json);
  return sections.map((section) => ({ section, rows: sectionRows(section, reports, sections) }));
}

/** A Markdown table of one section's rows. */
export function fieldTable(rows: readonly FieldRow[]): string[] {
  const cell = (s: string) => s.replaceAll('|', '\\|').replace(/\r?\n/g, ' ');
  return ['| field | type | meaning |', '| --- | --- | --- |', ...rows.map((r) => `| \`${r.name}\` | ${cell(r.type)} | ${cell(r.meaning)} |`)];
}
