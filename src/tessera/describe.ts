/**
 * Readable English for moves and events. The moves and events themselves are the structured data a
 * front-end translates; these are the default English wording, with seats named by a function the caller
 * may give.
 *
 * @module
 */
import { defaultSeatName, plural, type SeatName } from '../core/names.js';
import type { TesseraEvent } from './events.js';
import type { TesseraMove, TileCounts } from './types.js';
import { TILE_KIND_NAMES, type TileKind } from './vocabulary.js';

function tiles(count: number, kind: TileKind): string {
  return plural(count, `${TILE_KIND_NAMES[kind]} tile`);
}

function tileList(counts: TileCounts): string {
  const parts = counts.flatMap((count, kind) => (count > 0 ? [tiles(count, kind as TileKind)] : []));
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}

/**
 * A move in English, for example "Seat 0 takes the red tiles from display 2 to line 4".
 *
 * @param move - a move.
 * @param seatName - how to name a seat.
 *
 * @example
 * ```ts
 * import { describeMove, draftMove } from 'tessera-engine/tessera';
 *
 * console.log(describeMove(draftMove(0, 'centre', 2, 'floor'))); // => Seat 0 takes the red tiles from the centre to the floor line
 * console.log(describeMove(draftMove(1, 2, 2, 3), (seat) => ['Ada', 'Brian'][seat]!)); // => Brian takes the red tiles from display 3 to line 4
 * ```
 */
export function describeMove(move: TesseraMove, seatName: SeatName = defaultSeatName): string {
  const who = seatName(move.player);
  if (move.type === 'place') return `${who} places the tile in column ${move.column + 1}`;
  const from = move.source === 'centre' ? 'the centre' : `display ${move.source + 1}`;
  const to = move.destination === 'floor' ? 'the floor line' : `line ${move.destination + 1}`;
  return `${who} takes the ${TILE_KIND_NAMES[move.kind]} tiles from ${from} to ${to}`;
}

/**
 * An event in English, for example "Seat 1 scores 4 points on the wall (row 2, column 3)". Rows, columns,
 * displays and lines are counted from 1 for people.
 *
 * @param event - an event of a step.
 * @param seatName - how to name a seat.
 *
 * @example
 * ```ts
 * import { applyMove, describeEvent, legalMoves, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 'doc' }));
 * const { events } = unwrap(applyMove(state, legalMoves(state)[0]));
 * console.log(describeEvent(events[0]!)); // => Seat 0 takes 2 red tiles from display 1
 * ```
 */
export function describeEvent(event: TesseraEvent, seatName: SeatName = defaultSeatName): string {
  switch (event.type) {
    case 'tiles-taken':
      return `${seatName(event.player)} takes ${tiles(event.count, event.kind)} from ${event.source === 'centre' ? 'the centre' : `display ${event.source + 1}`}`;
    case 'leftovers-to-centre':
      return `The rest of display ${event.display + 1} goes to the centre: ${tileList(event.tiles)}`;
    case 'marker-taken':
      return `${seatName(event.player)} takes the first-player marker${event.floorSlot === null ? ', which finds no floor space' : ''}`;
    case 'tiles-placed':
      return `${tiles(event.count, event.kind)} go${event.count === 1 ? 'es' : ''} to ${event.to === 'line' ? `line ${event.line! + 1}` : `the ${event.to}`}`;
    case 'drafting-ended':
      return `The drafting of round ${event.round} is over: the walls are tiled`;
    case 'placement-required':
      return `${seatName(event.player)} chooses the column of the ${TILE_KIND_NAMES[event.kind]} tile of line ${event.row + 1}: ${event.columns.map((column) => column + 1).join(', ')}`;
    case 'wall-placed':
      return `${seatName(event.player)} scores ${plural(event.points, 'point')} on the wall (row ${event.row + 1}, column ${event.column + 1}), ${event.score} in all`;
    case 'line-cleared':
      return `${seatName(event.player)}'s line ${event.row + 1} is cleared: ${tileList(event.discarded)} to the discard`;
    case 'line-dropped':
      return `${seatName(event.player)}'s line ${event.row + 1} has no slot left and drops: ${tileList(event.floor)} to the floor, ${tileList(event.discarded)} to the discard`;
    case 'floor-penalty':
      return `${seatName(event.player)} loses ${plural(event.penalty, 'point')} for ${plural(event.spaces, 'floor space')}, ${event.score} in all`;
    case 'round-ended':
      // Who starts the next round is said by its round-started event: a round that ends the game has no next.
      return `Round ${event.round} is over`;
    case 'discard-to-bag':
      return `The discard goes back into the bag: ${tileList(event.tiles)}`;
    case 'displays-refilled':
      return 'The displays are refilled from the bag';
    case 'round-started':
      return `Round ${event.round} starts with ${seatName(event.firstSeat)}`;
    case 'bonus-awarded':
      return `${seatName(event.player)} earns ${plural(event.bonus.points, 'bonus point')} (${plural(event.bonus.rows, 'row')}, ${plural(event.bonus.columns, 'column')}, ${plural(event.bonus.colours, 'colour')}), ${event.score} in all`;
    case 'game-ended':
      return `The game is over (${event.reason.replace('-', ' ')}): ${event.winners.map(seatName).join(' and ')} win${event.winners.length === 1 ? 's' : ''} with ${Math.max(...event.scores)}`;
  }
}
