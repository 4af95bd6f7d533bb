/**
 * `fast.fromView` trusts nothing (issue 22): a hostile or inconsistent view, or a generator that is not one,
 * gets a typed error, never an exception, never a hang and never a write to the caller's objects; and a view
 * it accepts is the view of the world it deals.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { seedRng, unwrap, type MutableRngState, type Result } from 'tessera-engine';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';
import { hostileRecipeArb, makeHostile, watched } from './helpers/hostile.js';
import { runs } from './helpers/runs.js';
import { sampleStates } from './helpers/samples.js';

const rngOf = (seed: number) => [...seedRng(seed)] as MutableRngState;

const tesserisStates = sampleStates(
  Tesseris.tesseris,
  [
    { players: 2, seed: 'from view a', rounds: 1 },
    { players: 3, seed: 'from view b', rounds: 1 },
    { players: 4, seed: 'from view c', rounds: 2 },
  ],
  12,
  (state) => state.memory.some((memory) => memory.mainPile !== null),
);
const tesserisViews = tesserisStates.flatMap((state) => state.hands.map((_, seat) => Tesseris.unwrap(Tesseris.playerView(state, seat))));

const tesseraStates = sampleStates(
  Tessera.tessera,
  [
    { players: 2, seed: 'from view a' },
    { players: 3, seed: 'from view b' },
  ],
  6,
  () => false,
);
const tesseraViews = tesseraStates.map((state) => Tessera.unwrap(Tessera.playerView(state, state.turn)));

/** Every path to a number in a JSON value. */
function numberPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'number') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => numberPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => numberPaths(item, [...path, key]));
  return [];
}

/** Every path to an array in a JSON value. */
function arrayPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => arrayPaths(item, [...path, index]))];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => arrayPaths(item, [...path, key]));
  return [];
}

function at(root: unknown, path: readonly (string | number)[]): Record<string | number, unknown> {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root) as Record<string | number, unknown>;
}

/**
 * An edit that makes a view inconsistent, or leaves it as it was: a number set to another (a card that is
 * elsewhere, a count that no longer adds up), or a list with an element removed, duplicated or swapped for
 * another element of the view.
 */
type Edit = readonly [kind: number, where: number, what: number];
const editArb: fc.Arbitrary<Edit> = fc.tuple(fc.nat(3), fc.nat(), fc.integer({ min: -1, max: 60 }));

function edited<View>(view: View, [kind, where, what]: Edit): View {
  const copy = JSON.parse(JSON.stringify(view)) as View;
  if (kind === 0) {
    const paths = numberPaths(copy);
    const path = paths[where % paths.length]!;
    at(copy, path.slice(0, -1))[path[path.length - 1]!] = what;
    return copy;
  }
  const lists = arrayPaths(copy).filter((path) => (at(copy, path) as unknown as unknown[]).length > 0);
  const list = at(copy, lists[where % lists.length]!) as unknown as unknown[];
  const index = Math.abs(what) % list.length;
  if (kind === 1) list.splice(index, 1);
  else if (kind === 2) list.push(list[index]);
  else list[index] = what;
  return copy;
}

/** The parts of a Tesseris view that a world dealt from it must show again. */
function tesserisSeen(view: Tesseris.TesserisView) {
  const sorted = (cards: readonly number[]) => [...cards].sort((a, b) => a - b);
  const { knowledge } = view;
  return {
    ...view,
    hand: sorted(view.hand),
    knowledge: {
      ...knowledge,
      mainPile: knowledge.mainPile === null ? null : sorted(knowledge.mainPile),
      held: knowledge.held.map(sorted),
      exposed: knowledge.exposed.map(sorted),
      unaccounted: sorted(knowledge.unaccounted),
    },
  };
}

/**
 * The property of both games: an edited view is refused with `invalid-view`, or the world dealt from it shows
 * its seat the same view again (`shown` maps a view to what must agree).
 */
function expectRefusedOrShownAgain<View extends { readonly viewer: number }, Simulator, State>(
  views: readonly View[],
  fast: { fromView(view: View, rng: MutableRngState): Result<Simulator>; toState(simulator: Simulator): State },
  playerView: (state: State, seat: number) => Result<View>,
  shown: (view: View) => unknown,
  numRuns: number,
): void {
  fc.assert(
    fc.property(fc.nat(views.length - 1), editArb, fc.nat(), (index, edit, seed) => {
      const view = edited(views[index]!, edit);
      const world = fast.fromView(view, rngOf(seed));
      if (!world.ok) {
        expect(world.error.code).toBe('invalid-view');
        return;
      }
      expect(shown(unwrap(playerView(fast.toState(world.value), view.viewer)))).toEqual(shown(view));
    }),
    { numRuns },
  );
}

