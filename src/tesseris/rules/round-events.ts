/**
 * The events of Tesseris's rounds: a round's start and its deal (ruling S2), the upkeep after a move (ruling
 * S4), and the end of a round and of the game (rulings S5 and S6). Re-exported by `events.ts`, whose union holds
 * them.
 *
 * @module
 */
import type { Card } from '../vocabulary.js';

/**
 * A round began: objectives were revealed and the secondary piles laid out (ruling S2).
 *
 * @example
 * ```ts
 * import { shapeOf, start, unwrap, type RoundStartedEvent } from 'tessera-engine/tesseris';
 *
 * const { events } = unwrap(start({ players: 2, seed: 1 }));
 * const started = events.find((event): event is RoundStartedEvent => event.type === 'round-started')!;
 * // What the front-end lays out: each seat's objectives, and the four piles' first cards, by shape.
 * console.log(started.round, started.firstSeat, started.objectives.map((cards) => cards.map(shapeOf)), started.piles.map(shapeOf)); // => 1 0 [ [ 18, 7, 4, 6 ], [ 5, 2, 8, 11 ] ] [ 10, 5, 11, 6 ]
 * ```
 */
export interface RoundStartedEvent {
  /** The event's kind. */
  readonly type: 'round-started';
  /** The new round. */
  readonly round: number;
  /** Its first player. */
  readonly firstSeat: number;
  /** Every seat's four objectives, in the order revealed. */
  readonly objectives: readonly (readonly Card[])[];
  /** Revealed cards set aside because their shape was already an objective, then shuffled back. */
  readonly setAside: readonly Card[];
  /** The four secondary piles' first cards. */
  readonly piles: readonly Card[];
}

/**
 * Hands were dealt. In a player's version, other hands' cards are `null`.
 *
 * @example
 * ```ts
 * import { eventsForPlayer, start, unwrap, type HandsDealtEvent } from 'tessera-engine/tesseris';
 *
 * const { events } = unwrap(start({ players: 3, seed: 1 }));
 * // Seat 2's version of the deal: its own cards, and the backs of the others'.
 * const dealt = eventsForPlayer(events, 1).find((event): event is HandsDealtEvent => event.type === 'hands-dealt')!;
 * console.log(dealt.hands); // => [ [ null, null, null, null ], [ 58, 43, 10, 13 ], [ null, null, null, null ] ]
 * ```
 */
export interface HandsDealtEvent {
  /** The event's kind. */
  readonly type: 'hands-dealt';
  /** Every seat's hand; hidden cards are `null`. */
  readonly hands: readonly (readonly (Card | null)[])[];
}

/**
 * The empty main pile was rebuilt from the secondary piles' covered cards (ruling S4).
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type TesserisEvent } from 'tessera-engine/tesseris';
 *
 * // Three greedy players, until the main pile runs out.
 * let state = unwrap(setup({ players: 3, seed: 1 }));
 * let events: readonly TesserisEvent[] = [];
 * while (!events.some((event) => event.type === 'main-pile-rebuilt')) {
 *   ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * }
 * // Every seat saw the covered cards go into it: its content is public, its order is not (ruling S9).
 * const view = unwrap(playerView(state, 0));
 * console.log(events.find((event) => event.type === 'main-pile-rebuilt'), view.mainPileSize, view.knowledge.mainPile?.length); // => { type: 'main-pile-rebuilt', size: 35 } 35 35
 * ```
 */
export interface MainPileRebuiltEvent {
  /** The event's kind. */
  readonly type: 'main-pile-rebuilt';
  /** The new main pile's size. */
  readonly size: number;
}

/**
 * An empty secondary pile received the main pile's top card, face up (ruling S4).
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, shapeOf, unwrap, type PileRefilledEvent } from 'tessera-engine/tesseris';
 *
 * // Seat 2 takes the top card of pile 2 in its first turn: the upkeep turns the main pile's top card onto the pile.
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * const refills: PileRefilledEvent[] = [];
 * for (let move = 0; move < 4; move++) {
 *   const step = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn))))));
 *   refills.push(...step.events.filter((event): event is PileRefilledEvent => event.type === 'pile-refilled'));
 *   state = step.state;
 * }
 * console.log(refills.map(({ pile, card }) => `pile ${pile + 1}: shape ${shapeOf(card)}`), state.piles[refills[0]!.pile]!.length); // => [ 'pile 2: shape 12' ] 1
 * ```
 */
export interface PileRefilledEvent {
  /** The event's kind. */
  readonly type: 'pile-refilled';
  /** The pile. */
  readonly pile: number;
  /** The card, face up. */
  readonly card: Card;
}

/**
 * A round ended and was scored (ruling S5).
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type RoundEndedEvent, type TesserisEvent } from 'tessera-engine/tesseris';
 *
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * let events: readonly TesserisEvent[] = [];
 * while (!events.some((event) => event.type === 'round-ended')) {
 *   ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * }
 * // The round's scoreboard: each seat's points this round, and its total.
 * const ended = events.find((event): event is RoundEndedEvent => event.type === 'round-ended')!;
 * console.log(ended.round, ended.points, ended.scores, events.map((event) => event.type)); // => 1 [ 4, 3 ] [ 4, 3 ] [ 'card-drawn', 'round-ended', 'round-started', 'hands-dealt' ]
 * ```
 */
export interface RoundEndedEvent {
  /** The event's kind. */
  readonly type: 'round-ended';
  /** The round. */
  readonly round: number;
  /** Points each seat scored: its resolved objectives. */
  readonly points: readonly number[];
  /** Each seat's total after the round. */
  readonly scores: readonly number[];
}

/**
 * The game is over (ruling S6).
 *
 * @example
 * ```ts
 * import { applyMove, describeEvent, greedyBot, playerView, setup, unwrap, type GameEndedEvent, type TesserisEvent } from 'tessera-engine/tesseris';
 *
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * let events: readonly TesserisEvent[] = [];
 * while (state.phase !== 'over') ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * const ended = events.find((event): event is GameEndedEvent => event.type === 'game-ended')!;
 * console.log(ended.scores, ended.winners, describeEvent(ended)); // => [ 12, 8 ] [ 0 ] The game is over: Seat 1 wins with 12
 * ```
 */
export interface GameEndedEvent {
  /** The event's kind. */
  readonly type: 'game-ended';
  /** Final scores. */
  readonly scores: readonly number[];
  /** The winners; several on a shared win. */
  readonly winners: readonly number[];
}
