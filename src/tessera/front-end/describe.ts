/**
 * Tessera's moves, events and refused moves in words, in English or French (`{ locale: 'fr' }`). The moves
 * and events themselves are the structured data a front-end may also word itself; seats are named by a
 * function the caller may give, and everything a person reads counts from 1.
 *
 * @module
 */
import { isIndexBelow } from '../../core/json.js';
import { describeErrorWith, describeUntrustedEvent, isSingular, writer, type LocaleOptions, type Writer } from '../../core/locale.js';
import type { SeatName } from '../../core/names.js';
import type { TesseraEvent } from '../rules/events.js';
import { parseMove } from '../rules/validate.js';
import { TESSERA_EN, type TesseraMessageKey } from '../messages/en.js';
import { TESSERA_FR } from '../messages/fr.js';
import type { TesseraMove, TileCounts } from '../types.js';
import { KIND_COUNT, type TileKind } from '../vocabulary.js';

const CATALOGUES = { en: TESSERA_EN, fr: TESSERA_FR };

type Words = Writer<TesseraMessageKey>;

function tiles(words: Words, count: number, kind: TileKind): string {
  return words.counted('tiles', count, { kind, kinds: kind });
}

function tileList(words: Words, counts: TileCounts): string {
  const parts = counts.flatMap((count, kind) => (count > 0 ? [tiles(words, count, kind as TileKind)] : []));
  return parts.length === 0 ? words.text('nothing') : parts.join(', ');
}

function fromSource(words: Words, source: number | 'centre'): string {
  return source === 'centre' ? words.text('from.centre') : words.text('from.display', { display: source + 1 });
}

/**
 * A move in words, for example "Seat 1 takes the red tiles from display 2 to line 4", or in French "Joueur 1
 * prend les tuiles rouges du présentoir 2 vers la ligne 4".
 *
 * @param move - a move. Any other value, or one whose getters throw, reads as "an unreadable move" ("un coup
 *   illisible"): the move is read as `validateMove` reads it, and this never throws.
 * @param seatName - how to name a seat; by default "Seat 1" for seat 0 ("Joueur 1" in French).
 * @param options - `{ locale: 'fr' }` for French; English by default.
 *
 * @example
 * ```ts
 * import { describeMove, draftMove } from 'tessera-engine/tessera';
 *
 * console.log(describeMove(draftMove(0, 'centre', 2, 'floor'))); // => Seat 1 takes the red tiles from the centre to the floor line
 * console.log(describeMove(draftMove(1, 2, 2, 3), (seat) => ['Ada', 'Brian'][seat]!)); // => Brian takes the red tiles from display 3 to line 4
 * console.log(describeMove(draftMove(1, 2, 2, 3), undefined, { locale: 'fr' })); // => Joueur 2 prend les tuiles rouges du présentoir 3 vers la ligne 4
 * console.log(describeMove(JSON.parse('{"type":"draft"}'))); // => an unreadable move
 * ```
 */
export function describeMove(move: TesseraMove, seatName?: SeatName, options?: LocaleOptions): string {
  const words = writer(CATALOGUES, seatName, options);
  const read = parseMove(move);
  return read.ok ? wordMove(words, read.value) : words.text('move.unreadable');
}

/** A well-formed move in words. */
function wordMove(words: Words, move: TesseraMove): string {
  if (move.type === 'place') return words.text('move.place', { playerSeat: move.player, column: move.column + 1 });
  const to = move.destination === 'floor' ? words.text('to.floor') : words.text('to.line', { line: move.destination + 1 });
  return words.text('move.take', { playerSeat: move.player, kinds: move.kind, from: fromSource(words, move.source), to });
}

/**
 * An event in words, for example "Seat 2 scores 4 points on the wall (row 2, column 3)". Rows, columns,
 * displays and lines are counted from 1 for people.
 *
 * @param event - an event of a step. A value that is no event (no known type, a list that is no list, a getter
 *   that throws) reads as "an unreadable event" ("un événement illisible"); this never throws.
 * @param seatName - how to name a seat; by default "Seat 1" for seat 0 ("Joueur 1" in French).
 * @param options - `{ locale: 'fr' }` for French; English by default.
 *
 * @example
 * ```ts
 * import { applyMove, describeEvent, legalMoves, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 'doc' }));
 * const { events } = unwrap(applyMove(state, legalMoves(state)[0]));
 * console.log(describeEvent(events[0]!)); // => Seat 1 takes 2 red tiles from display 1
 * console.log(describeEvent(events[0]!, undefined, { locale: 'fr' })); // => Joueur 1 prend 2 tuiles rouges du présentoir 1
 * ```
 */
export function describeEvent(event: TesseraEvent, seatName?: SeatName, options?: LocaleOptions): string {
  const words = writer(CATALOGUES, seatName, options);
  return describeUntrustedEvent(words, event, (owned: TesseraEvent) => wordEvent(words, owned));
}

