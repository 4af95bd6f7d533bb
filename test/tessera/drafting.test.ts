import { describe, expect, test } from 'vitest';
import { applyMove, legalMoves, unwrap, validateMove, type Destination, type Source, type TesseraMove, type TesseraState } from 'tessera-engine/tessera';
import { counts, deepFreeze, kindOf, position } from './fixtures.js';

function draft(player: number, source: Source, letter: string, destination: Destination): TesseraMove {
  return { type: 'draft', player, source, kind: kindOf(letter), destination };
}

function play(state: TesseraState, move: TesseraMove) {
  return unwrap(applyMove(deepFreeze(state), move));
}

function errorCode(state: TesseraState, move: unknown) {
  const result = validateMove(state, move);
  return result.ok ? null : result.error.code;
}

describe('drafting (T5)', () => {
  const start = position({ displays: ['BBRY', 'KKKK'], centre: 'W' });

  test('takes every tile of the kind; the display’s leftovers slide to the centre', () => {
    const { state, events } = play(start, draft(0, 0, 'B', 1));
    expect(state.displays[0]).toEqual(counts(''));
    expect(state.centre).toEqual(counts('WRY'));
    expect(state.boards[0]!.lines[1]).toEqual({ colour: 0, count: 2, wilds: 0 });
    expect(events.map((event) => event.type)).toEqual(['tiles-taken', 'leftovers-to-centre', 'tiles-placed']);
    expect(state.turn).toBe(1);
  });

  test('the rulebook’s worked example: four blues to the third line, three fit and one hits the floor', () => {
    const state = position({ displays: ['BBBB', 'RRRR'] });
    const next = play(state, draft(0, 0, 'B', 2)).state;
    expect(next.boards[0]!.lines[2]).toEqual({ colour: 0, count: 3, wilds: 0 });
    expect(next.boards[0]!.floor).toEqual([kindOf('B')]);
  });

  test('a kind that is not in the source is refused', () => {
    expect(errorCode(start, draft(0, 0, 'W', 0))).toBe('kind-not-in-source');
    expect(errorCode(start, draft(0, 'centre', 'B', 0))).toBe('kind-not-in-source');
  });

  test('a display beyond the table is refused', () => {
    expect(errorCode(start, draft(0, 5, 'B', 0))).toBe('no-such-display');
  });

  test('the wrong player is refused', () => {
    expect(errorCode(start, draft(1, 0, 'B', 0))).toBe('wrong-player');
  });

  test('a wild choice during drafting is refused', () => {
    expect(errorCode(start, { type: 'place', player: 0, column: 0 })).toBe('wrong-phase');
  });
});

describe('colour constraints (T6) and wilds (T7)', () => {
  const state = position({
    displays: ['BBRR', '**YK'],
    boards: [{ lines: ['B', 'RR', 'Y', '', '****'], wall: ['.....', '.....', '.....', '.*...', '.....'] }],
  });

  test('a full line is refused', () => {
    expect(errorCode(state, draft(0, 0, 'B', 0))).toBe('line-full');
    expect(errorCode(state, draft(0, 1, '*', 1))).toBe('line-full');
  });

  test('a line claimed by another colour is refused', () => {
    expect(errorCode(state, draft(0, 0, 'B', 2))).toBe('line-claimed');
  });

  test('a colour whose wall slot holds that colour is refused', () => {
    const filled = position({ displays: ['BBRR'], boards: [{ wall: ['B....', '.....', '.....', '.....', '.....'] }] });
    expect(errorCode(filled, draft(0, 0, 'B', 0))).toBe('wall-slot-taken');
  });

  test('a colour whose wall slot holds a wild is refused', () => {
    // Row 3 is R K W B Y: column 1 is black's slot, and a wild sits there.
    expect(errorCode(state, draft(0, 1, 'K', 3))).toBe('wall-slot-taken');
    expect(errorCode(state, draft(0, 1, 'Y', 3))).toBeNull();
  });

  test('wilds go onto any line that is not full, whatever its colour', () => {
    const next = play(state, draft(0, 1, '*', 2)).state;
    expect(next.boards[0]!.lines[2]).toEqual({ colour: kindOf('Y'), count: 1, wilds: 2 });
  });

  test('wilds join a line that holds a colour and a wild already', () => {
    const mixed = position({ displays: ['**RR'], boards: [{ lines: ['', '', '', 'B*', ''] }] });
    expect(play(mixed, draft(0, 0, '*', 3)).state.boards[0]!.lines[3]).toEqual({ colour: kindOf('B'), count: 1, wilds: 3 });
  });

  test('a line of wilds only is claimed by no colour', () => {
    const wildLine = position({ displays: ['**RR', 'BBBB'], boards: [{ lines: ['', '', '**', '', ''] }] });
    const next = play(wildLine, draft(0, 0, 'R', 2)).state;
    expect(next.boards[0]!.lines[2]).toEqual({ colour: 2, count: 1, wilds: 2 });
    expect(errorCode(wildLine, draft(0, 1, 'B', 2))).toBeNull();
  });

  test('the legal moves are exactly the moves the validator accepts', () => {
    const legal = legalMoves(state);
    const all: TesseraMove[] = [];
    for (const source of [0, 1, 2, 3, 4, 'centre'] as const) {
      for (const letter of 'BYRKW*') {
        for (const destination of [0, 1, 2, 3, 4, 'floor'] as const) all.push(draft(0, source, letter, destination));
      }
    }
    const accepted = all.filter((move) => errorCode(state, move) === null);
    expect(legal).toEqual(accepted);
    expect(legal.length).toBeGreaterThan(0);
  });
});

