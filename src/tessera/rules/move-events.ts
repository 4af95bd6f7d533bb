/**
 * The events of a draft in Tessera (ruling T5): tiles taken from a source, the rest of a display slid to the
 * centre, the first-player marker taken (ruling T4), and where the drafted tiles landed (ruling T8). Re-exported
 * by `events.ts`, whose union holds them.
 *
 * @module
 */
import type { Source, TileCounts } from '../types.js';
import type { TileKind } from '../vocabulary.js';

/**
 * Tiles were taken from a source.
 *
 * @example
 * ```ts
 * import { applyMove, draftMove, setup, unwrap, type TilesTakenEvent } from 'tessera-engine/tessera';
 *
 * const { events } = unwrap(applyMove(unwrap(setup({ players: 2, seed: 3 })), draftMove(0, 0, 1, 1)));
 * // The first animation of a draft: the tiles leave their source for the player's board.
 * const taken = events.find((event): event is TilesTakenEvent => event.type === 'tiles-taken')!;
 * console.log(taken); // => { type: 'tiles-taken', player: 0, source: 0, kind: 1, count: 2 }
 * ```
 */
export interface TilesTakenEvent {
  /** The event's kind. */
  readonly type: 'tiles-taken';
  /** The drafting seat. */
  readonly player: number;
  /** The display's index, or `"centre"`. */
  readonly source: Source;
  /** The kind taken. */
  readonly kind: TileKind;
  /** How many tiles were taken. */
  readonly count: number;
}

/**
 * A display's leftovers slid to the centre.
 *
 * @example
 * ```ts
 * import { applyMove, draftMove, setup, unwrap, type LeftoversToCentreEvent } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 3 }));
 * const { events, state: next } = unwrap(applyMove(state, draftMove(0, 0, 1, 1)));
 * const leftovers = events.find((event): event is LeftoversToCentreEvent => event.type === 'leftovers-to-centre')!;
 * // The display is empty now, and its other tiles are in the centre.
 * console.log(leftovers.tiles, next.displays[0], next.centre); // => [ 0, 0, 1, 1, 0, 0 ] [ 0, 0, 0, 0, 0, 0 ] [ 0, 0, 1, 1, 0, 0 ]
 * ```
 */
export interface LeftoversToCentreEvent {
  /** The event's kind. */
  readonly type: 'leftovers-to-centre';
  /** The display's index. */
  readonly display: number;
  /** The tiles that slid, by kind. */
  readonly tiles: TileCounts;
}

/**
 * The first-player marker was taken from the centre (ruling T4).
 *
 * @example
 * ```ts
 * import { applyMove, draftMove, setup, unwrap, type MarkerTakenEvent } from 'tessera-engine/tessera';
 *
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * state = unwrap(applyMove(state, draftMove(0, 0, 0, 0))).state; // leftovers go to the centre, with the marker
 * const { events } = unwrap(applyMove(state, draftMove(1, 'centre', 1, 1))); // the first to take from the centre
 * const marker = events.find((event): event is MarkerTakenEvent => event.type === 'marker-taken')!;
 * // The marker lands on the floor's first free space, and costs its point at the end of the round.
 * console.log(marker); // => { type: 'marker-taken', player: 1, floorSlot: 0 }
 * ```
 */
export interface MarkerTakenEvent {
  /** The event's kind. */
  readonly type: 'marker-taken';
  /** The seat that took it; it starts the next round. */
  readonly player: number;
  /** The floor space it took, or `null` when the floor was full and it took none. */
  readonly floorSlot: number | null;
}

/**
 * Where drafted tiles landed (ruling T8).
 *
 * @example
 * ```ts
 * import { applyMove, draftMove, setup, unwrap, type TileDestination } from 'tessera-engine/tessera';
 *
 * // Where a front-end flies the drafted tiles to.
 * const target: Record<TileDestination, string> = { line: 'the pattern line', floor: 'the floor line', discard: 'the box lid' };
 * const { events } = unwrap(applyMove(unwrap(setup({ players: 2, seed: 1 })), draftMove(0, 0, 0, 'floor')));
 * console.log(events.flatMap((event) => (event.type === 'tiles-placed' ? [target[event.to]] : []))); // => [ 'the floor line' ]
 * ```
 */
export type TileDestination = 'line' | 'floor' | 'discard';

/**
 * Drafted tiles landed on a pattern line, on the floor, or in the discard.
 *
 * @example
 * ```ts
 * import { applyMove, draftMove, setup, unwrap, type TilesPlacedEvent } from 'tessera-engine/tessera';
 *
 * // Two yellow tiles to the top line, which holds one: one lands on the line, the other overflows to the floor.
 * const { events } = unwrap(applyMove(unwrap(setup({ players: 2, seed: 3 })), draftMove(0, 0, 1, 0)));
 * const placed = events.filter((event): event is TilesPlacedEvent => event.type === 'tiles-placed');
 * console.log(placed.map(({ count, to, line }) => [count, to, line])); // => [ [ 1, 'line', 0 ], [ 1, 'floor', null ] ]
 * ```
 */
export interface TilesPlacedEvent {
  /** The event's kind. */
  readonly type: 'tiles-placed';
  /** The drafting seat. */
  readonly player: number;
  /** The kind placed. */
  readonly kind: TileKind;
  /** How many tiles. */
  readonly count: number;
  /** Where they went. */
  readonly to: TileDestination;
  /** The pattern line, when `to` is `"line"`; otherwise `null`. */
  readonly line: number | null;
}
