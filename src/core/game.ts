/**
 * The shape that every game module of this package has, so that one piece of front-end, server or bot code
 * can drive any of them.
 *
 * @module
 */
import type { Result } from './result.js';

/**
 * What one step of a game produced: the next state, and the events that happened, in order, for a
 * front-end to animate. Like xstate's `transition`, computing it changes nothing.
 *
 * @typeParam State - the game's state.
 * @typeParam Event - the game's event union.
 *
 * @example
 * ```ts
 * import { applyMove, describeEvent, legalMoves, setup, unwrap, type TesseraEvent, type TesseraState, type Transition } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const step: Transition<TesseraState, TesseraEvent> = unwrap(applyMove(state, legalMoves(state)[0]));
 * // The events, in order, for a front-end to animate; the state it was computed from is unchanged.
 * console.log(step.events.map((event) => describeEvent(event))); // => [ 'Seat 1 takes 1 blue tile from display 1', 'The rest of display 1 goes to the centre: 1 yellow tile, 1 red tile, 1 wild tile', '1 blue tile goes to line 1' ]
 * console.log(state.turn, step.state.turn); // => 0 1
 * ```
 */
export interface Transition<State, Event> {
  /** The state after the move. The input state is left untouched; unchanged parts are shared with it. */
  readonly state: State;
  /** What happened, in order. */
  readonly events: readonly Event[];
}

/**
 * The part of a finished game's result that every game reports.
 *
 * @example
 * ```ts
 * import { Tessera, seedRng, tessera, unwrap, type BaseOutcome, type MutableRngState } from 'tessera-engine';
 *
 * // A result line that any game's outcome can fill.
 * const resultLine = ({ scores, winners }: BaseOutcome) =>
 *   `${winners.map((seat) => `Seat ${seat + 1}`).join(' and ')} ${winners.length > 1 ? 'share' : 'wins'}, with ${scores[winners[0]!]} points`;
 * const simulator = unwrap(Tessera.fast.setup({ players: 2, seed: 8 }));
 * Tessera.fast.playout(simulator, [...seedRng('random game')] as MutableRngState);
 * console.log(resultLine(tessera.outcome(Tessera.fast.toState(simulator))!)); // => Seat 1 wins, with 2 points
 * ```
 */
export interface BaseOutcome {
  /** Each seat's final score, indexed by seat. */
  readonly scores: readonly number[];
  /** The winning seats, in seat order. More than one seat means a shared win. */
  readonly winners: readonly number[];
}

/**
 * The operations every game module offers. Each is pure: states and moves are plain JSON data, nothing is
 * mutated, and all randomness comes from the generator stored in the state.
 *
 * @typeParam State - the full game state, secrets included.
 * @typeParam Move - a move, as plain JSON.
 * @typeParam Options - the setup options.
 * @typeParam View - what one player may see.
 * @typeParam Event - the events reported by {@link GameModule.applyMove}.
 * @typeParam Outcome - the result of a finished game.
 * @typeParam Code - the error codes of the module.
 * @typeParam Phase - the names of the game's phases.
 *
 * @example
 * ```ts
 * import { tessera, tesseris, unwrap, type BaseOutcome, type GameModule } from 'tessera-engine';
 *
 * // One piece of server code for every game: it plays the first legal move a number of times.
 * function firstMoves<State, Move, Options>(game: GameModule<State, Move, Options, unknown, unknown, BaseOutcome, string, string>, options: Options, moves: number) {
 *   let state = unwrap(game.setup(options));
 *   for (let move = 0; move < moves && game.outcome(state) === null; move++) state = unwrap(game.applyMove(state, game.legalMoves(state)[0])).state;
 *   return `${game.name}: round ${game.round(state)}, ${game.phase(state)}, scores ${game.scores(state).join('-')}`;
 * }
 * console.log(firstMoves(tessera, { players: 2, seed: 1 }, 30)); // => tessera: round 4, drafting, scores 0-2
 * console.log(firstMoves(tesseris, { players: 2, seed: 1 }, 30)); // => tesseris: round 1, discard, scores 0-0
 * ```
 */
