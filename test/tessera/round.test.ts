import { ofType } from '../helpers/events.js';
import { describe, expect, test } from 'vitest';
import {
  WILD,
  applyMove,
  isStalemate,
  legalMoves,
  outcome,
  tessera,
  unwrap,
  validateMove,
  winners,
  type TesseraMove,
  type TesseraState,
} from 'tessera-engine/tessera';
import { counts, deepFreeze, kindOf, position } from './fixtures.js';

function play(state: TesseraState, move: TesseraMove) {
  return unwrap(applyMove(deepFreeze(state), move));
}

const toFloor = (player: number, letter: string): TesseraMove => ({
  type: 'draft',
  player,
  source: 'centre',
  kind: kindOf(letter),
  destination: 'floor',
});

describe('wall tiling (T10, T11)', () => {
  test('a full coloured line places its colour on its printed slot; the rest, wilds included, is discarded', () => {
    const state = position({ centre: 'Y', boards: [{ lines: ['', '', 'R**', '', ''] }] });
    const { state: next, events } = play(state, toFloor(0, 'Y'));
    expect(next.boards[0]!.wall[2]![4]).toBe(kindOf('R'));
    expect(next.boards[0]!.lines[2]).toEqual({ colour: null, count: 0, wilds: 0 });
    expect(ofType(events, 'line-cleared')).toEqual([{ type: 'line-cleared', player: 0, row: 2, discarded: counts('**') }]);
  });

  test("a full line's other tiles, wilds included, go to the discard and none to the bag", () => {
    // Row 2 fills with the red, so the game ends: no refill draws from the bag afterwards.
    const state = position({ centre: 'Y', boards: [{ lines: ['', '', 'RR*', '', ''], wall: ['.....', '.....', '****.', '.....', '.....'] }] });
    const { state: next } = play(state, toFloor(0, 'Y'));
    expect(next.phase).toBe('over');
    expect(next.bag).toEqual(state.bag);
    // The line's red and wild beyond the placed one, and the floor's yellow.
    expect(next.discard).toEqual(state.discard.map((count, kind) => count + counts('R*Y')[kind]!));
  });

  test('lines that are not full stay as they are', () => {
    const state = position({ centre: 'Y', boards: [{ lines: ['', 'B', 'RR', '', ''] }] });
    const next = play(state, toFloor(0, 'Y')).state;
    expect(next.boards[0]!.lines[1]).toEqual({ colour: 0, count: 1, wilds: 0 });
    expect(next.boards[0]!.lines[2]).toEqual({ colour: 2, count: 2, wilds: 0 });
  });

  test('a full all-wild line with one empty slot in its row is placed without asking', () => {
    const state = position({
      centre: 'Y',
      boards: [{ lines: ['', '**', '', '', ''], wall: ['.....', 'WBYR.', '.....', '.....', '.....'] }],
    });
    const { state: next, events } = play(state, toFloor(0, 'Y'));
    expect(next.boards[0]!.wall[1]![4]).toBe(5);
    expect(ofType(events, 'wall-placed')[0]).toMatchObject({ row: 1, column: 4, kind: 5, points: 5 });
    // The wild completed row 1, so the game ends after this round.
    expect(outcome(next)?.reason).toBe('row-completed');
  });

  describe('a full all-wild line with several empty slots waits for its owner’s choice', () => {
    const state = position({
      centre: 'Y',
      turn: 1,
      boards: [{ lines: ['', '**', 'RRR', '', ''] }, { lines: ['B', '', '', '', ''] }],
    });
    const { state: waiting, events } = play(state, toFloor(1, 'Y'));

    test('the tiling stops in the tiling phase with the owner to act', () => {
      expect(tessera.phase(waiting)).toBe('tiling');
      expect(waiting.pending).toEqual({ seat: 0, row: 1, kind: WILD });
      expect(tessera.currentPlayer(waiting)).toBe(0);
      expect(ofType(events, 'placement-required')).toEqual([{ type: 'placement-required', player: 0, row: 1, kind: WILD, columns: [0, 1, 2, 3, 4] }]);
    });

    test('the choice is a move: every empty slot of the row, and nothing else', () => {
      expect(legalMoves(waiting)).toEqual([0, 1, 2, 3, 4].map((column) => ({ type: 'place', player: 0, column })));
      expect(unwrap(validateMove(waiting, { type: 'place', player: 0, column: 4 }))).toBeTruthy();
      const wrong = validateMove(waiting, { type: 'place', player: 1, column: 4 });
      expect(!wrong.ok && wrong.error.code).toBe('wrong-player');
      const drafting = validateMove(waiting, { type: 'draft', player: 0, source: 0, kind: 0, destination: 0 });
      expect(!drafting.ok && drafting.error.code).toBe('wrong-phase');
    });

    test('rows below and later players wait: their placements score after the choice', () => {
      expect(waiting.boards[0]!.lines[2]).toEqual({ colour: 2, count: 3, wilds: 0 });
      expect(waiting.boards[1]!.lines[0]).toEqual({ colour: 0, count: 1, wilds: 0 });
      const { state: next, events: after } = play(waiting, { type: 'place', player: 0, column: 4 });
      const placed = ofType(after, 'wall-placed').map(({ player, row, column, points }) => ({ player, row, column, points }));
      // Red lands under the wild at column 4 and scores 2 because of it; seat 1 is tiled after seat 0.
      expect(placed).toEqual([
        { player: 0, row: 1, column: 4, points: 1 },
        { player: 0, row: 2, column: 4, points: 2 },
        { player: 1, row: 0, column: 0, points: 1 },
      ]);
      expect(next.phase).toBe('drafting');
      expect(next.round).toBe(2);
    });

    test('an occupied column is refused', () => {
      const blocked = position({
        centre: 'Y',
        boards: [{ lines: ['', '**', '', '', ''], wall: ['.....', 'W....', '.....', '.....', '.....'] }],
      });
      const pending = play(blocked, toFloor(0, 'Y')).state;
      const result = validateMove(pending, { type: 'place', player: 0, column: 0 });
      expect(!result.ok && result.error.code).toBe('column-not-allowed');
    });
  });

  test('a placed wild blocks its slot’s colour in that row', () => {
    const state = position({
      centre: 'Y',
      boards: [{ lines: ['', '**', '', '', ''] }],
    });
    const pending = play(state, toFloor(0, 'Y')).state;
    // Column 1 of row 1 is blue's printed slot.
    const next = play(pending, { type: 'place', player: 0, column: 1 }).state;
    const blueToRow1 = validateMove(
      { ...next, displays: next.displays, turn: 0 },
      { type: 'draft', player: 0, source: next.displays.findIndex((d) => d[0]! > 0), kind: 0, destination: 1 },
    );
    expect(next.displays.some((d) => d[0]! > 0)).toBe(true);
    expect(!blueToRow1.ok && blueToRow1.error.code).toBe('wall-slot-taken');
  });
});

