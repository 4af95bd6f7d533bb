import { describe, expect, test } from 'vitest';
import { countAllTiles, loadState, setup, tessera, unwrap, wallColourAt, COLOUR_NAMES, type TesseraState } from 'tessera-engine/tessera';

const total = (counts: readonly number[]) => counts.reduce((sum, count) => sum + count, 0);

describe('setup', () => {
  test.each([
    [2, 5],
    [3, 7],
    [4, 9],
  ] as const)('%i players get %i full displays of 4 tiles', (players, displays) => {
    const state = unwrap(setup({ players, seed: 'setup' }));
    expect(state.displays).toHaveLength(displays);
    for (const display of state.displays) expect(total(display)).toBe(4);
    expect(total(state.bag)).toBe(110 - 4 * displays);
    expect(state.boards).toHaveLength(players);
  });

  test('T1: 20 tiles of each colour and 10 Wild Shards, 110 in all', () => {
    const state = unwrap(setup({ players: 4, seed: 1 }));
    expect(countAllTiles(state)).toEqual([20, 20, 20, 20, 20, 10]);
    expect(COLOUR_NAMES).toEqual(['blue', 'yellow', 'red', 'black', 'white']);
  });

  test('T2: the printed wall holds colour (c − r) mod 5, row 0 being B Y R K W', () => {
    expect([0, 1, 2, 3, 4].map((c) => wallColourAt(0, c))).toEqual([0, 1, 2, 3, 4]);
    expect([0, 1, 2, 3, 4].map((c) => wallColourAt(1, c))).toEqual([4, 0, 1, 2, 3]);
    for (let r = 0; r < 5; r++) {
      const row = [0, 1, 2, 3, 4].map((c) => wallColourAt(r, c));
      const column = [0, 1, 2, 3, 4].map((rr) => wallColourAt(rr, r));
      expect(new Set(row).size).toBe(5);
      expect(new Set(column).size).toBe(5);
    }
  });

  test('T3: seat 0 starts by default and the marker starts in the centre', () => {
    const state = unwrap(setup({ players: 3, seed: 'a' }));
    expect(tessera.currentPlayer(state)).toBe(0);
    expect(state.markerHolder).toBeNull();
    expect(state.round).toBe(1);
    expect(state.phase).toBe('drafting');
  });

  test('T3: the starting seat is an option', () => {
    const state = unwrap(setup({ players: 3, seed: 'a', startingSeat: 2 }));
    expect(tessera.currentPlayer(state)).toBe(2);
    expect(state.firstSeat).toBe(2);
  });

  test('the same seed gives the same game; another seed another', () => {
    const a = unwrap(setup({ players: 2, seed: 'same' }));
    const b = unwrap(setup({ players: 2, seed: 'same' }));
    const c = unwrap(setup({ players: 2, seed: 'other' }));
    expect(a).toEqual(b);
    expect(a.displays).not.toEqual(c.displays);
  });

  test('an integer seed equals its decimal string', () => {
    expect(unwrap(setup({ players: 2, seed: 42 })).displays).toEqual(unwrap(setup({ players: 2, seed: '42' })).displays);
  });

  test.each([
    [{ players: 1, seed: 's' }, 'options.players'],
    [{ players: 5, seed: 's' }, 'options.players'],
    [{ players: 2.5, seed: 's' }, 'options.players'],
    [{ players: '2', seed: 's' }, 'options.players'],
    [{ players: 2, seed: 1.5 }, 'options.seed'],
    [{ players: 2, seed: {} }, 'options.seed'],
    [{ players: 2, seed: 'x'.repeat(300) }, 'options.seed'],
    [{ players: 2, seed: 's', startingSeat: 2 }, 'options.startingSeat'],
    [{ players: 2, seed: 's', startingSeat: -1 }, 'options.startingSeat'],
    [{ players: 2, seed: 's', colour: 'grey' }, 'no key "colour"'],
    [null, 'a plain object'],
    [[2, 's'], 'a plain object'],
  ])('bad options %j are rejected with invalid-options (%s)', (options, where) => {
    const result = setup(options as never);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid-options');
    expect(result.error.message).toContain(where);
    expect(result.error).toBeInstanceOf(Error);
  });
});

describe('loading states', () => {
  const state = unwrap(setup({ players: 3, seed: 'load' }));

  test('a state survives a JSON round trip, text or parsed', () => {
    expect(unwrap(loadState(JSON.stringify(state)))).toEqual(state);
    expect(unwrap(loadState(JSON.parse(JSON.stringify(state))))).toEqual(state);
  });

  test('a version-1 state (no rules, a wild-only pause) loads and is upgraded to version 2', () => {
    const { rules: _rules, pending, firstSeat, ...rest } = JSON.parse(JSON.stringify(state)) as TesseraState;
    const version1 = { ...rest, version: 1, roundStarter: firstSeat, pendingWild: pending };
    expect(unwrap(loadState(version1))).toEqual(state);
    const tiling = { ...version1, phase: 'tiling', pendingWild: { seat: 0, row: 1 } };
    const loaded = loadState(tiling);
    // It is read as a pause for a wild (version 1 had no other), then checked like any state.
    expect(!loaded.ok && loaded.error.message).toMatch(/^tiling: tiles are still left to draft/);
    expect(loadState({ ...version1, pending: null }).ok).toBe(false);
    expect(loadState({ ...state, version: 3 })).toMatchObject({ ok: false, error: { message: 'state.version: expected 1 or 2' } });
  });

  test('the loaded state shares nothing with its input', () => {
    const input = JSON.parse(JSON.stringify(state)) as TesseraState;
    const loaded = unwrap(loadState(input));
    expect(loaded.boards[0]).not.toBe(input.boards[0]);
    expect(loaded.displays[0]).not.toBe(input.displays[0]);
  });

  const broken: [string, (s: Record<string, any>) => void, string][] = [
    ['not JSON', () => undefined, 'not JSON'],
    ['an extra key', (s) => (s.extra = 1), 'no key "extra"'],
    ['a __proto__ key', (s) => Object.defineProperty(s, '__proto__', { value: 1, enumerable: true }), 'no key "__proto__"'],
    ['a missing key', (s) => delete s.bag, 'key "bag"'],
    ['a lost tile', (s) => (s.bag[0] -= 1), 'expected 20 blue tiles'],
    ['a colour off its slot', (s) => ((s.bag[0] -= 1), (s.boards[0].wall[0][1] = 0)), 'the printed wall has no place for blue there'],
    ['an overfull line', (s) => ((s.bag[0] -= 2), (s.boards[0].lines[0] = { colour: 0, count: 2, wilds: 0 })), 'capacity'],
    ['a fractional score', (s) => (s.boards[0].score = 1.5), 'score'],
    ['a negative score', (s) => (s.boards[0].score = -1), 'score'],
    ['a bad generator', (s) => (s.rng = [1, 2, 3]), 'state.rng'],
    ['a turn beyond the seats', (s) => (s.turn = 3), 'state.turn'],
    ['an end without a full row or a stalemate', (s) => (s.phase = 'over'), 'no row is full'],
    ['a stray marker', (s) => s.boards[1].floor.push(6), 'marker'],
  ];
  test.each(broken)('a state with %s is rejected', (_, breakIt, message) => {
    const copy = JSON.parse(JSON.stringify(state)) as Record<string, any>;
    breakIt(copy);
    const input = message === 'not JSON' ? '{"game": ' : copy;
    const result = loadState(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-state');
      expect(result.error.message).toContain(message);
    }
  });
});
