/**
 * Hardening: the boundary never throws, and the loader accepts only states that the rules can carry on
 * from. Each named test is one example from the hardening issue; the closure property fuzzes the rest.
 */
import { describe, expect, test } from 'vitest';
import { WILD, applyMove, legalMoves, loadState, parseMoveText, setup, tessera, unwrap, validateMove, type TesseraState } from 'tessera-engine/tessera';
import { describeClosureUnderRules } from '../helpers/closure.js';
import { describeHostileMoveExamples, throwingProxy, withHole, withThrowingGetter } from '../helpers/hostile.js';
import { sampleStates } from '../helpers/samples.js';
import { loadErrorOf } from '../helpers/untrusted.js';
import type { FuzzedGame } from '../helpers/state-fuzzer.js';
import { VARIANTS, positionJson } from './fixtures.js';
import { moveTiles, rebalanceBag } from './mutations.js';

const start = unwrap(setup({ players: 2, seed: 'hardening' }));
const legal = legalMoves(start)[0]!;

const loadError = loadErrorOf(loadState);

describeHostileMoveExamples({ validateMove, applyMove, parseMoveText }, start, legal);

describe('hostile states are rejected, not thrown (issue examples)', () => {
  test('a throwing getter or proxy anywhere inside a state', () => {
    const json = JSON.parse(JSON.stringify(start)) as { boards: object[]; displays: object[] };
    json.boards[0] = withThrowingGetter(json.boards[0]!, 'wall');
    expect(loadState(json)).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
    json.boards[0] = throwingProxy({}, 'ownKeys');
    expect(loadError(json)).toMatch(/state\.boards\[0\]/);
  });

  test('a hole in the displays', () => {
    expect(loadError({ ...start, displays: withHole(start.displays, 2) })).toMatch(/state\.displays\[2\].*holes/);
  });

  test('a hole in a floor where the marker was', () => {
    const json = positionJson({ markerHolder: 1, displays: ['BBBB'], boards: [{}, { floor: 'MB' }] });
    expect(loadState(json).ok).toBe(true);
    const boards = [json.boards[0], { ...json.boards[1], floor: withHole(json.boards[1]!.floor, 0) }];
    expect(loadError({ ...json, boards })).toMatch(/state\.boards\[1\]\.floor\[0\].*holes/);
  });
});

test('legalMoves lists nothing for a value it cannot read as a position, rather than throw', () => {
  const tesserisState = { game: 'tesseris', players: 2, phase: 'play', hands: [[1], [2]] };
  for (const value of [null, undefined, 5, 'x', {}, [], tesserisState, throwingProxy({ ...start }, 'get')]) expect(legalMoves(value as never)).toEqual([]);
});

