/**
 * Model-based testing of a front-end's store against the engine, built on `fc.commands`: random sequences of
 * plays (and undos, when the store has them) run on the store and on the engine side by side, and after each
 * command the store must hold exactly the engine's state.
 *
 * @module
 */
import fc from 'fast-check';
import { copyJson } from '../core/copy.js';
import { checkedReturn, type ReturnedState } from './store-difference.js';
import { readOwnOptions } from '../core/options.js';
import { unwrap } from '../core/result.js';
import type { ArbitraryGame } from './arbitraries.js';
import { checkedWholeNumber } from './whole-number.js';

/**
 * The store a front-end wants to test: it plays moves and says what state it holds.
 *
 * @example
 * ```ts
 * import { checkStoreAgainstEngine, tesseraOptions, type StoreUnderTest } from 'tessera-engine/testing';
 * import { tessera, unwrap, type TesseraMove, type TesseraState } from 'tessera-engine/tessera';
 *
 * // A front-end's store with undo, kept as a stack of states: the check plays and undoes at random.
 * function stackStore(initial: TesseraState): StoreUnderTest<TesseraState, TesseraMove> {
 *   const states = [initial];
 *   return {
 *     play: (move) => void states.push(unwrap(tessera.applyMove(states.at(-1)!, move)).state),
 *     current: () => states.at(-1)!,
 *     undo: () => void (states.length > 1 && states.pop()),
 *   };
 * }
 * checkStoreAgainstEngine(tessera, tesseraOptions(), stackStore, { runs: 10, seed: 1 });
 * console.log('the store agrees with the engine'); // => the store agrees with the engine
 * ```
 */
export interface StoreUnderTest<State, Move> {
  /** Plays a legal move. */
  play(move: Move): void;
  /** The state the store holds now. */
  current(): State;
  /** Undoes the last move, when the store offers undo; the check then tries undos too. */
  undo?(): void;
}

/**
 * Options of {@link checkStoreAgainstEngine}.
 *
 * @example
 * ```ts
 * import { checkStoreAgainstEngine, tesserisOptions, type StoreCheckOptions } from 'tessera-engine/testing';
 * import { tesseris, unwrap, type TesserisState } from 'tessera-engine/tesseris';
 *
 * // A quick run for every commit (a nightly job might ask { runs: 500, maxCommands: 200 }); the seed replays a failure.
 * const check: StoreCheckOptions = { runs: 5, maxCommands: 30, seed: 42 };
 * const store = (initial: TesserisState) => {
 *   let state = initial;
 *   return { play: (move: unknown) => void (state = unwrap(tesseris.applyMove(state, move)).state), current: () => state };
 * };
 * checkStoreAgainstEngine(tesseris, tesserisOptions(), store, check);
 * console.log('no difference in', check.runs, 'runs'); // => no difference in 5 runs
 * ```
 */
export interface StoreCheckOptions {
  /** How many random command sequences to run (fast-check's `numRuns`), from 1 to 100,000. Default 50. */
  readonly runs?: number;
  /** The most commands in a sequence, from 1 to 10,000. Default 60. */
  readonly maxCommands?: number;
  /** fast-check's seed, a whole number, to replay a failure. */
  readonly seed?: number;
}

/** The most runs, and the most commands in a sequence, that a check may ask for. */
const MAX_RUNS = 100_000;
const MAX_COMMANDS = 10_000;

/** The check's own options, or what is wrong with them: a proxy whose traps throw is named, not rethrown. */
function readCheckOptions(check: unknown): ReturnType<typeof readOwnOptions> {
  try {
    return readOwnOptions(check, ['runs', 'maxCommands', 'seed'], 'check', 'check: expected an object of options, such as { runs: 50 }');
  } catch {
    return 'check: expected an object of options whose keys can be read without an exception';
  }
}

/**
 * The check's options, read: a check that would run nothing (no run, or sequences of no command) is a mistake of
 * the test, and so is a misspelt option, which would be ignored. Throws a `RangeError` that says what is wrong, as
 * the arbitraries do for a bad `maxMoves`.
 */
function readStoreCheck(check: unknown): { readonly runs: number; readonly maxCommands: number; readonly seed: number | undefined } {
  if (check === undefined) return { runs: 50, maxCommands: 60, seed: undefined };
  const own = readCheckOptions(check);
  if (typeof own === 'string') throw new RangeError(own);
  const { runs = 50, maxCommands = 60, seed } = own;
  return {
    runs: checkedWholeNumber(runs, 'check.runs', 1, MAX_RUNS),
    maxCommands: checkedWholeNumber(maxCommands, 'check.maxCommands', 1, MAX_COMMANDS),
    seed: seed === undefined ? undefined : checkedWholeNumber(seed, 'check.seed'),
  };
}