describe('fast.fromView reads its view like a bot (issue 22)', () => {
  test('Tesseris: an edited view is refused with invalid-view, or is the view of the world dealt from it', () => {
    expectRefusedOrShownAgain(tesserisViews, Tesseris.fast, Tesseris.playerView, tesserisSeen, runs(900));
  });

  test('Tessera: an edited view is refused with invalid-view, or is the view of the world dealt from it', () => {
    expectRefusedOrShownAgain(tesseraViews, Tessera.fast, Tessera.playerView, (view) => view, runs(450));
  });

  test.each([
    ['tessera', Tessera.fast, tesseraViews[0]!],
    ['tesseris', Tesseris.fast, tesserisViews[0]!],
  ] as const)('%s: hostile views and generators get a typed error, never an exception, and are never written to', (_name, fast, view) => {
    for (const bad of [null, undefined, 7, [], {}, { viewer: 0 }])
      expect(fast.fromView(bad as never, rngOf(1))).toMatchObject({ ok: false, error: { code: 'invalid-view' } });
    for (const bad of [null, [1, 2, 3], [1, 2, 3, -1], [0.5, 0, 0, 0], 'rng'])
      expect(fast.fromView(view as never, bad as never)).toMatchObject({ ok: false, error: { code: 'invalid-rng' } });
    fc.assert(
      fc.property(hostileRecipeArb, fc.boolean(), (recipe, hostileRng) => {
        const writes: string[] = [];
        const result = hostileRng
          ? fast.fromView(view as never, watched(makeHostile(rngOf(2), recipe), writes) as never)
          : fast.fromView(watched(makeHostile(view, recipe), writes) as never, rngOf(2));
        if (!result.ok) expect(['invalid-view', 'invalid-rng']).toContain(result.error.code);
        if (!hostileRng) expect(writes).toEqual([]);
      }),
      { numRuns: runs(180) },
    );
  });

  test('a Tesseris view whose seat count disagrees with its lists by seat is refused, by the fast path and by a bot', () => {
    const view = tesserisViews.find((candidate) => candidate.players === 4 && candidate.viewer === 3 && candidate.turn === 3)!;
    for (const players of [2, 3] as const) {
      const edited = { ...view, players };
      expect(Tesseris.fast.fromView(edited, rngOf(1))).toMatchObject({ ok: false, error: { code: 'invalid-view' } });
      expect(Tesseris.ismctsBot.chooseMove(edited, { iterations: 10 })).toMatchObject({ ok: false, error: { code: 'invalid-view' } });
    }
    const fewer = { ...view, handSizes: view.handSizes.slice(0, 3), objectives: view.objectives.slice(0, 3) };
    expect(Tesseris.fast.fromView(fewer, rngOf(1))).toMatchObject({ ok: false, error: { code: 'invalid-view' } });
  });

  test('the generator is advanced as before, and only when the world is dealt', () => {
    const view = tesserisViews[3]!;
    const rng = rngOf(9);
    const before = [...rng];
    expect(Tesseris.fast.fromView({ ...view, mainPileSize: 99 }, rng).ok).toBe(false);
    expect(rng).toEqual(before);
    expect(Tesseris.fast.fromView(view, rng).ok).toBe(true);
    expect(rng).not.toEqual(before);
  });

  test('a generator is read by its four indices once, never by its iterator or twice', () => {
    const endless = Object.assign(rngOf(9), {
      *[Symbol.iterator]() {
        for (;;) yield 1;
      },
    });
    expect(Tesseris.fast.fromView(tesserisViews[3]!, endless as MutableRngState).ok).toBe(true);
    let reads = 0;
    const words = rngOf(9);
    const changing = new Proxy(words, {
      get: (target, key, receiver) => (key === '0' && reads++ > 0 ? Number.NaN : (Reflect.get(target, key, receiver) as unknown)),
    });
    expect(Tesseris.fast.fromView(tesserisViews[3]!, changing).ok).toBe(true);
    expect(reads).toBe(1);
  });

  test('a generator that refuses a word part-way through the write-back is put back as it was', () => {
    const words = rngOf(9);
    const before = [...words];
    const rng = [...words];
    Object.defineProperty(rng, 2, {
      enumerable: true,
      get: () => words[2],
      set: () => {
        throw new Error('read-only word');
      },
    });
    expect(Tesseris.fast.fromView(tesserisViews[3]!, rng as MutableRngState)).toMatchObject({ ok: false, error: { code: 'invalid-rng' } });
    expect([...rng]).toEqual(before);
  });
});

describe('fast.fromView and a viewer past the last seat', () => {
  test('names view.viewer', () => {
    const state = Tesseris.unwrap(Tesseris.setup({ players: 2, seed: 'viewer bound' }));
    const view = { ...Tesseris.unwrap(Tesseris.playerView(state, 1)), viewer: 2 };
    const made = Tesseris.fast.fromView(view, [...seedRng(1)] as MutableRngState);
    expect(made).toMatchObject({ ok: false, error: { code: 'invalid-view' } });
    expect(!made.ok && made.error.message).toMatch(/^view\.viewer: expected a seat of the game, from 0 to 1/);
  });
});
