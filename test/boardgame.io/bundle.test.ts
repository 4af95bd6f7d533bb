/**
 * boardgame.io stays out of the games: a front-end that imports a game (or the root) bundles none of it. On
 * the sources by default, on the built package with `TEST_DIST=1`.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const fromDist = process.env.TEST_DIST === '1';
const root = fileURLToPath(new URL('../..', import.meta.url));
const entry = (name: string): string =>
  fromDist ? (name === 'index' ? 'tessera-engine' : `tessera-engine/${name}`) : `./src/${name}/index.ts`.replace('./src/index/', './src/');

/** The bundled code of a module that imports `names` from an entry. */
async function bundled(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    platform: 'node',
  });
  return new TextDecoder().decode(result.outputFiles[0]!.contents);
}

/** Text that boardgame.io's code carries wherever it is bundled. */
const BOARDGAME_IO_MARKERS = ['INVALID_MOVE', 'boardgame.io', 'redux'];

describe('boardgame.io is bundled with nothing but what imports it', () => {
  test('the games and the root bundle none of it', async () => {
    for (const name of ['tessera', 'tesseris', 'index']) {
      const code = await bundled(`import * as entry from '${entry(name)}'; console.log(entry);`);
      for (const marker of BOARDGAME_IO_MARKERS) expect(code.includes(marker), `${name} bundles ${marker}`).toBe(false);
    }
  });

  test('the adapter imports only its types, so a client of the adapter bundles none of it either', async () => {
    const code = await bundled(`import { boardgameGame } from '${entry('boardgame.io')}'; console.log(boardgameGame);`);
    expect(code).not.toContain('INVALID_MOVE');
  });

  test('boardgame.io bundled on purpose carries the markers, so the checks above can fail', async () => {
    const code = await bundled(`import { INVALID_MOVE } from 'boardgame.io/core'; console.log(INVALID_MOVE);`);
    expect(code).toContain('INVALID_MOVE');
  });
});
