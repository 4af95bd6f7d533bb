/**
 * The drafting rules (rulings T4, T5, T8).
 *
 * @module
 */
import type { TesseraEvent } from './events.js';
import { trustedLineCapacity } from './board.js';
import type { Destination } from '../types.js';
import { FLOOR_SIZE, KIND_COUNT, MARKER, WILD, type TileKind } from '../vocabulary.js';
import { appendToFloor, writableCounts, writableDisplay, writableLine, type TesseraWriter } from './writer.js';

/**
 * The internal index of the centre as a source: one past the last display a game can have (9), whatever the
 * position's display count, so that a move's code means the same move in every position of its seat (the
 * kernel interns moves by code; a solo challenge sets its own number of displays).
 */
export const CENTRE_SOURCE = 9;

/** The floor as a destination, in the internal numbering where lines are 0 to 4. */
export const FLOOR_DESTINATION = 5;

/**
 * Converts a public destination to the internal numbering.
 *
 * @param destination - a line's index or `"floor"`.
 */
export function destinationIndex(destination: Destination): number {
  return destination === 'floor' ? FLOOR_DESTINATION : destination;
}

/**
 * Takes every tile of `kind` from a source and places it for the player to act. The move must be legal.
 *
 * @param writer - the step, on a state in the drafting phase.
 * @param source - a display's index, or {@link CENTRE_SOURCE}.
 * @param kind - a kind present in the source.
 * @param destination - a line (0 to 4) that accepts the kind, or {@link FLOOR_DESTINATION}.
 * @param events - where to report what happened, or `null`.
 */
export function draft(writer: TesseraWriter, source: number, kind: TileKind, destination: number, events: TesseraEvent[] | null): void {
  const state = writer.state;
  const player = state.turn;
  const fromCentre = source === CENTRE_SOURCE;
  const pool = fromCentre ? writableCounts(writer, 'centre') : writableDisplay(writer, source);
  const taken = pool[kind]!;
  pool[kind] = 0;
  events?.push({ type: 'tiles-taken', player, source: fromCentre ? 'centre' : source, kind, count: taken });

  if (!fromCentre) {
    if (holdsTiles(pool)) {
      events?.push({ type: 'leftovers-to-centre', display: source, tiles: pool.slice() });
      const centre = writableCounts(writer, 'centre');
      for (let k = 0; k < KIND_COUNT; k++) {
        centre[k]! += pool[k]!;
        pool[k] = 0;
      }
    }
  } else if (state.markerHolder === null) {
    state.markerHolder = player;
    const spaces = state.boards[player]!.floor.length;
    const floorSlot = spaces < FLOOR_SIZE ? spaces : null;
    if (floorSlot !== null) appendToFloor(writer, player, MARKER, 1);
    events?.push({ type: 'marker-taken', player, floorSlot });
  }

  let remaining = taken;
  if (destination !== FLOOR_DESTINATION) {
    const line = writableLine(writer, player, destination);
    const placed = Math.min(remaining, trustedLineCapacity(destination) - line.count - line.wilds);
    if (kind === WILD) line.wilds += placed;
    else {
      line.colour = kind;
      line.count += placed;
    }
    remaining -= placed;
    events?.push({ type: 'tiles-placed', player, kind, count: placed, to: 'line', line: destination });
  }
  if (remaining === 0) return;
  const toFloor = toFloorOrDiscard(writer, player, kind, remaining);
  if (toFloor > 0) events?.push({ type: 'tiles-placed', player, kind, count: toFloor, to: 'floor', line: null });
  if (remaining > toFloor) events?.push({ type: 'tiles-placed', player, kind, count: remaining - toFloor, to: 'discard', line: null });
}

/**
 * Puts tiles of one kind on a seat's floor line, in its free spaces, and what does not fit there in the
 * discard (ruling T8).
 *
 * @param writer - the step.
 * @param seat - the floor's seat.
 * @param kind - the kind of the tiles.
 * @param count - how many tiles.
 * @returns how many reached the floor.
 */
export function toFloorOrDiscard(writer: TesseraWriter, seat: number, kind: TileKind, count: number): number {
  const toFloor = Math.min(count, FLOOR_SIZE - writer.state.boards[seat]!.floor.length);
  if (toFloor > 0) appendToFloor(writer, seat, kind, toFloor);
  if (count > toFloor) writableCounts(writer, 'discard')[kind]! += count - toFloor;
  return toFloor;
}

/**
 * Tells whether drafting is over: no display and not the centre holds a tile (ruling T9).
 *
 * @param state - any state or view.
 */
export function isDraftingOver(state: { readonly displays: readonly (readonly number[])[]; readonly centre: readonly number[] }): boolean {
  if (holdsTiles(state.centre)) return false;
  // Indexed loops, here and in `holdsTiles`: the fast path asks this after every draft, and these counted about 2%
  // fewer instructions per random game than `for … of` loops.
  const displays = state.displays;
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let index = 0; index < displays.length; index++) if (holdsTiles(displays[index]!)) return false;
  return true;
}

/**
 * Tells whether a pool of counts (a display, the centre) holds a tile.
 *
 * @param counts - counts by kind.
 */
function holdsTiles(counts: readonly number[]): boolean {
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let kind = 0; kind < counts.length; kind++) if (counts[kind]! > 0) return true;
  return false;
}
