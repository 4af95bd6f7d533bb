import { ofType } from '../helpers/events.js';
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  greedyBot,
  isRoundEnding,
  outcome,
  playerView,
  scores,
  shapeOf,
  tesseris,
  unwrap,
  winners,
  type TesserisEvent,
  type TesserisMove,
  type TesserisState,
} from 'tessera-engine/tesseris';
import { card, game, type GameSpec } from './fixtures.js';

function play(state: TesserisState, move: TesserisMove) {
  return unwrap(applyMove(state, move));
}

/** Seat 0 has resolved three objectives and holds the fourth's shape; seat 1 has resolved one. */
function nearlyDone(overrides: Partial<GameSpec> = {}): TesserisState {
  return game({
    objectives: [
      [[card(1, 0), card(1, 1)], [card(2, 0), card(2, 1)], [card(3, 0), card(3, 1)], card(4, 0)],
      [[card(5, 0), card(5, 1)], card(6, 0), card(7, 0), card(8, 0)],
    ],
    hands: [
      [card(4, 1), card(9, 0), card(10, 0), card(11, 0)],
      [card(4, 2), card(9, 1), card(10, 1), card(11, 1)],
    ],
    piles: [[card(12, 0)], [card(12, 1)], [card(13, 0)], [card(14, 0)]],
    ...overrides,
  });
}

const resolveFourth = (player: number): TesserisMove => ({ type: 'resolve-objective', player, card: card(4, 1), objective: 3 });

describe('the end of a round (S5)', () => {
  test('when the first seat resolves its fourth objective, the others still get their turn', () => {
    const triggered = play(nearlyDone(), resolveFourth(0)).state;
    expect(isRoundEnding(triggered)).toBe(true);
    expect(isRoundEnding(nearlyDone())).toBe(false);
    const seat1 = play(triggered, { type: 'draw-main', player: 0 }).state;
    expect(seat1.round).toBe(1);
    expect(tesseris.currentPlayer(seat1)).toBe(1);
    const discarded = play(seat1, { type: 'discard-to-pile', player: 1, card: card(9, 1), pile: 0 }).state;
    expect(discarded.round).toBe(1);
    const { state: next, events } = play(discarded, { type: 'draw-main', player: 1 });
    expect(ofType(events, 'round-ended')).toEqual([{ type: 'round-ended', round: 1, points: [4, 1], scores: [4, 1] }]);
    expect(next.round).toBe(2);
    expect(next.history).toEqual([[4, 1]]);
  });

  test('when the last seat resolves it, the round ends with that turn', () => {
    const state = nearlyDone({
      objectives: [
        [[card(5, 0), card(5, 1)], card(6, 0), card(7, 0), card(8, 0)],
        [[card(1, 0), card(1, 1)], [card(2, 0), card(2, 1)], [card(3, 0), card(3, 1)], card(4, 0)],
      ],
      hands: [
        [card(4, 2), card(9, 1), card(10, 1), card(11, 1)],
        [card(4, 1), card(9, 0), card(10, 0), card(11, 0)],
      ],
      turn: 1,
    });
    const triggered = play(state, resolveFourth(1)).state;
    const { state: next, events } = play(triggered, { type: 'draw-main', player: 1 });
    expect(ofType(events, 'round-ended')[0]).toMatchObject({ round: 1, points: [1, 4] });
    expect(next.round).toBe(2);
  });

  test('with three players and seat 1 first, the round finishes after seat 0’s turn', () => {
    const state = game({
      players: 3,
      firstSeat: 1,
      turn: 1,
      objectives: [
        [card(9, 0), card(10, 0), card(11, 0), card(12, 0)],
        [[card(1, 0), card(1, 1)], [card(2, 0), card(2, 1)], [card(3, 0), card(3, 1)], card(4, 0)],
        [card(5, 0), card(6, 0), card(7, 0), card(8, 0)],
      ],
      hands: [
        [card(13, 0), card(13, 1), card(13, 2), card(13, 3)],
        [card(4, 1), card(14, 0), card(14, 1), card(14, 2)],
        [card(15, 0), card(15, 1), card(15, 2), card(15, 3)],
      ],
      piles: [[card(16, 0)], [card(16, 1)], [card(16, 2)], [card(16, 3)]],
    });
    let current = play(state, { type: 'resolve-objective', player: 1, card: card(4, 1), objective: 3 }).state;
    current = play(current, { type: 'draw-main', player: 1 }).state;
    const seatsPlayed: number[] = [1];
    while (current.round === 1) {
      seatsPlayed.push(current.turn);
      const seat = current.turn;
      current = play(current, { type: 'discard-to-pile', player: seat, card: current.hands[seat]![0]!, pile: 0 }).state;
      current = play(current, { type: 'draw-main', player: seat }).state;
    }
    expect(seatsPlayed).toEqual([1, 2, 0]);
    expect(current.firstSeat).toBe(2);
  });

  test('every seat scores one point per resolved objective and the first seat moves on', () => {
    const triggered = play(nearlyDone(), resolveFourth(0)).state;
    let current = play(triggered, { type: 'draw-main', player: 0 }).state;
    current = play(current, { type: 'discard-to-pile', player: 1, card: card(9, 1), pile: 0 }).state;
    const next = play(current, { type: 'draw-main', player: 1 }).state;
    expect(scores(next)).toEqual([4, 1]);
    expect(next.firstSeat).toBe(1);
    expect(next.turn).toBe(1);
    expect(next.objectives.flat().every((objective) => objective.resolvedWith === null)).toBe(true);
    expect(next.hands.map((hand) => hand.length)).toEqual([4, 4]);
  });
});

