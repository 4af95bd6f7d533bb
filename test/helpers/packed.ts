/**
 * The package as its users meet it: `npm pack` of the built package (these tests run after `npm run build`,
 * with `TEST_DIST=1`), in a fresh project outside the repository, so that nothing of the repository (its
 * `tsconfig.json` paths, its `node_modules`) is in reach and the package resolves only through its `exports`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The subpaths the package publishes (`exports` in package.json), as a user imports them: `tessera-engine/tessera`. */
export function publishedEntryPoints(): string[] {
  const { name, exports } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; exports: Record<string, unknown> };
  return Object.keys(exports)
    .filter((subpath) => !subpath.endsWith('.json'))
    .map((subpath) => name + subpath.slice(1));
}

/** A fresh project folder with a package.json of the given module type. */
export function consumerFolder(type: 'module' | 'commonjs'): string {
  const folder = mkdtempSync(join(tmpdir(), `tessera-consumer-${type}-`));
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type }));
  return folder;
}

/** Packs the package into a folder and returns the tarball's path. */
export function packInto(folder: string): string {
  // dist/ is built already, so prepack's own build is skipped.
  const tarball = execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', folder], { encoding: 'utf8', timeout: 120_000 })
    .trim()
    .split('\n')
    .pop()!;
  return join(folder, tarball);
}

/** Unpacks the tarball into the project's node_modules, without its dependencies (enough for the type checks). */
export function unpackInto(folder: string): void {
  const installed = join(folder, 'node_modules', 'tessera-engine');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', packInto(folder), '-C', installed, '--strip-components=1'], { timeout: 60_000 });
}

/**
 * A fresh project with the packed package installed by npm, as a user installs it: its dependencies come along.
 * `tarball` is a package already packed by {@link packInto}, for a test file that makes several projects;
 * without it, the package is packed into the project. `others` are more packages to install beside it, as
 * `name@version`, from npm's cache: the project's framework, in the versions of the lock file.
 */
export function installedConsumer(type: 'module' | 'commonjs', tarball?: string, others: readonly string[] = []): string {
  const folder = consumerFolder(type);
  // The dependencies are in npm's cache since `npm ci`, so this needs no network.
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', tarball ?? packInto(folder), ...others], {
    cwd: folder,
    encoding: 'utf8',
    // A registry that does not answer fails the test, instead of holding its thread (a synchronous child).
    timeout: 300_000,
  });
  return folder;
}
