/**
 * The solver's compact model of a solo challenge's drafting: the sources, the marker, the pattern lines and
 * the floor's length, in one small integer array that a search copies per move. During the drafting of the
 * one round, the wall and the score never change, and nothing else matters to the final score: what the
 * floor holds beyond its length goes to the discard, and the bag is never drawn.
 *
 * The model plays draft codes of the engine's move generator (`draftCode`), so a line found here replays
 * through the normal API; the solver's tests check that it reaches the same score.
 *
 * @module
 */
import { trustedAllowedColumns, trustedLineCapacity } from '../rules/board.js';
import { CENTRE_SOURCE, FLOOR_DESTINATION } from '../rules/draft.js';
import { draftCode, draftDestination, draftKind, draftSource } from '../rules/moves.js';
import type { TesseraPosition } from '../types.js';
import { FLOOR_SIZE, KIND_COUNT, WALL_SIZE, WILD } from '../vocabulary.js';

/** A drafting position: counts by kind of each display and the centre, then the marker, floor and lines. */
export type DraftPosition = Int16Array;

/** The layout of a {@link DraftPosition} for a challenge with a given number of displays. */
export interface DraftModel {
  /** The number of displays; the centre's counts follow theirs. */
  readonly displays: number;
  /** Where the centre's counts start; source `s` starts at `s × 6`. */
  readonly centre: number;
  /** 1 while the marker is in the centre. */
  readonly marker: number;
  /** The floor's length, from 0 to 7. */
  readonly floor: number;
  /** Where the lines start: three entries per line, its colour (or −1), its colour count and its wilds. */
  readonly lines: number;
  /** The array's length. */
  readonly size: number;
  /** For each row × 6 + kind, whether an empty line of that row may take that kind: the wall never changes. */
  readonly rowTakes: readonly boolean[];
}

/**
 * The model of a drafting position of a solo challenge, and the position in it.
 *
 * @param position - a position in the drafting phase, with one board.
 */
export function draftModelOf(position: TesseraPosition): { model: DraftModel; start: DraftPosition } {
  const displays = position.displays.length;
  const centre = displays * KIND_COUNT;
  const board = position.boards[0]!;
  const rowTakes: boolean[] = [];
  for (let row = 0; row < WALL_SIZE; row++) {
    for (let kind = 0; kind < KIND_COUNT; kind++) rowTakes.push(trustedAllowedColumns(board.wall, position.rules.wall, row, kind as 0) !== 0);
  }
  const model: DraftModel = {
    displays,
    centre,
    marker: centre + KIND_COUNT,
    floor: centre + KIND_COUNT + 1,
    lines: centre + KIND_COUNT + 2,
    size: centre + KIND_COUNT + 2 + 3 * WALL_SIZE,
    rowTakes,
  };
  const start = new Int16Array(model.size);
  position.displays.forEach((display, index) => {
    start.set(display, index * KIND_COUNT);
  });
  start.set(position.centre, centre);
  start[model.marker] = position.markerHolder === null ? 1 : 0;
  start[model.floor] = board.floor.length;
  board.lines.forEach((line, row) => {
    start.set([line.colour ?? -1, line.count, line.wilds], model.lines + 3 * row);
  });
  return { model, start };
}

/**
 * Tells whether a line of the position takes a kind (rulings T6, T7, T19): not full, and a wild, or its own
 * colour, or any colour its wall row has a slot for when it holds none.
 */
export function lineTakes(model: DraftModel, position: DraftPosition, row: number, kind: number): boolean {
  const at = model.lines + 3 * row;
  if (position[at + 1]! + position[at + 2]! >= trustedLineCapacity(row)) return false;
  if (kind === WILD) return true;
  const colour = position[at]!;
  return (colour === -1 || colour === kind) && model.rowTakes[row * KIND_COUNT + kind]!;
}

/** Tells whether display `source` holds the same tiles as an earlier display that is not empty. */
function isTwinOfEarlier(position: DraftPosition, source: number): boolean {
  const at = source * KIND_COUNT;
  for (let earlier = 0; earlier < source; earlier++) {
    let same = true;
    for (let kind = 0; kind < KIND_COUNT && same; kind++) same = position[earlier * KIND_COUNT + kind] === position[at + kind];
    if (same) return true;
  }
  return false;
}

