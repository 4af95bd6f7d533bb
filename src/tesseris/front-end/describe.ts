/**
 * Tesseris' moves, events and refused moves in words, in English or French (`{ locale: 'fr' }`). The moves
 * and events themselves are the structured data a front-end may also word itself. Describe the events a seat
 * received (`eventsForPlayer`): a hidden card reads as "a card". Piles, objectives and seats count from 1.
 *
 * @module
 */
import { describeErrorWith, describeUntrustedEvent, writer, type LocaleOptions, type Writer } from '../../core/locale.js';
import type { SeatName } from '../../core/names.js';
import type { TesserisEvent } from '../rules/events.js';
import { parseMove } from '../rules/validate.js';
import { TESSERIS_EN, type TesserisMessageKey } from '../messages/en.js';
import { TESSERIS_FR } from '../messages/fr.js';
import type { TesserisMove } from '../types.js';
import { shapeOf, type Card } from '../vocabulary.js';

const CATALOGUES = { en: TESSERIS_EN, fr: TESSERIS_FR };

type Words = Writer<TesserisMessageKey>;

/** A card in words: its shape, or "a card" when it is hidden. */
function cardName(words: Words, card: Card | null): string {
  return card === null ? words.text('card.hidden') : words.text('card.shape', { shape: shapeOf(card) });
}

/**
 * A move in words, for example "Seat 3 draws from the main pile", or in French "Joueur 3 pioche dans la
 * pioche principale".
 *
 * @param move - a move. Any other value, or one whose getters throw, reads as "an unreadable move" ("un coup
 *   illisible"): the move is read as `validateMove` reads it, and this never throws.
 * @param seatName - how to name a seat; by default "Seat 1" for seat 0 ("Joueur 1" in French).
 * @param options - `{ locale: 'fr' }` for French; English by default.
 *
 * @example
 * ```ts
 * import { describeMove, discardToPile } from 'tessera-engine/tesseris';
 *
 * console.log(describeMove(discardToPile(0, 4, 1))); // => Seat 1 discards a shape-2 card on pile 2
 * console.log(describeMove(discardToPile(0, 4, 1), undefined, { locale: 'fr' })); // => Joueur 1 défausse une carte de forme 2 sur le tas 2
 * console.log(describeMove(JSON.parse('{"type":"steal","player":0}'), undefined, { locale: 'fr' })); // => un coup illisible
 * ```
 */
export function describeMove(move: TesserisMove, seatName?: SeatName, options?: LocaleOptions): string {
  const words = writer(CATALOGUES, seatName, options);
  const read = parseMove(move);
  return read.ok ? wordMove(words, read.value) : words.text('move.unreadable');
}

/** A well-formed move in words. */
function wordMove(words: Words, move: TesserisMove): string {
  const playerSeat = move.player;
  switch (move.type) {
    case 'discard-to-pile':
      return words.text('move.discard-to-pile', { playerSeat, card: cardName(words, move.card), pile: move.pile + 1 });
    case 'resolve-objective':
      return words.text('move.resolve-objective', { playerSeat, objective: move.objective + 1, card: cardName(words, move.card) });
    case 'draw-pile':
      return words.text('move.draw-pile', { playerSeat, pile: move.pile + 1 });
    case 'steal':
      return words.text('move.steal', { playerSeat, fromSeat: move.from });
    case 'draw-main':
    case 'pass':
      return words.text(`move.${move.type}`, { playerSeat });
  }
}

/**
 * An event in words, for example "Seat 2 resolves objective 3 with a shape-5 card (2 resolved)". Piles and
 * objectives are counted from 1 for people.
 *
 * @param event - an event, as a seat or a spectator received it. A value that is no event (no known type, a
 *   list that is no list, a getter that throws) reads as "an unreadable event" ("un événement illisible"); this
 *   never throws.
 * @param seatName - how to name a seat; by default "Seat 1" for seat 0 ("Joueur 1" in French).
 * @param options - `{ locale: 'fr' }` for French; English by default.
 *
 * @example
 * ```ts
 * import { describeEvent, eventsForPlayer, start, unwrap } from 'tessera-engine/tesseris';
 *
 * const { events } = unwrap(start({ players: 3, seed: 'doc' }));
 * console.log(eventsForPlayer(events, 1).map((event) => describeEvent(event))); // => [ 'Round 1 starts with Seat 1', '4 cards are dealt to each player' ]
 * console.log(describeEvent(events[0]!, undefined, { locale: 'fr' })); // => La manche 1 commence avec Joueur 1
 * console.log(describeEvent(JSON.parse('{"type":"card-played"}'))); // => an unreadable event
 * ```
 */