describe('a round no one finishes (S5)', () => {
  /** Each seat's last open objective needs the three cards of its shape that the other seat holds. */
  const deadlock = (): TesserisState =>
    game({
      objectives: [
        [[card(1, 0), card(1, 1)], [card(2, 0), card(2, 1)], [card(3, 0), card(3, 1)], card(4, 0)],
        [card(5, 0), [card(6, 0), card(6, 1)], [card(7, 0), card(7, 1)], [card(8, 0), card(8, 1)]],
      ],
      hands: [
        [card(5, 1), card(5, 2), card(5, 3), card(9, 0)],
        [card(4, 1), card(4, 2), card(4, 3), card(10, 0)],
      ],
      piles: [[card(11, 0)], [card(11, 1)], [card(12, 0)], [card(12, 1)]],
    });

  test('the greedy bots end it: one steals once its memory (S9) says the other hand holds a card it needs', () => {
    let state = deadlock();
    const played: string[] = [];
    while (state.round === 1 && played.length < 2_000) {
      const move = unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn))));
      played.push(move.type);
      state = play(state, move).state;
    }
    expect(state.round).toBe(2);
    expect(played).toContain('steal');
  });

  test('goes on for as long as the players hold each other’s last cards and never steal: no rule ends it', () => {
    let state = deadlock();
    let rebuilds = 0;
    for (let turn = 0; turn < 1_000; turn++) {
      const seat = state.turn;
      // Keep the other seat's shape: discard the one card that feeds no one, then draw blind.
      const kept = seat === 0 ? 5 : 4;
      const spare = state.hands[seat]!.find((held) => shapeOf(held) !== kept)!;
      state = play(state, { type: 'discard-to-pile', player: seat, card: spare, pile: turn % 4 }).state;
      const { state: next, events } = play(state, { type: 'draw-main', player: seat });
      rebuilds += ofType(events, 'main-pile-rebuilt').length;
      state = next;
    }
    expect(rebuilds).toBeGreaterThan(10);
    expect(state.round).toBe(1);
    expect(state.phase).toBe('discard');
    expect(state.objectives.map((own) => own.filter((objective) => objective.resolvedWith === null).length)).toEqual([1, 1]);
  });
});

describe('the end of the game (S6)', () => {
  function finishRound(state: TesserisState): { state: TesserisState; events: readonly TesserisEvent[] } {
    let current = play(state, resolveFourth(0)).state;
    current = play(current, { type: 'draw-main', player: 0 }).state;
    current = play(current, { type: 'discard-to-pile', player: 1, card: card(9, 1), pile: 0 }).state;
    return play(current, { type: 'draw-main', player: 1 });
  }

  test('the game ends when a seat reaches the target at a round’s end', () => {
    const state = nearlyDone({
      round: 3,
      history: [
        [4, 0],
        [4, 2],
      ],
    });
    const { state: end, events } = finishRound(state);
    expect(end.phase).toBe('over');
    expect(scores(end)).toEqual([12, 3]);
    expect(ofType(events, 'game-ended')).toEqual([{ type: 'game-ended', scores: [12, 3], winners: [0] }]);
    expect(outcome(end)).toEqual({ scores: [12, 3], winners: [0], rounds: 3 });
    expect(tesseris.legalMoves(end)).toEqual([]);
    expect(tesseris.phase(end)).toBe('over');
    expect(tesseris.currentPlayer(end)).toBeNull();
    const late = applyMove(end, { type: 'draw-main', player: 0 });
    expect(!late.ok && late.error.code).toBe('game-over');
  });

  test('below the target the game goes on', () => {
    const { state: next } = finishRound(nearlyDone({ round: 2, history: [[4, 0]] }));
    expect(next.phase).toBe('discard');
    expect(scores(next)).toEqual([8, 1]);
  });

  test('the target is an option', () => {
    const { state: end } = finishRound(nearlyDone({ target: 4 }));
    expect(end.phase).toBe('over');
  });

  test('a fixed number of rounds ends the game whatever the scores', () => {
    const { state: end } = finishRound(nearlyDone({ rounds: 2, round: 2, history: [[0, 4]] }));
    expect(end.phase).toBe('over');
    expect(scores(end)).toEqual([4, 5]);
    const { state: goesOn } = finishRound(nearlyDone({ rounds: 3, round: 2, history: [[0, 4]] }));
    expect(goesOn.phase).not.toBe('over');
  });

  test('ties are shared', () => {
    const { state: end } = finishRound(nearlyDone({ rounds: 2, round: 2, history: [[1, 4]] }));
    expect(scores(end)).toEqual([5, 5]);
    expect(outcome(end)?.winners).toEqual([0, 1]);
    expect(winners([3, 7, 7, 1])).toEqual([1, 2]);
  });
});
