/**
 * The events a Tessera step reports, in the order they happen, for front-ends to animate: their union here, each
 * event's type in `move-events.ts` (a draft), `tiling-events.ts` (the wall tiling) or `round-events.ts` (between
 * rounds and at the game's end).
 *
 * @module
 */
import type { LeftoversToCentreEvent, MarkerTakenEvent, TilesPlacedEvent, TilesTakenEvent } from './move-events.js';
import type { BonusAwardedEvent, DiscardToBagEvent, DisplaysRefilledEvent, GameEndedEvent, RoundEndedEvent, RoundStartedEvent } from './round-events.js';
import type { DraftingEndedEvent, FloorPenaltyEvent, LineClearedEvent, LineDroppedEvent, PlacementRequiredEvent, WallPlacedEvent } from './tiling-events.js';

export type { TilesTakenEvent, LeftoversToCentreEvent, MarkerTakenEvent, TileDestination, TilesPlacedEvent } from './move-events.js';
export type { DraftingEndedEvent, PlacementRequiredEvent, WallPlacedEvent, LineClearedEvent, LineDroppedEvent, FloorPenaltyEvent } from './tiling-events.js';
export type { RoundEndedEvent, DiscardToBagEvent, DisplaysRefilledEvent, RoundStartedEvent, BonusAwardedEvent, GameEndedEvent } from './round-events.js';

/**
 * Any event a Tessera step reports. Switch on its `type`.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type TesseraEvent } from 'tessera-engine/tessera';
 *
 * // A front-end's sound effects, chosen by the event's type; the other events play none.
 * const soundOf = (event: TesseraEvent): string | null => {
 *   switch (event.type) {
 *     case 'tiles-taken':
 *       return 'clack';
 *     case 'wall-placed':
 *       return event.points > 1 ? 'chime' : 'click';
 *     case 'floor-penalty':
 *       return 'thud';
 *     default:
 *       return null;
 *   }
 * };
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * let events: readonly TesseraEvent[] = [];
 * while (state.round === 1) ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * console.log(events.map(soundOf).filter((sound) => sound !== null)); // => [ 'clack', 'click', 'click', 'click', 'chime', 'click', 'click', 'click', 'thud', 'thud' ]
 * ```
 */
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
