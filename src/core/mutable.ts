/**
 * A type helper for the in-place rule code and the fast simulation paths.
 *
 * @module
 */

/**
 * The same shape as `T` with every `readonly` removed, all the way down. The in-place rule functions take
 * states of this type; they must only ever be handed states that their caller owns.
 *
 * @example
 * ```ts
 * import type { DeepMutable } from 'tessera-engine';
 * import { loadState, setup, unwrap, type TesseraState } from 'tessera-engine/tessera';
 *
 * // A test position: a copy of one's own, edited in place, then checked by the loader.
 * const position = structuredClone(unwrap(setup({ players: 2, seed: 1 }))) as DeepMutable<TesseraState>;
 * position.boards[0]!.score = 12;
 * console.log(unwrap(loadState(position)).boards[0]!.score); // => 12
 * ```
 */
export type DeepMutable<T> = T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;
