/**
 * The shipped type declarations, as a user's TypeScript project meets them: the packed package (`npm pack`,
 * after a build; runs with `TEST_DIST=1`) is unpacked into a fresh project, and a consumer that uses the
 * namespaces, the subpaths and the types compiles with `skipLibCheck: false`, in ESM and in CommonJS.
 */
import { transformSync } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { consumerFolder, unpackInto } from './helpers/packed.js';

const fromDist = process.env.TEST_DIST === '1';
const tsc = join(process.cwd(), 'node_modules', '.bin', 'tsc');

const CONSUMER = `
import { Tessera, Tesseris, tessera, unwrap, type Result } from 'tessera-engine';
import { placementPoints, fast, type TesseraSimulator, type TesseraState } from 'tessera-engine/tessera';
import { type TesserisMove } from 'tessera-engine/tesseris';

type Scored = Tessera.Result<number, string>;
const scored: Scored = { ok: true, value: placementPoints([[null, null, null, null, null]], 0, 0) };
const state: TesseraState = unwrap(tessera.setup({ players: 2, seed: 1 }));
const simulator: TesseraSimulator = fast.fromState(state);
const move: TesserisMove = { type: 'pass', player: 0 };
const checked: Result<Tesseris.TesserisMove, Tesseris.TesserisErrorCode> = { ok: true, value: move };
export const used = [scored, simulator, checked, Tessera.WILD];
`;

/** Unpacks the packed package into a fresh project and returns its folder. */
function consumerProject(type: 'module' | 'commonjs'): string {
  const folder = consumerFolder(type);
  unpackInto(folder);
  writeFileSync(
    join(folder, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, skipLibCheck: false, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', types: [] },
      files: ['consumer.ts'],
    }),
  );
  writeFileSync(join(folder, 'consumer.ts'), CONSUMER);
  return folder;
}

describe.skipIf(!fromDist)('the packed package’s types, in a consumer project', () => {
  test.each(['module', 'commonjs'] as const)('a %s consumer compiles with skipLibCheck: false', (type) => {
    const folder = consumerProject(type);
    let output = '';
    try {
      execFileSync(tsc, ['-p', folder], { encoding: 'utf8', timeout: 300_000 });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    expect(output).toBe('');
  });
});

describe.skipIf(!fromDist)('the packed package in a consumer project', () => {
  test.each([
    ['module', 'quick-start.mjs', 'esm'],
    ['commonjs', 'quick-start.cjs', 'cjs'],
  ] as const)('a %s consumer runs the README quick start (examples/quick-start.ts, its types stripped)', (type, file, format) => {
    const folder = consumerProject(type);
    const { code } = transformSync(readFileSync('examples/quick-start.ts', 'utf8'), { loader: 'ts', format });
    writeFileSync(join(folder, file), code);
    expect(execFileSync(process.execPath, [join(folder, file)], { encoding: 'utf8', cwd: folder, timeout: 60_000 })).toMatch(/winners: \[/);
  });
});
