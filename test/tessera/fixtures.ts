/**
 * Builders for hand-made Tessera positions. Tiles are written as letters: B blue, Y yellow, R red, K black,
 * W white, * wild; M is the marker on a floor; `.` is an empty wall slot.
 */
import { loadState, type Board, type TesseraRules, type TesseraState, type TileKind } from 'tessera-engine/tessera';
import { tilesOfKind, totalCount, unwrap } from 'tessera-engine/tessera';

const LETTERS = 'BYRKW*';

export function kindOf(letter: string): TileKind {
  const kind = LETTERS.indexOf(letter);
  if (kind < 0) throw new Error(`unknown tile letter ${letter}`);
  return kind as TileKind;
}

/** Counts by kind from a string of letters, for example `"BBR*"`. */
export function counts(tiles = ''): number[] {
  const result = [0, 0, 0, 0, 0, 0];
  for (const letter of tiles.replace(/\s/g, '')) result[kindOf(letter)]!++;
  return result;
}

export interface BoardSpec {
  score?: number;
  /** Five strings of five letters or dots, top row first. */
  wall?: string[];
  /** Five strings, line 0 first, each the line's tiles, for example `"BB*"`. */
  lines?: string[];
  /** The floor's items in order, for example `"MBB"`. */
  floor?: string;
}

function board(spec: BoardSpec = {}): Board {
  const wallRows = spec.wall ?? ['.....', '.....', '.....', '.....', '.....'];
  const lineSpecs = spec.lines ?? ['', '', '', '', ''];
  return {
    score: spec.score ?? 0,
    wall: wallRows.map((row) => [...row].map((cell) => (cell === '.' ? null : kindOf(cell)))),
    lines: lineSpecs.map((line) => {
      const colours = [...line].filter((letter) => letter !== '*');
      return {
        colour: colours.length > 0 ? (kindOf(colours[0]!) as 0 | 1 | 2 | 3 | 4) : null,
        count: colours.length,
        wilds: line.length - colours.length,
      };
    }),
    floor: [...(spec.floor ?? '')].map((item) => (item === 'M' ? 6 : kindOf(item))),
  };
}

export interface PositionSpec {
  players?: 2 | 3 | 4;
  phase?: TesseraState['phase'];
  round?: number;
  turn?: number;
  firstSeat?: number;
  markerHolder?: number | null;
  /** One string per display; missing displays are empty. */
  displays?: string[];
  centre?: string;
  discard?: string;
  /** The bag's tiles; by default every tile not placed elsewhere. */
  bag?: string;
  boards?: BoardSpec[];
  pending?: TesseraState['pending'];
  /** The rule variants; by default the rulebook's: wilds on the printed wall. */
  rules?: TesseraState['rules'];
}

/**
 * Builds a position's JSON without checking it, for tests of the loader. Tiles not placed anywhere go to the
 * bag, or, when the bag is given, to the discard.
 */
export function positionJson(spec: PositionSpec) {
  const players = spec.players ?? 2;
  const displays = Array.from({ length: 2 * players + 1 }, (_, index) => counts(spec.displays?.[index]));
  const boards = Array.from({ length: players }, (_, seat) => board(spec.boards?.[seat]));
  const draft = {
    game: 'tessera' as const,
    version: 2 as const,
    rules: spec.rules ?? { wilds: true, wall: 'printed' },
    players,
    phase: spec.phase ?? 'drafting',
    round: spec.round ?? 1,
    firstSeat: spec.firstSeat ?? 0,
    turn: spec.turn ?? 0,
    markerHolder: spec.markerHolder ?? null,
    displays,
    centre: counts(spec.centre),
    bag: counts(spec.bag),
    discard: counts(spec.discard),
    boards,
    pending: spec.pending ?? null,
    seed: 'fixture',
    rng: [1, 2, 3, 4],
  };
  const used = [0, 0, 0, 0, 0, 0];
  const add = (pool: readonly number[]) => {
    pool.forEach((count, kind) => (used[kind]! += count));
  };
  [draft.centre, draft.bag, draft.discard, ...displays].forEach(add);
  for (const b of boards) {
    b.wall.forEach((row) => {
      row.forEach((cell) => cell !== null && used[cell]!++);
    });
    b.lines.forEach((line) => {
      if (line.colour !== null) used[line.colour]! += line.count;
      used[5]! += line.wilds;
    });
    b.floor.forEach((item) => item !== 6 && used[item]!++);
  }
  const rest = tilesOfKind(draft.rules.wilds).map((total, kind) => total - used[kind]!);
  if (rest.some((count) => count < 0)) throw new Error(`fixture uses too many tiles: ${rest.join(',')}`);
  const target = spec.bag === undefined ? draft.bag : draft.discard;
  rest.forEach((count, kind) => (target[kind]! += count));
  if (used.reduce((a, b) => a + b, 0) + rest.reduce((a, b) => a + b, 0) !== totalCount(tilesOfKind(draft.rules.wilds))) throw new Error('bad fixture');
  return draft;
}

/** Builds a position and loads it through the public loader, so that every fixture is a valid state. */
export function position(spec: PositionSpec): TesseraState {
  return unwrap(loadState(positionJson(spec)));
}

/** Freezes a value and everything it holds. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** The four rule combinations: the Wild Shards on or off (ruling T20), the printed or the grey wall (ruling T19). */
export const VARIANTS: readonly TesseraRules[] = [
  { wilds: true, wall: 'printed' },
  { wilds: false, wall: 'printed' },
  { wilds: true, wall: 'grey' },
  { wilds: false, wall: 'grey' },
];
