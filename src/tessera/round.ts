/**
 * The end of a round and the start of the next, applied in place (rulings T12–T16).
 *
 * @module
 */
import { randomIntInPlace } from '../core/rng.js';
import type { MutableTesseraState } from './clone.js';
import { winners } from './outcome.js';
import { bonusBreakdown, floorPenalty, fullRowCount } from './scoring.js';
import { isStalemate } from './stalemate.js';
import type { EndReason, TesseraEvent } from './types.js';
import { KIND_COUNT, MARKER, TILES_PER_DISPLAY, type TileKind } from './vocabulary.js';

function total(counts: readonly number[]): number {
  let sum = 0;
  for (const count of counts) sum += count;
  return sum;
}

/**
 * Draws one random tile out of the bag.
 *
 * @param state - a state the caller owns, with a non-empty bag.
 * @param bagSize - the bag's current total.
 */
function drawFromBagInPlace(state: MutableTesseraState, bagSize: number): TileKind {
  let pick = randomIntInPlace(state.rng, bagSize);
  let kind = 0;
  while (pick >= state.bag[kind]!) pick -= state.bag[kind++]!;
  state.bag[kind]!--;
  return kind as TileKind;
}

/**
 * Fills the displays in order, four tiles each, from the bag; refills the bag from the whole discard when it
 * runs out; leaves spaces empty when both are empty (ruling T15).
 *
 * @param state - a state the caller owns, with empty displays.
 * @param events - where to report what happened, or `null`.
 */
export function refillDisplaysInPlace(state: MutableTesseraState, events: TesseraEvent[] | null): void {
  let bagSize = total(state.bag);
  for (const display of state.displays) {
    for (let i = 0; i < TILES_PER_DISPLAY; i++) {
      if (bagSize === 0) {
        bagSize = total(state.discard);
        if (bagSize === 0) break;
        events?.push({ type: 'discard-to-bag', tiles: state.discard.slice() });
        for (let k = 0; k < KIND_COUNT; k++) {
          state.bag[k]! += state.discard[k]!;
          state.discard[k] = 0;
        }
      }
      display[drawFromBagInPlace(state, bagSize)]!++;
      bagSize--;
    }
  }
  events?.push({ type: 'displays-refilled', displays: state.displays.map((display) => display.slice()) });
}

/**
 * Ends the game: adds the bonuses once (ruling T14) and reports the winners (ruling T17).
 *
 * @param state - a state the caller owns.
 * @param reason - why the game ends.
 * @param events - where to report what happened, or `null`.
 */
function endGameInPlace(state: MutableTesseraState, reason: EndReason, events: TesseraEvent[] | null): void {
  state.boards.forEach((board, player) => {
    const bonus = bonusBreakdown(board.wall);
    board.score += bonus.points;
    events?.push({ type: 'bonus-awarded', player, bonus, score: board.score });
  });
  state.phase = 'over';
  state.endReason = reason;
  state.pendingWild = null;
  if (events !== null) {
    const scores = state.boards.map((board) => board.score);
    const rows = state.boards.map((board) => fullRowCount(board.wall));
    events.push({ type: 'game-ended', reason, scores, winners: winners(scores, rows) });
  }
}

/**
 * Starts a round: fills the displays, then ends the game on a stalemate (ruling T16) or hands the turn to
 * the starting seat.
 *
 * @param state - a state the caller owns, with empty displays and centre.
 * @param starter - the seat that starts the round.
 * @param events - where to report what happened, or `null`.
 */
export function startRoundInPlace(state: MutableTesseraState, starter: number, events: TesseraEvent[] | null): void {
  state.round++;
  state.roundStarter = starter;
  state.turn = starter;
  state.phase = 'drafting';
  refillDisplaysInPlace(state, events);
  if (isStalemate(state)) {
    endGameInPlace(state, 'stalemate', events);
    return;
  }
  events?.push({ type: 'round-started', round: state.round, starter });
}

/**
 * Finishes a round after its tiling: floor penalties with the score clamped at 0 (ruling T12), then the end
 * of the game when a row is full (ruling T13), or the next round, started by the marker's holder or, when
 * nobody took it, by this round's starter (ruling T4).
 *
 * @param state - a state the caller owns, whose tiling is complete.
 * @param events - where to report what happened, or `null`.
 */
export function finishRoundInPlace(state: MutableTesseraState, events: TesseraEvent[] | null): void {
  state.boards.forEach((board, player) => {
    const spaces = board.floor.length;
    if (spaces === 0) return;
    const penalty = floorPenalty(spaces);
    board.score = Math.max(0, board.score - penalty);
    for (const item of board.floor) if (item !== MARKER) state.discard[item]!++;
    board.floor.length = 0;
    events?.push({ type: 'floor-penalty', player, spaces, penalty, score: board.score });
  });
  const nextStarter = state.markerHolder ?? state.roundStarter;
  state.markerHolder = null;
  events?.push({ type: 'round-ended', round: state.round, nextStarter });
  if (state.boards.some((board) => fullRowCount(board.wall) > 0)) {
    endGameInPlace(state, 'row-completed', events);
    return;
  }
  startRoundInPlace(state, nextStarter, events);
}