export interface GameModule<State, Move, Options, View, Event, Outcome extends BaseOutcome, Code extends string, Phase extends string> {
  /** The game's name, as stored in its states' `game` field. */
  readonly name: string;
  /**
   * Starts a game from options that are validated first.
   *
   * @example
   * ```ts
   * import { tessera } from 'tessera-engine';
   *
   * const result = tessera.setup({ players: 3, seed: 'friday' });
   * console.log(result.ok && result.value.displays.length); // => 7
   * const refused = tessera.setup({ players: 5 });
   * console.log(refused.ok || refused.error.code); // => invalid-options
   * ```
   */
  setup(options: Options): Result<State, Code>;
  /**
   * Every legal move of the player to act; empty once the game is over, and, rather than throw, for a value it
   * cannot read as a state of the game (`null`, the other game's state) or one with more moves than any real
   * position has. A made-up state it can read gets a made-up answer: states are trusted (`docs/pitfalls.md`).
   *
   * @example
   * ```ts
   * import { tessera, unwrap } from 'tessera-engine';
   *
   * const state = unwrap(tessera.setup({ players: 2, seed: 'doc' }));
   * const moves = tessera.legalMoves(state);
   * console.log(moves.length, moves[0]); // => 90 { type: 'draft', player: 0, source: 0, kind: 2, destination: 0 }
   * ```
   */
  legalMoves(state: State): Move[];
  /**
   * The same moves as {@link GameModule.legalMoves}, computed from the acting player's view alone; none from
   * the view of a seat that is not to act, in every game, and from a value it cannot read as a view.
   *
   * @example
   * ```ts
   * import { tesseris, unwrap } from 'tessera-engine';
   *
   * const state = unwrap(tesseris.setup({ players: 3, seed: 'doc' }));
   * const view = unwrap(tesseris.playerView(state, 0));
   * console.log(tesseris.legalMovesForView(view).length === tesseris.legalMoves(state).length); // => true
   * console.log(tesseris.legalMovesForView(unwrap(tesseris.playerView(state, 1)))); // => []
   * ```
   */
  legalMovesForView(view: View): Move[];
  /**
   * Checks any JSON value as a move for this state without throwing; returns the parsed move or why not.
   *
   * @example
   * ```ts
   * import { tessera, unwrap } from 'tessera-engine';
   *
   * const state = unwrap(tessera.setup({ players: 2, seed: 'doc' }));
   * const checked = tessera.validateMove(state, { type: 'draft', player: 1, source: 0, kind: 2, destination: 0 });
   * console.log(checked.ok || checked.error.code); // => wrong-player
   * ```
   */
  validateMove(state: State, move: unknown): Result<Move, Code>;
  /**
   * Applies a move: the next state and its events, or a typed error with nothing changed.
   *
   * @example
   * ```ts
   * import { tessera, unwrap } from 'tessera-engine';
   *
   * const state = unwrap(tessera.setup({ players: 2, seed: 'doc' }));
   * const step = tessera.applyMove(state, { type: 'draft', player: 0, source: 0, kind: 2, destination: 0 });
   * console.log(step.ok && step.value.events.map((event) => event.type)); // => [ 'tiles-taken', 'leftovers-to-centre', 'tiles-placed', 'tiles-placed' ]
   * console.log(tessera.applyMove(state, 'nonsense').ok); // => false
   * ```
   */
  applyMove(state: State, move: unknown): Result<Transition<State, Event>, Code>;
  /**
   * The seat that must move next, or `null` once the game is over.
   *
   * @example
   * ```ts
   * import { tessera, unwrap } from 'tessera-engine';
   *
   * const state = unwrap(tessera.setup({ players: 4, seed: 1, startingSeat: 2 }));
   * console.log(tessera.currentPlayer(state)); // => 2
   * ```
   */
  currentPlayer(state: State): number | null;
  /**
   * The current phase; the last one, once the game is over, is always `"over"`.
   *
   * @example
   * ```ts
   * import { tesseris, unwrap } from 'tessera-engine';
   *
   * console.log(tesseris.phase(unwrap(tesseris.setup({ players: 3, seed: 1 })))); // => discard
   * ```
   */
  phase(state: State): Phase;
  /**
   * The current round, counted from 1.
   *
   * @example
   * ```ts
   * import { tessera, unwrap } from 'tessera-engine';
   *
   * console.log(tessera.round(unwrap(tessera.setup({ players: 2, seed: 1 })))); // => 1
   * ```
   */
  round(state: State): number;
  /**
   * Each seat's current score.
   *
   * @example
   * ```ts
   * import { tessera, unwrap } from 'tessera-engine';
   *
   * console.log(tessera.scores(unwrap(tessera.setup({ players: 3, seed: 1 })))); // => [ 0, 0, 0 ]
   * ```
   */
  scores(state: State): number[];
  /**
   * The final result, or `null` while the game goes on.
   *
   * @example
   * ```ts
   * import { tessera, unwrap } from 'tessera-engine';
   *
   * let state = unwrap(tessera.setup({ players: 2, seed: 1 }));
   * console.log(tessera.outcome(state)); // => null
   * while (tessera.outcome(state) === null) state = unwrap(tessera.applyMove(state, tessera.legalMoves(state)[0])).state;
   * console.log(tessera.outcome(state)!.scores.length); // => 2
   * ```
   */
  outcome(state: State): Outcome | null;
  /**
   * What one seat may see: the state with every secret removed.
   *
   * @example
   * ```ts
   * import { tesseris, unwrap } from 'tessera-engine';
   *
   * const state = unwrap(tesseris.setup({ players: 3, seed: 1 }));
   * const view = unwrap(tesseris.playerView(state, 1));
   * console.log(view.viewer, 'hands' in view, view.handSizes); // => 1 false [ 4, 4, 4 ]
   * ```
   */
  playerView(state: State, seat: number): Result<View, Code>;
  /**
   * Loads a state from untrusted JSON, checking its shape and its invariants.
   *
   * @example
   * ```ts
   * import { tessera, unwrap } from 'tessera-engine';
   *
   * const saved = JSON.stringify(unwrap(tessera.setup({ players: 2, seed: 1 })));
   * console.log(tessera.loadState(JSON.parse(saved)).ok); // => true
   * const loaded = tessera.loadState({ ...JSON.parse(saved), round: -1 });
   * console.log(loaded.ok || loaded.error.code); // => invalid-state
   * ```
   */
  loadState(json: unknown): Result<State, Code>;
  /**
   * Writes a move in the game's compact notation.
   *
   * @example
   * ```ts
   * import { tessera } from 'tessera-engine';
   *
   * console.log(tessera.formatMove({ type: 'draft', player: 0, source: 'centre', kind: 5, destination: 'floor' })); // => c:*>f
   * ```
   */
  formatMove(move: Move): string;
  /**
   * Reads a move written in the game's notation for a state, and checks it like `validateMove`.
   *
   * @example
   * ```ts
   * import { tessera, unwrap } from 'tessera-engine';
   *
   * const state = unwrap(tessera.setup({ players: 2, seed: 'doc' }));
   * console.log(unwrap(tessera.parseMoveText(state, '0:R>0'))); // => { type: 'draft', player: 0, source: 0, kind: 2, destination: 0 }
   * ```
   */
  parseMoveText(state: State, text: string): Result<Move, Code>;
}
