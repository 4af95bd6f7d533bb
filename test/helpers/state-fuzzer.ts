import fc from 'fast-check';

/** A JSON value the fuzzer can change in place: a copy of a real state. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Where a value sits: its container, its key there, and its path from the root. */
interface Slot {
  readonly parent: Json[] | Record<string, Json>;
  readonly key: string | number;
  readonly value: Json;
  readonly path: readonly (string | number)[];
}

function slots(root: Json): Slot[] {
  const found: Slot[] = [];
  const visit = (value: Json, path: readonly (string | number)[]): void => {
    // Array.from, not map: a mutation may leave a hole in an array, which map would keep as a hole.
    const entries: [string | number, Json][] = Array.isArray(value)
      ? Array.from(value, (item, index) => [index, item])
      : value !== null && typeof value === 'object'
        ? Object.entries(value)
        : [];
    for (const [key, item] of entries) {
      const itemPath = [...path, key];
      found.push({ parent: value as Slot['parent'], key, value: item, path: itemPath });
      visit(item, itemPath);
    }
  };
  visit(root, []);
  return found;
}

function at(root: Json, path: readonly (string | number)[]): Json | undefined {
  let value: Json | undefined = root;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string | number, Json>)[key] : undefined;
  return value;
}

function set(slot: Slot, value: Json): void {
  (slot.parent as Record<string | number, Json>)[slot.key] = value;
}

function pick<T>(items: readonly T[], choice: number): T | undefined {
  return items.length === 0 ? undefined : items[choice % items.length];
}

/** One mutation: which kind, and the numbers that make its choices. */
export type Mutation = readonly [kind: number, a: number, b: number, c: number];

const NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7, -1, 12, 100];

/**
 * The mutations, each given the state's JSON (changed in place) and three choice numbers. Together they
 * cover the list: numbers, moved tiles and cards, phases and steps, seats, pending choices, and
 * deleted and added keys.
 */
function mutations(literals: readonly string[], donors: readonly unknown[]): ((root: Json, a: number, b: number, c: number) => void)[] {
  const numbers = (root: Json): Slot[] => slots(root).filter((slot) => typeof slot.value === 'number');
  const arrays = (root: Json): Slot[] => slots(root).filter((slot) => Array.isArray(slot.value));
  const records = (root: Json): Slot[] =>
    [{ parent: [root], key: 0, value: root } as Slot, ...slots(root)].filter(
      (slot) => slot.value !== null && typeof slot.value === 'object' && !Array.isArray(slot.value),
    );
  const crossover = (root: Json, a: number, b: number): void => {
    const slot = pick(
      slots(root).filter((s) => s.value !== null && typeof s.value === 'object'),
      a,
    );
    const donated = slot === undefined ? undefined : at(pick(donors, b) as Json, slot.path);
    if (slot !== undefined && donated !== undefined) set(slot, structuredClone(donated));
  };
  return [
    // A number becomes another number, near it or typical of the game.
    (root, a, b) => {
      const slot = pick(numbers(root), a);
      if (slot !== undefined) set(slot, b % 2 === 0 ? pick(NUMBERS, b >> 1)! : (slot.value as number) + ((b >> 1) % 2 === 0 ? 1 : -1));
    },
    // One unit moves between two counts at the same index (a tile of one kind between two pools).
    (root, a, b) => {
      const all = numbers(root).filter((slot) => typeof slot.key === 'number');
      const from = pick(all, a);
      if (from === undefined) return;
      const to = pick(
        all.filter((slot) => slot.key === from.key && slot.parent !== from.parent),
        b,
      );
      if (to === undefined) return;
      set(from, (from.value as number) - 1);
      set(to, (to.value as number) + 1);
    },
    // An item moves from one array to another (a card between piles and hands, an item between floors).
    (root, a, b, c) => {
      const all = arrays(root);
      const from = pick(
        all.filter((slot) => (slot.value as Json[]).length > 0),
        a,
      );
      const to = pick(all, b);
      if (from === undefined || to === undefined) return;
      const source = from.value as Json[];
      const [item] = source.splice(c % source.length, 1);
      const target = to.value as Json[];
      target.splice(c % (target.length + 1), 0, item!);
    },
    // A string becomes another of the game's words (a phase, a step).
    (root, a, b) => {
      const slot = pick(
        slots(root).filter((s) => typeof s.value === 'string'),
        a,
      );
      if (slot !== undefined) set(slot, pick(literals, b)!);
    },
    // A value becomes null, or a null becomes a number or a small record (a pending choice, a seat).
    (root, a, b, c) => {
      const slot = pick(
        slots(root).filter((s) => typeof s.value !== 'string'),
        a,
      );
      if (slot === undefined) return;
      if (slot.value !== null) set(slot, null);
      else set(slot, b % 2 === 0 ? b % 5 : { seat: b % 4, row: c % 5 });
    },
    // Two values swap places.
    (root, a, b) => {
      const all = slots(root);
      const first = pick(all, a);
      const second = pick(all, b);
      if (first === undefined || second === undefined) return;
      const value = first.value;
      set(first, second.value);
      set(second, value);
    },
    // A key is deleted, or an unknown one added.
    (root, a, b) => {
      const record = pick(records(root), a)?.value as Record<string, Json> | undefined;
      if (record === undefined) return;
      const keys = Object.keys(record);
      if (b % 3 === 0) record[`extra${b}`] = b;
      else Reflect.deleteProperty(record, pick(keys, b)!);
    },
    // An array item is removed or repeated.
    (root, a, b) => {
      const array = pick(
        arrays(root).filter((slot) => (slot.value as Json[]).length > 0),
        a,
      )?.value as Json[] | undefined;
      if (array === undefined) return;
      const index = b % array.length;
      if (b % 2 === 0) array.splice(index, 1);
      else array.splice(index, 0, structuredClone(array[index]!));
    },
    // A part is replaced by the part at the same path of another real state (a board, a wall, a pile). This
    // keeps the shape and often the invariants, so it reaches the deep ones: it counts three times.
    crossover,
    crossover,
    crossover,
  ];
}

