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
import { tesseraArbitraries, tesserisArbitraries } from 'tessera-engine/testing';
import { stepsOfRecord } from './helpers/recorded-games.js';
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
  test('applying the patches of a step to the previous view gives exactly the next view (Tessera)', () => {
    fc.assert(
      fc.property(tesseraArbitraries.record(80), fc.nat(), (record, pick) => {
        const seat = pick % record.options.players;
        for (const { before, after } of stepsOfRecord(Tessera.tessera, record, { mustEnd: false })) {
          const previous = unwrap(Tessera.playerView(before, seat));
          const next = unwrap(Tessera.playerView(after, seat));
          expect(patchView(previous, diffPatches(previous, next))).toEqual(next);
        }
      }),
      { numRuns: 15 },
    );
  });

  test('applying the patches of a step to the previous view gives exactly the next view (Tesseris)', () => {
    fc.assert(
      fc.property(tesserisArbitraries.record(80), fc.nat(), (record, pick) => {
        const seat = pick % record.options.players;
        for (const { before, after } of stepsOfRecord(Tesseris.tesseris, record, { mustEnd: false })) {
          const previous = unwrap(Tesseris.playerView(before, seat));
          const next = unwrap(Tesseris.playerView(after, seat));
          const patches = diffPatches(previous, next);
          expect(applyPatches(previous, patches)).toEqual(next);
          expect(JSON.stringify(patches).length).toBeLessThan(JSON.stringify(next).length * 2);
        }
      }),
      { numRuns: 15 },
    );
  });
});