describe('floor penalties (T12)', () => {
  test('the marker counts, the score is clamped at zero, and the floor goes to the discard', () => {
    const state = position({
      centre: 'R',
      boards: [
        { score: 3, floor: 'BBB' },
        { score: 10, floor: 'K' },
      ],
    });
    const { state: next, events } = play(state, toFloor(0, 'R'));
    expect(ofType(events, 'floor-penalty')).toEqual([
      { type: 'floor-penalty', player: 0, spaces: 5, penalty: 8, score: 0 },
      { type: 'floor-penalty', player: 1, spaces: 1, penalty: 1, score: 9 },
    ]);
    expect(next.boards.map((board) => board.floor)).toEqual([[], []]);
    // Every floor tile, the red just drafted included, is in the discard; the marker is no tile.
    expect(next.discard).toEqual(state.discard.map((count, kind) => count + counts('BBBKR')[kind]!));
    expect(next.markerHolder).toBeNull();
  });

  test('placements score before the penalty is taken', () => {
    const state = position({ centre: 'R', boards: [{ score: 0, lines: ['B', '', '', '', ''], floor: 'K' }] });
    const next = play(state, toFloor(0, 'R')).state;
    // +1 for the blue, then −4 for K, marker and R: clamped at 0, not 1 − 4 from a negative start.
    expect(next.boards[0]!.score).toBe(0);
    const richer = play(position({ centre: 'R', boards: [{ score: 5, lines: ['B', '', '', '', ''] }] }), toFloor(0, 'R')).state;
    expect(richer.boards[0]!.score).toBe(5 + 1 - 2);
  });
});

