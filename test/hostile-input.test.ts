/**
 * Hostile input, for both games: whatever a caller hands the library (throwing getters, throwing or revoked
 * proxies, holes, cycles, objects of another realm, absurd depth or size, own `__proto__` keys), it returns
 * a typed result, never throws, never writes to the input and never pollutes a prototype.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { tessera, tesseris } from 'tessera-engine';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';
import { seatOfPlayerID } from 'tessera-engine/boardgame.io';
import { fuzzCounts } from './helpers/closure.js';
import { hostileRecipeArb, makeHostile, prototypesPolluted, unreadableThrownValues, watched, withHole, withThrowingGetter } from './helpers/hostile.js';
import { runs } from './helpers/runs.js';
import { sampleStates, type AnyGame } from './helpers/samples.js';
import { deepFreeze } from './tessera/fixtures.js';

interface Case {
  readonly name: string;
  readonly game: AnyGame<object, object, object>;
  readonly states: readonly object[];
  readonly options: object;
  readonly parseMoveText: (state: never, text: unknown) => { ok: boolean; error?: { code: string } };
}

const CASES: Case[] = [
  {
    name: 'tessera',
    game: tessera,
    states: sampleStates(
      tessera,
      [
        { players: 2, seed: 1 },
        { players: 4, seed: 2, wilds: false, wall: 'grey' },
      ],
      9,
    ).map(deepFreeze),
    options: { players: 3, seed: 'hostile', startingSeat: 1 },
    parseMoveText: Tessera.parseMoveText as Case['parseMoveText'],
  },
  {
    name: 'tesseris',
    game: tesseris,
    states: sampleStates(
      tesseris,
      [
        { players: 3, seed: 1, rounds: 1 },
        { players: 2, seed: 2, rounds: 1, shortDeck: true },
      ],
      37,
    ).map(deepFreeze),
    options: { players: 3, seed: 'hostile', target: 5 },
    parseMoveText: Tesseris.parseMoveText as Case['parseMoveText'],
  },
];

/**
 * Calls the library with a hostile value and checks the promise: no exception, a typed result, no write to
 * the input, no polluted prototype, and the state untouched.
 */
function expectTypedResult(
  call: (input: unknown) => { ok: boolean; error?: { code: string } },
  input: unknown,
  codes: readonly string[],
  state: object,
  counts: ReturnType<typeof fuzzCounts>,
): void {
  const snapshot = JSON.stringify(state);
  const writes: string[] = [];
  counts.tried++;
  let result: { ok: boolean; error?: { code: string } };
  try {
    result = call(watched(input, writes));
  } catch (error) {
    counts.throws++;
    throw error;
  }
  if (result.ok) counts.accepted++;
  else expect(codes).toContain(result.error?.code);
  expect(writes).toEqual([]);
  expect(prototypesPolluted()).toBe(false);
  expect(JSON.stringify(state)).toBe(snapshot);
}

const MOVE_CODES = [
  'malformed-move',
  'wrong-player',
  'wrong-phase',
  'wrong-step',
  'game-over',
  'no-such-display',
  'kind-not-in-source',
  'line-full',
  'line-claimed',
  'wall-slot-taken',
  'column-not-allowed',
  'card-not-in-hand',
  'shape-mismatch',
  'objective-resolved',
  'pile-empty',
  'pile-just-placed',
  'main-pile-empty',
  'nothing-to-steal',
  'cannot-pass',
];

describe.each(CASES)('$name: hostile input never throws', ({ name, game, states, options, parseMoveText }) => {
  const counts = fuzzCounts(`hostile input (${name})`);
  const playing = states.filter((state) => game.outcome(state) === null);

  test('moves: validateMove and applyMove', () => {
    fc.assert(
      fc.property(fc.constantFrom(...playing), hostileRecipeArb, (state, recipe) => {
        const move = makeHostile(game.legalMoves(state)[0], recipe);
        expectTypedResult((input) => game.validateMove(state, input), move, MOVE_CODES, state, counts);
        expectTypedResult((input) => game.applyMove(state, input), move, MOVE_CODES, state, counts);
      }),
      { numRuns: runs(300) },
    );
  });

  test('states: loadState', () => {
    fc.assert(
      fc.property(fc.constantFrom(...states), hostileRecipeArb, (state, recipe) => {
        expectTypedResult((input) => game.loadState(input), makeHostile(state, recipe), ['invalid-state'], state, counts);
      }),
      { numRuns: runs(180) },
    );
  });

  test('options: setup', () => {
    fc.assert(
      fc.property(hostileRecipeArb, (recipe) => {
        expectTypedResult((input) => game.setup(input as object), makeHostile(options, recipe), ['invalid-options'], options, counts);
      }),
      { numRuns: runs(180) },
    );
  });

  test('move text and seats: parseMoveText and playerView', () => {
    fc.assert(
      fc.property(fc.constantFrom(...playing), fc.oneof(fc.string(), fc.jsonValue()), hostileRecipeArb, (state, value, recipe) => {
        const text = makeHostile(value, recipe);
        expectTypedResult((input) => parseMoveText(state as never, input), text, MOVE_CODES, state, counts);
        expectTypedResult((input) => game.playerView(state, input as number), text, ['invalid-seat'], state, counts);
      }),
      { numRuns: runs(180) },
    );
  });
});