/**
 * Tells whether a line that can no longer be filled takes a kind and still accepts the same kinds afterwards:
 * a line with a colour, sent its colour or wilds, or a line with none, sent wilds.
 */
function isSinkFor(model: DraftModel, position: DraftPosition, row: number, kind: number): boolean {
  const colour = position[model.lines + 3 * row]!;
  return lineTakes(model, position, row, kind) && (kind === WILD || colour === kind);
}

/**
 * Writes the draft codes of a position into `out` and returns how many, in the engine's order, leaving out
 * two kinds of draft that cannot do better than one that is kept:
 * - a draft from a display identical to an earlier one: drafting from either leads to the same position, up
 *   to the order of the displays, which nothing scores;
 * - when a line that can no longer be filled ({@link sinkLines}) takes the drafted kind and still accepts the
 *   same kinds afterwards, every other such line and the floor: the line takes in the whole group and stays
 *   what it was, so that each such line leads to the same {@link writeDraftKey} key, and the floor to the same
 *   position with a longer floor, which can only cost points.
 */
export function fillDraftCodes(model: DraftModel, position: DraftPosition, out: Int32Array): number {
  let count = 0;
  const sinks = sinkLines(model, position);
  for (let source = 0; source <= model.displays; source++) {
    const at = source * KIND_COUNT;
    if (source < model.displays && (position[at]! | position[at + 1]! | position[at + 2]! | position[at + 3]! | position[at + 4]! | position[at + 5]!) === 0)
      continue;
    if (source < model.displays && isTwinOfEarlier(position, source)) continue;
    for (let kind = 0; kind < KIND_COUNT; kind++) {
      if (position[at + kind] === 0) continue;
      const codeSource = source === model.displays ? CENTRE_SOURCE : source;
      let sunk = false;
      for (let row = 0; row < WALL_SIZE; row++) {
        if (!lineTakes(model, position, row, kind)) continue;
        if ((sinks & (1 << row)) !== 0 && isSinkFor(model, position, row, kind)) {
          if (sunk) continue;
          sunk = true;
        }
        out[count++] = draftCode(codeSource, kind as 0, row);
      }
      if (!sunk) out[count++] = draftCode(codeSource, kind as 0, FLOOR_DESTINATION);
    }
  }
  return count;
}

/**
 * Plays a draft code in place (rulings T5, T4, T8): the kind leaves its source, a display's other tiles go
 * to the centre, the first draft from the centre takes the marker, and what the chosen line cannot hold goes
 * to the floor, up to its 7 spaces.
 */
export function playDraft(model: DraftModel, position: DraftPosition, code: number): void {
  const codeSource = draftSource(code);
  const source = codeSource === CENTRE_SOURCE ? model.displays : codeSource;
  const kind = draftKind(code);
  const destination = draftDestination(code);
  const at = source * KIND_COUNT;
  let remaining = position[at + kind]!;
  position[at + kind] = 0;
  if (source < model.displays) {
    for (let k = 0; k < KIND_COUNT; k++) {
      position[model.centre + k]! += position[at + k]!;
      position[at + k] = 0;
    }
  } else if (position[model.marker] === 1) {
    position[model.marker] = 0;
    position[model.floor] = Math.min(FLOOR_SIZE, position[model.floor]! + 1);
  }
  if (destination !== FLOOR_DESTINATION) {
    const line = model.lines + 3 * destination;
    const placed = Math.min(remaining, trustedLineCapacity(destination) - position[line + 1]! - position[line + 2]!);
    if (kind === WILD) position[line + 2]! += placed;
    else {
      position[line] = kind;
      position[line + 1]! += placed;
    }
    remaining -= placed;
  }
  position[model.floor] = Math.min(FLOOR_SIZE, position[model.floor]! + remaining);
}

