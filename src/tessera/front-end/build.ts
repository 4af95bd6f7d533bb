/**
 * Typed move builders: `applyMove` takes any value, because moves often come from JSON, so a move literal with
 * a misspelt key compiles and is refused only at run time. Building moves with these functions makes the same
 * mistake a compile error.
 *
 * @module
 */
import type { Destination, DraftMove, PlaceMove, Source } from '../types.js';
import type { TileKind } from '../vocabulary.js';

/**
 * A draft: take every tile of `kind` from `source` and place them on a line or the floor.
 *
 * @param player - the seat to act.
 * @param source - a display's index or `"centre"`.
 * @param kind - the kind to take.
 * @param destination - a line (0 to 4) or `"floor"`.
 *
 * @example
 * ```ts
 * import { draftMove, setup, unwrap, validateMove } from 'tessera-engine/tessera';
 *
 * const move = draftMove(0, 0, 2, 'floor'); // 2 is red; draftMove(0, 0, 2, 7) does not compile
 * console.log(validateMove(unwrap(setup({ players: 2, seed: 'doc' })), move).ok); // => true
 * ```
 */
export function draftMove(player: number, source: Source, kind: TileKind, destination: Destination): DraftMove {
  return { type: 'draft', player, source, kind, destination };
}

/**
 * A placement choice: the column of the pending wall tile.
 *
 * @param player - the seat that must choose.
 * @param column - an allowed column of the pending row.
 *
 * @example
 * ```ts
 * import { placeMove } from 'tessera-engine/tessera';
 *
 * console.log(placeMove(1, 3)); // => { type: 'place', player: 1, column: 3 }
 * ```
 */
export function placeMove(player: number, column: number): PlaceMove {
  return { type: 'place', player, column };
}
