/**
 * The events a Tessera step reports, in the order they happen, for front-ends to animate.
 *
 * @module
 */
import type { BonusBreakdown, EndReason, Source, TileCounts } from '../types.js';
import type { TileKind } from '../vocabulary.js';

/** Tiles were taken from a source. */
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

/** A display's leftovers slid to the centre. */
export interface LeftoversToCentreEvent {
  /** The event's kind. */
  readonly type: 'leftovers-to-centre';
  /** The display's index. */
  readonly display: number;
  /** The tiles that slid, by kind. */
  readonly tiles: TileCounts;
}

/** The first-player marker was taken from the centre (ruling T4). */
export interface MarkerTakenEvent {
  /** The event's kind. */
  readonly type: 'marker-taken';
  /** The seat that took it; it starts the next round. */
  readonly player: number;
  /** The floor space it took, or `null` when the floor was full and it took none. */
  readonly floorSlot: number | null;
}

/** Where drafted tiles landed (ruling T8). */
export type TileDestination = 'line' | 'floor' | 'discard';

/** Drafted tiles landed on a pattern line, on the floor, or in the discard. */
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

/** No tile is left to draft: the wall tiling begins. */
export interface DraftingEndedEvent {
  /** The event's kind. */
  readonly type: 'drafting-ended';
  /** The round whose drafting ended. */
  readonly round: number;
}

/** A full line waits for its owner to choose the column of its tile, among several (rulings T10, T19). */
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

/** A tile was placed on a wall and scored (ruling T11). */
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

/** A tiled line's other tiles went to the discard. */
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

/** A floor line cost points and was cleared (ruling T12). */
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

/** A round is over. */
export interface RoundEndedEvent {
  /** The event's kind. */
  readonly type: 'round-ended';
  /** The round that ended. */
  readonly round: number;
  /** The seat that starts the next round, if the game goes on (ruling T4). */
  readonly nextFirstSeat: number;
}

/** The empty bag was refilled with the whole discard (ruling T15). */
export interface DiscardToBagEvent {
  /** The event's kind. */
  readonly type: 'discard-to-bag';
  /** The tiles moved, by kind. */
  readonly tiles: TileCounts;
}

/** The displays were refilled (ruling T15). */
export interface DisplaysRefilledEvent {
  /** The event's kind. */
  readonly type: 'displays-refilled';
  /** Each display's contents, by kind; a display may be short or empty when tiles ran out. */
  readonly displays: readonly TileCounts[];
}

/** A new round began. */
export interface RoundStartedEvent {
  /** The event's kind. */
  readonly type: 'round-started';
  /** The new round. */
  readonly round: number;
  /** The seat that starts it. */
  readonly firstSeat: number;
}

/** End-of-game bonuses were added (ruling T14). */
export interface BonusAwardedEvent {
  /** The event's kind. */
  readonly type: 'bonus-awarded';
  /** The seat. */
  readonly player: number;
  /** The breakdown. */
  readonly bonus: BonusBreakdown;
  /** The seat's final score. */
  readonly score: number;
}

/** The game is over (rulings T13, T16, T17). */
export interface GameEndedEvent {
  /** The event's kind. */
  readonly type: 'game-ended';
  /** Why it ended. */
  readonly reason: EndReason;
  /** Final scores, by seat. */
  readonly scores: readonly number[];
  /** The winning seats; several on a shared win. */
  readonly winners: readonly number[];
}

/** Any event a Tessera step reports. Switch on its `type`. */
export type TesseraEvent =
  | TilesTakenEvent
  | LeftoversToCentreEvent
  | MarkerTakenEvent
  | TilesPlacedEvent
  | DraftingEndedEvent
  | PlacementRequiredEvent
  | WallPlacedEvent
  | LineClearedEvent
  | LineDroppedEvent
  | FloorPenaltyEvent
  | RoundEndedEvent
  | DiscardToBagEvent
  | DisplaysRefilledEvent
  | RoundStartedEvent
  | BonusAwardedEvent
  | GameEndedEvent;