/** The tiles of each kind left in the displays and the centre, written into `out`. */
function fillSupply(model: DraftModel, position: DraftPosition, out: Int16Array): void {
  out.fill(0);
  for (let source = 0; source <= model.displays; source++) for (let kind = 0; kind < KIND_COUNT; kind++) out[kind]! += position[source * KIND_COUNT + kind]!;
}

/**
 * The lines of a position that can no longer be filled, as a bit mask by row: a line whose missing tiles
 * outnumber the tiles left that could ever fill it (its colour's and the wilds, or for a line with no colour,
 * those of the best colour its row takes, or the wilds alone). Such a line scores nothing; until the round
 * ends it only takes in what it accepts, all of it, since what is left cannot overflow it.
 */
export function sinkLines(model: DraftModel, position: DraftPosition): number {
  const supply = supplyScratch;
  fillSupply(model, position, supply);
  const wilds = supply[WILD]!;
  let sinks = 0;
  for (let row = 0; row < WALL_SIZE; row++) {
    const at = model.lines + 3 * row;
    const missing = trustedLineCapacity(row) - position[at + 1]! - position[at + 2]!;
    if (missing === 0) continue;
    const colour = position[at]!;
    let fill = wilds;
    if (colour !== -1) fill += model.rowTakes[row * KIND_COUNT + colour] ? supply[colour]! : 0;
    else for (let kind = 0; kind < WILD; kind++) if (model.rowTakes[row * KIND_COUNT + kind]) fill = Math.max(fill, wilds + supply[kind]!);
    if (missing > fill) sinks |= 1 << row;
  }
  return sinks;
}

/** The supply counts of every {@link sinkLines} call. */
const supplyScratch = /* @__PURE__ */ new Int16Array(KIND_COUNT);

/**
 * Writes a key that two positions share only when their futures reach the same best score into `out`'s first
 * {@link DRAFT_KEY_WORDS} words: which displays are left (an identical display is always drafted first, so
 * the set is canonical), the centre, the marker, the floor's length (at most its 7 spaces) and the lines,
 * where a line that can no longer be filled ({@link sinkLines}) counts by what it accepts alone, its colour:
 * how many tiles it misses no longer matters, as it will take in all it is sent. The packing is exact, no
 * hash: the displays (at most 9) take 9 bits, the marker 1, the floor 3, each of the centre's six counts 5
 * (a kind has at most 20 tiles) and each line 8, as (colour + 1) × 37 + (count × 6 + wilds, or 36 for a
 * line that can no longer be filled).
 */
export function writeDraftKey(model: DraftModel, position: DraftPosition, out: Int32Array): void {
  let displaysLeft = 0;
  for (let source = 0; source < model.displays; source++) {
    const at = source * KIND_COUNT;
    if ((position[at]! | position[at + 1]! | position[at + 2]! | position[at + 3]! | position[at + 4]! | position[at + 5]!) !== 0) displaysLeft |= 1 << source;
  }
  const centre = model.centre;
  out[0] =
    displaysLeft |
    (position[model.marker]! << 9) |
    (position[model.floor]! << 10) |
    (position[centre]! << 13) |
    (position[centre + 1]! << 18) |
    (position[centre + 2]! << 23);
  const sinks = sinkLines(model, position);
  let lines = 0;
  for (let row = 1; row < WALL_SIZE; row++) lines |= lineKey(model, position, row, sinks) << (8 * (row - 1));
  out[1] = position[centre + 3]! | (position[centre + 4]! << 5) | (position[centre + 5]! << 10) | (lineKey(model, position, 0, sinks) << 15);
  out[2] = lines;
}

/** How many 32-bit words {@link writeDraftKey} writes. */
export const DRAFT_KEY_WORDS = 3;

/** One line's part of a {@link writeDraftKey} key, from 0 to 221. */
function lineKey(model: DraftModel, position: DraftPosition, row: number, sinks: number): number {
  const at = model.lines + 3 * row;
  const fill = (sinks & (1 << row)) !== 0 ? 36 : position[at + 1]! * 6 + position[at + 2]!;
  return (position[at]! + 1) * 37 + fill;
}
