import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { randomIntInPlace, seedRng, type GameRecord, type MutableRngState } from 'tessera-engine';
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
  type TesseraOptions,
  type TesseraState,
} from 'tessera-engine/tessera';
import { tesseraArbitraries } from 'tessera-engine/testing';
import { expectFastPathToAgree, expectFastSetupToAgree, expectPlayoutToEndAndLeaveItsSource } from '../helpers/fast-path.js';
import { fixedRecord, stepsOfRecord, type Step } from '../helpers/recorded-games.js';
import { runs } from '../helpers/runs.js';
import { expectLegalOrRejected, untrustedMoveArb } from '../helpers/untrusted.js';
import { VARIANTS, deepFreeze } from './fixtures.js';
import { CODE_SPACE, isLegalCode } from '../../src/tessera/rules/moves.js';

/** Every random game must end well within this many moves. */
const MOVE_LIMIT = 3000;

/**
 * Whole random games from the package's own arbitraries: 2 to 4 players, any seed and starting seat, and
 * every rule combination (rulings T19, T20), each played to its end.
 */
const gameArb = tesseraArbitraries.record(MOVE_LIMIT);

type Game = GameRecord<TesseraOptions>;

/** The game's first state. */
const start = (game: Game): TesseraState => unwrap(setup(game.options));

/** Replays a generated game, checking that it ended, and keeps each step. */
const randomGame = (game: Game): Step<TesseraState, TesseraMove, TesseraEvent>[] => stepsOfRecord(tessera, game);

/** Whether a game plays with the Wild Shards, and on which wall. */
const wildsOf = (game: Game): boolean => game.options.wilds !== false;
const wallOf = (game: Game): string => game.options.wall ?? 'printed';

describe('random games (2–4 players, every rule combination)', () => {
  test('invariants hold after every move, and every game terminates', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        for (const { after } of randomGame(game)) {
          expect(findBrokenInvariant(after)).toBeNull();
          expect(countAllTiles(after)).toEqual([20, 20, 20, 20, 20, wildsOf(game) ? 10 : 0]);
          const markers = after.boards.flatMap((board) => board.floor).filter((item) => item === 6).length;
          expect(markers).toBeLessThanOrEqual(1);
          if (markers === 1) expect(after.markerHolder).not.toBeNull();
          for (const board of after.boards) {
            expect(board.score).toBeGreaterThanOrEqual(0);
            for (let row = 0; row < 5; row++) {
              const cells = board.wall[row]!;
              cells.forEach((cell, column) => {
                if (cell !== null && cell !== WILD && wallOf(game) === 'printed') expect(cell).toBe(wallColourAt(row, column));
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
      { numRuns: runs(36) },
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
      { numRuns: runs(24) },
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
      { numRuns: runs(9) },
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
      { numRuns: runs(18) },
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
      { numRuns: runs(18) },
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
          { numRuns: runs(60) },
        );
      }),
      { numRuns: runs(18) },
    );
  });

  test('a finished game rejects every move', () => {
    const steps = randomGame(fixedRecord(tessera, { players: 2, seed: 'over', ...VARIANTS[0]! }, 7, MOVE_LIMIT));
    const over = deepFreeze(steps.at(-1)!.after);
    for (const { move } of steps.slice(-5)) {
      const result = applyMove(over, move);
      expect(!result.ok && result.error.code).toBe('game-over');
    }
  });
});

describe('checking one code', () => {
  test('a code is legal alone exactly when the move generator lists it, for every code of every position of random games', () => {
    const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
    fc.assert(
      fc.property(gameArb, (game) => {
        const steps = randomGame(game);
        for (const state of [start(game), ...steps.map((step) => step.after)]) {
          const listed = new Set(codes.subarray(0, fast.fillLegalMoveCodes(fast.fromState(state), codes)));
          const disagreements = [-1, 0.5, ...Array.from({ length: CODE_SPACE + 1 }, (_, code) => code)].filter(
            (code) => isLegalCode(state, code) !== listed.has(code),
          );
          expect(disagreements).toEqual([]);
        }
      }),
      { numRuns: runs(30) },
    );
  });
});

describe('the fast simulation path', () => {
  test('its setup gives the simulator that copying setup’s state gives, or the same error, and shares nothing', () => {
    fc.assert(
      fc.property(fc.oneof(tesseraArbitraries.options(), fc.anything()), (options) => {
        expectFastSetupToAgree(options as never, fast, setup);
      }),
      { numRuns: runs(300) },
    );
  });

  test('agrees with the immutable API after every move', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        expectFastPathToAgree(randomGame(game), fast, legalMoves);
      }),
      { numRuns: runs(30) },
    );
  });

  test('a playout from any state ends the game and leaves the source state alone', () => {
    fc.assert(
      fc.property(tesseraArbitraries.stateWithLegalMove(60), fc.nat(), ({ state }, choices) => {
        expectPlayoutToEndAndLeaveItsSource(state, choices, fast, findBrokenInvariant);
      }),
      { numRuns: runs(60) },
    );
  });

  test('a playout draws uniformly among the legal moves: at every move, the very move that listing them all and picking one at random would play', () => {
    fc.assert(
      fc.property(tesseraArbitraries.stateWithLegalMove(60), fc.nat(), ({ state }, choices) => {
        const drawn = fast.fromState(state);
        const drawnRng = [...seedRng(choices)] as MutableRngState;
        const listed = fast.fromState(state);
        const listedRng = [...seedRng(choices)] as MutableRngState;
        const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
        let moves = 0;
        for (let count = fast.fillLegalMoveCodes(listed, codes); count > 0; count = fast.fillLegalMoveCodes(listed, codes)) {
          fast.playCode(listed, codes[randomIntInPlace(listedRng, count)]!);
          moves++;
        }
        expect(fast.playout(drawn, drawnRng)).toBe(moves);
        expect(fast.toState(drawn)).toEqual(fast.toState(listed));
        expect(drawnRng).toEqual(listedRng);
      }),
      { numRuns: runs(90) },
    );
  });
});
