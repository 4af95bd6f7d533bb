/**
 * The drafting rules, applied in place (rulings T4, T5, T8).
 *
 * @module
 */
import type { MutableTesseraState } from './clone.js';
import type { Destination, TesseraEvent } from './types.js';
import { FLOOR_SIZE, KIND_COUNT, MARKER, WILD, lineCapacity, type Colour, type TileKind } from './vocabulary.js';

/** The internal index of the centre as a source: one past the last display. */
export function centreIndex(state: { readonly displays: readonly unknown[] }): number {
  return state.displays.length;
}

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
 * Touches only the source, the centre, the acting player's target line and floor, the discard and the marker.
 *
 * @param state - a state the caller owns, in the drafting phase.
 * @param source - a display's index, or {@link centreIndex}.
 * @param kind - a kind present in the source.
 * @param destination - a line (0 to 4) that accepts the kind, or {@link FLOOR_DESTINATION}.
 * @param events - where to report what happened, or `null`.
 */
export function draftInPlace(
  state: MutableTesseraState,
  source: number,
  kind: TileKind,
  destination: number,
  events: TesseraEvent[] | null,
): void {
  const player = state.turn;
  const board = state.boards[player]!;
  const fromCentre = source === centreIndex(state);
  const pool = fromCentre ? state.centre : state.displays[source]!;
  const taken = pool[kind]!;
  pool[kind] = 0;
  events?.push({ type: 'tiles-taken', player, source: fromCentre ? 'centre' : source, kind, count: taken });

  if (!fromCentre) {
    if (events !== null && pool.some((count) => count > 0)) {
      events.push({ type: 'leftovers-to-centre', display: source, tiles: pool.slice() });
    }
    for (let k = 0; k < KIND_COUNT; k++) {
      state.centre[k]! += pool[k]!;
      pool[k] = 0;
    }
  } else if (state.markerHolder === null) {
    state.markerHolder = player;
    const floorSlot = board.floor.length < FLOOR_SIZE ? board.floor.push(MARKER) - 1 : null;
    events?.push({ type: 'marker-taken', player, floorSlot });
  }

  let remaining = taken;
  if (destination !== FLOOR_DESTINATION) {
    const line = board.lines[destination]!;
    const placed = Math.min(remaining, lineCapacity(destination) - line.count - line.wilds);
    if (kind === WILD) line.wilds += placed;
    else {
      line.colour = kind as Colour;
      line.count += placed;
    }
    remaining -= placed;
    events?.push({ type: 'tiles-placed', player, kind, count: placed, to: 'line', line: destination });
  }
  const toFloor = Math.min(remaining, FLOOR_SIZE - board.floor.length);
  for (let i = 0; i < toFloor; i++) board.floor.push(kind);
  remaining -= toFloor;
  if (toFloor > 0) events?.push({ type: 'tiles-placed', player, kind, count: toFloor, to: 'floor', line: null });
  if (remaining > 0) {
    state.discard[kind]! += remaining;
    events?.push({ type: 'tiles-placed', player, kind, count: remaining, to: 'discard', line: null });
  }
}

/**
 * Tells whether drafting is over: no display and not the centre holds a tile (ruling T9).
 *
 * @param state - any state.
 */
export function isDraftingOver(state: { readonly displays: readonly (readonly number[])[]; readonly centre: readonly number[] }): boolean {
  for (const display of state.displays) for (const count of display) if (count > 0) return false;
  for (const count of state.centre) if (count > 0) return false;
  return true;
}
