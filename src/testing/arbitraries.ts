/**
 * Arbitraries for any game of the package, from its module and an arbitrary of its options.
 *
 * @module
 */
import fc from 'fast-check';
import type { BaseOutcome, GameModule } from '../core/game.js';
import { copyJson } from '../core/copy.js';
import { MAX_RECORD_MOVES, type GameRecord } from '../core/record.js';
import { playChosenMoves } from './chosen-moves.js';
import { checkedWholeNumber } from './whole-number.js';

/**
 * What the arbitraries need of a game: its module.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { arbitrariesOf, type ArbitraryGame } from 'tessera-engine/testing';
 * import { tessera } from 'tessera-engine';
 *
 * // A property of one's own for any game: every reachable state survives a JSON round trip.
 * function roundTrips<State, Move, Options>(game: ArbitraryGame<State, Move, Options>, options: fc.Arbitrary<Options>): boolean {
 *   const property = fc.property(arbitrariesOf(game, options).state(60), (state) => game.loadState(JSON.parse(JSON.stringify(state))).ok);
 *   return fc.check(property, { numRuns: 20, seed: 1 }).failed === false;
 * }
 * console.log(roundTrips(tessera, fc.record({ players: fc.integer({ min: 2, max: 4 }), seed: fc.integer() }))); // => true
 * ```
 */
export type ArbitraryGame<State, Move, Options> = GameModule<State, Move, Options, unknown, unknown, BaseOutcome, string, string>;

/**
 * A state and one of its legal moves.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { tesserisArbitraries, type StateWithMove } from 'tessera-engine/testing';
 * import { applyMove, type TesserisMove, type TesserisState } from 'tessera-engine/tesseris';
 *
 * // A legal move never changes the state it is played from.
 * const untouched = ({ state, move }: StateWithMove<TesserisState, TesserisMove>) => {
 *   const before = JSON.stringify(state);
 *   return applyMove(state, move).ok && JSON.stringify(state) === before;
 * };
 * console.log(fc.check(fc.property(tesserisArbitraries.stateWithLegalMove(80), untouched), { numRuns: 20, seed: 1 }).failed); // => false
 * ```
 */
export interface StateWithMove<State, Move> {
  /** A reachable state that is not over. */
  readonly state: State;
  /** One of its legal moves. */
  readonly move: Move;
}

/**
 * The arbitraries of one game. A `maxMoves` must be a whole number from 0 to `MAX_RECORD_MOVES` (100,000, the
 * most moves a record holds); another value throws a `RangeError` that says so when the arbitrary is built, as
 * fast-check's own arbitraries throw for constraints they cannot meet.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { tesseraArbitraries, tesserisArbitraries, type GameArbitraries } from 'tessera-engine/testing';
 *
 * // A test suite that runs the same property for each game: every record of a game names its game.
 * const games: Record<string, GameArbitraries<unknown, unknown, unknown>> = { tessera: tesseraArbitraries, tesseris: tesserisArbitraries };
 * for (const [name, arbitraries] of Object.entries(games)) {
 *   fc.assert(fc.property(arbitraries.record(40), (record) => record.game === name), { numRuns: 10 });
 * }
 * console.log(Object.keys(games)); // => [ 'tessera', 'tesseris' ]
 * ```
 */
