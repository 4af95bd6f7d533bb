import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatMove, legalMoves, parseMoveText, unwrap, applyMove } from 'tessera-engine/tessera';
import { tesseraArbitraries } from 'tessera-engine/testing';
import { assertOnlyWrittenTextsRead } from '../helpers/notation.js';
import { runs } from '../helpers/runs.js';
import { position } from './fixtures.js';

describe('move notation', () => {
  const state = position({ displays: ['BBRY', '', '**KK'], centre: 'W' });

  test.each([
    ['0:B>3', { type: 'draft', player: 0, source: 0, kind: 0, destination: 3 }],
    ['2:*>f', { type: 'draft', player: 0, source: 2, kind: 5, destination: 'floor' }],
    ['c:W>0', { type: 'draft', player: 0, source: 'centre', kind: 4, destination: 0 }],
  ])('%s reads as %j and writes back the same', (text, move) => {
    expect(unwrap(parseMoveText(state, text))).toEqual(move);
    expect(formatMove(move as never)).toBe(text);
  });

  test.each(['', '0:B', '0:b>3', '0:B>5', 'x:B>1', '10:B>1', 'w5', ' 0:B>3'])('%j is not a move', (text) => {
    const result = parseMoveText(state, text);
    expect(!result.ok && result.error.code).toBe('malformed-move');
  });

  test('a placement choice is p and the column', () => {
    const drafting = position({ centre: 'Y', boards: [{ lines: ['', '**', '', '', ''] }] });
    const tiling = unwrap(applyMove(drafting, unwrap(parseMoveText(drafting, 'c:Y>f')))).state;
    expect(tiling.phase).toBe('tiling');
    expect(unwrap(parseMoveText(tiling, 'p3'))).toEqual({ type: 'place', player: 0, column: 3 });
    expect(formatMove({ type: 'place', player: 0, column: 3 })).toBe('p3');
  });

  test('a well-written but illegal move gets the validator’s error', () => {
    const result = parseMoveText(state, '1:B>0');
    expect(!result.ok && result.error.code).toBe('kind-not-in-source');
  });

  test('every legal move of reachable states (every variant) survives a write and a read', () => {
    fc.assert(
      fc.property(tesseraArbitraries.state(120), (current) => {
        for (const move of legalMoves(current)) expect(unwrap(parseMoveText(current, formatMove(move)))).toEqual(move);
      }),
      { numRuns: runs(90) },
    );
  });

  test('a text reads as a move only when it is written as formatMove writes it', () => {
    assertOnlyWrittenTextsRead(tesseraArbitraries.state(120), { legalMoves, formatMove, parseMoveText }, '0c:BRW*>fp ', runs(200));
  });
});
