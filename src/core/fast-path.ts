/**
 * The fast simulation path's contract: what bots and search get from every game to simulate it in place,
 * with moves as integer codes.
 *
 * @module
 */
import type { Result } from './result.js';
import type { MutableRngState } from './rng.js';

/**
 * The fast simulation path of a game, for bots and search: a state that its holder owns and changes in
 * place, moves as integer codes written into the caller's buffer, and nothing allocated per move. It drives
 * the very same `play` as the immutable API, so the two cannot disagree.
 *
 * Its functions trust their caller: a code must come from {@link FastPath.fillLegalMoveCodes} for the
 * simulator's current state. Use the immutable API for untrusted input.
 *
 * **Editing a simulator.** A simulator is the game's plain state, which its holder may read and change. A game
 * may keep private caches beside the simulators this path makes (never in them: their JSON, structured
 * clones and keys are the state's), which only these functions keep up to date. After changing a simulator
 * in place by other means, make a new one with {@link FastPath.fromState} from it before asking anything
 * else: Tessera keeps the grey wall's geometry this way.
 *
 * **Search must not peek.** A simulator made from a full state holds the game's secrets. Search from
 * {@link FastPath.fromView} and call {@link FastPath.determinize} before each playout.
 *
 * @typeParam State - the game's state.
 * @typeParam View - the game's player view.
 * @typeParam Move - the game's move.
 * @typeParam Simulator - the simulator: a state its holder owns.
 * @typeParam Options - the game's setup options.
 * @typeParam Code - the game's error codes.
 *
 * @example
 * ```ts
 * import { Tessera, Tesseris, seedRng, unwrap, type MutableRngState } from 'tessera-engine';
 * import type { FastPath } from 'tessera-engine/tessera';
 *
 * // A measurement for any game: the mean length of random games from a setup, on the fast path.
 * function meanGameLength<Simulator, Options>(fast: FastPath<unknown, unknown, unknown, Simulator, Options>, options: Options, games: number): number {
 *   const rng: MutableRngState = [...seedRng('lengths')];
 *   let moves = 0;
 *   for (let game = 0; game < games; game++) moves += fast.playout(unwrap(fast.setup(options)), rng);
 *   return moves / games;
 * }
 * console.log(meanGameLength(Tessera.fast, { players: 2, seed: 1 }, 20), meanGameLength(Tesseris.fast, { players: 2, seed: 1, rounds: 1 }, 20)); // => 74.65 575.4
 * ```
 */
