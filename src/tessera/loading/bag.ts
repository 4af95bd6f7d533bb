/**
 * Keeping the tiles counted when a position is edited by hand.
 *
 * @module
 */
import { countAllTiles } from './invariants.js';
import type { TesseraPosition } from '../types.js';
import { KIND_COUNT } from '../vocabulary.js';
import { tilesOfKind } from '../tile-counts.js';

/**
 * Sets the bag's counts so that every tile of the game is counted once (ruling T1, or T20 without wilds):
 * after tiles were added to or taken from a wall, a line, a display or a floor by hand, the bag gives or takes
 * the difference. A kind with more tiles outside the bag than the game has gets an empty bag, and the loader
 * then names the excess. For a position editor's draft (see `tessera-engine/editor`).
 *
 * @param position - a position whose bag the caller owns, such as an immer draft; it is changed in place.
 *
 * @example
 * ```ts
 * import { edit } from 'tessera-engine/editor';
 * import { balanceBag, countAllTiles, setup, tessera, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const edited = unwrap(
 *   edit(tessera, state, (draft) => {
 *     draft.boards[0]!.wall[0]![0] = 0; // a blue tile on the wall, from nowhere
 *     balanceBag(draft); // so the bag gives one up
 *   }),
 * ).state;
 * console.log(countAllTiles(edited)); // => [ 20, 20, 20, 20, 20, 10 ]
 * ```
 */
export function balanceBag(position: TesseraPosition & { bag: number[] }): void {
  const counted = countAllTiles(position);
  const expected = tilesOfKind(position.rules.wilds);
  for (let kind = 0; kind < KIND_COUNT; kind++) position.bag[kind] = Math.max(0, position.bag[kind]! + expected[kind]! - counted[kind]!);
}
