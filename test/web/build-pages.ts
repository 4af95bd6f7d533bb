/**
 * Vitest's global setup: bundles the example pages once, before any test file starts. Each browser test file
 * bundling them itself let one file rewrite `examples/web/dist/` while another file's page was loading it. The
 * folder is emptied first, so that no page loads a bundle the build no longer makes.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default function buildPages(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  // A bundle left from an older build (a page's own worker, once) must not answer for one that is gone.
  rmSync(`${root}/examples/web/dist`, { recursive: true, force: true });
  execFileSync('npm', ['run', '-s', 'web:build'], { cwd: root, stdio: 'ignore', timeout: 300_000 });
}
