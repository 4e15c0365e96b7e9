// docs/cli.md: the command line reference, read off the command line's own definition
// (cli/program.ts), so the reference, `tmkit help` and the parser cannot disagree.
import type { Command, Option } from 'commander';
import { buildProgram } from '../../cli/program.ts';
import { linkReadmeReferences } from './readme-refs.ts';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function defaultText(option: Option): string {
  if (option.negate) return 'on';
  if (option.defaultValueDescription !== undefined) return `\`${option.defaultValueDescription}\``;
  if (option.defaultValue === undefined) return option.required || option.optional ? '' : 'off';
  return `\`${typeof option.defaultValue === 'string' ? option.defaultValue : JSON.stringify(option.defaultValue)}\``;
}

function optionRow(command: Command, option: Option, link: (text: string) => string): string {
  const term = command.createHelp().optionTerm(option);
  const choices = option.argChoices ? `; one of ${option.argChoices.map((c) => `\`${c}\``).join(', ')}` : '';
  return `| \`${cell(term)}\` | ${cell(defaultText(option))} | ${link(cell(option.description))}${choices} |`;
}

/**
 * The options table of one command: docs/cli.md and the README show this very table, each with
 * the README references of the texts made links from where it stands (`link`).
 */
export function optionTable(command: Command, link: (text: string) => string): string[] {
  return ['| Option | Default | Meaning |', '|---|---|---|', ...command.options.filter((o) => !o.hidden).map((o) => optionRow(command, o, link))];
}

/** From docs/, README references lead to ../README.md. */
export const fromDocs = (text: string) => linkReadmeReferences(text, '../README.md');

function commandSection(command: Command): string {
  return [
    `## \`tmkit ${command.name()}\``,
    '',
    fromDocs(command.description()),
    '',
    '```sh',
    `tmkit ${command.name()} ${command.usage()}`,
    '```',
    '',
    ...optionTable(command, fromDocs),
    '',
  ].join('\n');
}

/** The CLI reference in Markdown. */
export function renderCliDoc(): string {
  const program = buildProgram({ code: 0 });
  return [
    '# `tmkit` command line reference',
    '',
    '<!-- Generated from cli/program.ts by `npm run docs`; edit the definitions there, not this file. -->',
    '',
    fromDocs(program.description()),
    '',
    '| Command | What it does |',
    '|---|---|',
    ...program.commands.map((c) => `| [\`tmkit ${c.name()}\`](#tmkit-${c.name()}) | ${cell(c.summary())} |`),
    '| `tmkit help [command]` | the usage of `tmkit` or of one command (also `--help`, `-h`) |',
    '| `tmkit --version` | the version of the package |',
    '',
    'Exit codes: 0 success; 1 a finding (`check`: deviations beyond the baseline; `generate`, `openapi`: the output could not be written); 2 a usage error (the message names the option; a file or folder option whose path cannot serve gets one line: `tmkit: <option> <path>: <reason>`), an unreachable target or a run stopped early; 130 `check` interrupted (Ctrl-C or SIGTERM).',
    '',
    'Environment: `CI` (set: no progress display), `TMKIT_PROGRESS` (`0`: never a progress display, `1`: always, as plain lines where stderr is not a terminal).',
    '',
    ...program.commands.map(commandSection),
  ].join('\n');
}