describe("a loader handed the other game's state, or a player's view, says so", () => {
  const tesseraState = Tessera.unwrap(tessera.setup({ players: 2, seed: 'loader' }));
  const tesserisState = Tesseris.unwrap(tesseris.setup({ players: 2, seed: 'loader' }));
  test.each([
    ['tessera', Tessera.loadState, tesserisState, 'state.game: expected "tessera"'],
    ['tesseris', Tesseris.loadState, tesseraState, 'state.game: expected "tesseris"'],
    ['tessera', Tessera.loadState, Tessera.unwrap(tessera.playerView(tesseraState, 1)), "state: expected a full state, not a player's view"],
    ['tesseris', Tesseris.loadState, Tesseris.unwrap(tesseris.playerView(tesserisState, 1)), "state: expected a full state, not a player's view"],
    ['tessera', Tessera.loadState, { game: 'tessera', version: 7 }, 'state.version: expected 1 or 2'],
    ['tesseris', Tesseris.loadState, { game: 'tesseris', version: 0 }, 'state.version: expected 1, 2, 3 or 4'],
  ] as const)('%s: %#', (_name, loadState: (json: unknown) => { ok: boolean; error?: { code: string; message: string } }, json, message) => {
    const loaded = loadState(json);
    expect(loaded.error?.code).toBe('invalid-state');
    expect(loaded.error?.message).toContain(message);
  });
});

describe('made-up positions and views list no moves, and change no one else’s', () => {
  test.each([
    ['tessera', tessera, Tessera.unwrap(tessera.setup({ players: 2, seed: 'made-up' }))],
    ['tesseris', tesseris, Tesseris.unwrap(tesseris.setup({ players: 2, seed: 'made-up' }))],
  ] as const)('%s', (_name, game: AnyGame<object, object, object>, state: object) => {
    const view = game.playerView(state, 0) as { ok: true; value: Record<string, unknown> };
    const madeUp = [
      null,
      {},
      { viewer: 0, turn: 0 },
      // Seat 4 of a one-seat game: the move cache was keyed by seats and turn, where (1, 4) is (2, 0).
      { ...view.value, players: 1, turn: 4, viewer: 4 },
      { ...view.value, turn: -1, viewer: -1 },
      { ...view.value, turn: 0.5, viewer: 0.5 },
    ];
    for (const position of madeUp) {
      expect(game.legalMovesForView(position as never)).toEqual([]);
      expect(game.legalMoves(position as never)).toEqual([]);
    }
    // Every move listed for the real game still names its seat, and applies.
    const fresh = game.legalMoves(state) as { player: number }[];
    expect(fresh.length).toBeGreaterThan(0);
    for (const move of fresh) {
      expect(move.player).toBe(0);
      expect((game.applyMove(state as never, move) as { ok: boolean }).ok).toBe(true);
    }
  });
});

