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
 */
export interface Transition<State, Event> {
  /** The state after the move. The input state is left untouched; unchanged parts are shared with it. */
  readonly state: State;
  /** What happened, in order. */
  readonly events: readonly Event[];
}

/** The part of a finished game's result that every game reports. */
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
 */
export interface GameModule<State, Move, Options, View, Event, Outcome extends BaseOutcome, Code extends string, Phase extends string> {
  /** The game's name, as stored in its states' `game` field. */
  readonly name: string;
  /** Starts a game from options that are validated first. */
  setup(options: Options): Result<State, Code>;
  /** Every legal move of the player to act; empty once the game is over. */
  legalMoves(state: State): Move[];
  /** The same moves as {@link GameModule.legalMoves}, computed from the acting player's view alone. */
  legalMovesForView(view: View): Move[];
  /** Checks any JSON value as a move for this state without throwing; returns the parsed move or why not. */
  validateMove(state: State, move: unknown): Result<Move, Code>;
  /** Applies a move: the next state and its events, or a typed error with nothing changed. */
  applyMove(state: State, move: unknown): Result<Transition<State, Event>, Code>;
  /** The seat that must move next, or `null` once the game is over. */
  currentPlayer(state: State): number | null;
  /** The current phase; the last one, once the game is over, is always `"over"`. */
  phase(state: State): Phase;
  /** The current round, counted from 1. */
  round(state: State): number;
  /** Each seat's current score. */
  scores(state: State): number[];
  /** The final result, or `null` while the game goes on. */
  outcome(state: State): Outcome | null;
  /** What one seat may see: the state with every secret removed. */
  playerView(state: State, seat: number): Result<View, Code>;
  /** Loads a state from untrusted JSON, checking its shape and its invariants. */
  loadState(json: unknown): Result<State, Code>;
  /** Writes a move in the game's compact notation. */
  formatMove(move: Move): string;
  /** Reads a move written in the game's notation for a state, and checks it like `validateMove`. */
  parseMoveText(state: State, text: string): Result<Move, Code>;
}