/** A well-formed event in words; `undefined` for a type no event has. */
function wordEvent(words: Words, event: TesseraEvent): string | undefined {
  switch (event.type) {
    case 'tiles-taken':
      return words.text('event.tiles-taken', { playerSeat: event.player, tiles: tiles(words, event.count, event.kind), from: fromSource(words, event.source) });
    case 'leftovers-to-centre':
      return words.text('event.leftovers-to-centre', { display: event.display + 1, tiles: tileList(words, event.tiles) });
    case 'marker-taken':
      return words.text(event.floorSlot === null ? 'event.marker-taken.no-floor' : 'event.marker-taken', { playerSeat: event.player });
    case 'tiles-placed': {
      const to = event.to === 'line' ? words.text('placed-to.line', { line: event.line! + 1 }) : words.text(`placed-to.${event.to}`);
      return words.counted('event.tiles-placed', event.count, { tiles: tiles(words, event.count, event.kind), to });
    }
    case 'drafting-ended':
      return words.text('event.drafting-ended', { round: event.round });
    case 'placement-required':
      return words.text('event.placement-required', {
        playerSeat: event.player,
        kind: event.kind,
        line: event.row + 1,
        columns: event.columns.map((column) => column + 1).join(', '),
      });
    case 'wall-placed':
      return words.text('event.wall-placed', {
        playerSeat: event.player,
        points: words.counted('points', event.points),
        row: event.row + 1,
        column: event.column + 1,
        score: event.score,
      });
    case 'line-cleared':
      return words.text('event.line-cleared', { playerSeat: event.player, line: event.row + 1, tiles: tileList(words, event.discarded) });
    case 'line-dropped':
      return words.text('event.line-dropped', {
        playerSeat: event.player,
        line: event.row + 1,
        floor: tileList(words, event.floor),
        discarded: tileList(words, event.discarded),
      });
    case 'floor-penalty':
      return words.text('event.floor-penalty', {
        playerSeat: event.player,
        points: words.counted('points', event.penalty),
        spaces: words.counted('spaces', event.spaces),
        score: event.score,
      });
    case 'round-ended':
      // Who starts the next round is said by its round-started event: a round that ends the game has no next.
      return words.text('event.round-ended', { round: event.round });
    case 'discard-to-bag':
      return words.text('event.discard-to-bag', { tiles: tileList(words, event.tiles) });
    case 'displays-refilled':
      return words.text('event.displays-refilled');
    case 'round-started':
      return words.text('event.round-started', { round: event.round, firstSeat: event.firstSeat });
    case 'bonus-awarded':
      return words.text('event.bonus-awarded', {
        playerSeat: event.player,
        bonus: words.counted('bonus', event.bonus.points),
        rows: words.counted('rows', event.bonus.rows),
        columns: words.counted('columns', event.bonus.columns),
        colours: words.counted('colours', event.bonus.colours),
        score: event.score,
      });
    case 'game-ended':
      return words.counted('event.game-ended', event.winners.length, {
        reason: event.reason,
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
 * import { describeError, draftMove, setup, unwrap, validateMove } from 'tessera-engine/tessera';
 *
 * const refused = validateMove(unwrap(setup({ players: 2, seed: 'doc' })), draftMove(1, 0, 2, 0));
 * if (!refused.ok) {
 *   console.log(refused.error.message); // => it is Seat 1's turn, not Seat 2's
 *   console.log(describeError(refused.error, undefined, { locale: 'fr' })); // => c’est au tour de Joueur 1, pas de Joueur 2
 * }
 * ```
 */
export function describeError(error: Error, seatName?: SeatName, options?: LocaleOptions): string {
  return describeErrorWith(CATALOGUES, error, seatName, options);
}

/**
 * A tile kind's name as a word that agrees with a count of tiles, in English or French: "red"; "rouge" for one
 * tile, "rouges" for several, "joker" for a Wild Shard. For a front-end's own sentences, in the words of the
 * descriptions.
 *
 * @param kind - a tile kind's code, 0 to 5.
 * @param count - how many tiles the word goes with; default 1.
 * @param options - `{ locale: 'fr' }` for French; English by default.
 * @returns the word; `?` for a value that is no tile kind.
 *
 * @example
 * ```ts
 * import { describeTileKind } from 'tessera-engine/tessera';
 *
 * console.log(describeTileKind(2)); // => red
 * console.log(describeTileKind(4, 3, { locale: 'fr' })); // => blanches
 * console.log(describeTileKind(6 as never)); // => ?
 * ```
 */
export function describeTileKind(kind: TileKind, count = 1, options?: LocaleOptions): string {
  if (!isIndexBelow(kind, KIND_COUNT)) return '?';
  const words = writer(CATALOGUES, undefined, options);
  return words.text(`${isSingular(count, words.locale) ? 'kind' : 'kinds'}.${kind}`);
}
