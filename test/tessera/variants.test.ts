/**
 * The rule variants: the plain game without Wild Shards (ruling T20) and the grey wall (ruling T19).
 */
import { describe, expect, test } from 'vitest';
import {
  WILD,
  applyMove,
  bonusBreakdown,
  countAllTiles,
  isStalemate,
  legalMoves,
  loadState,
  outcome,
  setup,
  unwrap,
  validateMove,
  type TesseraMove,
  type TesseraState,
} from 'tessera-engine/tessera';
import { ofType } from '../helpers/events.js';
import { VARIANTS, counts, deepFreeze, kindOf, position, positionJson, type PositionSpec } from './fixtures.js';

const GREY = { wilds: true, wall: 'grey' } as const;
const PLAIN_GREY = { wilds: false, wall: 'grey' } as const;

function play(state: TesseraState, move: TesseraMove) {
  return unwrap(applyMove(deepFreeze(state), move));
}

const draft = (player: number, letter: string, destination: number | 'floor', source: number | 'centre' = 'centre'): TesseraMove => ({
  type: 'draft',
  player,
  source,
  kind: kindOf(letter),
  destination,
});

/** A grey-wall position where seat 0 ends the drafting by taking the centre's last yellow to its floor. */
const lastDraft = (spec: PositionSpec): TesseraState => position({ rules: GREY, centre: 'Y', ...spec });

describe('options', () => {
  test('the rulebook’s game is the default: wilds on the printed wall', () => {
    expect(unwrap(setup({ players: 2, seed: 1 })).rules).toEqual({ wilds: true, wall: 'printed' });
  });

  test.each([
    [{ wilds: 'no' }, 'options.wilds'],
    [{ wilds: null }, 'options.wilds'],
    [{ wall: 'gray' }, 'options.wall'],
    [{ wall: 0 }, 'options.wall'],
    [{ variant: 'plain' }, 'variant'],
  ])('a bad variant option is refused with a typed error naming it: %j', (extra, named) => {
    const result = setup({ players: 2, seed: 1, ...(extra as object) });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-options');
      expect(result.error.message).toContain(named);
    }
  });

  test.each(VARIANTS)('wilds $wilds on the $wall wall are stored in the state and survive the loader', (rules) => {
    const state = unwrap(setup({ players: 3, seed: 'variants', ...rules }));
    expect(state.rules).toEqual(rules);
    expect(unwrap(loadState(JSON.stringify(state)))).toEqual(state);
  });

  test('the loader refuses rules it does not know', () => {
    const json = { ...positionJson({}), rules: { wilds: 'yes', wall: 'printed' } };
    const result = loadState(json);
    expect(!result.ok && result.error.message).toContain('state.rules.wilds');
  });
});

describe('the plain game (T20)', () => {
  test('setup: 100 tiles, 20 of each colour, and no wild anywhere', () => {
    const state = unwrap(setup({ players: 4, seed: 'plain', wilds: false }));
    expect(countAllTiles(state)).toEqual([20, 20, 20, 20, 20, 0]);
    expect(state.bag[WILD]).toBe(0);
    for (const display of state.displays) expect(display[WILD]).toBe(0);
    expect(legalMoves(state).some((move) => move.type === 'draft' && move.kind === WILD)).toBe(false);
  });

  test('a plain-game state holding a wild is refused', () => {
    const json = positionJson({ rules: { wilds: false, wall: 'printed' } });
    json.bag[WILD]! += 1;
    const result = loadState(json);
    expect(!result.ok && result.error.message).toContain('expected 0 wild tiles');
  });
});

describe('the grey wall (T19): drafting', () => {
  // Row 1 holds blue, yellow, black and white; its only empty column, 0, holds red in row 0.
  const wall = ['R....', '.BYKW', '.....', '.....', '.....'];
  const state = position({ rules: GREY, centre: 'RRBB**', boards: [{ wall }] });

  test('a colour may not go to a line whose empty columns all hold it already (the column constraint)', () => {
    const result = validateMove(state, draft(0, 'R', 1));
    expect(!result.ok && result.error.code).toBe('wall-slot-taken');
    expect(!result.ok && result.error.message).toContain('none of its empty columns lacks it');
    expect(legalMoves(state)).not.toContainEqual(draft(0, 'R', 1));
  });

  test('a colour may not go to a line whose row holds it already (the row constraint)', () => {
    const result = validateMove(state, draft(0, 'B', 1));
    expect(!result.ok && result.error.code).toBe('wall-slot-taken');
    expect(validateMove(state, draft(0, 'R', 0)).ok).toBe(false);
  });

  test('a colour may go to any row with an empty column that lacks it, wherever the printed wall puts it', () => {
    // On the printed wall red belongs in column 4 of row 2; on the grey wall any column of row 2 will do.
    expect(validateMove(state, draft(0, 'R', 2)).ok).toBe(true);
    expect(validateMove(state, draft(0, 'B', 2)).ok).toBe(true);
  });

  test('wilds join any line that is not full (T7)', () => {
    expect(validateMove(state, draft(0, '*', 1)).ok).toBe(true);
  });
});