describe('the end of the game (T13, T14, T17)', () => {
  const rowAlmostFull = { score: 10, wall: ['BYRK.', '.....', '.....', '.....', '.....'], lines: ['W', '', '', '', ''] };

  test('a full row ends the game after the round, with the bonuses added once', () => {
    const state = position({ centre: 'R', boards: [rowAlmostFull, { score: 4 }] });
    const { state: next, events } = play(state, toFloor(0, 'R'));
    expect(next.phase).toBe('over');
    expect(outcome(next)?.reason).toBe('row-completed');
    // 10 + 5 for the white completing the row − 2 (marker and red) + 2 for the full row.
    expect(next.boards[0]!.score).toBe(15);
    expect(ofType(events, 'bonus-awarded')).toHaveLength(2);
    expect(events.at(-1)).toEqual({ type: 'game-ended', reason: 'row-completed', scores: [15, 4], winners: [0] });
    expect(tessera.currentPlayer(next)).toBeNull();
    expect(tessera.phase(next)).toBe('over');
    expect(legalMoves(next)).toEqual([]);
    const late = applyMove(next, { type: 'draft', player: 0, source: 'centre', kind: 0, destination: 'floor' });
    expect(!late.ok && late.error.code).toBe('game-over');
  });

  test('the outcome reports scores, winners, bonuses and full rows', () => {
    const next = play(position({ centre: 'R', boards: [rowAlmostFull, { score: 4 }] }), toFloor(0, 'R')).state;
    expect(outcome(next)).toEqual({
      reason: 'row-completed',
      scores: [15, 4],
      winners: [0],
      bonuses: [
        { rows: 1, columns: 0, colours: 0, points: 2 },
        { rows: 0, columns: 0, colours: 0, points: 0 },
      ],
      fullRows: [1, 0],
    });
  });

  test('a tie on points goes to the player with more full rows', () => {
    const next = play(position({ centre: 'R', boards: [rowAlmostFull, { score: 15 }] }), toFloor(0, 'R')).state;
    expect(outcome(next)?.scores).toEqual([15, 15]);
    expect(outcome(next)?.winners).toEqual([0]);
  });

  test('a tie on points and rows is a shared win', () => {
    // Seat 1 completes a row too, and its 8 + 5 + 2 equals seat 0's 10 + 5 − 2 + 2.
    const next = play(position({ centre: 'R', boards: [rowAlmostFull, { ...rowAlmostFull, score: 8 }] }), toFloor(0, 'R')).state;
    expect(outcome(next)?.scores).toEqual([15, 15]);
    expect(outcome(next)?.fullRows).toEqual([1, 1]);
    expect(outcome(next)?.winners).toEqual([0, 1]);
  });

  test.each([
    [
      [20, 20, 3],
      [1, 1, 0],
      [0, 1],
    ],
    [
      [20, 20, 20],
      [1, 2, 2],
      [1, 2],
    ],
    [[5, 9, 1], [3, 0, 0], [1]],
    [
      [0, 0],
      [0, 0],
      [0, 1],
    ],
    // A seat the full rows leave out has none.
    [[5, 5], [], [0, 1]],
    [[5, 5, 5], [0], [0, 1, 2]],
  ])('winners of scores %j with full rows %j are %j', (scores, rows, expected) => {
    expect(winners(scores, rows)).toEqual(expected);
  });
});

