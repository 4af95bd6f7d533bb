/**
 * The events a Tesseris step reports, in order: their union here, each event's type in `move-events.ts` (a
 * player's turn) or `round-events.ts` (rounds and upkeep). Some carry secret cards; send each player only
 * {@link eventsForPlayer}'s version of them.
 *
 * @module
 */
import { readableEvents } from '../../core/copy.js';
import type { DeepMutable } from '../../core/mutable.js';
import type { CardDiscardedEvent, CardDrawnEvent, CardStolenEvent, DrawSkippedEvent, ObjectiveResolvedEvent, PassedEvent } from './move-events.js';
import type { GameEndedEvent, HandsDealtEvent, MainPileRebuiltEvent, PileRefilledEvent, RoundEndedEvent, RoundStartedEvent } from './round-events.js';

export type { CardDiscardedEvent, CardDrawnEvent, CardStolenEvent, DrawSkippedEvent, ObjectiveResolvedEvent, PassedEvent } from './move-events.js';
export type { GameEndedEvent, HandsDealtEvent, MainPileRebuiltEvent, PileRefilledEvent, RoundEndedEvent, RoundStartedEvent } from './round-events.js';

/**
 * Any event a Tesseris step reports. Switch on its `type`.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type TesserisEvent } from 'tessera-engine/tesseris';
 *
 * // A front-end's animation queue: one entry per event, chosen by its type.
 * const animationOf = (event: TesserisEvent): string => {
 *   switch (event.type) {
 *     case 'card-discarded':
 *       return `slide a card to pile ${event.pile + 1}`;
 *     case 'objective-resolved':
 *       return `tuck a card under objective ${event.objective + 1}`;
 *     case 'card-drawn':
 *       return event.from === 'main' ? 'deal from the main pile' : `take the top of pile ${event.pile! + 1}`;
 *     case 'pile-refilled':
 *       return `flip a card onto pile ${event.pile + 1}`;
 *     default:
 *       return event.type;
 *   }
 * };
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * const queue: string[] = [];
 * for (let move = 0; move < 4; move++) {
 *   const step = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn))))));
 *   queue.push(...step.events.map(animationOf));
 *   state = step.state;
 * }
 * console.log(queue); // => [ 'tuck a card under objective 4', 'deal from the main pile', 'tuck a card under objective 3', 'take the top of pile 2', 'flip a card onto pile 2' ]
 * ```
 */
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
  return readableEvents(events).flatMap((event) => {
    try {
      return hiddenFor(event as DeepMutable<TesserisEvent>, seat);
    } catch {
      // A made-up event of a known type that lacks its fields (no `hands`, say) is handed to no one.
      return [];
    }
  });
}

/** An event, copied, as one seat may see it (its secret cards made `null`), or none for a type no step makes. */
function hiddenFor(own: DeepMutable<TesserisEvent>, seat: number): TesserisEvent[] {
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
    // Every other event is public (rulings S8, S9). A new event type fails to compile below until it is listed.
    case 'round-started':
    case 'card-discarded':
    case 'objective-resolved':
    case 'draw-skipped':
    case 'passed':
    case 'main-pile-rebuilt':
    case 'pile-refilled':
    case 'round-ended':
    case 'game-ended':
      break;
    default:
      // A type no step makes (a made-up event) is handed to no one: it could hold anything.
      return unlistedEvent(own);
  }
  return [own];
}

/** No copy of an event whose type is not listed; `never` makes the compiler name a type left out of the list. */
function unlistedEvent(_event: never): TesserisEvent[] {
  return [];
}