describe('the grey wall (T19): tiling', () => {
  test('a full line with exactly one qualifying slot is placed without asking', () => {
    const state = lastDraft({ boards: [{ wall: ['.....', '.BYKW', '.....', '.....', '.....'], lines: ['', 'RR', '', '', ''] }] });
    const { state: next, events } = play(state, draft(0, 'Y', 'floor'));
    expect(next.boards[0]!.wall[1]![0]).toBe(kindOf('R'));
    expect(ofType(events, 'placement-required')).toEqual([]);
  });

  describe('a full line with several qualifying slots waits for its owner’s choice', () => {
    // Red is in column 3 already, so row 0 may take it in columns 0, 1, 2 and 4.
    const state = lastDraft({ boards: [{ wall: ['.....', '.....', '.....', '...R.', '.....'], lines: ['R', '', '', '', ''] }] });
    const { state: waiting, events } = play(state, draft(0, 'Y', 'floor'));

    test('the tiling pauses on that line, with the qualifying columns as the only moves', () => {
      expect(waiting.phase).toBe('tiling');
      expect(waiting.pending).toEqual({ seat: 0, row: 0, kind: kindOf('R') });
      expect(ofType(events, 'placement-required')).toEqual([{ type: 'placement-required', player: 0, row: 0, kind: kindOf('R'), columns: [0, 1, 2, 4] }]);
      expect(legalMoves(waiting)).toEqual([0, 1, 2, 4].map((column) => ({ type: 'place', player: 0, column })));
    });

    test('a column that holds the colour already is refused', () => {
      const result = applyMove(deepFreeze(waiting), { type: 'place', player: 0, column: 3 });
      expect(!result.ok && result.error.code).toBe('column-not-allowed');
    });

    test('the chosen column receives the tile', () => {
      const next = play(waiting, { type: 'place', player: 0, column: 4 }).state;
      expect(next.boards[0]!.wall[0]![4]).toBe(kindOf('R'));
      expect(next.phase).toBe('drafting');
    });
  });

  test('a wild on the wall fills its slot and blocks no colour, in its row or its column', () => {
    const wall = ['*....', '.....', '.....', '.....', '.....'];
    expect(validateMove(position({ rules: GREY, centre: 'B', boards: [{ wall }] }), draft(0, 'B', 0)).ok).toBe(true);
    const state = lastDraft({ boards: [{ wall, lines: ['', 'BB', '', '', ''] }] });
    // Row 1's blue may take column 0, below the wild.
    const { events } = play(state, draft(0, 'Y', 'floor'));
    expect(ofType(events, 'placement-required')).toEqual([{ type: 'placement-required', player: 0, row: 1, kind: kindOf('B'), columns: [0, 1, 2, 3, 4] }]);
  });

  test("a full line of wilds chooses among its row's empty slots, whatever their columns hold", () => {
    const state = lastDraft({ boards: [{ wall: ['R.B..', '.K...', '...Y.', '....W', '.....'], lines: ['*', '', '', '', ''] }] });
    const { events } = play(state, draft(0, 'Y', 'floor'));
    expect(ofType(events, 'placement-required')).toEqual([{ type: 'placement-required', player: 0, row: 0, kind: WILD, columns: [1, 3, 4] }]);
  });

  test('a full line that a placement above took the last column from goes to the floor, colour first', () => {
    // Row 0 takes red in column 0, its only empty one; row 1's only empty column is then 0, which holds red.
    const state = lastDraft({
      boards: [{ wall: ['.BYKW', '.YKWB', '.....', '.....', '.....'], lines: ['R', 'R*', '', '', ''], floor: 'BBBB' }],
    });
    const { state: next, events } = play(state, draft(0, 'Y', 'floor'));
    expect(next.boards[0]!.wall[0]![0]).toBe(kindOf('R'));
    expect(next.boards[0]!.wall[1]![0]).toBeNull();
    // The floor holds 4 blues, the marker and the yellow just drafted: the red takes the last space, the wild is discarded.
    expect(ofType(events, 'line-dropped')).toEqual([{ type: 'line-dropped', player: 0, row: 1, floor: counts('R'), discarded: counts('*') }]);
    expect(ofType(events, 'floor-penalty')[0]).toMatchObject({ player: 0, spaces: 7 });
    expect(next.boards[0]!.lines[1]).toEqual({ colour: null, count: 0, wilds: 0 });
  });
});

describe('the grey wall (T19): scoring and the end', () => {
  test('the colour bonus counts five tiles of a colour anywhere; wilds never count', () => {
    const fiveReds = ['.R...', 'R....', '...R.', '..R..', '....R'];
    expect(bonusBreakdown(fiveReds.map((row) => [...row].map((cell) => (cell === '.' ? null : kindOf(cell))))).colours).toBe(1);
    const fourRedsAndAWild = ['.R...', 'R....', '...R.', '..R..', '....*'];
    expect(bonusBreakdown(fourRedsAndAWild.map((row) => [...row].map((cell) => (cell === '.' ? null : kindOf(cell))))).colours).toBe(0);
  });

  // Each row lacks one colour, and that colour already sits in the row's empty column: no colour can be placed.
  const blocked = ['.RBKY', 'Y.RWB', 'BK.RW', 'WBY.R', 'RYKB.'];

  test('a plain grey wall where no colour fits any line is a stalemate; with a free wild it is not', () => {
    const plain = position({ rules: PLAIN_GREY, centre: 'Y', boards: [{ wall: blocked }, { wall: blocked }] });
    expect(isStalemate(plain)).toBe(true);
    // A wild may go to any line and then to any empty slot of its row.
    const wild = position({ rules: GREY, centre: 'Y', boards: [{ wall: blocked }, { wall: blocked }] });
    expect(isStalemate(wild)).toBe(false);
  });

  test('the game ends in a stalemate at the start of the next round', () => {
    const state = position({ rules: PLAIN_GREY, centre: 'Y', boards: [{ wall: blocked }, { wall: blocked }] });
    expect(legalMoves(state)).toEqual([draft(0, 'Y', 'floor')]);
    const next = play(state, draft(0, 'Y', 'floor')).state;
    expect(outcome(next)?.reason).toBe('stalemate');
  });
});