describe('the refill (T15)', () => {
  // Four walls missing only white in every row hold every tile but the whites and wilds.
  const wall = ['BYRK.', '.BYRK', 'K.BYR', 'RK.BY', 'YRK.B'];

  test('the displays fill from the bag, then from the shuffled discard, and stay partly empty when both run out', () => {
    const state = position({
      players: 4,
      centre: 'W',
      bag: 'WWW',
      boards: [
        { wall, lines: ['', 'W', 'WW', 'WWW', '****'] },
        { wall, lines: ['', 'W', 'WW', '', '****'] },
        { wall, lines: ['', '*', '*', '', ''] },
        { wall, lines: ['', '', '', '', ''] },
      ],
    });
    expect(state.discard).toEqual(counts('WWWWWWW'));
    const { state: next, events } = play(state, toFloor(0, 'W'));
    expect(ofType(events, 'discard-to-bag')).toEqual([{ type: 'discard-to-bag', tiles: counts('WWWWWWWW') }]);
    const sizes = next.displays.map((display) => display.reduce((a, b) => a + b, 0));
    expect(sizes).toEqual([4, 4, 3, 0, 0, 0, 0, 0, 0]);
    expect(next.phase).toBe('drafting');
    expect(next.bag).toEqual(counts(''));
    expect(next.discard).toEqual(counts(''));
  });
});

describe('stalemate (T16)', () => {
  const wall = ['BYRK.', '.BYRK', 'K.BYR', 'RK.BY', 'YRK.B'];
  const lockedBoards = [
    { wall, lines: ['', 'W', 'WW', 'WWW', 'WWW'] },
    { wall, lines: ['', 'W', 'WW', 'WWW', 'WWWW'] },
    { wall, lines: ['', '*', '**', '***', '****'] },
    { wall },
  ];

  test('a round that starts with no completable line ends the game, scored with bonuses', () => {
    const state = position({ players: 4, centre: 'W', boards: lockedBoards });
    expect(isStalemate(state)).toBe(false);
    const { state: next, events } = play(state, { type: 'draft', player: 0, source: 'centre', kind: 4, destination: 4 });
    expect(next.phase).toBe('over');
    expect(outcome(next)?.reason).toBe('stalemate');
    expect(isStalemate(next)).toBe(true);
    // Each wall holds all five blues, yellows, reds and blacks: 4 colour bonuses.
    expect(ofType(events, 'bonus-awarded').map((event) => event.bonus.points)).toEqual([40, 40, 40, 40]);
    expect(outcome(next)?.reason).toBe('stalemate');
  });

  test('it is no stalemate while any free tile could still complete a line', () => {
    const state = position({ players: 4, centre: 'W', boards: lockedBoards });
    const afterRound = play(state, { type: 'draft', player: 0, source: 'centre', kind: 4, destination: 4 }).state;
    // Free one wild by taking it off a pattern line: line 0 of seat 3 could then be completed.
    const boards = afterRound.boards.map((board, seat) =>
      seat === 2 ? { ...board, lines: board.lines.map((line, row) => (row === 4 ? { ...line, wilds: 3 } : line)) } : board,
    );
    expect(isStalemate({ ...afterRound, boards, bag: counts('*') })).toBe(false);
  });

  test('a line of one colour only needs enough of that colour and wilds', () => {
    const state = position({ players: 4, centre: 'W', boards: lockedBoards });
    const boards = state.boards.map((board) => ({ ...board, lines: board.lines.map(() => ({ colour: null, count: 0, wilds: 0 })) }));
    expect(isStalemate({ ...state, boards, centre: counts(''), bag: counts('') })).toBe(true);
    expect(isStalemate({ ...state, boards, centre: counts('W'), bag: counts('') })).toBe(false);
  });
});
