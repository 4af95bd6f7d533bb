/**
 * Vitest's global setup: bundles the example pages once, before any test file starts. Each browser test file
 * bundling them itself let one file rewrite `examples/web/dist/` while another file's page was loading it.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function buildPages(): void {
  execFileSync('npm', ['run', '-s', 'web:build'], { cwd: fileURLToPath(new URL('../..', import.meta.url)), stdio: 'ignore' });
}
