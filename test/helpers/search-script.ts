/**
 * The script that the bundler tests build into a page or a server: it asks `tessera-engine/workers` for a move of
 * a seeded Tessera position, as a user's code does, and hands over the answer. Built by each bundler from the
 * packed package, it shows whether the bundle still finds the workers' script.
 */
import { expect } from 'vitest';
import { tessera, unwrap } from 'tessera-engine/tessera';

/** The seed of the position searched. */
export const SEARCH_SEED = 'bundled';

/** The script's imports of the package, by module format: `module` for `import`, `commonjs` for `require`. */
export const SEARCH_IMPORTS = {
  module: `import { createBotPool } from 'tessera-engine/workers';\nimport { tessera, unwrap } from 'tessera-engine/tessera';`,
  commonjs: `const { createBotPool } = require('tessera-engine/workers');\nconst { tessera, unwrap } = require('tessera-engine/tessera');`,
} as const;

/**
 * The search as the source of an async function expression, which needs {@link SEARCH_IMPORTS} in its module: its
 * pool made with `poolSettings` (source text, empty for the defaults), and its answer, `{ move }` or
 * `{ error: 'code: message' }`, given to `deliver` (the source of a function).
 *
 * @param deliver - a function expression that takes the answer, such as `(answer) => console.log(answer)`.
 * @param poolSettings - the `createBotPool` argument, as source text.
 */
export function searchFunction(deliver: string, poolSettings = ''): string {
  return `async () => {
  const pool = createBotPool(${poolSettings});
  const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: '${SEARCH_SEED}' })), 0));
  const result = await pool.chooseMove('tessera', 'mcts', view, { iterations: 200, seed: 1 });
  (${deliver})(result.ok ? { move: result.value } : { error: result.error.code + ': ' + result.error.message });
  pool.close();
}`;
}

/**
 * The script, in a module format, which runs the search ({@link searchFunction}) as it loads. It has no top-level
 * await, which the builds of Vite 5 and 6 do not target.
 *
 * @param format - `module` for `import`, `commonjs` for `require`.
 * @param deliver - a function expression that takes the answer, such as `(answer) => console.log(answer)`.
 * @param poolSettings - the `createBotPool` argument, as source text.
 */
export function searchScript(format: 'module' | 'commonjs', deliver: string, poolSettings = ''): string {
  return `${SEARCH_IMPORTS[format]}\n(${searchFunction(deliver, poolSettings)})();\n`;
}

/** Expects a search script's answer to be a legal move of the position it searched. */
export function expectLegalAnswer(answer: unknown): void {
  expect(answer).toHaveProperty('move');
  const state = unwrap(tessera.setup({ players: 2, seed: SEARCH_SEED }));
  expect(tessera.validateMove(state, (answer as { move: unknown }).move).ok).toBe(true);
}
