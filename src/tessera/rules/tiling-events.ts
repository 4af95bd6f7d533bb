/**
 * The events of a round's wall tiling in Tessera: the draft's end, a placement to choose (rulings T10, T19),
 * tiles placed and scored (ruling T11), lines cleared or dropped, and the floor's penalty (ruling T12).
 * Re-exported by `events.ts`, whose union holds them.
 *
 * @module
 */
import type { TileCounts } from '../types.js';
import type { TileKind } from '../vocabulary.js';

/**
 * No tile is left to draft: the wall tiling begins.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type TesseraEvent, type DraftingEndedEvent } from 'tessera-engine/tessera';
 *
 * // Two greedy players to the end of round 1: its last draft's events hold the tiling.
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * let events: readonly TesseraEvent[] = [];
 * while (state.round === 1) ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * const ended = events.find((event): event is DraftingEndedEvent => event.type === 'drafting-ended')!;
 * // A front-end's banner between the draft and the tiling.
 * console.log(ended, events.indexOf(ended), events.length); // => { type: 'drafting-ended', round: 1 } 2 20
 * ```
 */
export interface DraftingEndedEvent {
  /** The event's kind. */
  readonly type: 'drafting-ended';
  /** The round whose drafting ended. */
  readonly round: number;
}

/**
 * A full line waits for its owner to choose the column of its tile, among several (rulings T10, T19).
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type PlacementRequiredEvent, type TesseraEvent } from 'tessera-engine/tessera';
 *
 * // On the grey wall, the first full line of the round's tiling waits for its player's choice.
 * let state = unwrap(setup({ players: 2, seed: 1, wall: 'grey' }));
 * let events: readonly TesseraEvent[] = [];
 * while (state.phase !== 'tiling') ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * const required = events.find((event): event is PlacementRequiredEvent => event.type === 'placement-required')!;
 * // The front-end lights the columns it may choose.
 * console.log(required, state.pending); // => { type: 'placement-required', player: 0, row: 0, kind: 0, columns: [ 0, 1, 2, 3, 4 ] } { seat: 0, row: 0, kind: 0 }
 * ```
 */
export interface PlacementRequiredEvent {
  /** The event's kind. */
  readonly type: 'placement-required';
  /** The seat that must choose. */
  readonly player: number;
  /** The row of the line and of the wall. */
  readonly row: number;
  /** The kind of tile to place. */
  readonly kind: TileKind;
  /** The columns to choose from. */
  readonly columns: readonly number[];
}

/**
 * A tile was placed on a wall and scored (ruling T11).
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type TesseraEvent, type WallPlacedEvent } from 'tessera-engine/tessera';
 *
 * // Two greedy players to the end of round 1: its last draft's events hold the tiling.
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * let events: readonly TesseraEvent[] = [];
 * while (state.round === 1) ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * const placed = events.filter((event): event is WallPlacedEvent => event.type === 'wall-placed');
 * // Each tile flies to its slot, with the points it scored above it.
 * console.log(placed.map(({ player, row, column, points }) => `seat ${player + 1}: row ${row + 1}, column ${column + 1}, +${points}`)); // => [ 'seat 1: row 1, column 1, +1', 'seat 1: row 2, column 3, +1', 'seat 1: row 3, column 5, +1', 'seat 1: row 4, column 5, +2', 'seat 2: row 1, column 1, +1', 'seat 2: row 2, column 2, +1', 'seat 2: row 3, column 3, +1' ]
 * ```
 */
export interface WallPlacedEvent {
  /** The event's kind. */
  readonly type: 'wall-placed';
  /** The wall's seat. */
  readonly player: number;
  /** The row. */
  readonly row: number;
  /** The column. */
  readonly column: number;
  /** The tile: the line's colour, or a wild. */
  readonly kind: TileKind;
  /** The points it scored. */
  readonly points: number;
  /** The seat's score after it. */
  readonly score: number;
}

/**
 * A tiled line's other tiles went to the discard.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type TesseraEvent, type LineClearedEvent } from 'tessera-engine/tessera';
 *
 * // Two greedy players to the end of round 1: its last draft's events hold the tiling.
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * let events: readonly TesseraEvent[] = [];
 * while (state.round === 1) ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * const cleared = events.filter((event): event is LineClearedEvent => event.type === 'line-cleared');
 * // The tiles of a tiled line that did not go to the wall go to the box lid.
 * console.log(cleared.map(({ player, row, discarded }) => [player, row, discarded])); // => [ [ 0, 1, [ 0, 1, 0, 0, 0, 0 ] ], [ 0, 2, [ 0, 0, 2, 0, 0, 0 ] ], [ 0, 3, [ 0, 3, 0, 0, 0, 0 ] ], [ 1, 1, [ 1, 0, 0, 0, 0, 0 ] ], [ 1, 2, [ 2, 0, 0, 0, 0, 0 ] ] ]
 * ```
 */
export interface LineClearedEvent {
  /** The event's kind. */
  readonly type: 'line-cleared';
  /** The board's seat. */
  readonly player: number;
  /** The line's row. */
  readonly row: number;
  /** The discarded tiles, by kind. */
  readonly discarded: TileCounts;
}

/**
 * A full line's tile had no slot left in its row on the grey wall, so all the line's tiles went to the floor,
 * its colour first, and what did not fit there to the discard (ruling T19).
 *
 * It is rare: the greedy games of the package's examples never show one. A front-end must still handle it
 * (see the pitfalls page): not every full line reaches the wall.
 *
 * @example
 * ```ts
 * import { describeEvent, type LineDroppedEvent } from 'tessera-engine/tessera';
 *
 * // Row 2's red line, with a wild: row 1 took its last free column. The red goes to the floor, the wild to the lid.
 * const dropped: LineDroppedEvent = { type: 'line-dropped', player: 0, row: 1, floor: [0, 0, 1, 0, 0, 0], discarded: [0, 0, 0, 0, 0, 1] };
 * console.log(describeEvent(dropped)); // => Seat 1's line 2 has no slot left and drops: 1 red tile to the floor, 1 wild tile to the discard
 * ```
 */
export interface LineDroppedEvent {
  /** The event's kind. */
  readonly type: 'line-dropped';
  /** The board's seat. */
  readonly player: number;
  /** The line's row. */
  readonly row: number;
  /** The tiles that went to the floor, by kind, in the order colour then wilds. */
  readonly floor: TileCounts;
  /** The tiles that did not fit on the floor and went to the discard, by kind. */
  readonly discarded: TileCounts;
}

/**
 * A floor line cost points and was cleared (ruling T12).
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type TesseraEvent, type FloorPenaltyEvent } from 'tessera-engine/tessera';
 *
 * // Two greedy players to the end of round 1: its last draft's events hold the tiling.
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * let events: readonly TesseraEvent[] = [];
 * while (state.round === 1) ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * const penalties = events.filter((event): event is FloorPenaltyEvent => event.type === 'floor-penalty');
 * console.log(penalties); // => [ { type: 'floor-penalty', player: 0, spaces: 1, penalty: 1, score: 4 }, { type: 'floor-penalty', player: 1, spaces: 1, penalty: 1, score: 2 } ]
 * ```
 */
export interface FloorPenaltyEvent {
  /** The event's kind. */
  readonly type: 'floor-penalty';
  /** The board's seat. */
  readonly player: number;
  /** Occupied floor spaces, the marker included. */
  readonly spaces: number;
  /** Points lost before the clamp at 0. */
  readonly penalty: number;
  /** The seat's score after it. */
  readonly score: number;
}
