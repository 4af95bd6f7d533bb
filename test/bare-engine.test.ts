import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, test } from 'vitest';

/** Runs with `TEST_DIST=1`, after a build, as CI does. */
const fromDist = process.env.TEST_DIST === '1';

interface Engine {
  tessera: {
    setup(options: unknown): unknown;
    legalMoves(state: unknown): unknown[];
    applyMove(state: unknown, move: unknown): unknown;
    outcome(state: unknown): unknown;
  };
  tesseris: Engine['tessera'];
  unwrap(result: unknown): unknown;
}

/**
 * Loads a CommonJS bundle (the root's or a subpath's) into a fresh V8 context that has only the standard JavaScript globals: no
 * `process`, `Buffer`, `console`, timers or Node modules, like a browser worker with nothing extra. The
 * bundle may only require its own files, directly or through the package's own subpaths.
 */
function loadBare(entry: string): unknown {
  const context = createContext({});
  const loaded = new Map<string, unknown>();
  const load = (file: string): unknown => {
    if (loaded.has(file)) return loaded.get(file);
    const module = { exports: {} as unknown };
    loaded.set(file, module.exports);
    const wrapper = runInContext(`(function (module, exports, require) {${readFileSync(file, 'utf8')}\n})`, context, { filename: file }) as (
      module: { exports: unknown },
      exports: unknown,
      require: (specifier: string) => unknown,
    ) => void;
    wrapper(module, module.exports, (specifier) => {
      // The root re-exports each game through the package's own subpath, as the package's exports map it.
      const game = /^tessera-engine\/(\w+)$/.exec(specifier);
      if (game !== null) return load(`dist/${game[1]}.cjs`);
      if (!specifier.startsWith('./')) throw new Error(`${file} requires ${specifier}`);
      return load(join(dirname(file), specifier));
    });
    loaded.set(file, module.exports);
    return module.exports;
  };
  return load(entry);
}

/** The solo-challenge part of the Tessera subpath, loaded the same way. */
interface ChallengeEngine {
  BUILT_IN_CHALLENGES: unknown[];
  startChallenge(challenge: unknown): unknown;
  solveChallenge(position: unknown): unknown;
  unwrap(result: unknown): unknown;
}

describe.skipIf(!fromDist)('the built bundle on a bare JavaScript engine', () => {
  test.each(['tessera', 'tesseris'] as const)('plays a whole %s game with only standard globals', (name) => {
    const engine = loadBare('dist/index.cjs') as Engine;
    const game = engine[name];
    let state = engine.unwrap(game.setup(name === 'tessera' ? { players: 3, seed: 'bare' } : { players: 2, seed: 'bare', rounds: 1 }));
    let moves = 0;
    while (game.outcome(state) === null) {
      const legal = game.legalMoves(state);
      state = (engine.unwrap(game.applyMove(state, legal[moves % legal.length])) as { state: unknown }).state;
      moves++;
    }
    expect(moves).toBeGreaterThan(10);
    expect(game.outcome(state)).toHaveProperty('winners');
  });

  test('solves a built-in solo challenge with only standard globals (no performance clock)', () => {
    const subpath = loadBare('dist/tessera.cjs') as ChallengeEngine;
    const state = subpath.unwrap(subpath.startChallenge(subpath.BUILT_IN_CHALLENGES.at(-1)));
    const solution = subpath.unwrap(subpath.solveChallenge(state)) as { score: number; moves: unknown[] };
    expect(solution.score).toBe((subpath.BUILT_IN_CHALLENGES.at(-1) as { stars: { three: number } }).stars.three);
    expect(solution.moves.length).toBeGreaterThan(0);
  });
});
