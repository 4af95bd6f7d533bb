/**
 * boardgame.io from a plain ES module on Node, as `docs/server.md` says (`TEST_DIST=1`, after a build): in a fresh
 * project with the packed package and boardgame.io installed, `boardgame.io/server` is refused
 * (`ERR_UNSUPPORTED_DIR_IMPORT`: boardgame.io 0.50 has no `exports`), and the documented import of its file works,
 * with `securedStorage`'s own example run on it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { installedConsumer } from '../helpers/packed.js';

/** `securedStorage`'s example, types left out, importing FlatFile from `from`. */
const storageExample = (from: string): string => `import { FlatFile } from '${from}';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { securedStorage } from 'tessera-engine/boardgame.io';

const { db } = securedStorage(new FlatFile({ dir: mkdtempSync(join(tmpdir(), 'tables-')) }));
await db.connect();
const initialState = { G: {}, ctx: {}, plugins: {}, _undo: [], _redo: [], _stateID: 0 };
await db.createMatch('m', { initialState, metadata: { gameName: 'tessera', players: {}, createdAt: 0, updatedAt: 0 } });
const fetched = await db.fetch('m', { state: true, initialState: true });
console.log('state' in fetched, 'initialState' in fetched);
`;

describe.skipIf(process.env.TEST_DIST !== '1')('boardgame.io in a plain ES module on Node', () => {
  let project = '';
  const run = (file: string) => execFileSync(process.execPath, [file], { cwd: project, encoding: 'utf8', timeout: 60_000, stdio: 'pipe' });

  beforeAll(() => {
    const { devDependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };
    // boardgame.io's FlatFile needs node-persist, which boardgame.io does not install.
    project = installedConsumer(
      'module',
      undefined,
      ['boardgame.io', 'node-persist'].map((name) => `${name}@${devDependencies[name]}`),
    );
    writeFileSync(join(project, 'folder-import.mjs'), storageExample('boardgame.io/server'));
    writeFileSync(join(project, 'file-import.mjs'), storageExample('boardgame.io/dist/cjs/server.js'));
  }, 300_000);

  test('refuses `boardgame.io/server`, a folder import, as the guide warns', () => {
    expect(() => run('folder-import.mjs')).toThrow(/ERR_UNSUPPORTED_DIR_IMPORT/);
  });

  test("imports boardgame.io's file, as the guide advises, and securedStorage's example runs on it", () => {
    expect(run('file-import.mjs').trim()).toBe('true false');
  });
});