describe('a getter that throws something unreadable gets the typed error of any other exception', () => {
  /** An object whose `key` is a getter that throws `thrown`. */
  const throwingAt = (value: object, key: string, thrown: unknown): object =>
    Object.defineProperty({ ...value }, key, {
      enumerable: true,
      get() {
        throw thrown;
      },
    });
  const state = Tessera.unwrap(tessera.setup({ players: 2, seed: 'unreadable' }));
  const move = tessera.legalMoves(state)[0]!;
  const view = Tessera.unwrap(tessera.playerView(state, 0));
  const tesserisState = Tesseris.unwrap(tesseris.setup({ players: 2, seed: 'unreadable' }));
  const tesserisView = Tesseris.unwrap(tesseris.playerView(tesserisState, tesserisState.turn));
  const record = { game: 'tessera', options: { players: 2, seed: 1 }, moves: [] };
  const calls: [name: string, call: (thrown: unknown) => { ok: boolean; error?: { code: string } }, code: string][] = [
    ['applyMove', (thrown) => tessera.applyMove(state, throwingAt(move, 'type', thrown)), 'malformed-move'],
    ['validateMove', (thrown) => tessera.validateMove(state, throwingAt(move, 'source', thrown)), 'malformed-move'],
    ['setup', (thrown) => tessera.setup(throwingAt({ seed: 1 }, 'players', thrown) as never), 'invalid-options'],
    ['loadState', (thrown) => tessera.loadState(throwingAt(state, 'boards', thrown)), 'invalid-state'],
    ['replayRecord', (thrown) => Tessera.replayRecord(tessera, throwingAt(record, 'moves', thrown)), 'invalid-record'],
    ['tesseris applyMove', (thrown) => tesseris.applyMove(tesserisState, throwingAt(tesseris.legalMoves(tesserisState)[0]!, 'type', thrown)), 'malformed-move'],
    ['mctsBot.suggest', (thrown) => Tessera.mctsBot.suggest(throwingAt(view, 'boards', thrown) as never, { iterations: 10 }), 'invalid-view'],
    ['ismctsBot.suggest', (thrown) => Tesseris.ismctsBot.suggest(throwingAt(tesserisView, 'hand', thrown) as never, { iterations: 10 }), 'invalid-view'],
    ['fast.fromView', (thrown) => Tessera.fast.fromView(throwingAt(view, 'viewer', thrown) as never, [1, 2, 3, 4]), 'invalid-view'],
  ];
  test.each(unreadableThrownValues())('%s', (_name, thrown) => {
    for (const [name, call, code] of calls) {
      let result: { ok: boolean; error?: { code: string } } | string;
      try {
        result = call(thrown);
      } catch (error) {
        result = `${name} threw ${error instanceof Error ? error.message : 'something'}`;
      }
      expect(typeof result === 'string' ? result : result.ok || result.error!.code, name).toBe(code);
    }
  });
});

describe('a made-up position with more moves than any real one', () => {
  test('lists none, so that no move it decoded is kept and trusted for real states', () => {
    const real = Tessera.unwrap(tessera.setup({ players: 2, seed: 'overflow' }));
    const full = [1, 1, 1, 1, 1, 1];
    const madeUp = { ...real, displays: Array.from({ length: 12 }, () => full), centre: full };
    expect(tessera.legalMoves(madeUp as never)).toEqual([]);
    expect(tessera.legalMovesForView({ ...Tessera.unwrap(tessera.playerView(real, 0)), displays: madeUp.displays, centre: full })).toEqual([]);
    for (const move of tessera.legalMoves(real)) expect(tessera.validateMove(real, move).ok).toBe(true);
  });
});

