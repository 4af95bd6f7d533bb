/**
 * Tesseris's data types: the state, the views and the outcome here; the options and the moves in
 * `setup-types.ts` and `move-types.ts`, re-exported from here. All are plain JSON.
 *
 * @module
 */
import type { BaseOutcome } from '../core/game.js';
import type { RngState, Seed } from '../core/rng.js';
import type { TesserisPlayerCount, TesserisRules } from './setup-types.js';
import type { Card } from './vocabulary.js';

export type { TesserisPlayerCount, TesserisOptions, TesserisRules } from './setup-types.js';
export type { DiscardToPileMove, ResolveObjectiveMove, DrawMainMove, DrawPileMove, StealMove, PassMove } from './move-types.js';
export type { TesserisMove, TesserisErrorCode } from './move-types.js';

/**
 * One objective: a revealed card, resolved once a card of its shape is placed under it.
 *
 * @example
 * ```ts
 * import { applyMove, resolveObjective, setup, shapeOf, unwrap, type Objective } from 'tessera-engine/tesseris';
 *
 * // The shapes a seat still needs: those of its unresolved objectives.
 * const needed = (objectives: readonly Objective[]) => objectives.filter((o) => o.resolvedWith === null).map((o) => shapeOf(o.card));
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const next = unwrap(applyMove(state, resolveObjective(0, 23, 3))).state;
 * console.log(needed(state.objectives[0]!), needed(next.objectives[0]!)); // => [ 18, 7, 4, 6 ] [ 18, 7, 4 ]
 * ```
 */
export interface Objective {
  /** The objective's card; its shape is what must be matched. */
  readonly card: Card;
  /** The card placed under it, or `null` while it is unresolved. */
  readonly resolvedWith: Card | null;
}

/**
 * The two steps of a turn (ruling S3).
 *
 * @example
 * ```ts
 * import { applyMove, discardToPile, setup, unwrap, type TesserisState, type TurnStep } from 'tessera-engine/tesseris';
 *
 * const PROMPTS: Record<TurnStep, string> = { discard: 'discard a card', draw: 'draw a card' };
 * const prompt = (state: TesserisState) => (state.phase === 'over' ? 'game over' : `seat ${state.turn}: ${PROMPTS[state.phase]}`);
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * console.log(prompt(state)); // => seat 0: discard a card
 * console.log(prompt(unwrap(applyMove(state, discardToPile(0, 23, 0))).state)); // => seat 0: draw a card
 * ```
 */
export type TurnStep = 'discard' | 'draw';

/**
 * A game's phase: the acting player's step (ruling S3), or `"over"`.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type TesserisPhase } from 'tessera-engine/tesseris';
 *
 * const status = (phase: TesserisPhase, turn: number) => (phase === 'over' ? 'game over' : `seat ${turn} to ${phase}`);
 * let state = unwrap(setup({ players: 2, seed: 1, rounds: 1 }));
 * console.log(status(state.phase, state.turn)); // => seat 0 to discard
 * while (state.phase !== 'over') {
 *   state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * }
 * console.log(status(state.phase, state.turn)); // => game over
 * ```
 */
export type TesserisPhase = TurnStep | 'over';

/**
 * The public part of a Tesseris game that every state and every view share.
 *
 * @example
 * ```ts
 * import { applyMove, playerView, resolveObjective, setup, spectatorView, unwrap, type TesserisPosition } from 'tessera-engine/tesseris';
 *
 * // Written once against the public part, it reads a state, a seat's view and a spectator's view alike.
 * function resolvedCounts(position: TesserisPosition): number[] {
 *   return position.objectives.map((objectives) => objectives.filter((objective) => objective.resolvedWith !== null).length);
 * }
 * const state = unwrap(applyMove(unwrap(setup({ players: 2, seed: 1 })), resolveObjective(0, 23, 3))).state;
 * console.log(resolvedCounts(state), resolvedCounts(unwrap(playerView(state, 1))), resolvedCounts(spectatorView(state))); // => [ 1, 0 ] [ 1, 0 ] [ 1, 0 ]
 * ```
 */