/** A game's own mutation: changes the state's JSON in place, from three choice numbers. */
export type GameMutation = (root: never, a: number, b: number, c: number) => void;

/**
 * A targeted mutation that turns a real state into one the rules can never reach, though they could carry on
 * from it: it changes the state's JSON in place and returns `true`, or returns `false` when the state offers
 * no way to do so.
 */
export type UnreachableMutation = (root: never, a: number, b: number, c: number) => boolean;

/** What the fuzzer knows of a game. */
export interface FuzzedGame {
  /** The strings a string may become: phases, steps, names. */
  readonly literals: readonly string[];
  /** Real states whose parts may replace the parts of a mutated one. */
  readonly donors: readonly unknown[];
  /** The game's own mutations, for example moving tiles so that they stay conserved. */
  readonly own?: readonly GameMutation[];
  /** Restores what every state must have, where it can (for example the tile count), after half the cases. */
  readonly repair?: (root: never) => void;
  /**
   * Mutations that each break one invariant the rules would carry on from, so that closure alone cannot tell
   * the loader accepted a state no game reaches: the closure fuzz checks that the loader refuses what they make.
   */
  readonly unreachable?: readonly UnreachableMutation[];
}

/** Up to three mutations, as fast-check values, so that a failing case shrinks. */
export const mutationsArb: fc.Arbitrary<Mutation[]> = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 });

/**
 * Applies mutations to a copy of a state's JSON.
 *
 * @param state - a real state.
 * @param applied - the mutations.
 * @param game - what the fuzzer knows of the game.
 */
export function mutate(state: unknown, applied: readonly Mutation[], game: FuzzedGame): unknown {
  const root = structuredClone(state) as Json;
  const all = [...mutations(game.literals, game.donors), ...((game.own ?? []) as ((root: Json, a: number, b: number, c: number) => void)[])];
  for (const [kind, a, b, c] of applied) all[kind % all.length]!(root, a, b, c);
  if (game.repair !== undefined && applied[0]![3] % 2 === 0) (game.repair as (root: Json) => void)(root);
  return root;
}
