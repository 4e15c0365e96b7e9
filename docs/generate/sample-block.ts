// A deviation as the documents show it: exactly the block summary.md gives it (reports'
// renderMarkdown, so the two never drift apart), secrets blanked, its long texts trimmed to a few
// lines, and its heading replaced by the operation (the document's own heading names the check).
import { REPORT_VERSION, type Deviation, type RunResult } from '../../conformance/index.ts';
import { redactResult, renderMarkdown } from '../../reports/index.ts';

const MAX_LINES = 6;
const MAX_WIDTH = 240;

/** At most MAX_LINES lines of at most MAX_WIDTH characters, saying what was left out. */
export function trimText(text: string, maxLines = MAX_LINES, maxWidth = MAX_WIDTH): string {
  const lines = text.split('\n');
  const kept = lines.slice(0, maxLines).map((l) => (l.length > maxWidth ? `${l.slice(0, maxWidth)}… (${l.length} characters)` : l));
  if (lines.length > maxLines) kept.push(`… (${lines.length - maxLines} more lines)`);
  return kept.join('\n');
}

/** A result holding only `d`, for the report writers. */
const resultOf = (d: Deviation): RunResult => ({
  version: REPORT_VERSION,
  tool: 'transfer-monitor-kit',
  target: { kind: 'embedded', url: 'http://127.0.0.1:8066' },
  seed: d.seed,
  runs: 0,
  startedAt: '',
  durationMs: 0,
  requests: 0,
  checks: [],
  deviations: [d],
  coverage: [],
});

/** The Markdown lines of one deviation: operation, title, check/seed/path, Expected, Received, curl. */
export function sampleBlock(raw: Deviation): string[] {
  // Blank secrets before trimming: a cut value would no longer be recognised as one.
  const d = redactResult(raw);
  const shown: Deviation = { ...d, title: trimText(d.title, 1), expected: trimText(d.expected), received: trimText(d.received) };
  const lines = renderMarkdown(resultOf(shown)).split('\n');
  const from = lines.indexOf('## Deviation details');
  const to = lines.indexOf('## Coverage');
  if (from < 0 || to < from) throw new Error('sampleBlock: summary.md no longer has its "Deviation details" and "Coverage" sections; update docs/generate/sample-block.ts');
  const block = lines.slice(from + 1, to);
  while (block[0] === '') block.shift();
  while (block.at(-1) === '') block.pop();
  if (!block[0]?.startsWith('### 1. ')) throw new Error('sampleBlock: a deviation in summary.md no longer starts with "### 1. "; update docs/generate/sample-block.ts');
  return [`Operation: \`${d.operation}\``, ...block.slice(1)];
}
