/**
 * The position editor (`tessera-engine/editor`): edits checked by the loader, the bag kept balanced, and
 * patches that turn one view into the next.
 */
import fc from 'fast-check';
import { applyPatches } from 'immer';
import { describe, expect, test } from 'vitest';
import { unwrap } from 'tessera-engine';
import { diffPatches, edit, patchView } from 'tessera-engine/editor';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';
import { deepFreeze } from './tessera/fixtures.js';

describe('edit', () => {
  const start = deepFreeze(unwrap(Tessera.setup({ players: 2, seed: 'editor' })));

  test('an edit the rules could reach is accepted, with the bag balanced and the input unchanged', () => {
    const edited = unwrap(
      edit(Tessera.tessera, start, (draft) => {
        draft.boards[0]!.wall[0]![0] = 0; // blue on its printed slot of row 0
        draft.boards[1]!.score = 12;
        Tessera.balanceBag(draft);
      }),
    );
    expect(edited.state.boards[0]!.wall[0]![0]).toBe(0);
    expect(edited.state.bag[0]).toBe(start.bag[0]! - 1);
    expect(start.boards[0]!.wall[0]![0]).toBeNull();
    expect(applyPatches(start, [...edited.patches])).toEqual(edited.state);
    expect(applyPatches(edited.state, [...edited.inversePatches])).toEqual(start);
  });

  test('an edit that breaks an invariant is refused with its path, and a throwing recipe with a typed error', () => {
    const broken = edit(Tessera.tessera, start, (draft) => {
      draft.boards[0]!.wall[0]![1] = 0; // blue off its printed slot
      Tessera.balanceBag(draft);
    });
    expect(broken).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
    expect(broken.ok ? '' : broken.error.message).toContain('boards[0].wall[0][1]');
    const unbalanced = edit(Tessera.tessera, start, (draft) => {
      draft.boards[0]!.wall[0]![0] = 0;
    });
    expect(unbalanced.ok ? '' : unbalanced.error.message).toContain('tiles: expected 20 blue tiles, found 21');
    const throwing = edit(Tessera.tessera, start, () => {
      throw new Error('oops');
    });
    expect(throwing).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
  });

  test('Tesseris states are edited the same way', () => {
    const state = unwrap(Tesseris.setup({ players: 2, seed: 'editor' }));
    const swapped = unwrap(
      edit(Tesseris.tesseris, state, (draft) => {
        [draft.hands[0]![0], draft.hands[1]![0]] = [draft.hands[1]![0]!, draft.hands[0]![0]!];
      }),
    );
    expect(swapped.state.hands[0]![0]).toBe(state.hands[1]![0]);
  });
});

describe('view patches', () => {
  const step = <State, Move>(
    game: { legalMoves(state: State): Move[]; applyMove(state: State, move: unknown): Tessera.Result<{ state: State }>; outcome(state: State): unknown },
    state: State,
    pick: number,
  ): State => {
    const moves = game.legalMoves(state);
    return unwrap(game.applyMove(state, moves[pick % moves.length])).state;
  };

  test('applying the patches of a step to the previous view gives exactly the next view (Tessera)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 80 }), fc.nat({ max: 1 }), (picks, seat) => {
        let state = unwrap(Tessera.setup({ players: 2, seed: 'patches' }));
        for (const pick of picks) {
          if (Tessera.outcome(state) !== null) break;
          const before = unwrap(Tessera.playerView(state, seat));
          state = step<Tessera.TesseraState, Tessera.TesseraMove>(Tessera.tessera, state, pick);
          const after = unwrap(Tessera.playerView(state, seat));
          expect(patchView(before, diffPatches(before, after))).toEqual(after);
        }
      }),
      { numRuns: 15 },
    );
  });

  test('applying the patches of a step to the previous view gives exactly the next view (Tesseris)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 80 }), fc.nat({ max: 2 }), (picks, seat) => {
        let state = unwrap(Tesseris.setup({ players: 3, seed: 'patches', rounds: 1 }));
        for (const pick of picks) {
          if (Tesseris.outcome(state) !== null) break;
          const before = unwrap(Tesseris.playerView(state, seat));
          state = step<Tesseris.TesserisState, Tesseris.TesserisMove>(Tesseris.tesseris, state, pick);
          const after = unwrap(Tesseris.playerView(state, seat));
          const patches = diffPatches(before, after);
          expect(applyPatches(before, patches)).toEqual(after);
          expect(JSON.stringify(patches).length).toBeLessThan(JSON.stringify(after).length * 2);
        }
      }),
      { numRuns: 15 },
    );
  });
});
