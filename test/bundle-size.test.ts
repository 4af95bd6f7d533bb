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
async function bundledSize(source: string): Promise<{ bytes: number; gzipped: number; code: string }> {
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
  return { bytes: code.length, gzipped: gzipSync(code).length, code: new TextDecoder().decode(code) };
}

describe.skipIf(!fromDist)('bundle sizes of the built package', () => {
  test('placementPoints imported alone bundles to at most 1 KB gzipped', async () => {
    const size = await bundledSize(`import { placementPoints } from 'tessera-engine/tessera'; console.log(placementPoints);`);
    expect(size.gzipped).toBeLessThanOrEqual(1024);
  });

  test('immer comes with the editor only, never with a game', async () => {
    const game = await bundledSize(
      `import { tessera } from 'tessera-engine/tessera'; import { tesseris } from 'tessera-engine/tesseris'; console.log(tessera, tesseris);`,
    );
    const editor = await bundledSize(`import { edit } from 'tessera-engine/editor'; console.log(edit);`);
    // immer's own error messages name it; the editor bundle has them, a game bundle must not.
    expect(editor.code).toContain('[Immer]');
    expect(game.code).not.toContain('[Immer]');
  });

  test('the whole Tessera module is far larger, so the check above can fail', async () => {
    const size = await bundledSize(`import { tessera } from 'tessera-engine/tessera'; console.log(tessera);`);
    expect(size.gzipped).toBeGreaterThan(4096);
  });
});
