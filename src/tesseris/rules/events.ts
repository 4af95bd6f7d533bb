/**
 * The events a Tesseris step reports, in order. Some carry secret cards; send each player only
 * {@link eventsForPlayer}'s version of them.
 *
 * @module
 */
import { copyJson } from '../../core/copy.js';
import type { DeepMutable } from '../../core/mutable.js';
import type { Card } from '../vocabulary.js';

/** A round began: objectives were revealed and the secondary piles laid out (ruling S2). */
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

/** Hands were dealt. In a player's version, other hands' cards are `null`. */
export interface HandsDealtEvent {
  /** The event's kind. */
  readonly type: 'hands-dealt';
  /** Every seat's hand; hidden cards are `null`. */
  readonly hands: readonly (readonly (Card | null)[])[];
}

/** A card was discarded on a secondary pile. */
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

/** A card was placed under an objective, resolving it. */
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

/** A card was drawn. A card drawn from the main pile is `null` in other players' versions. */
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

/** A card was stolen. It is `null` in the versions of players other than the thief and the victim. */
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

/** The acting player could not draw, so the turn ended after the discard (ruling S4). */
export interface DrawSkippedEvent {
  /** The event's kind. */
  readonly type: 'draw-skipped';
  /** The seat. */
  readonly player: number;
}

/** The acting player passed: nothing was possible (ruling S4). */
export interface PassedEvent {
  /** The event's kind. */
  readonly type: 'passed';
  /** The seat. */
  readonly player: number;
}

/** The empty main pile was rebuilt from the secondary piles' covered cards (ruling S4). */
export interface MainPileRebuiltEvent {
  /** The event's kind. */
  readonly type: 'main-pile-rebuilt';
  /** The new main pile's size. */
  readonly size: number;
}

/** An empty secondary pile received the main pile's top card, face up (ruling S4). */
export interface PileRefilledEvent {
  /** The event's kind. */
  readonly type: 'pile-refilled';
  /** The pile. */
  readonly pile: number;
  /** The card, face up. */
  readonly card: Card;
}

/** A round ended and was scored (ruling S5). */
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

/** The game is over (ruling S6). */
export interface GameEndedEvent {
  /** The event's kind. */
  readonly type: 'game-ended';
  /** Final scores. */
  readonly scores: readonly number[];
  /** The winners; several on a shared win. */
  readonly winners: readonly number[];
}

/** Any event a Tesseris step reports. Switch on its `type`. */
export type TesserisEvent =
  | RoundStartedEvent
  | HandsDealtEvent
  | CardDiscardedEvent
  | ObjectiveResolvedEvent
  | CardDrawnEvent
  | CardStolenEvent
  | DrawSkippedEvent
  | PassedEvent
  | MainPileRebuiltEvent
  | PileRefilledEvent
  | RoundEndedEvent
  | GameEndedEvent;

/**
 * One player's version of a step's events: secret cards they may not know become `null` (ruling S8).
 * Cards drawn from the main pile are known to the drawer only; a stolen card to the thief and the victim
 * only; dealt hands to their owners only. The events are copies that share nothing with the given ones.
 *
 * @param events - the events of a step.
 * @param seat - the receiving seat.
 *
 * @example
 * ```ts
 * import { applyMove, eventsForPlayer, legalMoves, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * let state = unwrap(setup({ players: 3, seed: 'doc' }));
 * for (let i = 0; i < 6; i++) state = unwrap(applyMove(state, legalMoves(state)[0])).state;
 * const { events } = unwrap(applyMove(state, legalMoves(state).at(-1)));
 * // What seat 2 may see of the step: the cards other players drew or were given are hidden.
 * console.log(eventsForPlayer(events, 2).length === events.length); // => true
 * ```
 */
export function eventsForPlayer(events: readonly TesserisEvent[], seat: number): TesserisEvent[] {
  return events.map((event) => {
    const own = copyJson(event) as DeepMutable<TesserisEvent>;
    switch (own.type) {
      case 'hands-dealt':
        own.hands = own.hands.map((hand, owner) => (owner === seat ? hand : hand.map(() => null)));
        break;
      case 'card-drawn':
        if (own.from === 'main' && own.player !== seat) own.card = null;
        break;
      case 'card-stolen':
        if (own.player !== seat && own.from !== seat) own.card = null;
        break;
      default:
        break;
    }
    return own;
  });
}
