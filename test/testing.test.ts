/**
 * `tessera-engine/testing`: the arbitraries, tested by use in properties of our own, and the model-based store
 * check, which must pass a correct store and catch a broken one.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { currentState, playInHistory, replayRecord, startHistory, undo, unwrap, type History } from 'tessera-engine';
import { arbitrariesOf, checkStoreAgainstEngine, playChosenMoves, tesseraArbitraries, tesseraOptions, tesserisArbitraries } from 'tessera-engine/testing';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';
import { deepFreeze } from './tessera/fixtures.js';
import { runs } from './helpers/runs.js';

const GAMES = [
  ['tessera', Tessera.tessera, tesseraArbitraries],
  ['tesseris', Tesseris.tesseris, tesserisArbitraries],
] as const;

describe.each(GAMES)('%s arbitraries', (_name, game, arbitraries) => {
  const module = game as unknown as typeof Tessera.tessera;
  const arbs = arbitraries as unknown as typeof tesseraArbitraries;

  test('options always set up a game', () => {
    fc.assert(
      fc.property(arbs.options(), (options) => module.setup(options).ok),
      { numRuns: runs(100) },
    );
  });

  test('reachable states survive a JSON round trip through the loader', () => {
    fc.assert(
      fc.property(arbs.state(120), (state) => {
        expect(unwrap(module.loadState(JSON.stringify(state)))).toEqual(state);
      }),
      { numRuns: runs(40) },
    );
  });

  test('every generated legal move applies', () => {
    fc.assert(
      fc.property(arbs.stateWithLegalMove(120), ({ state, move }) => module.applyMove(state, move).ok),
      { numRuns: runs(60) },
    );
  });

  test('malformed moves are refused with a typed error, without an exception or a change', () => {
    fc.assert(
      fc.property(arbs.state(60), arbs.malformedMove(), (state, move) => {
        const frozen = deepFreeze(structuredClone(state));
        const result = module.applyMove(frozen, move);
        expect(result.ok).toBe(false);
        expect(frozen).toEqual(state);
      }),
      { numRuns: runs(150) },
    );
  });

  test('whole-game records replay', () => {
    fc.assert(
      fc.property(arbs.record(300), (record) => replayRecord(module, record).ok),
      { numRuns: runs(15) },
    );
  });
});

describe('checkStoreAgainstEngine', () => {
  /** A store built on the package's history: it must pass. */
  const historyStore = (initial: Tessera.TesseraState) => {
    let history: History<Tessera.TesseraState, Tessera.TesseraMove, Tessera.TesseraEvent> = startHistory(initial);
    return {
      play: (move: Tessera.TesseraMove) => (history = unwrap(playInHistory(Tessera.tessera, history, move))),
      current: () => currentState(history),
      undo: () => (history = undo(history)),
    };
  };

  test('passes a store that follows the engine, undo included', () => {
    expect(() => {
      checkStoreAgainstEngine(Tessera.tessera, tesseraOptions(), historyStore, { runs: 15, maxCommands: 40 });
    }).not.toThrow();
  });

  test('names the first place where the state differs, with both values; catches a store that rewrites a state it returned', () => {
    const offByOne = (initial: Tessera.TesseraState) => {
      const store = historyStore(initial);
      return {
        play: store.play,
        current: () => ({
          ...store.current(),
          boards: store.current().boards.map((board, seat) => (seat === 1 ? { ...board, score: board.score + 1 } : board)),
        }),
      };
    };
    expect(() => {
      checkStoreAgainstEngine(Tessera.tessera, tesseraOptions(), offByOne, { runs: 5, maxCommands: 5, seed: 1 });
    }).toThrow(/the store's state differs from the engine's after .+?: state\.boards\[1\]\.score: the store has 1, the engine 0/);
    // A store that writes each new state into the one object it returns: what its callers kept changes under them.
    const inPlace = (initial: Tessera.TesseraState) => {
      const store = historyStore(initial);
      const shown = structuredClone(initial);
      return {
        play: (move: Tessera.TesseraMove) => {
          store.play(move);
          Object.assign(shown, structuredClone(store.current()));
        },
        current: () => shown,
      };
    };
    expect(() => {
      checkStoreAgainstEngine(Tessera.tessera, tesseraOptions(), inPlace, { runs: 5, maxCommands: 5, seed: 1 });
    }).toThrow(/the store changed a state it had returned before, after /);
  });

  test('catches a store whose undo forgets to undo', () => {
    const broken = (initial: Tessera.TesseraState) => ({ ...historyStore(initial), undo: () => undefined });
    expect(() => {
      checkStoreAgainstEngine(Tessera.tessera, tesseraOptions(), broken, { runs: 30, maxCommands: 40, seed: 1 });
    }).toThrow(/Property failed[\s\S]*undo/);
  });
  test("passes a store that holds the engine's state with its keys in another order, as a database may", () => {
    const sorted = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sorted)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.keys(value)
                .sort()
                .reverse()
                .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
            )
          : value;
    const reordered = (initial: Tessera.TesseraState) => {
      const store = historyStore(initial);
      return { ...store, current: () => sorted(store.current()) as Tessera.TesseraState };
    };
    expect(() => {
      checkStoreAgainstEngine(Tessera.tessera, tesseraOptions(), reordered, { runs: 10, maxCommands: 40, seed: 1 });
    }).not.toThrow();
  });

  test('passes a store without undo, whatever the seed: it is given no undo', () => {
    const playOnly = (initial: Tessera.TesseraState) => {
      const { play, current } = historyStore(initial);
      return { play, current };
    };
    for (const seed of [1, 2, 3]) {
      expect(() => {
        checkStoreAgainstEngine(Tessera.tessera, tesseraOptions(), playOnly, { runs: 10, maxCommands: 40, seed });
      }).not.toThrow();
    }
  });

  test('plays as many commands as maxCommands allows: a store that goes wrong at its 20th play is caught', () => {
    const lateBug = (initial: Tessera.TesseraState) => {
      const store = historyStore(initial);
      let plays = 0;
      return { ...store, play: (move: Tessera.TesseraMove) => (++plays === 20 ? undefined : store.play(move)) };
    };
    expect(() => {
      checkStoreAgainstEngine(Tessera.tessera, tesseraOptions(), lateBug, { runs: 30, maxCommands: 60, seed: 1 });
    }).toThrow(/Property failed/);
  });
});