describe("the helpers that take a caller's numbers answer any value, never throwing", () => {
  /** Any value at all, and the numbers a front-end might pass by mistake. */
  const anyValue = fc.oneof(
    fc.anything({ withBigInt: true, withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withSparseArray: true }),
    fc.constantFrom<unknown>(Symbol('seat'), Number.NaN, Infinity, -Infinity, -1, 1.5, 5, 6, 19, 99, -0, 1e308),
  );
  const wall = Tessera.unwrap(Tessera.setup({ players: 2, seed: 'helpers' })).boards[0]!.wall;
  const stars = { one: 1, two: 2, three: 3 };

  /** Values that are no number, which every helper answers as out of range. */
  const notNumbers = [Symbol('seat'), 10n, '1', null, {}, undefined];
  /** Values that are no move of either game; `?`, what formatMove writes for them, is no move text either. */
  const notMoves = [...notNumbers, { type: 'draft' }, withThrowingGetter({ type: 'place', player: 0, column: 0 }, 'column')];
  const states = [Tessera.unwrap(Tessera.setup({ players: 2, seed: 1 })), Tesseris.unwrap(Tesseris.setup({ players: 2, seed: 1 }))] as const;
  test('the text written for no move is refused by both games', () => {
    expect([Tessera.parseMoveText(states[0], '?').ok, Tesseris.parseMoveText(states[1], '?').ok]).toEqual([false, false]);
  });
  /** Values that are no list of scores or full rows. */
  const notLists = [...notNumbers, 5, [1, '2'], [Number.NaN], [1.5], [Infinity], withHole([1, 2], 0), withThrowingGetter([1, 2], '1')];
  /** Numbers that are no index into a wall, a kind or a deck's shapes or colours. */
  const notIndexes = [...notNumbers, Number.NaN, -1, 1.5, 99, Infinity];

  /** Each helper with one caller's number replaced, the values it answers as out of range, and that answer. */
  const helpers: readonly (readonly [name: string, call: (value: never) => unknown, invalid: readonly unknown[], answer: unknown])[] = [
    ['allowedColumns, its row', (row) => Tessera.allowedColumns(wall, 'printed', row, 0), notIndexes, 0],
    ['allowedColumns, its kind', (kind) => Tessera.allowedColumns(wall, 'grey', 0, kind), notIndexes, 0],
    ['isRowFull, its row', (row) => Tessera.isRowFull(wall, row), [...notIndexes, 5, 'length', 'map'], false],
    ['placementPoints, its row', (row) => Tessera.placementPoints(wall, row, 0), notIndexes, 0],
    ['placementPoints, its column', (column) => Tessera.placementPoints(wall, 0, column), notIndexes, 0],
    ['floorPenalty', (spaces) => Tessera.floorPenalty(spaces), [...notNumbers, Number.NaN, -1, 0.5, 1.5, Infinity], 0],
    ['starsEarned', (score) => Tessera.starsEarned(score, stars), [...notNumbers, Number.NaN], 0],
    ['starsEarned, its thresholds', (thresholds) => Tessera.starsEarned(5, thresholds), [...notNumbers, withThrowingGetter(stars, 'three'), { one: '1' }], 0],
    ['columnsOf', (mask) => Tessera.columnsOf(mask), [...notNumbers, Number.NaN], []],
    ['formatMove of Tessera', (move) => Tessera.formatMove(move), [...notMoves, { type: 'draft', player: 0, source: 0, kind: 9, destination: 0 }], '?'],
    ['formatMove of Tesseris', (move) => Tesseris.formatMove(move), [...notMoves, { type: 'steal', player: 0, from: 7 }], '?'],
    ['starThresholds', (optimum) => Tessera.starThresholds(optimum, 3, 1), [...notNumbers, Number.NaN, Infinity], null],
    ['describeTileKind, its kind', (kind) => Tessera.describeTileKind(kind), notIndexes, '?'],
    [
      'describeTileKind, its count',
      (count) => Tessera.describeTileKind(0, count, { locale: 'fr' }),
      notNumbers.filter((value) => value !== undefined),
      'bleues',
    ],
    ['wallColourAt, its row', (row) => Tessera.wallColourAt(row, 0), [...notIndexes, 5], Number.NaN],
    ['wallColourAt, its column', (column) => Tessera.wallColourAt(0, column), [...notIndexes, 5], Number.NaN],
    ['wallColumnOf, its row', (row) => Tessera.wallColumnOf(row, 0), [...notIndexes, 5], Number.NaN],
    ['wallColumnOf, its colour', (colour) => Tessera.wallColumnOf(0, colour), [...notIndexes, 5], Number.NaN],
    ['lineCapacity', (line) => Tessera.lineCapacity(line), [...notIndexes, 5], Number.NaN],
    ['displayCount', (players) => Tessera.displayCount(players), [...notIndexes, 1, 5], Number.NaN],
    ['shapeOf', (card) => Tesseris.shapeOf(card), [...notIndexes, 72], Number.NaN],
    ['colourOf', (card) => Tesseris.colourOf(card), [...notIndexes, 72], Number.NaN],
    ['cardOf, its shape', (shape) => Tesseris.cardOf(shape, 0), [...notIndexes, 0, 19], Number.NaN],
    ['cardOf, its colour', (colour) => Tesseris.cardOf(1, colour), [...notIndexes, 4], Number.NaN],
    ['winners of Tessera, its scores', (scores) => Tessera.winners(scores, [0, 0]), notLists, []],
    ['winners of Tessera, its full rows', (fullRows) => Tessera.winners([3, 3], fullRows), notLists, []],
    ['winners of Tesseris', (scores) => Tesseris.winners(scores), notLists, []],
    ['seatOfPlayerID, its seat count', (players) => seatOfPlayerID('0', players), [...notNumbers, Number.NaN, -1, 0.5, 1.5, Infinity], null],
  ];

  test.each(helpers)('%s', (_name, call, invalid, answer) => {
    for (const value of invalid) expect(call(value as never), String(value)).toEqual(answer);
    fc.assert(
      fc.property(anyValue, (value) => {
        call(value as never);
      }),
      { numRuns: runs(200) },
    );
  });
});