export interface FastPath<State, View, Move, Simulator, Options = unknown, Code extends string = string> {
  /** The size of a buffer that can hold every legal move's code. */
  readonly MAX_LEGAL_MOVES: number;
  /**
   * Starts a game straight into a simulator: the same simulator as `fromState(setup(options))`, without
   * copying the first state. The options are checked as `setup` checks them, so bad ones get the same typed
   * error, never an exception.
   *
   * @example
   * ```ts
   * import { fast, seedRng, tessera, unwrap, type MutableRngState } from 'tessera-engine/tessera';
   *
   * const simulator = unwrap(fast.setup({ players: 2, seed: 5 }));
   * console.log(JSON.stringify(simulator) === JSON.stringify(unwrap(tessera.setup({ players: 2, seed: 5 })))); // => true
   * fast.playout(simulator, [...seedRng('playout')] as MutableRngState);
   * console.log(fast.isOver(simulator), fast.setup({ players: 9 }).ok); // => true false
   * ```
   */
  setup(options: Options): Result<Simulator, Code>;
  /**
   * Makes a simulator from any state, which is copied and never changed.
   *
   * @example
   * ```ts
   * import { fast, seedRng, tessera, unwrap, type MutableRngState } from 'tessera-engine/tessera';
   *
   * const state = unwrap(tessera.setup({ players: 2, seed: 5 }));
   * const simulator = fast.fromState(state);
   * fast.playout(simulator, [...seedRng('playout')] as MutableRngState);
   * console.log(fast.isOver(simulator), tessera.outcome(state)); // => true null
   * ```
   */
  fromState(state: State): Simulator;
  /**
   * Makes a simulator from a player's view alone: one world, drawn with the searcher's `rng`, that agrees
   * with everything the player sees. Unlike the other functions here, it trusts nothing: the view is read
   * and checked as a bot reads it, so a hostile or inconsistent one (a throwing getter, parts that disagree,
   * knowledge that contradicts the table) gets an `invalid-view` error, and a generator that is not four
   * 32-bit words an `invalid-rng` error, never an exception.
   *
   * @example
   * ```ts
   * import { fast, seedRng, tessera, unwrap, type MutableRngState } from 'tessera-engine/tessera';
   *
   * const state = unwrap(tessera.setup({ players: 2, seed: 5 }));
   * const world = unwrap(fast.fromView(unwrap(tessera.playerView(state, 0)), [...seedRng('search')] as MutableRngState));
   * // The world agrees with what seat 0 sees, but its bag's future is the searcher's own draw.
   * console.log(JSON.stringify(world.displays) === JSON.stringify(state.displays)); // => true
   * console.log(fast.fromView({ viewer: 0 } as never, [...seedRng('search')] as MutableRngState).ok); // => false
   * ```
   */
  fromView(view: View, rng: MutableRngState): Result<Simulator, 'invalid-view' | 'invalid-rng'>;
  /**
   * Hands back a normal immutable state: a copy that later simulator moves do not touch.
   *
   * @example
   * ```ts
   * import { fast, tessera, unwrap } from 'tessera-engine/tessera';
   *
   * const simulator = fast.fromState(unwrap(tessera.setup({ players: 2, seed: 5 })));
   * const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
   * fast.fillLegalMoveCodes(simulator, codes);
   * fast.playCode(simulator, codes[0]!);
   * const state = fast.toState(simulator);
   * console.log(tessera.loadState(JSON.parse(JSON.stringify(state))).ok, tessera.currentPlayer(state)); // => true 1
   * ```
   */
  toState(simulator: Simulator): State;
  /**
   * Copies a simulator, for example to explore a branch in a tree search.
   *
   * @example
   * ```ts
   * import { fast, tessera, unwrap } from 'tessera-engine/tessera';
   *
   * const root = fast.fromState(unwrap(tessera.setup({ players: 2, seed: 5 })));
   * const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
   * fast.fillLegalMoveCodes(root, codes);
   * const branch = fast.clone(root);
   * fast.playCode(branch, codes[0]!);
   * console.log(root.turn, branch.turn); // => 0 1
   * ```
   */
  clone(simulator: Simulator): Simulator;
  /**
   * Re-draws, in place and from the searcher's `rng`, everything the seat to act cannot know, and keeps
   * everything that seat sees: its view and its legal moves are unchanged.
   *
   * @example
   * ```ts
   * import { fast, seedRng, tessera, unwrap, type MutableRngState } from 'tessera-engine/tessera';
   *
   * const rng = [...seedRng('search')] as MutableRngState;
   * const world = unwrap(fast.fromView(unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 5 })), 0)), rng));
   * const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
   * const before = fast.fillLegalMoveCodes(world, codes);
   * fast.determinize(world, rng); // a new hidden future; what the seat to act sees is kept
   * console.log(fast.fillLegalMoveCodes(world, codes) === before); // => true
   * ```
   */
  determinize(simulator: Simulator, rng: MutableRngState): void;
  /**
   * Writes the codes of the legal moves into `out` and returns how many; none once the game is over.
   *
   * @example
   * ```ts
   * import { fast, tessera, unwrap } from 'tessera-engine/tessera';
   *
   * const state = unwrap(tessera.setup({ players: 2, seed: 5 }));
   * const codes = new Int32Array(fast.MAX_LEGAL_MOVES); // allocate once, reuse for every call
   * const count = fast.fillLegalMoveCodes(fast.fromState(state), codes);
   * console.log(count === tessera.legalMoves(state).length); // => true
   * ```
   */
  fillLegalMoveCodes(simulator: Simulator, out: Int32Array): number;
  /**
   * The public move a legal code stands for in the simulator's current state.
   *
   * @example
   * ```ts
   * import { fast, tessera, unwrap } from 'tessera-engine/tessera';
   *
   * const simulator = fast.fromState(unwrap(tessera.setup({ players: 2, seed: 5 })));
   * const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
   * fast.fillLegalMoveCodes(simulator, codes);
   * console.log(fast.decodeMove(simulator, codes[0]!).type); // => draft
   * ```
   */
  decodeMove(simulator: Simulator, code: number): Move;
  /**
   * Plays a legal code in place.
   *
   * @example
   * ```ts
   * import { fast, tessera, unwrap } from 'tessera-engine/tessera';
   *
   * const simulator = fast.fromState(unwrap(tessera.setup({ players: 2, seed: 5 })));
   * const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
   * let moves = 0;
   * while (!fast.isOver(simulator)) {
   *   fast.fillLegalMoveCodes(simulator, codes);
   *   fast.playCode(simulator, codes[0]!); // always the first legal move
   *   moves++;
   * }
   * console.log(moves > 0, simulator.phase); // => true over
   * ```
   */
  playCode(simulator: Simulator, code: number): void;
  /**
   * Tells whether the simulated game is over: no legal move is left.
   *
   * @example
   * ```ts
   * import { fast, tessera, unwrap } from 'tessera-engine/tessera';
   *
   * console.log(fast.isOver(fast.fromState(unwrap(tessera.setup({ players: 2, seed: 5 }))))); // => false
   * ```
   */
  isOver(simulator: Simulator): boolean;
  /**
   * Plays uniformly random legal moves in place until the game is over; returns the number played.
   *
   * @example
   * ```ts
   * import { fast, seedRng, tessera, unwrap, type MutableRngState } from 'tessera-engine/tessera';
   *
   * const simulator = fast.fromState(unwrap(tessera.setup({ players: 3, seed: 5 })));
   * const played = fast.playout(simulator, [...seedRng('rollout')] as MutableRngState);
   * console.log(played > 0, fast.isOver(simulator)); // => true true
   * ```
   */
  playout(simulator: Simulator, rng: MutableRngState): number;
}
