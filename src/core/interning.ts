/**
 * Interned move objects: each game hands out one frozen object per distinct move, so that listing legal
 * moves allocates nothing per move and a move the engine made needs no shape check when it comes back.
 *
 * @module
 */

/** A table of frozen, shared moves, keyed by small integers that each game computes from a move's code. */
export interface MoveInterner<Move extends object> {
  /** The move stored under a key, or `undefined` before the first {@link MoveInterner.add}. */
  get(key: number): Move | undefined;
  /** Freezes a move, stores it under a key, and returns it. */
  add(key: number, move: Move): Move;
  /** Tells whether a value is one of the stored moves. */
  isInterned(value: unknown): value is Move;
}

/**
 * Creates an empty interner.
 *
 * @param size - one more than the largest key.
 */
export function createMoveInterner<Move extends object>(size: number): MoveInterner<Move> {
  const table = new Array<Move | undefined>(size).fill(undefined);
  const made = new WeakSet();
  return {
    get: (key) => table[key],
    add: (key, move) => {
      const frozen = Object.freeze(move);
      table[key] = frozen;
      made.add(frozen);
      return frozen;
    },
    isInterned: (value): value is Move => typeof value === 'object' && value !== null && made.has(value),
  };
}
