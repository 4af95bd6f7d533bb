import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nextUint32InPlace, seedRng, type MutableRngState } from 'tessera-engine';
import {
  applyMove,
  countAllTiles,
  fast,
  findBrokenInvariant,
  fullRowCount,
  isStalemate,
  legalMoves,
  loadState,
  playerView,
  setup,
  tessera,
  unwrap,
  validateMove,
  wallColourAt,
  WILD,
  type TesseraEvent,
  type TesseraMove,
  type TesseraState,
} from 'tessera-engine/tessera';
import { expectFastPathToAgree } from '../helpers/fast-path.js';
import { runs } from '../helpers/runs.js';
import { expectLegalOrRejected, untrustedMoveArb } from '../helpers/untrusted.js';
import { VARIANTS, deepFreeze } from './fixtures.js';

/** Every random game must end well within this many moves. */
const MOVE_LIMIT = 3000;

/** A random game: players, seed, move choices, and one of the four rule combinations (rulings T19, T20). */
const gameArb = fc.record({
  players: fc.constantFrom(2, 3, 4),
  seed: fc.oneof(fc.string({ maxLength: 12 }), fc.integer()),
  choices: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  rules: fc.constantFrom(...VARIANTS),
});

type Game = typeof gameArb extends fc.Arbitrary<infer T> ? T : never;

/** The game's first state. */
const start = ({ players, seed, rules }: Game): TesseraState => unwrap(setup({ players, seed, ...rules }));

interface Step {
  before: TesseraState;
  move: TesseraMove;
  after: TesseraState;
  events: readonly TesseraEvent[];
}

/** Plays a seeded random game to its end, recording each step. */
function randomGame(game: Game): Step[] {
  const rng = [...seedRng(game.choices)] as MutableRngState;
  const steps: Step[] = [];
  let state = start(game);
  while (tessera.outcome(state) === null) {
    if (steps.length >= MOVE_LIMIT) throw new Error(`game did not end within ${MOVE_LIMIT} moves`);
    const moves = legalMoves(state);
    expect(moves.length).toBeGreaterThan(0);
    const move = moves[nextUint32InPlace(rng) % moves.length]!;
    const { state: after, events } = unwrap(applyMove(deepFreeze(state), move));
    steps.push({ before: state, move, after, events });
    state = after;
  }
  return steps;
}

