/**
 * Small solo challenges for the solver's tests, from real games: the first board at the start of round 2 of
 * a two-player game played at random, with a few of that round's displays.
 */
import {
  applyMove,
  fast,
  legalMoves,
  setup,
  totalCount,
  unwrap,
  type ChallengeSetup,
  type TesseraSimulator,
  type TesseraMove,
  type TesseraRules,
  type TesseraState,
} from 'tessera-engine/tessera';
import { CENTRE_SOURCE, FLOOR_DESTINATION } from '../../src/tessera/rules/draft.js';
import { draftModelOf, lineTakes, playDraft } from '../../src/tessera/challenges/draft-model.js';
import { TilingValues } from '../../src/tessera/challenges/tiling-value.js';
import { draftCode } from '../../src/tessera/rules/moves.js';
import { challengeCandidate } from '../../src/tessera/challenges/generator.js';

/** A small generator of indices, so that the fixtures do not depend on the engine's own. */
function* picks(seed: number): Generator<number, never> {
  let x = (seed * 2654435761) >>> 0 || 1;
  for (;;) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    yield (x >>> 0) / 2 ** 32;
  }
}

/**
 * A challenge setup from a seed: the board is seat 0's at the start of round 2, given 20 points so that no
 * penalty meets the zero floor; the displays are the round's first `displays` full ones; the centre gets
 * `centreTiles` tiles of the next display.
 */
export function smallChallenge(seed: number, displays: number, rules: Pick<TesseraRules, 'wilds' | 'wall'>, centreTiles = 0): ChallengeSetup {
  let state = unwrap(setup({ players: 2, seed, ...rules }));
  const random = picks(seed);
  while (state.round < 2 && state.phase !== 'over') {
    const moves = legalMoves(state);
    state = unwrap(applyMove(state, moves[Math.floor(random.next().value * moves.length)])).state;
  }
  if (state.phase !== 'drafting') throw new Error(`seed ${seed} ended in round 1`);
  const full = state.displays.filter((display) => totalCount(display) === 4);
  const centre = [0, 0, 0, 0, 0, 0];
  let left = centreTiles;
  full[displays]!.forEach((count, kind) => {
    const taken = Math.min(count, left);
    centre[kind] = taken;
    left -= taken;
  });
  const board = state.boards[0]!;
  return {
    id: `small-${seed}`,
    title: `Small ${seed}`,
    difficulty: 'easy',
    rules,
    board: { score: board.score + 20, wall: board.wall, lines: board.lines },
    displays: full.slice(0, displays),
    centre,
  };
}

/**
 * The best final score from a state by trying every legal move with no pruning and no merging, on the
 * engine's fast path (the same rules as the public API, without its checks).
 */
export function bruteForceBest(state: TesseraState): number {
  const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
  const best = (simulator: TesseraSimulator): number => {
    const count = fast.fillLegalMoveCodes(simulator, codes);
    if (count === 0) return simulator.boards[0]!.score;
    const moves = Array.from(codes.subarray(0, count));
    let score = -1;
    for (const code of moves) {
      const child = fast.clone(simulator);
      fast.playCode(child, code);
      score = Math.max(score, best(child));
    }
    return score;
  };
  return best(fast.fromState(state));
}

/**
 * The best final score from a drafting state by trying every draft with no pruning, no dominance and no bound,
 * remembering each drafting position whole (not the solver's coarser key); the engine plays the tiling. It
 * shares with the solver only its compact drafting model, whose lines the solver's tests replay through the
 * public API.
 */
export function exhaustiveBest(state: TesseraState): number {
  const { model, start } = draftModelOf(state);
  const tiling = new TilingValues(state);
  const known = new Map<string, number>();
  const best = (position: Int16Array): number => {
    const key = position.join();
    const value = known.get(key);
    if (value !== undefined) return value;
    let score = -1;
    for (let source = 0; source <= model.displays; source++) {
      for (let kind = 0; kind < 6; kind++) {
        if (position[source * 6 + kind] === 0) continue;
        const codeSource = source === model.displays ? CENTRE_SOURCE : source;
        for (let row = 0; row <= 5; row++) {
          if (row < 5 && !lineTakes(model, position, row, kind)) continue;
          const child = position.slice();
          playDraft(model, child, draftCode(codeSource, kind as 0, row === 5 ? FLOOR_DESTINATION : row));
          score = Math.max(score, best(child));
        }
      }
    }
    if (score === -1) score = tiling.of(model, position).score;
    known.set(key, score);
    return score;
  };
  return best(start);
}

/** Plays moves through the public API and returns the last state. */
export function replay(state: TesseraState, moves: readonly TesseraMove[]): TesseraState {
  return moves.reduce((current, move) => unwrap(applyMove(current, move)).state, state);
}

/**
 * A challenge whose proof takes the solver thousands of positions (2,758 in issue 23), for the tests of its
 * budgets: the corpus benchmark's `corpus-hard-9/0` (`bench/solver-corpus.ts`), one of its slowest.
 */
export function slowChallenge(): ChallengeSetup {
  const options = { seed: 'corpus-hard-9', difficulty: 'hard', rules: { wilds: true, wall: 'printed' }, id: 'corpus-hard-9', title: undefined } as const;
  return challengeCandidate(options, 0)!;
}

/**
 * A challenge whose every position costs the solver milliseconds: an empty grey wall (every row may use nearly
 * every slot) with four displays, as a helper's audit found. Its greedy lines alone took 2 s, and a search of 100
 * ms ran for 9 s, when the clock was read every 256 positions and never in the greedy lines.
 */
export function greyEmptyWallChallenge(): ChallengeSetup {
  const empty = { colour: null, count: 0, wilds: 0 };
  return {
    id: 'grey-empty-wall',
    title: 'Grey, empty',
    difficulty: 'expert',
    rules: { wilds: true, wall: 'grey' },
    board: { score: 20, wall: Array.from({ length: 5 }, () => [null, null, null, null, null]), lines: [empty, empty, empty, empty, empty] },
    displays: [
      [0, 1, 0, 0, 1, 2],
      [0, 1, 2, 1, 0, 0],
      [3, 0, 0, 0, 1, 0],
      [0, 1, 1, 0, 1, 1],
    ],
    centre: [0, 0, 0, 0, 0, 0],
  };
}