describe('the record arbitraries', () => {
  test.each(GAMES)('%s: records are whole games, or maxMoves long; a failing one shrinks to the shortest start that fails', (_name, game, arbitraries) => {
    const records = (arbitraries as unknown as typeof tesseraArbitraries).record(60);
    const module = game as unknown as typeof Tessera.tessera;
    for (const record of fc.sample(records, { numRuns: runs(20), seed: 1 })) {
      const replay = unwrap(replayRecord(module, record));
      expect(record.moves.length === 60 || module.outcome(replay.states.at(-1)!) !== null).toBe(true);
    }
    const details = fc.check(
      fc.property(records, (record) => record.moves.length < 30),
      { seed: 1 },
    );
    expect(details.counterexample?.[0].moves.length).toBe(30);
  });
});

describe('checkStoreAgainstEngine, with a store that corrupts the state it starts from', () => {
  test("catches it: the store's first state is its own copy, not the engine's", () => {
    // A stack store whose undo, back at the start, writes into the state it was given.
    const corrupting = (initial: Tessera.TesseraState) => {
      const states = [initial];
      return {
        play: (move: Tessera.TesseraMove) => void states.push(unwrap(Tessera.tessera.applyMove(states.at(-1)!, move)).state),
        current: () => states.at(-1)!,
        undo: () => {
          if (states.length > 1) states.pop();
          if (states.length === 1) (states[0] as { round: number }).round = 3;
        },
      };
    };
    expect(() => {
      checkStoreAgainstEngine(Tessera.tessera, tesseraOptions(), corrupting, { runs: 50, maxCommands: 20, seed: 1 });
    }).toThrow(/Property failed[\s\S]*after an undo/);
  });
});

