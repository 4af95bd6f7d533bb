/**
 * The position editor (`tessera-engine/editor`): edits checked by the loader, the bag kept balanced, and
 * patches that turn one view into the next.
 */
import fc from 'fast-check';
import { applyPatches } from 'immer';
import { describe, expect, test } from 'vitest';
import { unwrap, type GameRecord } from 'tessera-engine';
import { diffPatches, edit, patchView, type EditableGame } from 'tessera-engine/editor';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';
import { tesseraArbitraries, tesserisArbitraries } from 'tessera-engine/testing';
import { prototypesPolluted, unreadableThrownValues, withThrowingGetter } from './helpers/hostile.js';
import { stepsOfRecord, type ReplayableGame } from './helpers/recorded-games.js';
import { runs } from './helpers/runs.js';
import { deepFreeze } from './tessera/fixtures.js';

/** The paths of the frozen arrays and objects inside a value, the value included. */
function frozenPaths(value: unknown, path = '$'): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = Object.isFrozen(value) ? [path] : [];
  return [...own, ...Object.entries(value).flatMap(([key, item]) => frozenPaths(item, `${path}.${key}`))];
}

/** The arrays and objects inside a value, the value included. */
function containers(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value === 'object' && value !== null && !into.has(value)) {
    into.add(value);
    for (const item of Object.values(value)) containers(item, into);
  }
  return into;
}

