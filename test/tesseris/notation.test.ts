import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyMove, formatMove, legalMoves, parseMoveText, unwrap } from 'tessera-engine/tesseris';
import { tesserisArbitraries } from 'tessera-engine/testing';
import { assertOnlyWrittenTextsRead } from '../helpers/notation.js';
import { runs } from '../helpers/runs.js';
import { card, game, twoPlayerSpec } from './fixtures.js';

describe('move notation', () => {
  const state = game(twoPlayerSpec);

  test.each([
    [`d${card(9, 0)}>p2`, { type: 'discard-to-pile', player: 0, card: card(9, 0), pile: 2 }],
    [`d${card(1, 1)}>o0`, { type: 'resolve-objective', player: 0, card: card(1, 1), objective: 0 }],
  ])('%s reads as %j and writes back the same', (text, move) => {
    expect(unwrap(parseMoveText(state, text))).toEqual(move);
    expect(formatMove(move as never)).toBe(text);
  });

  test('draws: m, p and the pile, s and the seat', () => {
    const drawing = unwrap(applyMove(state, unwrap(parseMoveText(state, `d${card(9, 0)}>p2`)))).state;
    expect(unwrap(parseMoveText(drawing, 'm'))).toEqual({ type: 'draw-main', player: 0 });
    expect(unwrap(parseMoveText(drawing, 'p3'))).toEqual({ type: 'draw-pile', player: 0, pile: 3 });
    expect(unwrap(parseMoveText(drawing, 's1'))).toEqual({ type: 'steal', player: 0, from: 1 });
    const placedThere = parseMoveText(drawing, 'p2');
    expect(!placedThere.ok && placedThere.error.code).toBe('pile-just-placed');
    expect(formatMove({ type: 'pass', player: 0 })).toBe('pass');
  });

  test.each(['', 'd', 'd5>p4', 'd5>x1', 'p4', 's4', 'M', 'd99>p0', `d0${card(9, 0)}>p2`, 'p01', ' m'])('%j is not a move', (text) => {
    const result = parseMoveText(state, text);
    expect(!result.ok && result.error.code).toBe('malformed-move');
  });

  test('every legal move of reachable states survives a write and a read', () => {
    fc.assert(
      fc.property(tesserisArbitraries.state(300), (current) => {
        for (const move of legalMoves(current)) expect(unwrap(parseMoveText(current, formatMove(move)))).toEqual(move);
      }),
      { numRuns: runs(180) },
    );
  });

  test('a text reads as a move only when it is written as formatMove writes it', () => {
    assertOnlyWrittenTextsRead(tesserisArbitraries.state(300), { legalMoves, formatMove, parseMoveText }, '0dpoms>x ', runs(300));
  });
});
