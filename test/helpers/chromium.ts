/**
 * Where the browser tests find Chromium: Debian's package (`apt-get install -y chromium`, which `.ci/run`
 * installs), driven by playwright-core, whose own browser download cannot connect here.
 */
import { execFileSync } from 'node:child_process';

function findChromium(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8', timeout: 10_000 }).trim() || null;
  } catch {
    return null;
  }
}

/** Chromium's path, or `null` when none is installed (the browser tests are then skipped). */
export const executablePath = findChromium();
