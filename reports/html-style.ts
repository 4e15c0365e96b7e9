// The stylesheet of index.html, inline so the page needs nothing else (the script: html-script.ts).
export const HTML_STYLE = `
:root { --fg: #1d2330; --muted: #5d6778; --line: #d9dee7; --bg: #f6f7f9; --card: #fff;
  --pass: #1f7a3f; --fail: #b42318; --stop: #7a2e9a; --critical: #b42318; --major: #d9480f; --minor: #a37a00; --gap: #fff4d6; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
.wrap { max-width: 1200px; margin: 0 auto; padding: 0 20px; } main.wrap { padding-bottom: 40px; }
header.verdict { padding: 20px 0; color: #fff; }
header.verdict.pass { background: var(--pass); } header.verdict.fail { background: var(--fail); } header.verdict.stopped { background: var(--stop); }
header.verdict h1 { margin: 0 0 4px; font-size: 28px; } header.verdict h1 small { font-size: 15px; font-weight: normal; opacity: .85; }
header.verdict p { margin: 0 0 10px; font-size: 17px; }
header.verdict .tls-warning { margin: 0 0 10px; padding: 8px 12px; background: #fff; color: var(--fail); border: 2px solid #ffd1cc; border-radius: 4px; font-weight: 600; }
#tls th { width: 16em; font-weight: normal; } #tls td.not-verified { color: var(--fail); font-weight: 700; } #tls td.verified { color: var(--pass); font-weight: 600; }
header.verdict .cleanup-warning { margin: 0 0 10px; padding: 8px 12px; background: #fff4e5; color: #5a3300; border-radius: 4px; } header.verdict .cleanup-warning ul { margin: 4px 0 0; padding-left: 20px; }
ul.facts { display: flex; flex-wrap: wrap; gap: 4px 22px; margin: 0; padding: 0; list-style: none; font-size: 14px; }
nav { margin: 14px 0; font-size: 14px; } nav a { margin-right: 16px; color: var(--fg); }
h2 { margin: 28px 0 10px; font-size: 20px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
.cards { display: flex; flex-wrap: wrap; gap: 10px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 10px 16px; min-width: 120px; }
.card b { display: block; font-size: 26px; } .card.critical b { color: var(--critical); } .card.major b { color: var(--major); } .card.minor b { color: var(--minor); }
table { border-collapse: collapse; width: 100%; background: var(--card); font-size: 14px; }
th, td { border: 1px solid var(--line); padding: 5px 8px; text-align: left; vertical-align: top; }
th { background: #eef1f5; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
table.narrow { width: auto; min-width: 50%; } td.codes, #coverage td:first-child { white-space: nowrap; }
.status { font-weight: 600; } .status.passed { color: var(--pass); } .status.failed, .status.error { color: var(--fail); } .status.skipped { color: var(--muted); }
.sev { display: inline-block; padding: 0 6px; border-radius: 4px; color: #fff; font-size: 12px; font-weight: 600; }
.sev.critical { background: var(--critical); } .sev.major { background: var(--major); } .sev.minor { background: var(--minor); }
.tag { display: inline-block; padding: 0 6px; border-radius: 4px; background: #e7e9ee; color: var(--muted); font-size: 12px; }
article.deviation { background: var(--card); border: 1px solid var(--line); border-left: 5px solid var(--fail); border-radius: 6px; padding: 12px 16px; margin: 12px 0; }
article.deviation.baselined { border-left-color: var(--muted); opacity: .9; }
article.deviation h3 { margin: 0 0 4px; font-size: 16px; } .meta { color: var(--muted); font-size: 13px; margin: 0 0 8px; }
.compare { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; } .compare h4 { margin: 0 0 4px; font-size: 13px; color: var(--muted); }
pre { margin: 0; padding: 8px 10px; background: #f1f3f6; border: 1px solid var(--line); border-radius: 4px; white-space: pre-wrap; word-break: break-all; font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.curl { position: relative; margin-top: 10px; } .curl pre { background: #1d2330; color: #e8ecf2; user-select: all; padding-right: 70px; }
.curl button { position: absolute; top: 6px; right: 6px; font-size: 12px; cursor: pointer; }
details { margin-top: 10px; } summary { cursor: pointer; color: var(--muted); font-size: 13px; }
tr.gap td { background: var(--gap); } .unseen { color: var(--fail); text-decoration: line-through; font-weight: 600; } .seen { color: var(--pass); font-weight: 600; } .undocumented { color: var(--stop); font-style: italic; font-weight: 600; }
.unused { color: var(--fail); } .legend { color: var(--muted); font-size: 13px; }
[hidden] { display: none !important; }
.filters { display: flex; flex-wrap: wrap; align-items: center; gap: 10px 20px; background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin: 0 0 12px; box-shadow: 0 1px 2px rgba(16, 24, 40, .05); font-size: 13px; }
.filters.sticky { position: sticky; top: 0; z-index: 2; }
.filters .group { display: flex; align-items: center; gap: 6px; }
.filters .grow { flex: 1 1 180px; } .filters .grow input { flex: 1; min-width: 0; }
.filters .label { color: var(--muted); font-size: 11px; font-weight: 600; letter-spacing: .05em; text-transform: uppercase; margin-right: 2px; }
.filters select { max-width: 240px; }
.filters select, .filters input[type=search] { font: inherit; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; background: #fff; color: var(--fg); }
.filters .toggle { cursor: pointer; user-select: none; } .filters .toggle input { margin: 0; accent-color: var(--fg); }
.filters .n { color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; }
.chip { display: inline-flex; align-items: center; gap: 6px; font: inherit; padding: 2px 10px; border: 1px solid var(--line); border-radius: 999px; background: #fff; color: var(--fg); cursor: pointer; }
.chip::before { content: ""; width: 8px; height: 8px; border-radius: 50%; background: var(--muted); }
.chip.critical::before, .chip.failed::before, .chip.error::before { background: var(--fail); } .chip.major::before { background: var(--major); } .chip.minor::before { background: var(--minor); } .chip.passed::before { background: var(--pass); }
.chip:hover:not(:disabled) { border-color: var(--muted); }
.chip[aria-pressed="true"] { background: var(--fg); border-color: var(--fg); color: #fff; } .chip[aria-pressed="true"] .n { color: inherit; opacity: .8; } .chip[aria-pressed="true"]::before { box-shadow: 0 0 0 2px #fff; }
.chip:disabled { opacity: .45; cursor: default; }
.filters :focus-visible { outline: 2px solid #2f6fde; outline-offset: 1px; }
.status-line { display: flex; align-items: center; gap: 12px; margin-left: auto; color: var(--muted); }
.filters.sticky .status-line { flex-basis: 100%; margin: 0; padding-top: 8px; border-top: 1px solid var(--line); }
.shown.filtered { color: var(--fg); font-weight: 600; }
button.clear { font: inherit; padding: 0; border: 0; background: none; color: #2f6fde; text-decoration: underline; cursor: pointer; }
p.empty { padding: 18px; border: 1px dashed var(--line); border-radius: 8px; background: var(--card); color: var(--muted); text-align: center; }
tr.empty-row td { padding: 14px; color: var(--muted); text-align: center; }
footer { margin-top: 30px; color: var(--muted); font-size: 12px; }
@media (max-width: 760px) { .compare { grid-template-columns: 1fr; } }
`;
