// docs/stand-in.md runs as shown: the door examples are the test files of
// test/ecosystem/doors/ quoted whole, the Python recipe is quoted from the test npm test runs, the
// Java program is quoted whole from the one npm test runs (java-client.test.ts), the verify
// message is the one verify writes, and every line of the curl block runs with curl against the
// block's own serve line, giving the output its `# → ` comment shows.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, verify } from '../../fake-server/index.ts';
import { startServe, type ServeProcess } from '../support/serve-process.ts';

const ROOT = join(import.meta.dirname, '../..');
const section = readFileSync(join(ROOT, 'docs/stand-in.md'), 'utf8');
const blockOf = (lang: string, after = ''): string => (new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(section.slice(section.indexOf(after)))?.[1] ?? '');

let served: ServeProcess | undefined;
afterEach(async () => {
  await served?.stop();
  served = undefined;
});

describe('docs/stand-in.md', () => {
  it.each(['msw', 'vitest', 'jest'])('quotes test/ecosystem/doors/%s.test.ts whole', (door) => {
    const text = readFileSync(join(ROOT, 'test/ecosystem/doors', `${door}.test.ts`), 'utf8').trimEnd();
    expect(section).toContain(`\`\`\`ts\n${text}\n\`\`\``);
  });

  it('quotes the Python recipe from the test that npm test runs', () => {
    const python = readFileSync(join(ROOT, 'test/ecosystem/python/test_stand_in.py'), 'utf8');
    const parts = blockOf('python').split(/\n\n# \.\.\. .*\n\n/);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(python).toContain(part.trimEnd());
  });

  it('quotes the Java program whole from the one npm test runs', () => {
    const java = readFileSync(join(ROOT, 'test/ecosystem/java/StandIn.java'), 'utf8').trimEnd();
    expect(blockOf('java').trimEnd()).toBe(java);
  });

  it('shows the message verify writes', () => {
    const fake = createFakeServer();
    fake.handle({ method: 'GET', url: '/hosts?LIMIT=5', headers: {}, body: '' });
    fake.handle({ method: 'POST', url: '/hosts', headers: {}, body: JSON.stringify({ HOSTID: 'journal-host', ADDRESS: '10.0.0.1', PORT: 6666, HOSTKEY: 'k' }) });
    fake.handle({ method: 'DELETE', url: '/hosts/other', headers: {}, body: '' });
    const shown = blockOf('text', 'verify(source').trimEnd();
    expect(() => verify(fake, { method: 'PUT', path: '/hosts', body: { HOSTID: 'journal-host' } })).toThrow(shown);
  });

  it('runs the curl block as shown, each line giving the output its comment shows', { timeout: 60_000 }, async () => {
    const lines = blockOf('sh').trimEnd().split('\n');
    const serveLine = lines[0] ?? '';
    expect(serveLine).toMatch(/^npx tmkit serve .* &$/);
    served = await startServe(serveLine.replace(/^npx tmkit serve /, '').replace(/ &$/, '').replace('--port 8066', '--port 0').split(' '));
    expect(lines[1]).toBe('B=http://127.0.0.1:8066');
    const results = lines.slice(2).map((line) => {
      const [command = '', expected] = line.split(/\s+# → /);
      let output: string;
      try {
        output = execFileSync('sh', ['-c', `B=${served?.url}\n${command}`], { encoding: 'utf8' });
      } catch (e) {
        // curl exits non-zero on a reset; its output is still what the line shows.
        output = (e as { stdout: string }).stdout;
      }
      return { command, output: output.trim(), expected: expected ?? '' };
    });
    expect(results.filter((r) => r.output !== r.expected)).toEqual([]);
  });
});
