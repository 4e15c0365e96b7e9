// `tmkit openapi` writes the document the contract builds, as a file or on stdout, for the OpenAPI
// tools of a pipeline; the document itself is validated in contract/openapi/openapi.test.ts.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiDocument, OPERATIONS } from 'transfer-monitor-kit/contract';
import { main } from '../../cli/main.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('tmkit openapi', () => {
  it('--out writes the contract\'s OpenAPI 3.1 document, with every operation', async () => {
    const out = join(dir, 'api.json');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await main(['openapi', '--out', out])).toBe(0);
    } finally {
      error.mockRestore();
    }
    const written = JSON.parse(readFileSync(out, 'utf8')) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(written).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    expect(written.openapi).toMatch(/^3\.1\./);
    const ids = Object.values(written.paths).flatMap((item) => Object.values(item).map((op) => op.operationId)).filter(Boolean);
    expect(new Set(ids)).toEqual(new Set(OPERATIONS.map((o) => o.id)));
  });

  it('writes to stdout by default, naming the server given', async () => {
    let text = '';
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      text += String(chunk);
      return true;
    });
    try {
      expect(await main(['openapi', '--server', 'https://monitor.example.test'])).toBe(0);
    } finally {
      write.mockRestore();
    }
    expect((JSON.parse(text) as { servers: { url: string }[] }).servers[0]?.url).toBe('https://monitor.example.test');
  });
});
