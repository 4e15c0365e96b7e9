// The fenced code blocks of a Markdown document, and the commands of a shell block as a reader
// types them: a line continued with `\` is one command, comment lines are left out, and the
// `# → ` lines after a command are the output the document claims for it (`…`: any text).
export interface Block {
  /** The fence's language: sh, ts, yaml, ... */
  readonly lang: string;
  readonly text: string;
  /** The line of the opening fence, from 1. */
  readonly line: number;
}

export interface Command {
  readonly text: string;
  /** Lines the command's stdout must have, in this order; `…` stands for any text. */
  readonly claims: readonly string[];
  readonly line: number;
}

const CLAIM = /^#\s*→\s?(.*)$/;

export function fencedBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({
    lang: m[1] as string,
    text: m[2] as string,
    line: markdown.slice(0, m.index).split('\n').length,
  }));
}

export function commandsOf(block: Block): Command[] {
  const commands: { text: string; claims: string[]; line: number }[] = [];
  const lines = block.text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trimEnd();
    const claim = CLAIM.exec(line.trim());
    if (claim) {
      const last = commands.at(-1);
      if (!last) throw new Error(`line ${block.line + 1 + i}: an output claim before any command`);
      last.claims.push(claim[1] as string);
      continue;
    }
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const start = i;
    let text = line;
    while (text.endsWith('\\') && i + 1 < lines.length) text = `${text.slice(0, -1).trimEnd()} ${(lines[++i] as string).trim()}`;
    commands.push({ text, claims: [], line: block.line + 1 + start });
  }
  return commands;
}

/** The claims `stdout` does not satisfy: each must match a whole line, after the one before it. */
export function unmetClaims(claims: readonly string[], stdout: string): string[] {
  const lines = stdout.split('\n');
  let at = 0;
  const unmet: string[] = [];
  for (const claim of claims) {
    const pattern = new RegExp(`^${claim.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    const found = lines.findIndex((l, i) => i >= at && pattern.test(l.trimEnd()));
    if (found === -1) unmet.push(claim);
    else at = found + 1;
  }
  return unmet;
}
