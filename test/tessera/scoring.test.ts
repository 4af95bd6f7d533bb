import { describe, expect, test } from 'vitest';
import { bonusBreakdown, floorPenalty, placementPoints, type Wall } from 'tessera-engine/tessera';
import { kindOf } from './fixtures.js';

function wall(rows: string[]): Wall {
  return rows.map((row) => [...row].map((cell) => (cell === '.' ? null : kindOf(cell))));
}

describe('placement points (T11, the rulebook examples)', () => {
  test('a tile touching nothing scores 1', () => {
    expect(placementPoints(wall(['.....', '.....', '.....', '.....', '.....']), 2, 2)).toBe(1);
  });

  test('rulebook: two tiles to the left and one above scores 3 + 2 = 5', () => {
    // Row 1 is W B Y R K; the new tile goes to column 2 (yellow) with blue and white to its left, red above.
    const before = wall(['..R..', 'WB...', '.....', '.....', '.....']);
    expect(placementPoints(before, 1, 2)).toBe(5);
  });

  test('FAQ: three to the left and two below scores 4 + 3 = 7', () => {
    const before = wall(['.....', '.....', 'KWB..', '...B.', '...W.']);
    expect(placementPoints(before, 2, 3)).toBe(7);
  });

  test('only a horizontal run scores its length', () => {
    expect(placementPoints(wall(['BY...', '.....', '.....', '.....', '.....']), 0, 2)).toBe(3);
  });

  test('only a vertical run scores its length', () => {
    expect(placementPoints(wall(['B....', 'W....', '.....', '.....', '.....']), 2, 0)).toBe(3);
  });

  test('runs stop at a gap', () => {
    expect(placementPoints(wall(['B.R..', '.....', '.....', '.....', '.....']), 0, 3)).toBe(2);
  });

  test('a wild on the wall counts for adjacency (T11)', () => {
    expect(placementPoints(wall(['*....', '.....', '.....', '.....', '.....']), 0, 1)).toBe(2);
  });
});

describe('floor penalties (T12, the rulebook table)', () => {
  test.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 6],
    [5, 8],
    [6, 11],
    [7, 14],
  ])('%i occupied spaces cost %i', (spaces, penalty) => {
    expect(floorPenalty(spaces)).toBe(penalty);
  });
});

describe('end-of-game bonuses (T14)', () => {
  test('+2 per full row, +7 per full column, +10 per colour', () => {
    const full = wall(['BYRKW', 'WBYRK', 'KWBYR', 'RKWBY', 'YRKWB']);
    expect(bonusBreakdown(full)).toEqual({ rows: 5, columns: 5, colours: 5, points: 10 + 35 + 50 });
  });

  test('a wild fills a row and a column but never a colour', () => {
    const withWild = wall(['*YRKW', 'WBYRK', 'KWBYR', 'RKWBY', 'YRKWB']);
    expect(bonusBreakdown(withWild)).toEqual({ rows: 5, columns: 5, colours: 4, points: 10 + 35 + 40 });
  });

  test('a partial wall scores only what is complete', () => {
    const partial = wall(['BYRKW', 'W....', 'K....', 'R....', 'Y....']);
    expect(bonusBreakdown(partial)).toEqual({ rows: 1, columns: 1, colours: 0, points: 9 });
  });

  test('a colour placed five times scores 10 without any full row or column', () => {
    const blues = wall(['B....', '.B...', '..B..', '...B.', '....B']);
    expect(bonusBreakdown(blues)).toEqual({ rows: 0, columns: 0, colours: 1, points: 10 });
  });
});