/** Whether two values share an array or an object. */
function shareMemory(a: unknown, b: unknown): boolean {
  const inA = containers(a);
  return [...containers(b)].some((container) => inA.has(container));
}

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

  test.each(unreadableThrownValues())('a recipe that throws %s gets invalid-state', (_name, thrown) => {
    const result = edit(Tessera.tessera, start, () => {
      throw thrown;
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-state', message: 'edit: the recipe threw: a non-error' } });
  });

  test('an async recipe is invalid-state, at once, and its rejection is handled (an edit is synchronous)', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => {
      unhandled.push(reason);
    };
    process.on('unhandledRejection', onUnhandled);
    try {
      for (const recipe of [
        async (draft: { turn: number }) => {
          await Promise.resolve();
          draft.turn = 3; // the draft is revoked by then
        },
        // eslint-disable-next-line @typescript-eslint/require-await
        async () => {
          throw new Error('oops');
        },
        () => ({
          then: (_resolve: unknown, reject: (reason: unknown) => void) => {
            reject(new Error('a thenable'));
          },
        }),
      ]) {
        const result = edit(Tessera.tessera, start, recipe as never);
        expect(result).toMatchObject({
          ok: false,
          error: { code: 'invalid-state', message: 'edit: the recipe returned a Promise (a thenable): an edit is synchronous' },
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  test('a recipe that returns a state replaces the draft with it, as with immer, and the loader checks it', () => {
    const replaced = unwrap(edit(Tessera.tessera, start, () => ({ ...start, boards: [{ ...start.boards[0]!, score: 7 }, start.boards[1]!] })));
    expect(replaced.state.boards[0]!.score).toBe(7);
    expect(replaced.patches).toEqual([{ op: 'replace', path: [], value: replaced.state }]);
    expect(edit(Tessera.tessera, start, () => ({ ...start, turn: -1 }))).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
    // A recipe that changes the draft and returns a value too is refused, as immer refuses it (and its type).
    const both = edit(Tessera.tessera, start, ((draft: Tessera.TesseraState & { boards: { score: number }[] }) => (draft.boards[0]!.score = 7)) as never);
    expect(both).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
    expect(both.ok || both.error.message).toContain("immer could not take the recipe's answer for the new state");
  });

  test("a state that is no object, or a game's own loadState that throws or answers no Result, gets invalid-state", () => {
    const noop = () => undefined;
    for (const state of [() => undefined, null, 3, 'state']) {
      expect(edit(Tessera.tessera, state as never, noop)).toMatchObject({
        ok: false,
        error: { code: 'invalid-state', message: 'edit: expected a state, an object' },
      });
    }
    const throwingLoader = {
      ...Tessera.tessera,
      loadState: () => {
        throw new Error('a broken loader');
      },
    };
    expect(edit(throwingLoader, start, noop)).toMatchObject({ ok: false, error: { message: "edit: the game's loadState threw: a broken loader" } });
    for (const answer of [undefined, null, { ok: 'yes' }]) {
      expect(edit({ ...Tessera.tessera, loadState: () => answer as never }, start, noop)).toMatchObject({
        ok: false,
        error: { code: 'invalid-state', message: "edit: the game's loadState answered no Result" },
      });
    }
  });

  test('a state that is no plain data (an instance of a class) is invalid-state, and the message says so, not blaming the recipe', () => {
    class Position {
      readonly round = 1;
    }
    const edited = edit(Tessera.tessera, new Position() as never, () => undefined);
    expect(edited.ok || edited.error.message).toBe('edit: expected a state of plain JSON data, not an instance of a class');
  });

  test('a state with a part that cannot be read, a recipe answering JSON text, a Result read twice: each an error, never an exception', () => {
    const state = unwrap(Tessera.setup({ players: 2, seed: 1 }));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    // The edit removes the part: its inverse patches once held it, and copying them threw.
    for (const junk of [cyclic, withThrowingGetter({}, 'x')]) {
      const edited = edit(Tessera.tessera, { ...state, junk } as never, (draft) => {
        delete (draft as { junk?: unknown }).junk;
      });
      expect(edited.ok || edited.error.code).toBe('invalid-state');
    }
    // A loader parses JSON text; the patches then turned the old state into a string.
    const text = edit(Tessera.tessera, state, () => JSON.stringify(state) as never);
    expect(text.ok || text.error.message).toBe("edit: the recipe's answer is no state (an object)");
    let reads = 0;
    const flaky = {
      loadState: (value: unknown) => ({
        get ok() {
          if (++reads > 1) throw new Error('read twice');
          return true;
        },
        value,
      }),
    };
    expect(unwrap(edit(flaky as never, { a: 1 }, (draft: { a: number }) => void (draft.a = 2))).state).toEqual({ a: 2 });
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
 * Over records of up to 80 moves of Tessera and 400 of Tesseris (every player count and variant), the patches of each step turn a seat's
 * previous view into its next one, with our `patchView` and with immer's own `applyPatches`; given
 * `maxSizeInViews`, their JSON is smaller than that many views' (a Tesseris step changes little of a view,
 * while a Tessera round's end rewrites most of it). The random records are `runs(15)`: 15, or 195 with `HEAVY=1`.
 */
function expectPatchesToReplayViews<State, Move, Options extends { players: number }, Event>(
  game: ReplayableGame<State, Move, Options, Event>,
  records: fc.Arbitrary<GameRecord<Options>>,
  maxSizeInViews?: number,
  examples: [GameRecord<Options>, number][] = [],
): void {
  fc.assert(
    fc.property(records, fc.nat(), (record, pick) => {
      const seat = pick % record.options.players;
      for (const { before, after } of stepsOfRecord(game, record, { mustEnd: false })) {
        const previous = unwrap(game.playerView(before, seat)) as object;
        const next = unwrap(game.playerView(after, seat)) as object;
        const patches = unwrap(diffPatches(previous, next));
        expect(unwrap(patchView(previous, patches))).toEqual(next);
        expect(applyPatches(previous, patches)).toEqual(next);
        if (maxSizeInViews !== undefined) expect(JSON.stringify(patches).length).toBeLessThan(JSON.stringify(next).length * maxSizeInViews);
      }
    }),
    { numRuns: runs(15), examples },
  );
}

describe("the editor never freezes its caller's objects and returns nothing shared", () => {
  test('edit: the input state, the edited state and the patches stay free to change, and share nothing', () => {
    const state = unwrap(Tessera.setup({ players: 2, seed: 'unfrozen' }));
    const wall: (Tessera.TileKind | null)[] = [0, null, null, null, null];
    const edited = unwrap(
      edit(Tessera.tessera, state, (draft) => {
        draft.boards[0]!.wall[0] = wall; // an object of the caller's own, put into the draft
        Tessera.balanceBag(draft);
      }),
    );
    expect(frozenPaths(state)).toEqual([]);
    expect(frozenPaths(wall)).toEqual([]);
    expect(frozenPaths(edited)).toEqual([]);
    expect(shareMemory(edited.patches, state) || shareMemory(edited.inversePatches, state) || shareMemory(edited, wall)).toBe(false);
    expect(shareMemory(edited.patches, edited.state) || shareMemory(edited.inversePatches, edited.state) || shareMemory(edited.state, state)).toBe(false);
  });

  test("edit with the caller's own loader that answers its input: the edit still shares nothing with the input or the recipe's objects", () => {
    interface Settings {
      readonly settings: { level: number };
      readonly extra?: { note: string };
    }
    const trusting: EditableGame<Settings, never> = { name: 'trusting', loadState: (json) => ({ ok: true, value: json as Settings }) };
    const input: Settings = { settings: { level: 1 } };
    const extra = { note: 'the recipe' };
    const edited = unwrap(
      edit(trusting, input, (draft) => {
        (draft as { extra?: { note: string } }).extra = extra;
      }),
    );
    expect(edited.state).toEqual({ settings: { level: 1 }, extra: { note: 'the recipe' } });
    expect(shareMemory(edited, input) || shareMemory(edited, extra)).toBe(false);
    const replaced = unwrap(edit(trusting, input, () => ({ settings: input.settings })));
    expect(shareMemory(replaced, input)).toBe(false);
  });

  test('diffPatches and patchView: the views given stay free, and the patched view is as free as a playerView', () => {
    const state = unwrap(Tesseris.setup({ players: 3, seed: 'unfrozen' }));
    const previous = unwrap(Tesseris.playerView(state, 0));
    const next = unwrap(Tesseris.playerView(unwrap(Tesseris.applyMove(state, Tesseris.legalMoves(state)[0])).state, 0));
    const patches = unwrap(diffPatches(previous, next));
    expect(frozenPaths(previous)).toEqual([]);
    expect(frozenPaths(next)).toEqual([]);
    expect(frozenPaths(patches)).toEqual([]);
    expect(shareMemory(patches, next) || shareMemory(patches, previous)).toBe(false);
    const patched = unwrap(patchView(previous, patches));
    expect(patched).toEqual(next);
    expect(frozenPaths(previous)).toEqual([]);
    expect(frozenPaths(patched)).toEqual([]);
    expect(shareMemory(patched, previous) || shareMemory(patched, patches)).toBe(false);
    (patched.hand as number[]).sort((a, b) => b - a);
    expect(patched.hand).toEqual([...next.hand].sort((a, b) => b - a));
  });
});

/**
 * A record that fast-check found: a main pile rebuilt from many covered cards, after which each card drawn from
 * it leaves the front of the seat's sorted lists of knowledge and shifts every card after it. Its patches, one
 * per shifted place, came to 6.6 views; a list that changes at most of its places is now sent whole (2.3 views).
 */
const SHIFTED_KNOWLEDGE: GameRecord<Tesseris.TesserisOptions> = {
  game: 'tesseris',
  options: { players: 2, seed: 'kcy', startingSeat: 0, rounds: 2, shortDeck: false },
  moves: [
    'd71>o1',
    's1',
    'd4>p0',
    's0',
    'd62>p1',
    's1',
    'd8>p0',
    's0',
    'd14>p3',
    'm',
    'd36>p1',
    'p0',
    'd41>p2',
    'p1',
    'd54>p0',
    'm',
    'd36>p1',
    'p2',
    'd55>p0',
    'm',
    'd30>p1',
    'p0',
    'd12>p0',
    'm',
    'd17>o0',
    's1',
    'd43>p0',
    'm',
    'd51>p0',
    'm',
    'd16>p0',
    'm',
    'd41>o2',
    'm',
    'd63>p0',
    'm',
    'd55>o3',
    'm',
    'd50>p0',
    'm',
    'd31>p0',
    'm',
    'd35>p0',
    'm',
    'd50>p0',
    'm',
    'd54>p0',
    'm',
    'd15>p0',
    'm',
    'd24>p0',
    'm',
    'd44>p0',
    'm',
    'd2>p0',
    'm',
    'd49>p0',
    'm',
    'd59>p0',
    'm',
    'd0>p0',
    'm',
    'd60>p0',
    'm',
    'd13>p0',
    'm',
    'd29>p0',
    'm',
    'd58>p0',
    'm',
    'd65>p0',
    'm',
    'd42>p0',
    'm',
    'd48>p0',
    'm',
    'd9>p0',
    'm',
    'd22>p0',
    'm',
  ],
};

/**
 * A record that an audit found (seed 'p45', a pseudo-random line): at its last step a steal takes one card out of
 * the middle of seat 1's 49 unaccounted cards, which shifts fewer than half of them, each place a patch of about
 * 60 characters for a card of two. Patched place by place, the step came to 3.38 views; a list is now sent whole
 * when that is lighter (0.83 views).
 */
const STOLEN_UNACCOUNTED: GameRecord<Tesseris.TesserisOptions> = {
  game: 'tesseris',
  options: { players: 2, seed: 'p45' },
  moves: [
    'd46>p2',
    's1',
    'd9>p2',
    'p3',
    'd25>p2',
    'p1',
    'd50>p3',
    's0',
    'd71>p0',
    'm',
    'd5>p2',
    'p1',
    'd54>p1',
    'p2',
    'd35>p0',
    's0',
    'd11>p0',
    'p2',
    'd65>p0',
    's0',
    'd39>p0',
    'm',
    'd38>p0',
    'm',
    'd5>p0',
    'p1',
    'd21>p0',
    's0',
    'd28>p0',
    'm',
    'd18>p0',
    'p3',
    'd34>p2',
    'p3',
    'd42>p0',
    's0',
    'd58>p0',
    'm',
    'd25>p0',
    'p1',
    'd54>p0',
    'm',
    'd67>p0',
    'p2',
    'd64>p0',
    'p3',
    'd50>p0',
    'p3',
    'd30>p0',
    'p3',
    'd2>o0',
    'm',
    'd55>p0',
    'p1',
    'd13>p2',
    'm',
    'd70>p0',
    'm',
    'd53>p3',
    'm',
    'd10>p0',
    'p1',
    'd31>p1',
    'p2',
    'd52>p0',
    's1',
    'd34>p0',
    'm',
    'd29>p0',
    'p2',
    'd33>p0',
    'p3',
    'd8>p0',
    'p3',
    'd13>p0',
    's0',
    'd48>p0',
    's1',
    'd7>p3',
    's0',
    'd9>p0',
    'p3',
    'd40>p0',
    'm',
    'd63>p0',
    'p1',
    'd53>p0',
    'p1',
    'd37>p0',
    'p1',
    'd56>p0',
    'p3',
    'd69>p0',
    'p1',
    'd68>p0',
    'p2',
    'd7>p0',
    'p2',
    'd12>p1',
    'm',
    'd31>p0',
    's1',
    'd66>p2',
    's0',
    'd47>p0',
    'p2',
    'd27>p3',
    'p1',
    'd23>p0',
    'p2',
    'd12>p1',
    'p3',
    'd49>p0',
    'p3',
    'd27>p0',
    'p2',
    'd24>p0',
    'm',
    'd46>p2',
    'm',
    'd66>p0',
    'p1',
    'd59>p3',
    'm',
    'd6>p1',
    's1',
    'd0>p0',
    'p1',
    'd51>p0',
    'p3',
    'd41>p1',
    'p2',
    'd12>o0',
    'm',
    'd45>o3',
    'p3',
    'd16>p2',
    'p3',
    'd57>p1',
    'p3',
    'd62>p0',
    's1',
    'd17>p0',
    's0',
    'd59>p0',
    's1',
  ],
};

describe('view patches', () => {
  test('applying the patches of a step to the previous view gives exactly the next view (Tessera)', () => {
    expectPatchesToReplayViews(Tessera.tessera, tesseraArbitraries.record(80));
  });

  test('applying the patches of a step to the previous view gives exactly the next view (Tesseris)', () => {
    expectPatchesToReplayViews(Tesseris.tesseris, tesserisArbitraries.record(400), 3, [
      [SHIFTED_KNOWLEDGE, 0],
      [STOLEN_UNACCOUNTED, 1],
    ]);
  });
});

describe('patches are never longer than the view they give', () => {
  test('a new Tesseris round, which changes most of a view, is one patch that replaces the view whole', () => {
    // Field by field, the first view of a three-player game's second round took patches 3 times its length.
    let state = unwrap(Tesseris.tesseris.setup({ players: 3, seed: 26, rounds: 2 }));
    const views = (seat: number): object => unwrap(Tesseris.tesseris.playerView(state, seat));
    const first = state.round;
    for (let moves = 0; moves < 5_000 && state.round === first; moves++) {
      const before = views(1);
      state = unwrap(Tesseris.tesseris.applyMove(state, unwrap(Tesseris.greedyBot.chooseMove(unwrap(Tesseris.tesseris.playerView(state, state.turn)))))).state;
      const after = views(1);
      const patches = unwrap(diffPatches(before, after));
      expect(JSON.stringify(patches).length).toBeLessThanOrEqual(JSON.stringify(after).length + 40);
      expect(unwrap(patchView(before, patches))).toEqual(after);
    }
    expect(state.round).toBe(first + 1);
  });
});

describe('diffPatches and patchView read what they are given as untrusted data', () => {
  const view = unwrap(Tesseris.playerView(unwrap(Tesseris.setup({ players: 2, seed: 'untrusted' })), 0));

  test('a key __proto__ is refused, and pollutes nothing', () => {
    const refused = diffPatches({ a: 1 }, JSON.parse('{ "a": 1, "__proto__": { "polluted": "yes" } }') as object);
    expect(refused.ok || refused.error.code).toBe('invalid-value');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(prototypesPolluted()).toBe(false);
  });

  test('values that are no JSON data are invalid-value, never an exception', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    for (const bad of [
      cyclic,
      withThrowingGetter({ a: 1 }, 'a'),
      new Proxy(
        {},
        {
          ownKeys: () => {
            throw new Error('hostile');
          },
        },
      ),
    ]) {
      const diffed = diffPatches(view, bad as never);
      expect(diffed.ok || diffed.error.code).toBe('invalid-value');
      const patched = patchView(bad as never, []);
      expect(patched.ok || patched.error.code).toBe('invalid-value');
    }
  });

  test('any JSON value is patched into any other exactly, to the order of its keys, and nothing is shared', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (previous, next) => {
        const before = [JSON.stringify(previous), JSON.stringify(next)];
        const diffed = diffPatches(previous as object, next as object);
        // fast-check's JSON values may hold a key "__proto__", which no patch can carry.
        if (!diffed.ok) {
          expect(before.join('')).toMatch(/__proto__|constructor|prototype/);
          return;
        }
        const patched = unwrap(patchView(previous as object, diffed.value));
        expect(JSON.stringify(patched)).toBe(before[1]);
        expect([JSON.stringify(previous), JSON.stringify(next)]).toEqual(before);
        const given = new Set<unknown>();
        for (const value of [previous, next, diffed.value]) JSON.stringify(value, (_key, inner: unknown) => (given.add(inner), inner));
        JSON.stringify(patched, (_key, inner: unknown) => {
          if (typeof inner === 'object' && inner !== null) expect(given.has(inner)).toBe(false);
          return inner;
        });
      }),
      { numRuns: runs(2_000) },
    );
  });

  test('a function, NaN, undefined, a BigInt or a symbol is no JSON data, in a view or in a patch', () => {
    for (const bad of [() => 1, Number.NaN, Infinity, undefined, 10n, Symbol('bad')]) {
      for (const next of [{ a: bad }, [1, bad]]) {
        const diffed = diffPatches({ a: 1 }, next as never);
        expect(diffed.ok || diffed.error.code, String(bad)).toBe('invalid-value');
      }
      const patched = patchView({ a: 1 }, [{ op: 'replace', path: ['a'], value: bad }]);
      expect(patched.ok || patched.error.code, String(bad)).toBe('invalid-value');
    }
  });

  test('patches that would leave holes in a list are invalid-patch', () => {
    for (const length of [5, 1e9]) {
      const patched = patchView({ a: [1, 2] }, [{ op: 'replace', path: ['a', 'length'], value: length }]);
      expect(patched.ok || patched.error.code).toBe('invalid-patch');
    }
    expect(unwrap(patchView({ a: [1, 2] }, [{ op: 'replace', path: ['a', 'length'], value: 1 }]))).toEqual({ a: [1] });
  });

  test('whatever diffPatches accepts, patchView applies: values nested to the limit of 16 levels, and no deeper', () => {
    const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`);
    for (let depth = 0; depth <= 16; depth++) {
      // In a record, and as a whole root of another kind: one patch then carries the value, two levels deeper.
      for (const [previous, next] of [
        [{ data: 0 }, { data: nested(Math.max(0, depth - 1)) }],
        [{ data: 0 }, nested(depth) as object],
      ] as [object, object][]) {
        const patches = diffPatches(previous, next);
        expect(patches.ok, `depth ${depth}`).toBe(true);
        expect(patchView(previous, unwrap(patches)), `depth ${depth}`).toEqual({ ok: true, value: next });
      }
    }
    expect(diffPatches({ data: 0 }, { data: nested(16) }).ok || 'refused').toBe('refused');
  });

  test('a root of another kind is replaced whole, both ways', () => {
    for (const [previous, next] of [
      [{ a: 1 }, [1]],
      [[1, 2], { b: 2 }],
    ] as const) {
      expect(unwrap(patchView(previous as object, unwrap(diffPatches(previous as object, next as object))))).toEqual(next);
    }
  });

  test('patches that are no immer patches, or do not apply, are invalid-patch', () => {
    for (const patches of [
      null,
      [null],
      [{ op: 'move', path: ['turn'], value: 1 }],
      [{ op: 'replace', path: 'turn', value: 1 }],
      [{ op: 'replace', path: ['__proto__', 'polluted'], value: 1 }],
      [{ op: 'replace', path: ['constructor', 'prototype', 'polluted'], value: 1 }],
      [{ op: 'remove', path: ['piles', 9, 'top'] }],
      [{ op: 'replace', path: ['hand', 99, 'x'], value: 1 }],
    ]) {
      const patched = patchView(view, patches as never);
      expect(patched.ok || patched.error.code, JSON.stringify(patches)).toBe('invalid-patch');
    }
    expect(prototypesPolluted()).toBe(false);
  });
});

describe('patches that do not fit the view are invalid-patch, never applied elsewhere', () => {
  const view = { turn: 1, hand: [10, 20, 30], seats: { a: 1 } };

  test('a key of a list must be an index in it: [0, length] to add, [0, length) to replace or remove', () => {
    for (const patch of [
      { op: 'remove', path: ['hand', 'x'] },
      { op: 'remove', path: ['hand', '-1'] },
      { op: 'remove', path: ['hand', '01'] },
      { op: 'add', path: ['hand', 'x'], value: 99 },
      { op: 'remove', path: ['hand', 3] },
      { op: 'replace', path: ['hand', 3], value: 99 },
      { op: 'add', path: ['hand', 4], value: 99 },
      { op: 'replace', path: ['hand', 'x', 'y'], value: 99 },
    ]) {
      const patched = patchView(view, [patch as never]);
      expect(patched.ok || patched.error.code, JSON.stringify(patch)).toBe('invalid-patch');
    }
    expect(view.hand).toEqual([10, 20, 30]);
  });

  test('a replace or remove must name a key the record has, and the root path [] takes only replace', () => {
    for (const patch of [
      { op: 'remove', path: ['missing'] },
      { op: 'replace', path: ['missing'], value: 1 },
      { op: 'replace', path: ['seats', 'b'], value: 1 },
      { op: 'add', path: ['missing', 'b'], value: 1 },
      { op: 'add', path: ['turn', 'b'], value: 1 },
      { op: 'add', path: [], value: { turn: 2 } },
      { op: 'remove', path: [] },
    ]) {
      const patched = patchView(view, [patch as never]);
      expect(patched.ok || patched.error.code, JSON.stringify(patch)).toBe('invalid-patch');
    }
  });

  test('patches that fit are applied as immer applies them, canonical index strings and "-" included', () => {
    const patches = [
      { op: 'add', path: ['hand', 3], value: 40 },
      { op: 'add', path: ['hand', '0'], value: 5 },
      { op: 'add', path: ['hand', '-'], value: 50 },
      { op: 'remove', path: ['hand', '1'] },
      { op: 'replace', path: ['hand', 0], value: 6 },
      { op: 'add', path: ['seats', 'b'], value: 2 },
      { op: 'add', path: ['seats', 'a'], value: 3 },
      { op: 'remove', path: ['turn'] },
    ] as const;
    const expected = applyPatches(view, patches as never);
    expect(unwrap(patchView(view, patches as never))).toEqual(expected);
    expect(expected).toEqual({ hand: [6, 20, 30, 40, 50], seats: { a: 3, b: 2 } });
    expect(
      unwrap(
        patchView(view, [
          { op: 'replace', path: [], value: [1] },
          { op: 'add', path: [0], value: 0 },
        ]),
      ),
    ).toEqual([0, 1]);
  });
});

describe('a 0 that becomes -0, or back, is patched', () => {
  test('patchView of the patches gives the same numbers, by Object.is, in records and lists', () => {
    const padding = 'x'.repeat(200); // so that the patches weigh less than the value, which is then not sent whole
    for (const [previous, next] of [
      [
        { score: 0, list: [0, 1], padding },
        { score: -0, list: [-0, 1], padding },
      ],
      [
        { score: -0, list: [1, -0], padding },
        { score: 0, list: [1, 0], padding },
      ],
      [
        { deep: { a: [{ b: 0 }] }, padding },
        { deep: { a: [{ b: -0 }] }, padding, more: 1 },
      ],
    ] as [object, object][]) {
      const patches = unwrap(diffPatches(previous, next));
      expect(patches.some((patch) => patch.path.length === 0)).toBe(false);
      const patched = unwrap(patchView(previous, patches));
      expect(patched).toStrictEqual(next);
    }
  });
});

describe('patch paths through reserved keys', () => {
  test('a patch path through __proto__, constructor or prototype is refused by its path, before immer sees it', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const patched = patchView({ a: 1 }, [{ op: 'add', path: [key, 'polluted'], value: 1 }]);
      expect(patched.ok || patched.error.message, key).toBe('patches[0].path: expected no key __proto__, constructor, prototype');
    }
  });
});
