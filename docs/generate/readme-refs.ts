// References to sections of the README in the command line's texts (`README "Authentication"`):
// plain words in `tmkit help`, links in the generated documents (docs/cli.md, the option tables of the guide pages), and
// always the name of a heading the README has: a renamed heading fails `npm run docs`.
import { readFileSync } from 'node:fs';

export const README_URL = new URL('../../README.md', import.meta.url);

const REFERENCE = /README "([^"]+)"/g;

/** GitHub's anchor of a heading: lower case, punctuation dropped (but - and _), spaces as hyphens. */
export const slug = (heading: string): string => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

/** Every heading of a Markdown text (fenced code left out) with its anchor; a repeat gets -1, -2 as on GitHub. */
export function headings(markdown: string): { readonly text: string; readonly anchor: string }[] {
  const found: { text: string; anchor: string }[] = [];
  const used = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.+?)\s*#*$/.exec(line);
    if (!heading) continue;
    const text = heading[1] as string;
    const base = slug(text.replace(/`/g, ''));
    const n = used.get(base) ?? 0;
    used.set(base, n + 1);
    found.push({ text, anchor: n === 0 ? base : `${base}-${n}` });
  }
  return found;
}

/** The README headings a text names. */
export const readmeReferences = (text: string): string[] => [...text.matchAll(REFERENCE)].map((m) => m[1] as string);

/**
 * `text` with each README reference a link into `readme` (its text), from a document at `base`:
 * '' inside README.md, '../README.md' from docs/. A heading the README lacks is an error.
 */
export function linkReadmeReferences(text: string, base: string, readme = readFileSync(README_URL, 'utf8')): string {
  const all = headings(readme);
  return text.replace(REFERENCE, (whole, heading: string) => {
    const anchor = all.find((h) => h.text === heading)?.anchor;
    if (anchor === undefined) throw new Error(`the command line's texts name ${whole}, a heading README.md does not have (cli/*.ts)`);
    return `[${whole}](${base}#${anchor})`;
  });
}
