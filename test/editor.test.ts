/**
 * The position editor (`tessera-engine/editor`): edits checked by the loader, the bag kept balanced, and
 * patches that turn one view into the next.
 */
import fc from 'fast-check';
import { applyPatches } from 'immer';
import { describe, expect, test } from 'vitest';
import { unwrap, type GameRecord } from 'tessera-engine';
import { diffPatches, edit, patchView } from 'tessera-engine/editor';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';
import { tesseraArbitraries, tesserisArbitraries } from 'tessera-engine/testing';
import { stepsOfRecord, type ReplayableGame } from './helpers/recorded-games.js';
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

/**
 * Over records of up to 80 moves (every player count and variant), the patches of each step turn a seat's
 * previous view into its next one, with our `patchView` and with immer's own `applyPatches`; given
 * `maxSizeInViews`, their JSON is smaller than that many views' (a Tesseris step changes little of a view,
 * while a Tessera round's end rewrites most of it; a Tesseris card that leaves the sorted lists of a view's
 * knowledge shifts the cards after it, hence a bound of 5).
 */
function expectPatchesToReplayViews<State, Move, Options extends { players: number }, Event>(
  game: ReplayableGame<State, Move, Options, Event>,
  records: fc.Arbitrary<GameRecord<Options>>,
  maxSizeInViews?: number,
): void {
  fc.assert(
    fc.property(records, fc.nat(), (record, pick) => {
      const seat = pick % record.options.players;
      for (const { before, after } of stepsOfRecord(game, record, { mustEnd: false })) {
        const previous = unwrap(game.playerView(before, seat)) as object;
        const next = unwrap(game.playerView(after, seat)) as object;
        const patches = diffPatches(previous, next);
        expect(patchView(previous, patches)).toEqual(next);
        expect(applyPatches(previous, patches)).toEqual(next);
        if (maxSizeInViews !== undefined) expect(JSON.stringify(patches).length).toBeLessThan(JSON.stringify(next).length * maxSizeInViews);
      }
    }),
    { numRuns: 15 },
  );
}

describe('view patches', () => {
  test('applying the patches of a step to the previous view gives exactly the next view (Tessera)', () => {
    expectPatchesToReplayViews(Tessera.tessera, tesseraArbitraries.record(80));
  });

  test('applying the patches of a step to the previous view gives exactly the next view (Tesseris)', () => {
    expectPatchesToReplayViews(Tesseris.tesseris, tesserisArbitraries.record(80), 5);
  });
});