export interface TesserisPosition {
  /** Always `"tesseris"`. */
  readonly game: 'tesseris';
  /**
   * The state format's version. The loader also reads version 3, whose `memory` had no entry for the table,
   * version 2, which had no `memory`, and version 1, which also kept a `step` beside a `"playing"` phase.
   */
  readonly version: 4;
  /** 2, 3 or 4. */
  readonly players: TesserisPlayerCount;
  /** The game's rule options. */
  readonly rules: TesserisRules;
  /** The phase. */
  readonly phase: TesserisPhase;
  /** The round, from 1. */
  readonly round: number;
  /** This round's first player. */
  readonly firstSeat: number;
  /** The seat to act. Meaningless once the game is over. */
  readonly turn: number;
  /** The secondary pile the acting player discarded onto this turn, which they may not draw from, or `null`. */
  readonly placedPile: number | null;
  /** Every player's four objectives, by seat; they are face up. */
  readonly objectives: readonly (readonly Objective[])[];
  /** Each finished round's resolved objectives, by seat: the points it gave. */
  readonly history: readonly (readonly number[])[];
}

/**
 * A complete Tesseris state, secrets included. Plain JSON.
 *
 * @example
 * ```ts
 * import { loadState, setup, unwrap, type TesserisState } from 'tessera-engine/tesseris';
 *
 * // No seed given: setup picks one and records it. The main pile's order and every hand are in the state.
 * const state: TesserisState = unwrap(setup({ players: 2 }));
 * console.log(state.mainPile.length, state.hands.map((hand) => hand.length), state.piles.map((pile) => pile.length)); // => 52 [ 4, 4 ] [ 1, 1, 1, 1 ]
 * console.log(JSON.stringify(unwrap(setup({ players: 2, seed: state.seed }))) === JSON.stringify(state)); // => true
 * // Plain JSON: saved as text, it loads back (checked) as the same state.
 * console.log(JSON.stringify(unwrap(loadState(JSON.parse(JSON.stringify(state))))) === JSON.stringify(state)); // => true
 * ```
 */
export interface TesserisState extends TesserisPosition {
  /** The main pile, face down; its last card is the top. */
  readonly mainPile: readonly Card[];
  /** The four secondary piles, face up; each pile's last card is its top, the others are covered. */
  readonly piles: readonly (readonly Card[])[];
  /** Every player's hand, by seat. */
  readonly hands: readonly (readonly Card[])[];
  /** The seed the game was set up with. */
  readonly seed: Seed;
  /** The generator's state. */
  readonly rng: RngState;
  /**
   * What each seat remembers of the round beyond what lies on the table (ruling S9), by seat, then one more
   * entry (at index `players`) for the table: what every seat and a spectator saw, the spectator's knowledge.
   */
  readonly memory: readonly SeatMemory[];
}

/**
 * What one seat remembers of the round that the table no longer shows (ruling S9). Every entry is true of the
 * state, and the loader checks it.
 *
 * @example
 * ```ts
 * import { applyMove, discardToPile, setup, steal, unwrap, type SeatMemory } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(applyMove(unwrap(setup({ players: 2, seed: 1 })), discardToPile(0, 23, 0))).state;
 * const { state: next, events } = unwrap(applyMove(state, steal(0, 1)));
 * console.log(events[0]); // => { type: 'card-stolen', player: 0, from: 1, card: 30 }
 * // The victim remembers where card 30 went; the table (index 2, what a spectator saw) does not know it.
 * const [thief, victim, table]: readonly SeatMemory[] = next.memory;
 * console.log(thief!.held, victim!.held, table!.held, victim!.mainPile); // => [ [], [] ] [ [ 30 ], [] ] [ [], [] ] null
 * ```
 */
export interface SeatMemory {
  /**
   * The cards that may still be in the main pile: the content it was last rebuilt with (ruling S4), minus the
   * cards the seat saw leave it; or `null` while the main pile still holds the round's dealt cards.
   */
  readonly mainPile: readonly Card[] | null;
  /** The cards the seat knows another seat holds, by seat; its own entry is empty. */
  readonly held: readonly (readonly Card[])[];
}

/**
 * What a seat knows of the cards it cannot see (ruling S9). Card lists are sorted, except the covered cards.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type TesserisKnowledge } from 'tessera-engine/tesseris';
 *
 * let state = unwrap(setup({ players: 2, seed: 3 }));
 * for (let move = 0; move < 108; move++) {
 *   state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * }
 * const view = unwrap(playerView(state, 0));
 * const knowledge: TesserisKnowledge = view.knowledge;
 * // The main pile was rebuilt from covered cards: seat 0 knows its content, but for the card seat 1 drew blind since.
 * console.log(view.mainPileSize, knowledge.mainPile!.length, knowledge.covered); // => 44 45 [ [ 42, 26 ], [], [], [] ]
 * // With two players, an unaccounted card outside that list is in the other hand: seat 0 can name three of four.
 * console.log(knowledge.unaccounted.filter((card) => !knowledge.mainPile!.includes(card)), state.hands[1]); // => [ 5, 20, 21 ] [ 21, 20, 5, 59 ]
 * ```
 */
