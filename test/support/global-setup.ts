// Vitest global setup: one archive folder for the whole run, for fakes that do not name their
// own, so no test leaves /log exports behind. Removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'tmkit-test-archive-'));
  process.env['TMKIT_TEST_ARCHIVE'] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
