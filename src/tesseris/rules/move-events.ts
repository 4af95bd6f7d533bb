/**
 * The events of a player's turn in Tesseris: a discard or an objective resolved, then a draw or a theft (ruling
 * S3), and the rare turns that end early (ruling S4). Re-exported by `events.ts`, whose union holds them.
 *
 * @module
 */
import type { Card } from '../vocabulary.js';

/**
 * A card was discarded on a secondary pile.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, shapeOf, unwrap, type CardDiscardedEvent } from 'tessera-engine/tesseris';
 *
 * // A table's log of the discards of the first turns, from each step's events.
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * const discards: CardDiscardedEvent[] = [];
 * for (let move = 0; move < 10; move++) {
 *   const step = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn))))));
 *   discards.push(...step.events.filter((event): event is CardDiscardedEvent => event.type === 'card-discarded'));
 *   state = step.state;
 * }
 * console.log(discards.map(({ player, card, pile }) => `seat ${player + 1}: shape ${shapeOf(card)} on pile ${pile + 1}`)); // => [ 'seat 1: shape 1 on pile 3', 'seat 1: shape 15 on pile 1' ]
 * ```
 */
export interface CardDiscardedEvent {
  /** The event's kind. */
  readonly type: 'card-discarded';
  /** The acting seat. */
  readonly player: number;
  /** The card. */
  readonly card: Card;
  /** The pile, 0 to 3. */
  readonly pile: number;
}

/**
 * A card was placed under an objective, resolving it.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type ObjectiveResolvedEvent } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const step = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, 0))))));
 * const resolved = step.events.find((event): event is ObjectiveResolvedEvent => event.type === 'objective-resolved')!;
 * // The front-end tucks the card under the objective and updates the seat's count.
 * console.log(resolved.objective, resolved.resolved, step.state.objectives[0]![resolved.objective]!.resolvedWith === resolved.card); // => 3 1 true
 * ```
 */
export interface ObjectiveResolvedEvent {
  /** The event's kind. */
  readonly type: 'objective-resolved';
  /** The acting seat. */
  readonly player: number;
  /** The card placed. */
  readonly card: Card;
  /** The objective's index, 0 to 3. */
  readonly objective: number;
  /** How many of the seat's objectives are now resolved. */
  readonly resolved: number;
}

/**
 * A card was drawn. A card drawn from the main pile is `null` in other players' versions.
 *
 * @example
 * ```ts
 * import { applyMove, eventsForPlayer, greedyBot, playerView, setup, unwrap, type CardDrawnEvent } from 'tessera-engine/tesseris';
 *
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, 0)))))).state; // seat 1 resolves an objective
 * const { events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, 0)))))); // then draws blind
 * // The drawer sees the card it drew from the main pile; the other seat sees only that a card was drawn.
 * const drawn = (seat: number) => eventsForPlayer(events, seat).find((event): event is CardDrawnEvent => event.type === 'card-drawn')!;
 * console.log(drawn(0).from, drawn(0).card, drawn(1).card); // => main 46 null
 * ```
 */
export interface CardDrawnEvent {
  /** The event's kind. */
  readonly type: 'card-drawn';
  /** The seat that drew. */
  readonly player: number;
  /** `"main"`, or `"pile"` for a secondary pile. */
  readonly from: 'main' | 'pile';
  /** The secondary pile, or `null` for the main pile. */
  readonly pile: number | null;
  /** The card, or `null` where hidden. */
  readonly card: Card | null;
  /** Whether this draw refilled a robbed player's hand. */
  readonly afterTheft: boolean;
}

/**
 * A card was stolen. It is `null` in the versions of players other than the thief and the victim.
 *
 * @example
 * ```ts
 * import { applyMove, eventsForPlayer, greedyBot, playerView, setup, unwrap, type CardStolenEvent, type TesserisEvent } from 'tessera-engine/tesseris';
 *
 * // Three greedy players, until one steals.
 * let state = unwrap(setup({ players: 3, seed: 1 }));
 * let events: readonly TesserisEvent[] = [];
 * while (!events.some((event) => event.type === 'card-stolen')) {
 *   ({ state, events } = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))));
 * }
 * const theft = (seat: number) => eventsForPlayer(events, seat).find((event): event is CardStolenEvent => event.type === 'card-stolen')!;
 * // The thief and the victim know the card; the third seat does not.
 * console.log(theft(0).player, theft(0).from, [0, 1, 2].map((seat) => theft(seat).card)); // => 2 0 [ 40, null, 40 ]
 * ```
 */
export interface CardStolenEvent {
  /** The event's kind. */
  readonly type: 'card-stolen';
  /** The thief. */
  readonly player: number;
  /** The victim. */
  readonly from: number;
  /** The card, or `null` where hidden. */
  readonly card: Card | null;
}

/**
 * The acting player could not draw, so the turn ended after the discard (ruling S4).
 *
 * With the whole deck in play a real game never reports it: the cards under the piles always rebuild the main
 * pile. The engine still implements the ruling, and a front-end's switch over the events handles it too.
 *
 * @example
 * ```ts
 * import { describeEvent, type DrawSkippedEvent } from 'tessera-engine/tesseris';
 *
 * const skipped: DrawSkippedEvent = { type: 'draw-skipped', player: 1 };
 * console.log(describeEvent(skipped)); // => Seat 2 has nothing to draw
 * ```
 */
export interface DrawSkippedEvent {
  /** The event's kind. */
  readonly type: 'draw-skipped';
  /** The seat. */
  readonly player: number;
}

/**
 * The acting player passed: nothing was possible (ruling S4).
 *
 * Like {@link DrawSkippedEvent}, a real game with the whole deck in play never reports it.
 *
 * @example
 * ```ts
 * import { describeEvent, type PassedEvent } from 'tessera-engine/tesseris';
 *
 * const passed: PassedEvent = { type: 'passed', player: 0 };
 * console.log(describeEvent(passed, undefined, { locale: 'fr' })); // => Joueur 1 passe
 * ```
 */
export interface PassedEvent {
  /** The event's kind. */
  readonly type: 'passed';
  /** The seat. */
  readonly player: number;
}
