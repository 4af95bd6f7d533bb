import { MARKER, WILD, tilesOfKind } from 'tessera-engine/tessera';
import type { GameMutation } from '../helpers/state-fuzzer.js';

interface LineJson {
  colour: number | null;
  count: number;
  wilds: number;
}

/** A board as the fuzzer may have left it: any part may be missing. */
interface BoardJson {
  wall?: (number | null)[][];
  lines?: LineJson[];
  floor?: number[];
}

interface StateJson {
  bag: number[];
  discard: number[];
  centre: number[];
  displays: number[][];
  boards?: BoardJson[];
  rules?: { wilds?: unknown };
}

/** A place that holds tiles: what it can give up, and whether it can take a kind. */
interface Holder {
  /** The kinds it can give up one tile of. */
  readonly kinds: () => number[];
  readonly take: (kind: number) => void;
  readonly accepts: (kind: number) => boolean;
  readonly put: (kind: number) => void;
}

function pool(counts: number[]): Holder {
  return {
    kinds: () => counts.flatMap((count, kind) => (count > 0 ? [kind] : [])),
    take: (kind) => {
      counts[kind]!--;
    },
    // Only a kind that indexes the counts: an earlier mutation may have put any number in a wall slot, and a
    // count at index 2,579,278,667 would make the array billions long, which the next mutation's walk of the
    // state cannot hold in memory.
    accepts: (kind) => Number.isInteger(kind) && kind >= 0 && kind < counts.length,
    put: (kind) => {
      counts[kind]!++;
    },
  };
}

function line(value: LineJson): Holder {
  return {
    kinds: () => [...(value.count > 0 ? [value.colour!] : []), ...(value.wilds > 0 ? [WILD] : [])],
    take: (kind) => {
      if (kind === WILD) value.wilds--;
      else if (--value.count === 0) value.colour = null;
    },
    accepts: (kind) => kind === WILD || value.colour === null || value.colour === kind,
    put: (kind) => {
      if (kind === WILD) value.wilds++;
      else {
        value.colour = kind;
        value.count++;
      }
    },
  };
}

function floor(items: number[]): Holder {
  return {
    kinds: () => items.filter((item) => item !== MARKER),
    take: (kind) => void items.splice(items.indexOf(kind), 1),
    accepts: () => true,
    put: (kind) => void items.push(kind),
  };
}

function wallCell(row: (number | null)[], column: number): Holder {
  return {
    kinds: () => (row[column] === null ? [] : [row[column]!]),
    take: () => void (row[column] = null),
    accepts: () => row[column] === null,
    put: (kind) => void (row[column] = kind),
  };
}

function holders(state: StateJson): Holder[] {
  const found = [state.bag, state.discard, state.centre, ...state.displays].filter(Array.isArray).map(pool);
  for (const board of state.boards ?? []) {
    found.push(...(board.lines ?? []).map(line), floor(board.floor ?? []));
    for (const row of board.wall ?? []) row.forEach((_, column) => found.push(wallCell(row, column)));
  }
  return found;
}

/**
 * Moves one to five tiles of one kind from one place to another (a pool, a pattern line, a floor or a wall
 * slot), so that the mutated state still has all its tiles (110, or 100 in the plain game) and the fuzzer reaches the
 * deeper invariants.
 */
export const moveTiles: GameMutation = (root: StateJson, a, b, c) => {
  try {
    const all = holders(root);
    const givers = all.filter((holder) => holder.kinds().length > 0);
    const from = givers[a % givers.length];
    if (from === undefined) return;
    const kinds = from.kinds();
    const kind = kinds[c % kinds.length]!;
    const takers = all.filter((holder) => holder !== from && holder.accepts(kind));
    const to = takers[b % takers.length]!;
    for (let moved = 0; moved <= (c >> 4) % 5 && from.kinds().includes(kind) && to.accepts(kind); moved++) {
      from.take(kind);
      to.put(kind);
    }
  } catch {
    // An earlier mutation broke the shape this one walks; leave the state as it is.
  }
};

/**
 * Puts back in the bag, or takes out of it, whatever tiles the other places are short of or hold too many,
 * so that all the game's tiles (110, or 100 without wilds) are accounted for again; does nothing when the bag cannot make up the difference.
 */
export function rebalanceBag(root: StateJson): void {
  try {
    const elsewhere = [0, 0, 0, 0, 0, 0];
    for (const counts of [root.discard, root.centre, ...root.displays]) counts.forEach((count, kind) => (elsewhere[kind]! += count));
    for (const board of root.boards ?? []) {
      for (const { colour, count, wilds } of board.lines ?? []) {
        if (colour !== null) elsewhere[colour]! += count;
        elsewhere[WILD]! += wilds;
      }
      for (const item of board.floor ?? []) if (item !== MARKER) elsewhere[item]!++;
      for (const row of board.wall ?? []) for (const cell of row) if (cell !== null) elsewhere[cell]!++;
    }
    const bag = tilesOfKind(root.rules?.wilds !== false).map((total, kind) => total - elsewhere[kind]!);
    if (bag.every((count) => Number.isInteger(count) && count >= 0)) root.bag = bag;
  } catch {
    // The shape is broken beyond what a bag can repair.
  }
}
