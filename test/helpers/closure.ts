import { afterAll, expect } from 'vitest';

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
export function expectClosedUnderRules<State, Move>(
  game: ClosureGame<State, Move>,
  json: unknown,
  choice: number,
  counts: FuzzCounts,
): void {
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