export interface GameArbitraries<State, Move, Options> {
  /**
   * Valid setup options.
   *
   * @example
   * ```ts
   * import fc from 'fast-check';
   * import { tesserisArbitraries } from 'tessera-engine/testing';
   * import { setup } from 'tessera-engine/tesseris';
   *
   * fc.assert(fc.property(tesserisArbitraries.options(), (options) => setup(options).ok), { numRuns: 50 });
   * console.log('every generated option set is accepted'); // => every generated option set is accepted
   * ```
   */
  options(): fc.Arbitrary<Options>;
  /**
   * Reachable states: a setup, then up to `maxMoves` random legal moves (default 200); some are over.
   *
   * @example
   * ```ts
   * import fc from 'fast-check';
   * import { tesseraArbitraries } from 'tessera-engine/testing';
   * import { countAllTiles, totalCount } from 'tessera-engine/tessera';
   *
   * // Tiles are conserved in every reachable state.
   * fc.assert(fc.property(tesseraArbitraries.state(100), (state) => totalCount(countAllTiles(state)) === (state.rules.wilds ? 110 : 100)), { numRuns: 30 });
   * console.log('conserved'); // => conserved
   * ```
   */
  state(maxMoves?: number): fc.Arbitrary<State>;
  /**
   * A reachable state that is not over, with one of its legal moves.
   *
   * @example
   * ```ts
   * import fc from 'fast-check';
   * import { tesseraArbitraries } from 'tessera-engine/testing';
   * import { applyMove } from 'tessera-engine/tessera';
   *
   * fc.assert(fc.property(tesseraArbitraries.stateWithLegalMove(100), ({ state, move }) => applyMove(state, move).ok), { numRuns: 30 });
   * console.log('every legal move applies'); // => every legal move applies
   * ```
   */
  stateWithLegalMove(maxMoves?: number): fc.Arbitrary<StateWithMove<State, Move>>;
  /**
   * Moves that are not moves: wrong shapes, wrong types, unknown keys, and legal moves with a key broken.
   *
   * @example
   * ```ts
   * import fc from 'fast-check';
   * import { tesseraArbitraries } from 'tessera-engine/testing';
   * import { applyMove } from 'tessera-engine/tessera';
   *
   * const { state, malformedMove } = tesseraArbitraries;
   * fc.assert(
   *   fc.property(state(50), malformedMove(), (position, move) => {
   *     const before = JSON.stringify(position);
   *     return !applyMove(position, move).ok && JSON.stringify(position) === before;
   *   }),
   *   { numRuns: 30 },
   * );
   * console.log('refused, nothing changed'); // => refused, nothing changed
   * ```
   */
  malformedMove(): fc.Arbitrary<unknown>;
  /**
   * Whole games as records (options with their seed, and every move), played to their end or `maxMoves`. A
   * failing record shrinks toward simpler options and picks, and toward fewer moves: the shortest start of the
   * game that still fails.
   *
   * @example
   * ```ts
   * import fc from 'fast-check';
   * import { tesserisArbitraries } from 'tessera-engine/testing';
   * import { replayRecord } from 'tessera-engine';
   * import { tesseris } from 'tessera-engine/tesseris';
   *
   * fc.assert(fc.property(tesserisArbitraries.record(100), (record) => replayRecord(tesseris, JSON.stringify(record)).ok), { numRuns: 20 });
   * console.log('every record replays'); // => every record replays
   * ```
   */
  record(maxMoves?: number): fc.Arbitrary<GameRecord<Options>>;
}

/**
 * A `maxMoves` argument, checked: fast-check would refuse a negative or fractional one with a message about its
 * own `fc.integer`, and take a huge one, more moves than a record holds.
 *
 * @param maxMoves - the test's value.
 */
const checkedMaxMoves = (maxMoves: number): number => checkedWholeNumber(maxMoves, 'maxMoves', 0, MAX_RECORD_MOVES);

/**
 * How many moves of a record to keep: always `most` as generated, so that records are whole games; when a property
 * fails, it shrinks toward 0 as an integer does, so that the counterexample is the shortest start of the game that
 * still fails.
 *
 * @param most - the record's length.
 */
function movesKept(most: number): fc.Arbitrary<number> {
  const counts = fc.integer({ min: 0, max: most });
  // Defined here, not at the module's top, so that a bundle that imports the subpath for nothing keeps nothing.
  class WholeThenShorter extends fc.Arbitrary<number> {
    generate(): fc.Value<number> {
      return new fc.Value(most, undefined);
    }
    canShrinkWithoutContext(value: unknown): value is number {
      return counts.canShrinkWithoutContext(value);
    }
    shrink(value: number, context: unknown): fc.Stream<fc.Value<number>> {
      return counts.shrink(value, context);
    }
  }
  return new WholeThenShorter();
}

/**
 * Gives a generated value its own copy in every run and shrink candidate: fast-check hands one generated value to
 * every candidate that keeps it, and code under test that writes into its input (the bug many properties look for)
 * would give the next candidates values no game reaches.
 *
 * @param value - a value the arbitrary made, plain JSON.
 */
function copiedPerRun<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null) {
    Object.defineProperty(value, fc.cloneMethod, { value: () => copiedPerRun(copyJson(value)), enumerable: false });
  }
  return value;
}

/** Options with a seed (without, the setup draws one that fast-check would not replay nor a record keep). */
function withSeed<Options>(option: Options, seed: number): Options {
  if (typeof option !== 'object' || option === null || Array.isArray(option) || Object.hasOwn(option, 'seed')) return option;
  return { ...option, seed };
}

/**
 * The game played by a test's picks, for the arbitraries: an error names the options that the setup refused,
 * which only a test's own options arbitrary can give.
 */
