/**
 * Tessera's tile counts: the arrays of counts by kind that displays, the centre and the bag are made of.
 *
 * @module
 */
import { PLAIN_TILES_OF_KIND, TILES_OF_KIND } from './vocabulary.js';

/**
 * How many tiles of each kind a game has, indexed by kind: the frozen constant `TILES_OF_KIND` or
 * `PLAIN_TILES_OF_KIND` itself, which every setup reads. Copy it to change it.
 *
 * @param wilds - whether the Wild Shards are in play.
 *
 * @example
 * ```ts
 * import { tilesOfKind } from 'tessera-engine/tessera';
 *
 * console.log(tilesOfKind(true)); // => [ 20, 20, 20, 20, 20, 10 ]
 * console.log(tilesOfKind(false)); // => [ 20, 20, 20, 20, 20, 0 ]
 * console.log(Object.isFrozen(tilesOfKind(true)), [...tilesOfKind(true)].fill(0)); // => true [ 0, 0, 0, 0, 0, 0 ]
 * ```
 */
export function tilesOfKind(wilds: boolean): readonly number[] {
  return wilds ? TILES_OF_KIND : PLAIN_TILES_OF_KIND;
}

/**
 * How many tiles a count array holds in all.
 *
 * @param counts - counts by kind, such as a display or the bag.
 *
 * @example
 * ```ts
 * import { setup, totalCount, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * console.log(totalCount(state.bag) + state.displays.reduce((sum, display) => sum + totalCount(display), 0)); // => 110
 * ```
 */
export function totalCount(counts: readonly number[]): number {
  let total = 0;
  for (const count of counts) total += count;
  return total;
}

/**
 * A fresh array of zero counts, one per tile kind. It is a packed array, like every count array of a state,
 * so that the engine's hot loops see one array shape.
 *
 * @example
 * ```ts
 * import { zeroCounts, WILD } from 'tessera-engine/tessera';
 *
 * const counts = zeroCounts();
 * counts[WILD]! += 2;
 * console.log(counts); // => [ 0, 0, 0, 0, 0, 2 ]
 * ```
 */
export function zeroCounts(): number[] {
  return [0, 0, 0, 0, 0, 0];
}
