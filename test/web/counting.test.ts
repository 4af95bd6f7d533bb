/** What a person reads counts from 1: the engine's error messages name displays, lines, rows and columns as the descriptions do. */
import { describe, expect, test } from 'vitest';
import { draftMove, setup, unwrap, validateMove, type TileKind } from 'tessera-engine/tessera';

describe('error messages for people', () => {
  test('name the first display "display 1", as describeMove does', () => {
    const state = unwrap(setup({ players: 2, seed: 'counting' }));
    const missing = [0, 1, 2, 3, 4].find((kind) => state.displays[0]![kind] === 0)! as TileKind;
    const refused = validateMove(state, draftMove(0, 0, missing, 2));
    expect(refused.ok ? '' : refused.error.message).toMatch(/ in display 1$/);
  });

  test('name the first pattern line "line 1"', () => {
    const state = unwrap(setup({ players: 2, seed: 'counting' }));
    const kind = [0, 1, 2, 3, 4].find((candidate) => state.displays[0]![candidate]! > 0)! as TileKind;
    const lines = state.boards[0]!.lines.map((line, row) => (row === 0 ? { colour: kind === 0 ? 1 : 0, count: 1, wilds: 0 } : line));
    const full = { ...state, boards: [{ ...state.boards[0]!, lines }, state.boards[1]!] } as typeof state;
    const refused = validateMove(full, draftMove(0, 0, kind, 0));
    expect(refused.ok ? '' : refused.error.message).toMatch(/^pattern line 1 /);
  });
});
