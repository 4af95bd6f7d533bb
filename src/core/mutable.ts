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
 * import { setup, unwrap, type TesseraOptions } from 'tessera-engine/tessera';
 *
 * // A settings form edits its draft of the options field by field, then hands it to setup.
 * const draft: DeepMutable<TesseraOptions> = { players: 2 };
 * draft.players = 3;
 * draft.wall = 'grey';
 * const state = unwrap(setup({ ...draft, seed: 1 }));
 * console.log(state.players, state.rules); // => 3 { wilds: true, wall: 'grey' }
 * ```
 */
export type DeepMutable<T> = T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;