describe('overflow (T8)', () => {
  test('tiles that do not fit go to the floor, and past 7 floor spaces to the discard', () => {
    const state = position({
      displays: ['RRRR'],
      centre: 'RRRRRR',
      boards: [{ lines: ['', 'R', '', '', ''], floor: 'BB' }],
    });
    const first = play(state, draft(0, 'centre', 'R', 1));
    const board = first.state.boards[0]!;
    expect(board.lines[1]).toEqual({ colour: 2, count: 2, wilds: 0 });
    // The marker takes the third floor space, then four reds fill the floor and one red is discarded.
    expect(board.floor).toEqual([kindOf('B'), kindOf('B'), 6, 2, 2, 2, 2]);
    expect(first.state.discard[2]! - state.discard[2]!).toBe(1);
    expect(first.events.filter((event) => event.type === 'tiles-placed').map((event) => (event as { to: string }).to)).toEqual(['line', 'floor', 'discard']);
  });

  test('the whole haul may always go to the floor, even when a line would take it', () => {
    const state = position({ displays: ['BBYY'] });
    const legal = legalMoves(state);
    expect(legal).toContainEqual(draft(0, 0, 'B', 'floor'));
    const next = play(state, draft(0, 0, 'B', 'floor')).state;
    expect(next.boards[0]!.floor).toEqual([0, 0]);
  });

  test('a player who can place nowhere still has the floor', () => {
    const state = position({
      displays: ['KKKK'],
      boards: [{ lines: ['Y', 'YY', 'YYY', 'YYYY', 'YYYYY'] }],
    });
    expect(legalMoves(state)).toEqual([draft(0, 0, 'K', 'floor')]);
  });
});

describe('the first-player marker (T4)', () => {
  test('the first centre draft takes the marker onto the first free floor space, before the tiles', () => {
    const state = position({ displays: ['BBBB'], centre: 'RR', boards: [{ floor: 'Y' }] });
    const { state: next, events } = play(state, draft(0, 'centre', 'R', 'floor'));
    expect(next.markerHolder).toBe(0);
    expect(next.boards[0]!.floor).toEqual([1, 6, 2, 2]);
    expect(events).toContainEqual({ type: 'marker-taken', player: 0, floorSlot: 1 });
  });

  test('later centre drafts do not take it again', () => {
    const state = position({ displays: ['BBBB'], centre: 'RRY', markerHolder: 1, boards: [{}, { floor: 'M' }] });
    const next = play(state, draft(0, 'centre', 'R', 'floor')).state;
    expect(next.markerHolder).toBe(1);
    expect(next.boards[0]!.floor).toEqual([2, 2]);
  });

  test('with a full floor the marker takes no space, costs nothing, and its holder still starts next', () => {
    // Seat 1 started this round, so only the marker can make seat 0 start the next.
    const state = position({ centre: 'R', turn: 0, firstSeat: 1, boards: [{ floor: 'BBBBBBB', score: 20 }, {}] });
    const { state: next, events } = play(state, draft(0, 'centre', 'R', 'floor'));
    expect(next.round).toBe(2);
    expect(events).toContainEqual({ type: 'marker-taken', player: 0, floorSlot: null });
    expect(next.boards[0]!.score).toBe(20 - 14);
    expect(next.firstSeat).toBe(0);
  });

  test('the holder of the marker starts the next round', () => {
    const state = position({ displays: ['BBBB'], centre: 'R', turn: 1, firstSeat: 0 });
    const afterCentre = play(state, draft(1, 'centre', 'R', 'floor')).state;
    const nextRound = play(afterCentre, draft(0, 0, 'B', 'floor')).state;
    expect(nextRound.round).toBe(2);
    expect(nextRound.turn).toBe(1);
    expect(nextRound.markerHolder).toBeNull();
  });

  test('when nobody drafted from the centre, the same player starts again', () => {
    const state = position({ displays: ['BBBB', 'RRRR'], turn: 1, firstSeat: 1 });
    const afterOne = play(state, draft(1, 0, 'B', 'floor')).state;
    const nextRound = play(afterOne, draft(0, 1, 'R', 'floor')).state;
    expect(nextRound.round).toBe(2);
    expect(nextRound.firstSeat).toBe(1);
    expect(nextRound.turn).toBe(1);
  });
});

describe('end of drafting (T9)', () => {
  test('drafting ends when no display and not the centre holds a tile; the marker does not count', () => {
    const state = position({ centre: 'R', markerHolder: null });
    const { events } = play(state, draft(0, 'centre', 'R', 'floor'));
    expect(events.map((event) => event.type)).toContain('drafting-ended');
  });

  test('drafting goes on while any source holds a tile', () => {
    const state = position({ displays: ['', '', '', '', 'KKKK'], centre: 'R' });
    const { state: next, events } = play(state, draft(0, 'centre', 'R', 'floor'));
    expect(events.map((event) => event.type)).not.toContain('drafting-ended');
    expect(next.phase).toBe('drafting');
    expect(next.turn).toBe(1);
  });
});

describe('untrusted numbers', () => {
  test('−0 reads as 0, so a parsed move equals the listed one', () => {
    const state = position({ displays: ['BBRY'] });
    const parsed = unwrap(validateMove(state, JSON.parse('{"type":"draft","player":0,"source":-0,"kind":-0,"destination":-0}')));
    expect(parsed.type === 'draft' && Object.is(parsed.kind, 0)).toBe(true);
    expect(legalMoves(state)).toContainEqual(parsed);
  });
});
