/**
 * What a front-end pays for what it imports, measured on the built package (`TEST_DIST=1`, after a build):
 * a scoring helper imported alone must not bring the engine along.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';

const fromDist = process.env.TEST_DIST === '1';
const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundles a module that imports from the package, as a front-end's bundler would, minified. */
async function bundledSize(source: string): Promise<{ bytes: number; gzipped: number }> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    // The repository imports the package by its own name, which resolves through its exports to dist/.
  });
  const code = result.outputFiles[0]!.contents;
  return { bytes: code.length, gzipped: gzipSync(code).length };
}

describe.skipIf(!fromDist)('bundle sizes of the built package', () => {
  test('placementPoints imported alone bundles to at most 1 KB gzipped', async () => {
    const size = await bundledSize(`import { placementPoints } from 'tessera-engine/tessera'; console.log(placementPoints);`);
    expect(size.gzipped).toBeLessThanOrEqual(1024);
  });

  test('the whole Tessera module is far larger, so the check above can fail', async () => {
    const size = await bundledSize(`import { tessera } from 'tessera-engine/tessera'; console.log(tessera);`);
    expect(size.gzipped).toBeGreaterThan(4096);
  });
});
