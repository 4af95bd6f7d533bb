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

/** Plays moves through the public API and returns the last state. */
export function replay(state: TesseraState, moves: readonly TesseraMove[]): TesseraState {
  return moves.reduce((current, move) => unwrap(applyMove(current, move)).state, state);
}