describe('the loader refuses states the rules cannot carry on from (issue examples)', () => {
  test('a game that can never end: a full all-wild line facing a full wall row', () => {
    const json = positionJson({
      phase: 'tiling',
      turn: 0,
      pending: { seat: 0, row: 0, kind: WILD },
      boards: [{ lines: ['*', '', '', '', ''] }, { wall: ['.....', 'WBYRK', '.....', '.....', '.....'], lines: ['', '**', '', '', ''] }],
    });
    expect(loadError(json)).toMatch(/boards\[1\]\.lines\[1\]: holds tiles, but wall row 1 is already full/);
  });

  test('the marker holder has no marker and free floor spaces', () => {
    expect(loadError(positionJson({ markerHolder: 1, displays: ['BBBB'] }))).toMatch(/markerHolder: seat 1 took the marker/);
    // With a full floor the marker found no space: that is a reachable state (ruling T4).
    expect(loadError(positionJson({ markerHolder: 1, displays: ['BBBB'], boards: [{}, { floor: 'RRRRRRR' }] }))).toBeUndefined();
  });

  test('a display short of 4 tiles while the bag holds tiles', () => {
    expect(loadError(positionJson({ displays: ['BB', 'RRRR'] }))).toMatch(/displays\[0\]: short of 4 tiles while the bag still holds tiles/);
    // When the bag ran dry, the refill leaves one short display and empty ones after it (ruling T15).
    expect(loadError(positionJson({ displays: ['RRRR', 'BB'], bag: '' }))).toBeUndefined();
    expect(loadError(positionJson({ displays: ['BB', 'RRRR'], bag: '' }))).toMatch(/displays\[1\]: holds tiles after the short display 0/);
  });

  test('tiling out of order: an earlier seat still has a full, untiled line', () => {
    const json = positionJson({
      phase: 'tiling',
      turn: 1,
      pending: { seat: 1, row: 0, kind: WILD },
      boards: [{ lines: ['B', '', '', '', ''] }, { lines: ['*', '', '', '', ''] }],
    });
    expect(loadError(json)).toMatch(/full line of seat 0, row 0 comes first/);
  });

  test('an ended game must have finished its last round', () => {
    const json = positionJson({ phase: 'over', boards: [{ wall: ['BYRKW', '.....', '.....', '.....', '.....'], floor: 'R' }, {}] });
    expect(loadError(json)).toMatch(/boards\[0\]\.floor: not empty in an ended game/);
  });

  test('a score that play could take past the cap of 1,000,000', () => {
    // 25 empty slots can add 10 points each, and the bonuses 95: 1,000,000 − 345 = 999,655 is the highest score.
    const at = (score: number) => {
      const json = JSON.parse(JSON.stringify(start)) as TesseraState;
      return { ...json, boards: [{ ...json.boards[0]!, score }, json.boards[1]!] };
    };
    expect(loadError(at(999_655))).toBeUndefined();
    expect(loadError(at(999_656))).toMatch(/boards\[0\]\.score: above 999655, so the points its wall can still add could take it past 1000000/);
    // Played on from the highest score the loader accepts, every state loads again.
    let state = unwrap(loadState(at(999_655)));
    while (state.phase !== 'over') {
      state = unwrap(applyMove(state, legalMoves(state)[0]!)).state;
      expect(loadError(JSON.parse(JSON.stringify(state)))).toBeUndefined();
    }
    expect(state.boards[0]!.score).toBeGreaterThan(999_655);
  });

  test('a game at the highest round number plays on into states the loader accepts: the counter stops there', () => {
    let state = unwrap(loadState({ ...(JSON.parse(JSON.stringify(start)) as TesseraState), round: 1_000_000 }));
    let started = 0;
    while (started < 2 && state.phase !== 'over') {
      const { state: next, events } = unwrap(applyMove(state, legalMoves(state)[0]!));
      started += events.filter((event) => event.type === 'round-started').length;
      expect(loadError(JSON.parse(JSON.stringify(next)))).toBeUndefined();
      state = next;
    }
    expect(started).toBe(2);
    expect(state.round).toBe(1_000_000);
  });
});

/** Real states to mutate: a sample of random games, with every tiling state they reach. */
const seeds: TesseraState[] = sampleStates(
  tessera,
  // Every rule combination in turn.
  Array.from({ length: 12 }, (_, game) => ({ players: 2 + (game % 3), seed: `closure ${game}`, ...VARIANTS[game % 4] })),
  11,
  (state) => state.phase === 'tiling',
);

/** What the fuzzer knows of Tessera: tile moves weighted to about a third of the mutations, and the bag's repair. */
const FUZZED: FuzzedGame = {
  literals: ['drafting', 'tiling', 'over', 'tessera', 'centre', 'floor'],
  donors: seeds,
  own: [moveTiles, moveTiles, moveTiles, moveTiles, moveTiles],
  repair: rebalanceBag,
};

describeClosureUnderRules(tessera, seeds, FUZZED, ['drafting', 'tiling', 'over'], (state) => state.phase);

describe('the closure fuzz’s tile moves', () => {
  test('never count a tile in a pool by a number that is no kind (a CI run ran out of memory on one)', () => {
    // An earlier mutation can move any number into a wall slot; moving that "tile" on must not reach a pool,
    // where counts[2579278667]++ would make the pool billions long.
    const root = JSON.parse(JSON.stringify(start)) as {
      boards: { wall: (number | null)[][] }[];
      bag: number[];
      discard: number[];
      centre: number[];
      displays: number[][];
    };
    root.boards[0]!.wall[0]![0] = 2_579_278_667;
    const pools = (json: typeof root): number[][] => [json.bag, json.discard, json.centre, ...json.displays];
    for (let a = 0; a < 60; a++) {
      for (let b = 0; b < 60; b++) {
        const mutated = structuredClone(root);
        moveTiles(mutated as never, a, b, 0);
        expect(pools(mutated).map((counts) => counts.length)).toEqual(pools(root).map((counts) => counts.length));
      }
    }
  });
});