export interface TesserisKnowledge {
  /** Each secondary pile's covered cards, in order from the bottom: every one was laid face up. */
  readonly covered: readonly (readonly Card[])[];
  /**
   * The cards that may be in the main pile since it was last rebuilt from covered cards: exactly its content
   * when there are as many as `mainPileSize`. `null` while it holds the round's dealt cards, which may be any
   * unaccounted card.
   */
  readonly mainPile: readonly Card[] | null;
  /** The cards the seat knows another seat holds, by seat: drawn from a secondary pile, or stolen from this seat. */
  readonly held: readonly (readonly Card[])[];
  /**
   * The seat's own cards that another seat knows it holds, by seat: that seat's `held` entry for this one, which
   * this seat can tell from what it saw (it drew the card from a secondary pile, or stole it from that seat). Its
   * own entry is empty, and so is every entry of a spectator's knowledge, which has no hand.
   */
  readonly exposed: readonly (readonly Card[])[];
  /**
   * Every card whose place the seat cannot name: neither on the table, nor in its hand, nor in `held`. Those
   * outside `mainPile` (when it is not `null`) are in another hand.
   */
  readonly unaccounted: readonly Card[];
}

/**
 * What a player sees of a secondary pile.
 *
 * @example
 * ```ts
 * import { applyMove, discardToPile, playerView, setup, unwrap, type PileView } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(applyMove(unwrap(setup({ players: 2, seed: 1 })), discardToPile(0, 23, 0))).state;
 * const view = unwrap(playerView(state, 1));
 * const piles: readonly PileView[] = view.piles;
 * console.log(piles[0], piles[1]); // => { top: 23, size: 2 } { top: 19, size: 1 }
 * // The card under the top was laid face up, so every seat remembers it (ruling S9).
 * console.log(view.knowledge.covered[0]); // => [ 36 ]
 * ```
 */
export interface PileView {
  /** The top card, or `null` when the pile is empty. */
  readonly top: Card | null;
  /** How many cards the pile holds. */
  readonly size: number;
}

/**
 * What one player may see (ruling S8) and knows (ruling S9).
 *
 * @example
 * ```ts
 * import { applyMove, discardToPile, drawPile, playerView, setup, unwrap, type TesserisView } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(applyMove(unwrap(setup({ players: 2, seed: 1 })), discardToPile(0, 23, 0))).state;
 * const next = unwrap(applyMove(state, drawPile(0, 1))).state;
 * const view: TesserisView = unwrap(playerView(next, 1));
 * console.log(view.viewer, view.hand, view.handSizes, view.mainPileSize, 'hands' in view); // => 1 [ 15, 30, 22, 3 ] [ 4, 4 ] 51 false
 * // Seat 1 saw seat 0 take pile 1's face-up top card, 19: it knows that card's place, not the rest of that hand.
 * console.log(view.knowledge.held, view.knowledge.unaccounted.includes(19)); // => [ [ 19 ], [] ] false
 * // And seat 0 knows that seat 1 knows it.
 * console.log(unwrap(playerView(next, 0)).knowledge.exposed); // => [ [], [ 19 ] ]
 * ```
 */
export interface TesserisView extends TesserisPosition {
  /** The seat this view was made for. */
  readonly viewer: number;
  /** The viewer's own hand. */
  readonly hand: readonly Card[];
  /** How many cards each seat holds. */
  readonly handSizes: readonly number[];
  /** Each secondary pile's top card and size. */
  readonly piles: readonly PileView[];
  /** How many cards the main pile holds. */
  readonly mainPileSize: number;
  /** What the viewer knows of the cards it cannot see (ruling S9). */
  readonly knowledge: TesserisKnowledge;
}

/**
 * A finished game's result.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, outcome, playerView, setup, unwrap, type TesserisOutcome } from 'tessera-engine/tesseris';
 *
 * let state = unwrap(setup({ players: 2, seed: 1, rounds: 2 }));
 * while (state.phase !== 'over') {
 *   state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * }
 * const result: TesserisOutcome | null = outcome(state);
 * // Each round gives a point per resolved objective: the scores are the sums of the rounds' points.
 * console.log(result, state.history); // => { scores: [ 8, 6 ], winners: [ 0 ], rounds: 2 } [ [ 4, 3 ], [ 4, 3 ] ]
 * ```
 */
export interface TesserisOutcome extends BaseOutcome {
  /** The rounds played. */
  readonly rounds: number;
}
