import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { HEAVY, runs } from './runs.js';
import { mutate, mutationsArb, type FuzzedGame, type UnreachableMutation } from './state-fuzzer.js';

interface MaybeResult<T> {
  readonly ok: boolean;
  readonly value?: T;
  readonly error?: { readonly code: string; readonly message: string };
}

/** The part of a game module that the closure check drives. */
export interface ClosureGame<State, Move> {
  readonly name: string;
  loadState(json: unknown): MaybeResult<State>;
  legalMoves(state: State): Move[];
  applyMove(state: State, move: unknown): MaybeResult<{ readonly state: State }>;
  outcome(state: State): unknown;
}

/** What a fuzzing run tried and found, for its closing report. */
export interface FuzzCounts {
  tried: number;
  accepted: number;
  movesChecked: number;
  throws: number;
  brokeARule: number;
}

/**
 * Fresh counters that print a one-line report after the file's tests, so that a heavy run's figures can be
 * quoted.
 *
 * @param label - what was fuzzed.
 */
export function fuzzCounts(label: string): FuzzCounts {
  const counts: FuzzCounts = { tried: 0, accepted: 0, movesChecked: 0, throws: 0, brokeARule: 0 };
  afterAll(() => {
    console.log(
      `${label}: ${counts.tried} inputs tried, ${counts.accepted} accepted, ${counts.movesChecked} moves checked, ` +
        `${counts.throws} throws, ${counts.brokeARule} accepted states that then broke a rule`,
    );
  });
  return counts;
}

/** How many moves the walk goes on after the first, every move of which is checked. */
const WALK_LENGTH = 4;

/**
 * Checks that the rules can carry on from whatever the loader accepts: an accepted state has a legal move
 * unless it is over, every legal move from it applies and leads to a state the loader accepts again (after
 * a JSON round trip), and so on along a walk of a few more moves.
 *
 * @param game - the game module.
 * @param json - a candidate state, for example a mutated real one.
 * @param choice - picks the walk's moves.
 * @param counts - where to count what was tried.
 */
export function expectClosedUnderRules<State, Move>(game: ClosureGame<State, Move>, json: unknown, choice: number, counts: FuzzCounts): void {
  counts.tried++;
  try {
    const loaded = game.loadState(json);
    if (!loaded.ok) return;
    counts.accepted++;
    let state = loaded.value as State;
    for (let depth = 0; depth <= WALK_LENGTH; depth++) {
      const moves = game.legalMoves(state);
      if (game.outcome(state) !== null) {
        expect(moves).toEqual([]);
        return;
      }
      if (moves.length === 0) counts.brokeARule++;
      expect(moves.length, `an accepted ${game.name} state that is not over has no legal move`).toBeGreaterThan(0);
      const walked = moves[(choice + depth) % moves.length]!;
      let next = state;
      for (const move of depth === 0 ? moves : [walked]) {
        counts.movesChecked++;
        const applied = game.applyMove(state, move);
        const reloaded = applied.ok ? game.loadState(JSON.parse(JSON.stringify(applied.value!.state))) : applied;
        if (!reloaded.ok) counts.brokeARule++;
        expect(reloaded.ok, `after ${JSON.stringify(move)}: ${reloaded.error?.message}`).toBe(true);
        if (move === walked) next = applied.value!.state;
      }
      state = next;
    }
  } catch (error) {
    if (!(error instanceof Error && error.name === 'AssertionError')) counts.throws++;
    throw error;
  }
}

/**
 * Checks that the loader refuses a state that a targeted mutation made unreachable.
 *
 * @param game - the game module.
 * @param state - a real state.
 * @param mutation - the targeted mutation, and its choice numbers.
 * @param counts - where to count what was tried.
 */
function expectUnreachableRefused<State, Move>(
  game: ClosureGame<State, Move>,
  state: State,
  [mutation, a, b, c]: readonly [UnreachableMutation, number, number, number],
  counts: FuzzCounts,
): void {
  const root = structuredClone(state);
  if (!(mutation as (root: unknown, a: number, b: number, c: number) => boolean)(root, a, b, c)) return;
  counts.tried++;
  const loaded = game.loadState(root);
  if (loaded.ok) counts.accepted++;
  expect(loaded.ok, `${mutation.name} made a state no game reaches, and the loader accepted it`).toBe(false);
}

/**
 * The closure property for one game, as its tests: the seed states cover every phase, and every state the
 * loader accepts after mutation carries on under the rules ({@link expectClosedUnderRules}). The default run
 * tries 2,100 mutated states; `HEAVY=1` tries 100,000. The game's targeted mutations that make a state
 * unreachable (`fuzzed.unreachable`) are each checked to be refused, over `runs(300)` cases.
 *
 * @param game - the game module.
 * @param seeds - real states to mutate.
 * @param fuzzed - what the fuzzer knows of the game.
 * @param phases - every phase the seeds must cover.
 * @param phaseOf - a state's phase.
 */
export function describeClosureUnderRules<State, Move>(
  game: ClosureGame<State, Move>,
  seeds: readonly State[],
  fuzzed: FuzzedGame,
  phases: readonly string[],
  phaseOf: (state: State) => string,
): void {
  describe('closure under the rules', () => {
    const counts = fuzzCounts(`closure fuzz (${game.name})`);

    test('the seed states include every phase', () => {
      expect(new Set(seeds.map(phaseOf))).toEqual(new Set(phases));
    });

    test('every mutated state the loader accepts has a legal move, and every legal move leads to a state it accepts', () => {
      fc.assert(
        fc.property(fc.constantFrom(...seeds), mutationsArb, fc.nat(), (state, mutations, choice) => {
          expectClosedUnderRules(game, mutate(state, mutations, fuzzed), choice, counts);
        }),
        { numRuns: HEAVY ? 100_000 : runs(2100) },
      );
      expect(counts.accepted).toBeGreaterThan(0);
    });

    const unreachable = fuzzed.unreachable ?? [];
    if (unreachable.length === 0) return;
    const unreachableCounts = fuzzCounts(`targeted unreachable states (${game.name})`);
    test('the loader refuses every state that a targeted mutation made unreachable', () => {
      fc.assert(
        fc.property(fc.constantFrom(...seeds), fc.tuple(fc.constantFrom(...unreachable), fc.nat(), fc.nat(), fc.nat()), (state, mutation) => {
          expectUnreachableRefused(game, state, mutation, unreachableCounts);
        }),
        { numRuns: HEAVY ? 100_000 : runs(300) },
      );
      expect(unreachableCounts.tried).toBeGreaterThan(0);
    });
  });
}