describe('checkStoreAgainstEngine, with options that would check nothing', () => {
  const alwaysWrong = (initial: Tessera.TesseraState) => ({ play: () => undefined, current: () => ({ ...initial, round: 99 }) });
  test.each([
    [{ runs: Number.NaN }, 'check.runs: expected a whole number from 1 to 100000, got NaN'],
    [{ runs: 0 }, 'check.runs: expected a whole number from 1 to 100000, got 0'],
    [{ runs: -1 }, 'check.runs: expected a whole number from 1 to 100000, got -1'],
    [{ runs: '5' }, 'check.runs: expected a whole number from 1 to 100000, got a string'],
    [{ maxCommands: 0 }, 'check.maxCommands: expected a whole number from 1 to 10000, got 0'],
    [{ maxCommands: 1.5 }, 'check.maxCommands: expected a whole number from 1 to 10000, got 1.5'],
    [{ seed: 1.5 }, 'check.seed: expected a whole number, got 1.5'],
    [{ runz: 5 }, 'check.runz: no such option (the options are runs, maxCommands, seed)'],
    [null, 'check: expected an object of options, such as { runs: 50 }'],
  ])('%j: a RangeError that says so, before anything runs', (check, message) => {
    expect(() => {
      checkStoreAgainstEngine(Tessera.tessera, tesseraOptions(), alwaysWrong, check as never);
    }).toThrow(new RangeError(message));
  });

  test("a proxy whose traps throw: a RangeError that says so, not the proxy's own error", () => {
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const keysThrow = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('hostile');
        },
      },
    );
    for (const check of [revoked.proxy, keysThrow]) {
      expect(() => {
        checkStoreAgainstEngine(Tessera.tessera, tesseraOptions(), alwaysWrong, check as never);
      }).toThrow(new RangeError('check: expected an object of options whose keys can be read without an exception'));
    }
  });
});

describe('the state arbitraries play up to maxMoves moves', () => {
  test.each(GAMES)('%s: later rounds and finished games among the states', (_name, game, arbitraries) => {
    const module = game as unknown as typeof Tessera.tessera;
    const states = fc.sample((arbitraries as unknown as typeof tesseraArbitraries).state(), { numRuns: runs(600), seed: 1 });
    expect(states.some((state) => state.round > 1)).toBe(true);
    expect(states.some((state) => module.outcome(state) !== null)).toBe(true);
  });

  test('a maxMoves that is no whole number from 0 to 100,000 is refused with a RangeError that names it', () => {
    const builders = [
      (maxMoves: number) => tesseraArbitraries.state(maxMoves),
      (maxMoves: number) => tesseraArbitraries.stateWithLegalMove(maxMoves),
      (maxMoves: number) => tesseraArbitraries.record(maxMoves),
    ];
    for (const bad of [-1, 1.5, NaN, Infinity, 100_001, '5' as never, Symbol('m') as never]) {
      for (const build of builders) expect(() => build(bad)).toThrow(/^maxMoves: expected a whole number from 0 to 100000, got /);
    }
    for (const build of builders) expect(() => build(100_000)).not.toThrow();
    expect(fc.sample(tesseraArbitraries.record(0), { numRuns: runs(3), seed: 1 }).every((record) => record.moves.length === 0)).toBe(true);
  });
});

