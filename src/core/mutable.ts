/**
 * A type helper for the in-place rule code and the fast simulation paths.
 *
 * @module
 */

/**
 * The same shape as `T` with every `readonly` removed, all the way down. The in-place rule functions take
 * states of this type; they must only ever be handed states that their caller owns.
 */
export type DeepMutable<T> = T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;
