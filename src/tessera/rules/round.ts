/**
 * The end of a round and the start of the next, through a copy-on-write writer (rulings T12–T16).
 *
 * @module
 */
import { randomIntInPlace, type MutableRngState } from '../../core/rng.js';
import { bestSeats, earnsBonuses } from './outcome.js';
import { bonusBreakdown, floorPenalty, fullRowCount } from './scoring.js';
import { isStalemate } from './stalemate.js';
import type { TesseraEvent } from './events.js';
import type { EndReason } from '../types.js';
import { KIND_COUNT, MARKER, TILES_PER_DISPLAY, type TileKind } from '../vocabulary.js';
import { totalCount } from '../tile-counts.js';
import { writableBoard, writableCounts, writableDisplay, writableRng, type TesseraWriter } from './writer.js';

/**
 * Draws one random tile out of the bag.
 *
 * @param bag - the bag's counts, owned by the step; it loses the tile.
 * @param bagSize - the bag's current total, at least 1.
 * @param rng - the generator, owned by the step.
 */
function drawFromBagInPlace(bag: number[], bagSize: number, rng: MutableRngState): TileKind {
  let pick = randomIntInPlace(rng, bagSize);
  let kind = 0;
  while (pick >= bag[kind]!) pick -= bag[kind++]!;
  bag[kind]!--;
  return kind as TileKind;
}

/**
 * Fills the displays in order, four tiles each, from the bag; refills the bag from the whole discard when it
 * runs out; leaves spaces empty when both are empty (ruling T15).
 *
 * @param writer - the step, on a state with empty displays.
 * @param events - where to report what happened, or `null`.
 */
function refillDisplays(writer: TesseraWriter, events: TesseraEvent[] | null): void {
  const state = writer.state;
  const bag = writableCounts(writer, 'bag');
  const rng = writableRng(writer);
  let bagSize = totalCount(bag);
  for (let index = 0; index < state.displays.length; index++) {
    const display = writableDisplay(writer, index);
    for (let i = 0; i < TILES_PER_DISPLAY; i++) {
      if (bagSize === 0) {
        bagSize = totalCount(state.discard);
        if (bagSize === 0) break;
        events?.push({ type: 'discard-to-bag', tiles: state.discard.slice() });
        const discard = writableCounts(writer, 'discard');
        for (let k = 0; k < KIND_COUNT; k++) {
          bag[k]! += discard[k]!;
          discard[k] = 0;
        }
      }
      display[drawFromBagInPlace(bag, bagSize, rng)]!++;
      bagSize--;
    }
  }
  events?.push({ type: 'displays-refilled', displays: state.displays.map((display) => display.slice()) });
}

/**
 * Ends the game: adds the bonuses once (ruling T14), unless a solo challenge ends without a full row (ruling
 * T18), and reports the winners (ruling T17).
 *
 * @param writer - the step.
 * @param reason - why the game ends.
 * @param events - where to report what happened, or `null`.
 */
function endGame(writer: TesseraWriter, reason: EndReason, events: TesseraEvent[] | null): void {
  const state = writer.state;
  if (earnsBonuses(reason)) {
    state.boards.forEach((_, player) => {
      const board = writableBoard(writer, player);
      const bonus = bonusBreakdown(board.wall);
      board.score += bonus.points;
      events?.push({ type: 'bonus-awarded', player, bonus, score: board.score });
    });
  }
  state.phase = 'over';
  state.pending = null;
  if (events !== null) {
    const scores = state.boards.map((board) => board.score);
    const rows = state.boards.map((board) => fullRowCount(board.wall));
    events.push({ type: 'game-ended', reason, scores, winners: bestSeats(scores, rows) });
  }
}

/**
 * The highest round number: the counter stops there. The rules never read it, and a game only gets that far when
 * its players send their tiles to the floor round after round; stopping the counter keeps every state the loader
 * accepts leading to states it accepts again.
 */
export const MAX_ROUND = 1_000_000;

/**
 * Starts a round: fills the displays, then ends the game on a stalemate (ruling T16) or hands the turn to
 * the starting seat.
 *
 * @param writer - the step, on a state with empty displays and centre.
 * @param firstSeat - the seat that starts the round.
 * @param events - where to report what happened, or `null`.
 */
export function startRound(writer: TesseraWriter, firstSeat: number, events: TesseraEvent[] | null): void {
  const state = writer.state;
  if (state.round < MAX_ROUND) state.round++;
  state.firstSeat = firstSeat;
  state.turn = firstSeat;
  state.phase = 'drafting';
  refillDisplays(writer, events);
  if (isStalemate(state)) {
    endGame(writer, 'stalemate', events);
    return;
  }
  events?.push({ type: 'round-started', round: state.round, firstSeat });
}

/**
 * Finishes a round after its tiling: floor penalties with the score clamped at 0 (ruling T12), then the end
 * of the game when a row is full (ruling T13) or a solo challenge's one round is played (ruling T18), or the
 * next round, started by the marker's holder or, when nobody took it, by this round's first seat (ruling T4).
 *
 * @param writer - the step, on a state whose tiling is complete.
 * @param events - where to report what happened, or `null`.
 */
export function finishRound(writer: TesseraWriter, events: TesseraEvent[] | null): void {
  const state = writer.state;
  for (let player = 0; player < state.players; player++) {
    const spaces = state.boards[player]!.floor.length;
    if (spaces === 0) continue;
    const board = writableBoard(writer, player);
    const penalty = floorPenalty(spaces);
    board.score = Math.max(0, board.score - penalty);
    const discard = writableCounts(writer, 'discard');
    for (const item of board.floor) if (item !== MARKER) discard[item]!++;
    board.floor = [];
    events?.push({ type: 'floor-penalty', player, spaces, penalty, score: board.score });
  }
  const nextFirstSeat = state.markerHolder ?? state.firstSeat;
  state.markerHolder = null;
  events?.push({ type: 'round-ended', round: state.round, nextFirstSeat });
  const rowCompleted = state.boards.some((board) => fullRowCount(board.wall) > 0);
  if (rowCompleted || state.rules.challenge !== undefined) {
    endGame(writer, rowCompleted ? 'row-completed' : 'challenge-ended', events);
    return;
  }
  startRound(writer, nextFirstSeat, events);
}