describe('playChosenMoves', () => {
  test('reads any number as a pick, never throws: negatives from the end, fractions truncated, NaN and infinities the first', () => {
    const options = { players: 2, seed: 'picks' } as const;
    const legal = Tessera.legalMoves(unwrap(Tessera.setup(options)));
    const first = (pick: number) => unwrap(playChosenMoves(Tessera.tessera, options, [pick])).moves[0];
    expect(first(-1)).toEqual(legal.at(-1));
    expect(first(-legal.length - 2)).toEqual(legal.at(-2));
    expect(first(1.9)).toEqual(legal[1]);
    for (const pick of [Number.NaN, Infinity, -Infinity]) expect(first(pick)).toEqual(legal[0]);
  });

  test('answers bad options and unreadable picks with an error, never an exception', () => {
    const options = { players: 2, seed: 'picks' } as const;
    expect(playChosenMoves(Tessera.tessera, { players: 5 }, [])).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
    const hostile = new Proxy([0, 1], {
      get(target, key, receiver) {
        if (key === '1') throw new Error('trap');
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const unreadable: unknown[] = [hostile, ['1'], [0, null], 'not an array', null];
    for (const picks of unreadable) {
      expect(playChosenMoves(Tessera.tessera, options, picks as number[])).toMatchObject({ ok: false, error: { code: 'invalid-picks' } });
    }
    expect(unwrap(playChosenMoves(Tessera.tessera, options, Object.freeze([0, 1]))).moves).toHaveLength(2);
  });
});

describe('checkStoreAgainstEngine and a store that drops a key', () => {
  test("catches a store whose state lost one of the engine's keys", () => {
    const losingAKey = (initial: Tessera.TesseraState) => {
      let state = initial;
      return {
        play: (move: Tessera.TesseraMove) => void (state = Tessera.unwrap(Tessera.tessera.applyMove(state, move)).state),
        current: () => {
          const { discard: _lost, ...kept } = state;
          return kept as Tessera.TesseraState;
        },
      };
    };
    expect(() => {
      checkStoreAgainstEngine(Tessera.tessera, tesseraOptions(), losingAKey, { runs: 5, maxCommands: 5, seed: 1 });
    }).toThrow(/Property failed[\s\S]*differs/);
  });
});

describe('shrinking, as a property-tester meets it', () => {
  test('each run and shrink candidate gets its own state: one that the code under test wrote into reaches no other', () => {
    // A reducer that writes into its input, under a property that it must not: fast-check handed one state to every
    // candidate that kept it, and the later ones got states no game reaches.
    let unreachable = 0;
    let candidates = 0;
    const result = fc.check(
      fc.property(tesseraArbitraries.stateWithLegalMove(60), ({ state }) => {
        candidates++;
        if (!Tessera.loadState(JSON.parse(JSON.stringify(state))).ok) unreachable++;
        (state.boards[0] as { score: number }).score = -1;
        return false;
      }),
      { seed: 1, numRuns: runs(5) },
    );
    expect(result.failed).toBe(true);
    expect(candidates).toBeGreaterThan(1);
    expect(unreachable).toBe(0);
  });

  test("a failing record shrinks to the start of the game that fails, not to another game's long one", () => {
    const result = fc.check(
      fc.property(tesserisArbitraries.record(400), (record) => !record.moves.some((move) => move.startsWith('s'))),
      { seed: 1, numRuns: runs(20) },
    );
    expect(result.failed).toBe(true);
    expect(result.counterexample![0].moves.length).toBeLessThan(40);
  });

  test('options without a seed get one from fast-check: records replay, and a fast-check seed gives the same values again', () => {
    const arbitraries = arbitrariesOf(Tessera.tessera, fc.record({ players: fc.integer({ min: 2, max: 4 }) }));
    const records = fc.sample(arbitraries.record(30), { numRuns: runs(10), seed: 7 });
    expect(records.every((record) => replayRecord(Tessera.tessera, JSON.stringify(record)).ok)).toBe(true);
    expect(JSON.stringify(fc.sample(arbitraries.state(30), { numRuns: runs(5), seed: 7 }))).toBe(
      JSON.stringify(fc.sample(arbitraries.state(30), { numRuns: runs(5), seed: 7 })),
    );
  });

  test('a module whose every state is over, or options the setup refuses, give a RangeError that says so, never a hang', () => {
    const everOver = { ...Tessera.tessera, outcome: () => ({ winners: [0] }) } as unknown as typeof Tessera.tessera;
    expect(() => fc.sample(arbitrariesOf(everOver, fc.record({ players: fc.constant(2) })).stateWithLegalMove(10), { numRuns: runs(1) })).toThrow(
      /^arbitrariesOf: the game tessera has no state that is not over with a legal move$/,
    );
    expect(() => fc.sample(arbitrariesOf(Tessera.tessera, fc.record({ players: fc.constant(9) })).state(10), { numRuns: runs(1) })).toThrow(
      /^arbitrariesOf: the options arbitrary gave options that the setup refuses, \{"players":9,"seed":-?\d+\}: /,
    );
  });
});