function playedBy<State, Move, Options>(game: ArbitraryGame<State, Move, Options>, option: Options, picks: readonly number[]) {
  const played = playChosenMoves(game, option, picks);
  if (!played.ok) {
    throw new RangeError(`arbitrariesOf: the options arbitrary gave options that the setup refuses, ${JSON.stringify(option)}: ${played.error.message}`);
  }
  return played.value;
}

/**
 * The arbitraries of a game.
 *
 * @param game - the game's module.
 * @param options - an arbitrary of its valid options. Options without a seed get one from fast-check, so that its
 *   seed replays them and records keep it. Options the setup refuses are a mistake of the test itself: the
 *   arbitrary throws a `RangeError` that names them and the setup's error.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { arbitrariesOf } from 'tessera-engine/testing';
 * import { tessera } from 'tessera-engine/tessera';
 *
 * // Arbitraries for two-player games on the grey wall only.
 * const greyDuels = arbitrariesOf(tessera, fc.record({ players: fc.constant(2), seed: fc.integer(), wall: fc.constant('grey' as const) }));
 * fc.assert(fc.property(greyDuels.state(30), (state) => state.rules.wall === 'grey'), { numRuns: 20 });
 * console.log('checked'); // => checked
 * ```
 */
export function arbitrariesOf<State, Move, Options>(
  game: ArbitraryGame<State, Move, Options>,
  options: fc.Arbitrary<Options>,
): GameArbitraries<State, Move, Options> {
  // size 'max': without it, fast-check's default size caps an array at about 10 values, whatever its maxLength.
  const seeded = fc.tuple(options, fc.integer()).map(([option, seed]) => withSeed(option, seed));
  const played = (maxMoves: number) =>
    fc
      .tuple(seeded, fc.array(fc.nat(), { maxLength: checkedMaxMoves(maxMoves), size: 'max' }))
      .map(([option, picks]) => ({ option, picks, ...playedBy(game, option, picks) }));
  return {
    options: () => options,
    state: (maxMoves = 200) => played(maxMoves).map(({ state }) => copiedPerRun(state)),
    stateWithLegalMove: (maxMoves = 200) =>
      fc.tuple(played(maxMoves), fc.nat()).map(([{ option, picks, state, moves }, pick]) => {
        // A game played to its end is taken one move back, where it was not over: a filter would retry for ever
        // with a module of the caller's own whose every state is over.
        const open = game.outcome(state) === null ? state : playedBy(game, option, picks.slice(0, Math.max(0, moves.length - 1))).state;
        const legal = game.outcome(open) === null ? game.legalMoves(open) : [];
        if (legal.length === 0) throw new RangeError(`arbitrariesOf: the game ${game.name} has no state that is not over with a legal move`);
        return copiedPerRun({ state: copyJson(open), move: legal[pick % legal.length]! });
      }),
    malformedMove: () =>
      fc.oneof(
        fc.oneof(fc.constant(null), fc.constant(undefined), fc.integer(), fc.string(), fc.boolean(), fc.array(fc.anything(), { maxLength: 3 })),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 4 }),
        fc.tuple(played(20), fc.nat(), fc.string({ minLength: 1, maxLength: 8 })).map(([{ state }, pick, key]) => {
          const legal = game.legalMoves(state);
          const move = (legal[pick % Math.max(1, legal.length)] ?? { type: 'none', player: 0 }) as Record<string, unknown>;
          // A key misspelt: the real key is gone and an unknown one is there.
          const keys = Object.keys(move).filter((name) => name !== 'type');
          const broken: Record<string, unknown> = { ...move };
          const victim = keys[pick % keys.length]!;
          broken[`${victim}${key}`] = broken[victim];
          Reflect.deleteProperty(broken, victim);
          return broken;
        }),
      ),
    record: (maxMoves = 400) => {
      const length = checkedMaxMoves(maxMoves);
      // The moves kept shrink first: fast-check shrinks a tuple's parts in order, and options or picks shrunk
      // first made another game, failing late, whose counterexample was nearly the whole record.
      return fc.tuple(movesKept(length), seeded, fc.array(fc.nat(), { minLength: length, maxLength: length })).map(([kept, option, picks]) =>
        copiedPerRun({
          game: game.name,
          options: copyJson(option),
          moves: playedBy(game, option, picks.slice(0, kept)).moves.map((move) => game.formatMove(move)),
        }),
      );
    },
  };
}
