// The comparison as a markdown table a person reads: call number, the call, the real server's
// answer and the fake's in short, and the verdict with what differs.
import type { ComparedCall } from './compare.ts';
import type { Exchange } from './transcript.ts';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** An answer in a few words: status, then the v1 envelope's message or detail, or the start of the body. */
export function shortAnswer(e: Exchange | undefined): string {
  if (e === undefined) return '(no call)';
  if (e.status === null) return `no answer (${e.body.slice(0, 60)})`;
  let words = e.body.slice(0, 40);
  try {
    const body = JSON.parse(e.body) as { command?: string; message?: string; detail?: string; answer?: { results?: unknown[]; count?: number } };
    const results = Array.isArray(body.answer?.results) ? `${body.answer.results.length} results` : undefined;
    words = [body.command, body.message, results, body.detail?.slice(0, 60)].filter((w) => w !== undefined && w !== '').join(', ');
  } catch {
    // not JSON: the start of the text says enough
  }
  return `${e.status} ${words}`.trim();
}

/** The comparison as markdown: a count line, then one table row per call. */
export function sideBySideMarkdown(rows: readonly ComparedCall[]): string {
  const counts = { same: 0, known: 0, differs: 0 };
  for (const r of rows) counts[r.verdict]++;
  const lines = [
    `${rows.length} calls: ${counts.same} same, ${counts.known} known differences, ${counts.differs} differ`,
    '',
    '| # | call | real 3.6.2 | fake | verdict |',
    '|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const e = r.real ?? r.fake;
    const call = e === undefined ? '' : `${e.method} ${e.path.length > 60 ? `${e.path.slice(0, 57)}...` : e.path}`;
    const verdict = r.verdict === 'same' ? 'same' : r.verdict === 'known' ? `known: ${r.known?.reason ?? ''}` : `**differs**: ${r.why}`;
    lines.push(`| ${r.n} | ${cell(call)} | ${cell(shortAnswer(r.real))} | ${cell(shortAnswer(r.fake))} | ${cell(verdict)} |`);
  }
  return `${lines.join('\n')}\n`;
}