/** The engine's side of the check: the states played so far, and whether the store can undo. */
interface Model<State> {
  states: State[];
  readonly undoable: boolean;
  /** The state the store returned after the last command, which it must not change since. */
  returned?: ReturnedState;
}

class PlayCommand<State, Move> implements fc.Command<Model<State>, StoreUnderTest<State, Move>> {
  constructor(
    private readonly game: ArbitraryGame<State, Move, unknown>,
    private readonly pick: number,
  ) {}

  check(model: Readonly<Model<State>>): boolean {
    return this.game.outcome(model.states[model.states.length - 1]!) === null;
  }

  run(model: Model<State>, store: StoreUnderTest<State, Move>): void {
    const state = model.states[model.states.length - 1]!;
    const legal = this.game.legalMoves(state);
    const move = legal[this.pick % legal.length]!;
    model.states.push(unwrap(this.game.applyMove(state, move)).state);
    store.play(move);
    model.returned = checkedReturn(model.returned, store.current(), model.states[model.states.length - 1]!, `after ${this.game.formatMove(move)}`);
  }

  toString(): string {
    return `play(${this.pick})`;
  }
}

class UndoCommand<State, Move> implements fc.Command<Model<State>, StoreUnderTest<State, Move>> {
  check(model: Readonly<Model<State>>): boolean {
    return model.undoable && model.states.length > 1;
  }

  run(model: Model<State>, store: StoreUnderTest<State, Move>): void {
    model.states.pop();
    store.undo!();
    model.returned = checkedReturn(model.returned, store.current(), model.states[model.states.length - 1]!, 'after an undo');
  }

  toString(): string {
    return 'undo';
  }
}

/**
 * Checks a store against the engine with random command sequences: plays of legal moves, and undos when the
 * store has `undo`. It throws fast-check's report (with a seed, the shrunk sequence and what differed) when
 * the store ever holds another state than the engine.
 *
 * @param game - the game's module.
 * @param options - an arbitrary of setup options, such as `tesseraOptions()`.
 * @param makeStore - a fresh store that starts from the given state.
 * @param check - how many runs, how long, and fast-check's seed.
 * @throws the report of fast-check when the store differs from the engine; and, at once, a `RangeError` that
 *   says what is wrong for options that would check nothing or could be a typo (`runs` or `maxCommands` that is
 *   no whole number from 1 to its most, as `Number(process.env.RUNS)` gives `NaN` when the variable is unset; a
 *   seed that is no whole number; a key that is no option; an object whose keys cannot be read, as a revoked
 *   proxy's).
 *
 * @example
 * ```ts
 * import { checkStoreAgainstEngine, tesseraOptions } from 'tessera-engine/testing';
 * import { tessera, unwrap, type TesseraState } from 'tessera-engine/tessera';
 *
 * // A store that forgets to undo: the check finds it and throws fast-check's report.
 * const forgetful = (initial: TesseraState) => {
 *   let game = initial;
 *   return {
 *     play: (move: unknown) => void (game = unwrap(tessera.applyMove(game, move)).state),
 *     current: () => game,
 *     undo: () => undefined,
 *   };
 * };
 * let report = 'no difference found';
 * try {
 *   checkStoreAgainstEngine(tessera, tesseraOptions(), forgetful, { runs: 20, seed: 1 });
 * } catch (error) {
 *   report = (error as Error).message; // the seed, the shrunk commands, and what differed
 * }
 * console.log(report.includes("the store's state differs from the engine's after an undo")); // => true
 * ```
 */
export function checkStoreAgainstEngine<State, Move, Options>(
  game: ArbitraryGame<State, Move, Options>,
  options: fc.Arbitrary<Options>,
  makeStore: (initial: State) => StoreUnderTest<State, Move>,
  check?: StoreCheckOptions,
): void {
  const { runs, maxCommands, seed } = readStoreCheck(check);
  const anyGame = game as unknown as ArbitraryGame<State, Move, unknown>;
  const commands = [fc.nat().map((pick) => new PlayCommand<State, Move>(anyGame, pick)), fc.constant(new UndoCommand<State, Move>())];
  // size 'max': without it, fast-check's default size caps a sequence at about 10 commands, whatever maxCommands.
  fc.assert(
    fc.property(options, fc.commands(commands, { maxCommands, size: 'max' }), (option, sequence) => {
      const initial = unwrap(game.setup(option));
      // The store's own copy: a store that changed the state it was given must not change the engine's too.
      const store = makeStore(copyJson(initial));
      // A store without undo: the undo commands are skipped (their check fails), so its runs play on.
      fc.modelRun(() => ({ model: { states: [initial], undoable: store.undo !== undefined }, real: store }), sequence);
    }),
    { numRuns: runs, includeErrorInReport: true, ...(seed === undefined ? {} : { seed }) },
  );
}