export function describeEvent(event: TesserisEvent, seatName?: SeatName, options?: LocaleOptions): string {
  const words = writer(CATALOGUES, seatName, options);
  return describeUntrustedEvent(words, event, (owned: TesserisEvent) => wordEvent(words, owned));
}

/** A well-formed event in words; `undefined` for a type no event has. */
function wordEvent(words: Words, event: TesserisEvent): string | undefined {
  switch (event.type) {
    case 'round-started':
      return words.text('event.round-started', { round: event.round, firstSeat: event.firstSeat });
    case 'hands-dealt':
      return words.counted('event.hands-dealt', event.hands[0]?.length ?? 0);
    case 'card-discarded':
      return words.text('move.discard-to-pile', { playerSeat: event.player, card: cardName(words, event.card), pile: event.pile + 1 });
    case 'objective-resolved':
      return words.text('event.objective-resolved', {
        playerSeat: event.player,
        objective: event.objective + 1,
        card: cardName(words, event.card),
        resolved: event.resolved,
      });
    case 'card-drawn':
      return words.text(`event.card-drawn.${event.from}${event.afterTheft ? '.after-theft' : ''}`, {
        playerSeat: event.player,
        card: cardName(words, event.card),
        pile: event.from === 'pile' ? event.pile! + 1 : '',
      });
    case 'card-stolen':
      return words.text('event.card-stolen', { playerSeat: event.player, card: cardName(words, event.card), fromSeat: event.from });
    case 'draw-skipped':
      return words.text('event.draw-skipped', { playerSeat: event.player });
    case 'passed':
      return words.text('move.pass', { playerSeat: event.player });
    case 'main-pile-rebuilt':
      return words.text('event.main-pile-rebuilt', { cards: words.counted('cards', event.size) });
    case 'pile-refilled':
      return words.text('event.pile-refilled', { pile: event.pile + 1, card: cardName(words, event.card) });
    case 'round-ended':
      return words.text('event.round-ended', {
        round: event.round,
        points: event.points.map((points, seat) => words.text('seat-points', { playerSeat: seat, points: words.counted('points', points) })).join(', '),
      });
    case 'game-ended':
      return words.counted('event.game-ended', event.winners.length, {
        winners: words.list(event.winners.map(words.seatName)),
        best: Math.max(...event.scores),
      });
  }
}

/**
 * A refused move's error in words, in English or French: the engine's messages are English, and this writes
 * the same message in the language asked for. An error with no French (a malformed input's, which names JSON
 * paths for developers) keeps its English message. Never throws.
 *
 * @param error - an error of a result, such as `validateMove`'s or `applyMove`'s.
 * @param seatName - how to name a seat; by default "Seat 1" for seat 0 ("Joueur 1" in French).
 * @param options - `{ locale: 'fr' }` for French; English by default.
 *
 * @example
 * ```ts
 * import { describeError, drawMain, setup, unwrap, validateMove } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 3, seed: 'doc' }));
 * const refused = validateMove(state, drawMain(state.turn));
 * if (!refused.ok) {
 *   console.log(refused.error.message); // => a "draw-main" move is not allowed in the discard step
 *   console.log(describeError(refused.error, undefined, { locale: 'fr' })); // => un coup « pioche principale » n’est pas permis quand il faut défausser
 * }
 * ```
 */
export function describeError(error: Error, seatName?: SeatName, options?: LocaleOptions): string {
  return describeErrorWith(CATALOGUES, error, seatName, options);
}
