/**
 * Vitest's global setup: the run's temporary files go into one folder of its own, removed when the run ends.
 *
 * The tests make their projects, servers' data and browsers' profiles with `mkdtempSync(join(tmpdir(), …))`, and
 * the programs they start (npm, Chromium, Next.js, Bun and Deno) make theirs in the same place. Not every test can
 * remove what it made (a consumer project shared by a file's tests, a process that a failed test leaves running),
 * and a run against the built bundle used to leave some fifty projects in the system's temporary folder, up to
 * 370 MB each. So the setup makes a folder for the run and hands it to the test files' workers and their children
 * as `TMPDIR`, which `os.tmpdir()` and most programs read; the teardown removes it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Makes the run's temporary folder, and returns the teardown that removes it. */
export default function useRunTemporaryFolder(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'tessera-test-run-'));
  process.env.TMPDIR = folder;
  return () => {
    try {
      rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
    } catch (error) {
      // A file still held open elsewhere: the run's results stand, and the folder's name says what it was.
      console.warn(`the run's temporary folder ${folder} could not be removed: ${String(error)}`);
    }
  };
}
