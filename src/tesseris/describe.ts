/**
 * Readable English for Tesseris moves and events. The moves and events themselves are the structured data a
 * front-end translates; these are the default English wording. Describe the events a seat received
 * (`eventsForPlayer`): a hidden card reads as "a card".
 *
 * @module
 */
import { defaultSeatName, plural, type SeatName } from '../core/names.js';
import type { TesserisEvent } from './events.js';
import type { TesserisMove } from './types.js';
import { shapeOf, type Card } from './vocabulary.js';

/** A card in words: its shape, or "a card" when it is hidden. */
function cardName(card: Card | null): string {
  return card === null ? 'a card' : `a shape-${shapeOf(card)} card`;
}

/**
 * A move in English, for example "Seat 2 draws from the main pile".
 *
 * @param move - a move.
 * @param seatName - how to name a seat.
 *
 * @example
 * ```ts
 * import { describeMove, discardToPile } from 'tessera-engine/tesseris';
 *
 * console.log(describeMove(discardToPile(0, 4, 1))); // => Seat 0 discards a shape-2 card on pile 2
 * ```
 */
export function describeMove(move: TesserisMove, seatName: SeatName = defaultSeatName): string {
  const who = seatName(move.player);
  switch (move.type) {
    case 'discard-to-pile':
      return `${who} discards ${cardName(move.card)} on pile ${move.pile + 1}`;
    case 'resolve-objective':
      return `${who} resolves objective ${move.objective + 1} with ${cardName(move.card)}`;
    case 'draw-main':
      return `${who} draws from the main pile`;
    case 'draw-pile':
      return `${who} draws from pile ${move.pile + 1}`;
    case 'steal':
      return `${who} steals from ${seatName(move.from)}`;
    case 'pass':
      return `${who} passes`;
  }
}

/**
 * An event in English, for example "Seat 1 resolves objective 3 (2 resolved)". Piles and objectives are
 * counted from 1 for people.
 *
 * @param event - an event, as a seat or a spectator received it.
 * @param seatName - how to name a seat.
 *
 * @example
 * ```ts
 * import { describeEvent, eventsForPlayer, start, unwrap } from 'tessera-engine/tesseris';
 *
 * const { events } = unwrap(start({ players: 3, seed: 'doc' }));
 * console.log(eventsForPlayer(events, 1).map((event) => describeEvent(event))); // => [ 'Round 1 starts with Seat 0', '4 cards are dealt to each player' ]
 * ```
 */
export function describeEvent(event: TesserisEvent, seatName: SeatName = defaultSeatName): string {
  switch (event.type) {
    case 'round-started':
      return `Round ${event.round} starts with ${seatName(event.firstSeat)}`;
    case 'hands-dealt':
      return `${plural(event.hands[0]?.length ?? 0, 'card')} are dealt to each player`;
    case 'card-discarded':
      return `${seatName(event.player)} discards ${cardName(event.card)} on pile ${event.pile + 1}`;
    case 'objective-resolved':
      return `${seatName(event.player)} resolves objective ${event.objective + 1} with ${cardName(event.card)} (${event.resolved} resolved)`;
    case 'card-drawn':
      return `${seatName(event.player)} draws ${cardName(event.card)} from ${event.from === 'main' ? 'the main pile' : `pile ${event.pile! + 1}`}${event.afterTheft ? ' after a theft' : ''}`;
    case 'card-stolen':
      return `${seatName(event.player)} steals ${cardName(event.card)} from ${seatName(event.from)}`;
    case 'draw-skipped':
      return `${seatName(event.player)} has nothing to draw`;
    case 'passed':
      return `${seatName(event.player)} passes`;
    case 'main-pile-rebuilt':
      return `The main pile is rebuilt from the piles' covered cards: ${plural(event.size, 'card')}`;
    case 'pile-refilled':
      return `Pile ${event.pile + 1} gets ${cardName(event.card)} from the main pile`;
    case 'round-ended':
      return `Round ${event.round} is over: ${event.points.map((points, seat) => `${seatName(seat)} ${plural(points, 'point')}`).join(', ')}`;
    case 'game-ended':
      return `The game is over: ${event.winners.map(seatName).join(' and ')} win${event.winners.length === 1 ? 's' : ''} with ${Math.max(...event.scores)}`;
  }
}
