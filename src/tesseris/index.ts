/**
 * Tesseris: the card game for 2 to 4 players with hidden hands.
 *
 * ```ts
 * import { tesseris, unwrap } from 'tessera-engine';
 *
 * let state = unwrap(tesseris.setup({ players: 3, seed: 'my-seed' }));
 * while (tesseris.outcome(state) === null) {
 *   const [move] = tesseris.legalMoves(state);
 *   state = unwrap(tesseris.applyMove(state, move)).state;
 * }
 * ```
 *
 * @module tesseris
 */
import type { GameModule, Transition } from '../core/game.js';
import { seatError } from '../core/options.js';
import { ok, type Result } from '../core/result.js';
import type { TesserisEvent } from './events.js';
import { loadState } from './load.js';
import { outcome, scores } from './outcome.js';
import { playCodeInPlace } from './rules.js';
import { setup } from './setup.js';
import { factsOfState, factsOfView, movesOf } from './turn.js';
import type { TesserisErrorCode, TesserisMove, TesserisOptions, TesserisOutcome, TesserisState, TesserisTurnPhase, TesserisView } from './types.js';
import { checkMove } from './validate.js';
import { viewOf } from './view.js';
import { beginWrite } from './writer.js';

export { EngineError, ok, err, unwrap, type Result, type Ok, type Err } from '../core/result.js';
export { seedRng, type RngState, type MutableRngState, type Seed } from '../core/rng.js';
export type { Transition, GameModule, BaseOutcome } from '../core/game.js';
export * from './vocabulary.js';
export * from './types.js';
export * from './events.js';
export { findBrokenInvariant, allCards } from './invariants.js';
export { winners, outcome, scores } from './outcome.js';
export { isRoundEnding } from './round.js';
export { setup } from './setup.js';
export { loadState } from './load.js';
export { formatMove, parseMoveText } from './notation.js';
export * as fast from './fast.js';

/**
 * Every legal move of the player to act; empty once the game is over.
 *
 * @param state - the full state.
 */
export function legalMoves(state: TesserisState): TesserisMove[] {
  return state.phase === 'over' ? [] : movesOf(factsOfState(state));
}

/**
 * The acting player's legal moves, computed from their own view alone. A view of any other seat lists
 * none, since it does not show the acting player's hand.
 *
 * @param view - a player's view.
 */
export function legalMovesForView(view: TesserisView): TesserisMove[] {
  return view.phase === 'over' || view.viewer !== view.turn ? [] : movesOf(factsOfView(view));
}

/**
 * Checks any JSON value as a move for a state, without throwing.
 *
 * @param state - the full state.
 * @param move - any value.
 * @returns the parsed move, or a typed error whose code says why it is malformed or illegal.
 */
export function validateMove(state: TesserisState, move: unknown): Result<TesserisMove, TesserisErrorCode> {
  const checked = checkMove(state, move);
  return checked.ok ? ok(checked.value.move) : checked;
}

/**
 * Applies a move. The input state is never changed; the new state shares every container the move left
 * alone. The events hold every card; send each player {@link eventsForPlayer}'s version only.
 *
 * @param state - the current state.
 * @param move - any value; it is checked first.
 * @returns the next state and the step's events, or a typed error with nothing changed.
 */
export function applyMove(state: TesserisState, move: unknown): Result<Transition<TesserisState, TesserisEvent>, TesserisErrorCode> {
  const checked = checkMove(state, move);
  if (!checked.ok) return checked;
  const events: TesserisEvent[] = [];
  const writer = beginWrite(state, false);
  playCodeInPlace(writer, checked.value.code, events);
  return ok({ state: writer.state, events });
}

/**
 * The seat that must move next, or `null` once the game is over.
 *
 * @param state - a state or a view.
 */
export function currentPlayer(state: { readonly phase: TesserisState['phase']; readonly turn: number }): number | null {
  return state.phase === 'over' ? null : state.turn;
}

/**
 * The current phase: the acting player's step, `"discard"` or `"draw"`, or `"over"`.
 *
 * @param state - a state or a view.
 */
export function phase(state: { readonly phase: TesserisState['phase']; readonly step: TesserisState['step'] }): TesserisTurnPhase {
  return state.phase === 'over' ? 'over' : state.step;
}

/**
 * What one seat may see (ruling S8).
 *
 * @param state - the full state.
 * @param seat - a seat of the game.
 * @returns the view, or an `invalid-seat` error.
 */
export function playerView(state: TesserisState, seat: number): Result<TesserisView, TesserisErrorCode> {
  return seatError(seat, state.players) ?? ok(viewOf(state, seat));
}

/** The Tesseris module in the shape every game of this package shares. */
export const tesseris: GameModule<
  TesserisState,
  TesserisMove,
  TesserisOptions,
  TesserisView,
  TesserisEvent,
  TesserisOutcome,
  TesserisErrorCode,
  TesserisTurnPhase
> = {
  name: 'tesseris',
  setup,
  legalMoves,
  legalMovesForView,
  validateMove,
  applyMove,
  currentPlayer,
  phase,
  round: (state) => state.round,
  scores,
  outcome,
  playerView,
  loadState,
};
