// Where exports go when no archive folder is configured: a temporary folder the fake makes on
// first use and removes when its owner is done (the embedded target's close, `tmkit serve` on
// stop); a configured folder is the user's and is never removed.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedTarget } from '../../composition/index.ts';
import { createFakeServer } from '../../fake-server/index.ts';
import { handle, LOG_CLASS } from './support.ts';

const configured = mkdtempSync(join(tmpdir(), 'tmkit-configured-archive-'));
afterAll(() => rmSync(configured, { recursive: true, force: true }));

const exportAll = (fake: ReturnType<typeof createFakeServer>) => handle(fake, 'GET', '/log', { '@class': LOG_CLASS });

describe('the temporary archive folder', () => {
  it('is made on the first export and removed by removeTemporaryArchive', () => {
    const fake = createFakeServer();
    expect(exportAll(fake).status).toBe(200);
    const dir = fake.server.archiveDir();
    expect(dir.startsWith(join(tmpdir(), 'tmkit-archive-'))).toBe(true);
    expect(readdirSync(dir).length).toBe(1);
    fake.server.removeTemporaryArchive();
    expect(existsSync(dir)).toBe(false);
    // A later export makes a fresh one.
    expect(exportAll(fake).status).toBe(200);
    expect(readdirSync(fake.server.archiveDir()).length).toBe(1);
    fake.server.removeTemporaryArchive();
  });

  it('goes with an embedded target that made its fake, and stays with a fake the caller gave', async () => {
    const own = embeddedTarget({ seed: 1 });
    exportAll(own.fake);
    const ownDir = own.fake.server.archiveDir();
    await own.close();
    expect(existsSync(ownDir)).toBe(false);

    const fake = createFakeServer();
    const lent = embeddedTarget(fake);
    exportAll(fake);
    await lent.close();
    expect(existsSync(fake.server.archiveDir())).toBe(true);
    fake.server.removeTemporaryArchive();
  });

  it('is never a configured folder: removeTemporaryArchive leaves it and its exports alone', () => {
    const fake = createFakeServer({ archiveDir: configured });
    expect(exportAll(fake).status).toBe(200);
    fake.server.removeTemporaryArchive();
    expect(readdirSync(configured).length).toBe(1);
  });
});