describe('random games (2–4 players, every rule combination)', () => {
  test('invariants hold after every move, and every game terminates', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        for (const { after } of randomGame(game)) {
          expect(findBrokenInvariant(after)).toBeNull();
          expect(countAllTiles(after)).toEqual([20, 20, 20, 20, 20, game.rules.wilds ? 10 : 0]);
          const markers = after.boards.flatMap((board) => board.floor).filter((item) => item === 6).length;
          expect(markers).toBeLessThanOrEqual(1);
          if (markers === 1) expect(after.markerHolder).not.toBeNull();
          for (const board of after.boards) {
            expect(board.score).toBeGreaterThanOrEqual(0);
            for (let row = 0; row < 5; row++) {
              const cells = board.wall[row]!;
              cells.forEach((cell, column) => {
                if (cell !== null && cell !== WILD && game.rules.wall === 'printed') expect(cell).toBe(wallColourAt(row, column));
              });
              const colours = cells.filter((cell) => cell !== null && cell !== WILD);
              expect(new Set(colours).size).toBe(colours.length);
              const column = board.wall.map((r) => r[row]).filter((cell) => cell !== null && cell !== WILD);
              expect(new Set(column).size).toBe(column.length);
              const line = board.lines[row]!;
              expect(line.count + line.wilds).toBeLessThanOrEqual(row + 1);
              expect(line.colour === null).toBe(line.count === 0);
            }
          }
        }
      }),
      { numRuns: runs(12) },
    );
  });

  test('the game is over exactly when a row is full or a stalemate was found', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        for (const { after, events } of randomGame(game)) {
          const rowFull = after.boards.some((board) => fullRowCount(board.wall) > 0);
          // No full row while drafting; during a paused tiling one may be, as the game ends once it is tiled.
          if (after.phase === 'drafting') expect(rowFull).toBe(false);
          // Every round that starts was checked for a stalemate first.
          if (events.some((event) => event.type === 'round-started')) expect(isStalemate(after)).toBe(false);
          const reason = tessera.outcome(after)?.reason;
          if (reason === 'row-completed') expect(rowFull).toBe(true);
          if (reason === 'stalemate') expect(isStalemate(after)).toBe(true);
          expect(reason === undefined).toBe(after.phase !== 'over');
        }
      }),
      { numRuns: runs(8) },
    );
  });

  test('every legal move applies, and the acting player’s view lists the same moves', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        for (const { before } of randomGame(game)) {
          const moves = legalMoves(before);
          const seat = tessera.currentPlayer(before)!;
          expect(tessera.legalMovesForView(unwrap(playerView(before, seat)))).toEqual(moves);
          for (const move of moves) expect(applyMove(before, move).ok).toBe(true);
        }
      }),
      { numRuns: runs(3) },
    );
  });

  test('the same seed and moves give the same states', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const first = randomGame(game);
        let replayed = start(game);
        expect(replayed).toEqual(first[0]!.before);
        for (const { move, after } of first) {
          replayed = unwrap(applyMove(replayed, move)).state;
          expect(replayed).toEqual(after);
        }
      }),
      { numRuns: runs(6) },
    );
  });

  test('states survive a JSON round trip and the game continues identically', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        for (const { before, move, after } of randomGame(game)) {
          const reloaded = unwrap(loadState(JSON.stringify(before)));
          expect(reloaded).toEqual(before);
          expect(unwrap(applyMove(reloaded, move)).state).toEqual(after);
        }
      }),
      { numRuns: runs(6) },
    );
  });
});

describe('untrusted moves', () => {
  test('any JSON value is either one of the legal moves or rejected with nothing changed', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 0, max: 1000 }), (game, pick) => {
        const steps = randomGame(game);
        const { before } = steps[pick % steps.length]!;
        const frozen = deepFreeze(before);
        const legal = legalMoves(frozen);
        const keys = ['type', 'player', 'source', 'kind', 'destination', 'column', '__proto__', 'constructor', 'extra'];
        const values = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.double(), fc.constantFrom('centre', 'floor', 'wild', '0'));
        fc.assert(
          fc.property(untrustedMoveArb(legal, keys, values), (candidate) => {
            expectLegalOrRejected(frozen, legal, candidate, validateMove, applyMove);
          }),
          { numRuns: 60 },
        );
      }),
      { numRuns: runs(6) },
    );
  });

  test('a finished game rejects every move', () => {
    const steps = randomGame({ players: 2, seed: 'over', choices: 7, rules: VARIANTS[0]! });
    const over = deepFreeze(steps.at(-1)!.after);
    for (const { move } of steps.slice(-5)) {
      const result = applyMove(over, move);
      expect(!result.ok && result.error.code).toBe('game-over');
    }
  });
});

describe('the fast simulation path', () => {
  test('agrees with the immutable API after every move', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        expectFastPathToAgree(randomGame(game), fast, legalMoves);
      }),
      { numRuns: runs(10) },
    );
  });

  test('a playout from any state ends the game and leaves the source state alone', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const first = deepFreeze(start(game));
        const simulator = fast.fromState(first);
        const copy = fast.clone(simulator);
        const moves = fast.playout(simulator, [...seedRng(game.choices)] as MutableRngState);
        expect(moves).toBeGreaterThan(0);
        expect(fast.isOver(simulator)).toBe(true);
        expect(findBrokenInvariant(fast.toState(simulator))).toBeNull();
        expect(fast.toState(copy)).toEqual(first);
      }),
      { numRuns: runs(20) },
    );
  });
});
