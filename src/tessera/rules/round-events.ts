/**
 * The events between Tessera's rounds and at the game's end: a round's end, the bag refilled from the discard
 * and the displays refilled (ruling T15), the next round's start, the end-of-game bonuses (ruling T14) and the
 * game's end (rulings T13, T16, T17). Re-exported by `events.ts`, whose union holds them.
 *
 * @module
 */
import type { BonusBreakdown, EndReason, TileCounts } from '../types.js';

/**
 * A round is over.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type TesseraEvent, type RoundEndedEvent } from 'tessera-engine/tessera';
 *
 * // Two greedy players to the end of round 1: its last draft's events hold the tiling.
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * let events: readonly TesseraEvent[] = [];
 * while (state.round === 1) ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * const ended = events.find((event): event is RoundEndedEvent => event.type === 'round-ended')!;
 * // The seat that took the first-player marker starts the next round.
 * console.log(ended, state.firstSeat); // => { type: 'round-ended', round: 1, nextFirstSeat: 1 } 1
 * ```
 */
export interface RoundEndedEvent {
  /** The event's kind. */
  readonly type: 'round-ended';
  /** The round that ended. */
  readonly round: number;
  /** The seat that starts the next round, if the game goes on (ruling T4). */
  readonly nextFirstSeat: number;
}

/**
 * The empty bag was refilled with the whole discard (ruling T15).
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, totalCount, unwrap, type DiscardToBagEvent, type TesseraEvent } from 'tessera-engine/tessera';
 *
 * // Four greedy players empty the bag in the middle of the game.
 * let state = unwrap(setup({ players: 4, seed: 1 }));
 * let events: readonly TesseraEvent[] = [];
 * while (!events.some((event) => event.type === 'discard-to-bag')) {
 *   ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * }
 * const refill = events.find((event): event is DiscardToBagEvent => event.type === 'discard-to-bag')!;
 * console.log(state.round, totalCount(refill.tiles), totalCount(state.discard)); // => 4 62 0
 * ```
 */
export interface DiscardToBagEvent {
  /** The event's kind. */
  readonly type: 'discard-to-bag';
  /** The tiles moved, by kind. */
  readonly tiles: TileCounts;
}

/**
 * The displays were refilled (ruling T15).
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type TesseraEvent, type DisplaysRefilledEvent } from 'tessera-engine/tessera';
 *
 * // Two greedy players to the end of round 1: its last draft's events hold the tiling.
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * let events: readonly TesseraEvent[] = [];
 * while (state.round === 1) ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * const refilled = events.find((event): event is DisplaysRefilledEvent => event.type === 'displays-refilled')!;
 * // The new displays, as the state holds them after the step.
 * console.log(refilled.displays.length, JSON.stringify(refilled.displays) === JSON.stringify(state.displays)); // => 5 true
 * ```
 */
export interface DisplaysRefilledEvent {
  /** The event's kind. */
  readonly type: 'displays-refilled';
  /** Each display's contents, by kind; a display may be short or empty when tiles ran out. */
  readonly displays: readonly TileCounts[];
}

/**
 * A new round began.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type TesseraEvent, type RoundStartedEvent } from 'tessera-engine/tessera';
 *
 * // Two greedy players to the end of round 1: its last draft's events hold the tiling.
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * let events: readonly TesseraEvent[] = [];
 * while (state.round === 1) ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * const started = events.find((event): event is RoundStartedEvent => event.type === 'round-started')!;
 * console.log(started, events.at(-1) === started); // => { type: 'round-started', round: 2, firstSeat: 1 } true
 * ```
 */
export interface RoundStartedEvent {
  /** The event's kind. */
  readonly type: 'round-started';
  /** The new round. */
  readonly round: number;
  /** The seat that starts it. */
  readonly firstSeat: number;
}

/**
 * End-of-game bonuses were added (ruling T14).
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type BonusAwardedEvent, type TesseraEvent } from 'tessera-engine/tessera';
 *
 * // Two greedy players to the end of the game: its last step's events.
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * let events: readonly TesseraEvent[] = [];
 * while (state.phase !== 'over') ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * const bonuses = events.filter((event): event is BonusAwardedEvent => event.type === 'bonus-awarded');
 * // The final scoring screen: each seat's bonus, and its score with it.
 * console.log(bonuses.map(({ player, bonus, score }) => `seat ${player + 1}: +${bonus.points} = ${score}`)); // => [ 'seat 1: +9 = 61', 'seat 2: +13 = 75' ]
 * ```
 */
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

/**
 * The game is over (rulings T13, T16, T17).
 *
 * @example
 * ```ts
 * import { applyMove, describeEvent, greedyBot, playerView, setup, unwrap, type GameEndedEvent, type TesseraEvent } from 'tessera-engine/tessera';
 *
 * // A game's whole log, two greedy players: the game's end is its last event.
 * const log: TesseraEvent[] = [];
 * for (let state = unwrap(setup({ players: 2, seed: 1 })); state.phase !== 'over'; ) {
 *   const step = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn))))));
 *   log.push(...step.events);
 *   state = step.state;
 * }
 * const ended = log.at(-1) as GameEndedEvent;
 * console.log(log.length, ended.reason, ended.winners, describeEvent(ended)); // => 235 row-completed [ 1 ] The game is over (row completed): Seat 2 wins with 75
 * ```
 */
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
