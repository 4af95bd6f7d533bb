/**
 * The bots of both games: honest (a view-only interface, proved by states that differ only in hidden
 * information), legal in every phase, deterministic, and within their budgets.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_ITERATIONS, defineBot, seedRng, unwrap, type Bot, type MutableRngState } from 'tessera-engine';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';
import {
  HOSTILE_TURNS,
  expectError,
  HostileError,
  clockTurningHostile,
  hostileRecipeArb,
  makeHostile,
  revokedProxy,
  signalTurningHostile,
  watched,
  withGetterTurningHostile,
} from './helpers/hostile.js';
import { sampleStates } from './helpers/samples.js';
import { runs } from './helpers/runs.js';

/** What the tests need of a game with bots. */
interface BotGame<State, View, Move> {
  name: string;
  bots: readonly Bot<View, Move>[];
  states: State[];
  view(state: State, seat: number): View;
  turn(state: State): number;
  isOver(state: State): boolean;
  isLegal(state: State, move: Move): boolean;
  /** A state with the same view for the seat to act, and every hidden thing re-drawn. */
  hiddenTwin(state: State, rng: MutableRngState): State;
  /** The tiling's slot choice, Tesseris' draw step with a steal: what every sample must include. */
  isRare(state: State): boolean;
}

const tesseraStates = sampleStates(
  Tessera.tessera,
  [
    { players: 2, seed: 'bots a' },
    { players: 3, seed: 'bots b', wall: 'grey' },
    { players: 4, seed: 'bots c', wilds: true },
  ],
  9,
  (state) => state.phase === 'tiling',
);

const tesserisStates = sampleStates(
  Tesseris.tesseris,
  [
    { players: 2, seed: 'bots a', rounds: 1 },
    { players: 3, seed: 'bots b', rounds: 1 },
  ],
  13,
  (state) => state.phase === 'draw' && Tesseris.legalMoves(state).some((move) => move.type === 'steal'),
);

const TESSERA: BotGame<Tessera.TesseraState, Tessera.TesseraView, Tessera.TesseraMove> = {
  name: 'tessera',
  bots: Object.values(Tessera.tesseraBots),
  states: tesseraStates,
  view: (state, seat) => unwrap(Tessera.playerView(state, seat)),
  turn: (state) => state.turn,
  isOver: (state) => state.phase === 'over',
  isLegal: (state, move) => Tessera.validateMove(state, move).ok,
  // The hidden information of Tessera is the bag's future draws: the seed and the generator.
  hiddenTwin: (state, rng) => ({ ...state, seed: 'another', rng: [rng[0], rng[1], rng[2] ^ 1, rng[3]] }),
  isRare: (state) => state.phase === 'tiling',
};

const TESSERIS: BotGame<Tesseris.TesserisState, Tesseris.TesserisView, Tesseris.TesserisMove> = {
  name: 'tesseris',
  bots: Object.values(Tesseris.tesserisBots),
  states: tesserisStates,
  view: (state, seat) => unwrap(Tesseris.playerView(state, seat)),
  turn: (state) => state.turn,
  isOver: (state) => state.phase === 'over',
  isLegal: (state, move) => Tesseris.validateMove(state, move).ok,
  hiddenTwin: (state, rng) => {
    const simulator = Tesseris.fast.fromState(state);
    Tesseris.fast.determinize(simulator, rng);
    return Tesseris.fast.toState(simulator);
  },
  isRare: (state) => state.phase === 'draw' && Tesseris.legalMoves(state).some((move) => move.type === 'steal'),
};

/** A small budget, so that the searching bots run fast in tests. */
const BUDGET = { iterations: 24 } as const;

function describeBots<State, View, Move>(game: BotGame<State, View, Move>): void {
  const live = game.states.filter((state) => !game.isOver(state));
  const over = game.states.find((state) => game.isOver(state))!;

  describe(`${game.name} bots`, () => {
    test('the samples include the rare phases', () => {
      expect(live.some((state) => game.isRare(state))).toBe(true);
    });

    test.each(game.bots.map((bot) => [bot.name, bot] as const))('%s: every move it returns is legal, in every phase sampled', (_name, bot) => {
      for (const state of live) {
        const move = unwrap(bot.chooseMove(game.view(state, game.turn(state)), BUDGET));
        expect(game.isLegal(state, move)).toBe(true);
      }
    });

    test.each(game.bots.map((bot) => [bot.name, bot] as const))(
      '%s is honest: states that differ only in what its player cannot see give the same move',
      (_name, bot) => {
        fc.assert(
          fc.property(fc.nat({ max: live.length - 1 }), fc.integer(), (index, twinSeed) => {
            const state = live[index]!;
            const seat = game.turn(state);
            const twin = game.hiddenTwin(state, [...seedRng(twinSeed)] as MutableRngState);
            expect(game.view(twin, seat)).toEqual(game.view(state, seat));
            expect(twin).not.toEqual(state);
            const options = { ...BUDGET, seed: twinSeed };
            expect(unwrap(bot.chooseMove(game.view(twin, seat), options))).toEqual(unwrap(bot.chooseMove(game.view(state, seat), options)));
          }),
          { numRuns: runs(15) },
        );
      },
    );

    test.each(game.bots.map((bot) => [bot.name, bot] as const))('%s is deterministic: the same view, options and seed give the same ranking', (_name, bot) => {
      const state = live[Math.floor(live.length / 2)]!;
      const view = game.view(state, game.turn(state));
      expect(unwrap(bot.suggest(view, { ...BUDGET, seed: 'same' }))).toEqual(unwrap(bot.suggest(view, { ...BUDGET, seed: 'same' })));
    });

    test.each(game.bots.map((bot) => [bot.name, bot] as const))('%s ranks every legal move once, best first', (_name, bot) => {
      const state = live[1]!;
      const ranked = unwrap(bot.suggest(game.view(state, game.turn(state)), BUDGET));
      expect(ranked.map((entry) => JSON.stringify(entry.move)).sort()).toEqual(
        (game.name === 'tessera' ? Tessera.legalMoves(state as never) : Tesseris.legalMoves(state as never)).map((move) => JSON.stringify(move)).sort(),
      );
      expect(unwrap(bot.chooseMove(game.view(state, game.turn(state)), BUDGET))).toEqual(ranked[0]!.move);
    });

    test.each(game.bots.map((bot) => [bot.name, bot] as const))(
      '%s refuses a finished game, the turn of another seat and bad options with typed errors',
      (_name, bot) => {
        expect(bot.chooseMove(game.view(over, 0))).toMatchObject({ ok: false, error: { code: 'game-over' } });
        const state = live[0]!;
        const other = (game.turn(state) + 1) % 2;
        expect(bot.chooseMove(game.view(state, other))).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
        const view = game.view(state, game.turn(state));
        const hostile = Object.defineProperty({}, 'seed', {
          enumerable: true,
          get() {
            throw new Error('hostile');
          },
        });
        for (const options of [{ iterations: 0 }, { iterations: 1.5 }, { milliseconds: -1 }, { seed: {} }, { clock: 3 }, hostile]) {
          expect(bot.chooseMove(view, options as never)).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
        }
        // Options that are no object, and a misspelt option, which would otherwise run the default budget.
        for (const options of [null, 5, 'fast', [], [200]])
          expectError(bot.chooseMove(view, options as never), 'invalid-options', 'options: expected an object');
        expectError(bot.suggest(view, { iteration: 100 } as never), 'invalid-options', 'options.iteration: no such option');
        // The options are the object's own keys: an inherited budget is not read, so the default one runs.
        const inherited = Object.create({ iterations: 7 }) as object;
        expect(bot.suggest(view, inherited)).toEqual(bot.suggest(view));
      },
    );
  });

  describe(`${game.name} bots under hostile input (issue 19, item 10)`, () => {
    const state = live[0]!;
    const view = game.view(state, game.turn(state));
    const everyBot = game.bots.map((bot) => [bot.name, bot] as const);

    test.each(everyBot)('%s: a null or empty view, a full state, and a full state with a viewer get invalid-view', (_name, bot) => {
      for (const bad of [null, undefined, {}, 7, [], state, { ...state, viewer: game.turn(state) }]) {
        expect(bot.chooseMove(bad as never, BUDGET)).toMatchObject({ ok: false, error: { code: 'invalid-view' } });
      }
      const full = bot.suggest({ ...state, viewer: game.turn(state) } as never, BUDGET);
      expect(full.ok || full.error.message).toContain("expected a player's view from playerView(state, seat), got a full state");
    });

    test.each(everyBot)('%s: a view whose parts disagree gets invalid-view', (_name, bot) => {
      const broken = { ...view, players: 9 } as never;
      expect(bot.chooseMove(broken, BUDGET)).toMatchObject({ ok: false, error: { code: 'invalid-view' } });
      expect(bot.chooseMove({ ...view, viewer: 3 }, BUDGET)).toMatchObject({ ok: false, error: { code: 'invalid-view' } });
    });

    test.each(everyBot)('%s: hostile views get a typed result, never an exception, and are never written to', (_name, bot) => {
      fc.assert(
        fc.property(hostileRecipeArb, (recipe) => {
          const writes: string[] = [];
          const result = bot.suggest(watched(makeHostile(view, recipe), writes) as never, BUDGET);
          if (!result.ok) expect(['invalid-view', 'not-your-turn', 'game-over']).toContain(result.error.code);
          expect(writes).toEqual([]);
        }),
        { numRuns: runs(40) },
      );
    });

    test.each(everyBot)('%s: a clock that gives NaN, undefined or a string, or throws, is refused at its first read', (_name, bot) => {
      for (const turn of HOSTILE_TURNS) {
        const { clock } = clockTurningHostile(0, turn);
        expectError(bot.chooseMove(view, { milliseconds: 30, clock }), 'invalid-options', 'options.clock');
      }
    });

    test.each(everyBot)('%s: options that turn hostile during the search stop it with invalid-options, within its budget, never an exception', (_name, bot) => {
      fc.assert(
        fc.property(fc.nat({ max: 40 }), fc.constantFrom(...HOSTILE_TURNS), fc.constantFrom('clock', 'signal', 'getter'), (reads, turn, where) => {
          if (where === 'clock') {
            // An honest clock ticks 1 ms a call: 30 ms run out after 30 calls, checked every 16 iterations.
            const clock = clockTurningHostile(reads, turn);
            const result = bot.suggest(view, { milliseconds: 30, clock: clock.clock });
            expect(clock.calls()).toBeLessThanOrEqual(Math.min(reads + 1, 31));
            if (clock.turned()) expectError(result, 'invalid-options', 'options.clock');
            else expect(result.ok).toBe(true);
          } else if (where === 'signal') {
            const signal = signalTurningHostile(reads);
            const result = bot.suggest(view, { iterations: 200, signal });
            expect(signal.reads()).toBeLessThanOrEqual(reads + 1);
            if (signal.reads() > reads) expectError(result, 'invalid-options', 'options.signal');
            else expect(result.ok).toBe(true);
          } else {
            // Each option is read once, before the search: a getter that turns hostile later is never seen.
            const options = withGetterTurningHostile({ seed: 1, iterations: 24 }, reads % 2 === 0 ? 'seed' : 'iterations', Math.min(reads, 1), turn);
            const result = bot.suggest(view, options);
            // Read at once, the hostile value is an option like any other, and some are valid (a seed "5").
            if (reads === 0) expect(result.ok || result.error.code === 'invalid-options').toBe(true);
            else expect(result).toEqual(bot.suggest(view, { seed: 1, iterations: 24 }));
          }
        }),
        { numRuns: runs(25) },
      );
    });
  });

  const searching = game.bots.find((bot) => bot.name.includes('mcts'))!;
  describe(`${game.name} ${searching.name} budgets`, () => {
    const state = live[2]!;
    const view = game.view(state, game.turn(state));
    const visits = (options: object) => unwrap(searching.suggest(view, options)).reduce((sum, entry) => sum + entry.visits, 0);

    test('runs exactly the iterations it is given', () => {
      expect(visits({ iterations: 37 })).toBe(37);
      expect(visits({ iterations: 1 })).toBe(1);
    });

    test('without options: DEFAULT_ITERATIONS iterations from seed 0', () => {
      expect(visits({})).toBe(DEFAULT_ITERATIONS);
      const unset = unwrap(searching.suggest(view));
      expect(unset).toEqual(unwrap(searching.suggest(view, { seed: 0, iterations: DEFAULT_ITERATIONS })));
      expect(unset).not.toEqual(unwrap(searching.suggest(view, { seed: 1, iterations: DEFAULT_ITERATIONS })));
    });

    test("the issue's options: a signal whose aborted throws, a NaN clock, a clock that throws on its second call", () => {
      const throwing = {
        get aborted(): boolean {
          throw new HostileError('boom');
        },
      };
      expect(searching.chooseMove(view, { iterations: 200, signal: throwing })).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
      expect(searching.chooseMove(view, { milliseconds: 30, clock: () => NaN })).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
      const second = clockTurningHostile(1, 'throws');
      expectError(searching.chooseMove(view, { milliseconds: 30, clock: second.clock }), 'invalid-options', 'options.clock');
      expect(second.calls()).toBe(2);
    });

    test('stops on its clock and on an aborted signal, still with a legal move', () => {
      let now = 0;
      expect(visits({ milliseconds: 1, clock: () => (now += 10) })).toBe(16);
      expect(visits({ iterations: 500, signal: { aborted: true } })).toBe(16);
      expect(game.isLegal(state, unwrap(searching.chooseMove(view, { signal: { aborted: true } })))).toBe(true);
    });
  });
}

describeBots(TESSERA);
describeBots(TESSERIS);

describe('the greedy heuristics', () => {
  test('Tessera: completing a line beats sending the same tiles to the floor', () => {
    const board = {
      score: 10,
      wall: Array.from({ length: 5 }, () => [null, null, null, null, null]),
      lines: [{ colour: 0 as const, count: 1, wilds: 0 }, ...Array.from({ length: 4 }, () => ({ colour: null, count: 0, wilds: 0 }))],
      floor: [],
    };
    const onFloor = { ...board, lines: [{ colour: null, count: 0, wilds: 0 }, ...board.lines.slice(1)], floor: [0 as const] };
    expect(Tessera.boardValue(board, 'printed')).toBe(11);
    expect(Tessera.boardValue(onFloor, 'printed')).toBe(9);
  });

  test('Tesseris: the greedy bot resolves an objective whenever it can', () => {
    for (const state of tesserisStates.filter((candidate) => candidate.phase !== 'over')) {
      const resolvable = Tesseris.legalMoves(state).some((move) => move.type === 'resolve-objective');
      const move = unwrap(Tesseris.greedyBot.chooseMove(unwrap(Tesseris.playerView(state, state.turn))));
      if (resolvable) expect(move.type).toBe('resolve-objective');
    }
  });
});

describe('a bot of your own', () => {
  test('defineBot turns a ranking into a Bot with the shipped checks', () => {
    const lastMove = defineBot<Tessera.TesseraView, Tessera.TesseraMove>('last', (view) =>
      Tessera.legalMoves(view)
        .reverse()
        .map((move) => ({ move, value: 0, visits: 0 })),
    );
    const state = unwrap(Tessera.setup({ players: 2, seed: 'own' }));
    expect(unwrap(lastMove.chooseMove(unwrap(Tessera.playerView(state, 0))))).toEqual(Tessera.legalMoves(state).at(-1));
    expect(lastMove.chooseMove(unwrap(Tessera.playerView(state, 1)))).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(lastMove.chooseMove(unwrap(Tessera.playerView(state, 0)), { iterations: -1 })).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
  });

  test('a ranking that throws or gives no move is a ranking-failed error, never an exception', () => {
    const view = unwrap(Tessera.playerView(unwrap(Tessera.setup({ players: 2, seed: 'own' })), 0));
    const hostileError = new Proxy(new Error('x'), {
      get() {
        throw new Error('trap');
      },
    });
    const rankings: [string, () => unknown, string][] = [
      [
        'throws an Error',
        () => {
          throw new Error('no idea');
        },
        'last: its ranking threw: no idea',
      ],
      [
        'throws a string',
        () => {
          // A thrown value that is no Error, as a bot author's code may throw.
          // eslint-disable-next-line @typescript-eslint/only-throw-error
          throw 'oops';
        },
        'last: its ranking threw: a value that is no Error',
      ],
      [
        'throws an error whose message throws',
        () => {
          throw hostileError;
        },
        'last: its ranking threw: a value that is no Error',
      ],
      ['gives []', () => [], 'last: its ranking gave no move (expected a non-empty array of ranked moves)'],
      ['gives undefined', () => undefined, 'last: its ranking gave no move (expected a non-empty array of ranked moves)'],
      ['gives [null]', () => [null], 'last: its ranking gave no move (expected ranked moves, each with a `move`)'],
      [
        'gives a move whose getter throws',
        () => [
          {
            get move() {
              throw new Error('getter');
            },
            value: 1,
            visits: 0,
          },
        ],
        'last: its ranking threw: getter',
      ],
    ];
    for (const [, rank, message] of rankings) {
      const bot = defineBot<Tessera.TesseraView, Tessera.TesseraMove>('last', rank as () => never);
      for (const answer of [bot.suggest(view), bot.chooseMove(view)]) expect(answer).toMatchObject({ ok: false, error: { code: 'ranking-failed', message } });
    }
  });

  test('given its game, a ranking whose move is not legal in the view is ranking-failed; so is a value or visits that are no numbers', () => {
    const view = unwrap(Tessera.playerView(unwrap(Tessera.setup({ players: 2, seed: 'own' })), 0));
    const legal = Tessera.legalMovesForView(view)[0]!;
    const tesserisMove = Tesseris.legalMoves(unwrap(Tesseris.setup({ players: 2, seed: 1 })))[0]!;
    const cyclic: Record<string, unknown> = { type: 'draft' };
    cyclic.self = cyclic;
    const illegal: [string, unknown][] = [
      ['a draft from a display that does not exist', { ...legal, source: 99 }],
      ["the other seat's move", { ...legal, player: 1 }],
      ['a legal move with a key more', { ...legal, note: 'x' }],
      ["the other game's move", tesserisMove],
      ['a string', 'hello'],
      ['a cycle', cyclic],
    ];
    for (const [, move] of illegal) {
      const bot = defineBot<Tessera.TesseraView, Tessera.TesseraMove>('own', () => [{ move: move as never, value: 0, visits: 0 }], { game: Tessera.tessera });
      for (const answer of [bot.suggest(view), bot.chooseMove(view)]) {
        expect(answer).toMatchObject({
          ok: false,
          error: { code: 'ranking-failed', message: expect.stringMatching(/^own: its ranking gave a move that is not legal in the view: /) as unknown },
        });
      }
    }
    // Checked against the view as the engine copied it, whatever the ranking did to its copy.
    const emptied = defineBot<Tessera.TesseraView, Tessera.TesseraMove>(
      'own',
      (own) => {
        const move = Tessera.legalMovesForView(own)[0]!;
        (own as unknown as { displays: unknown[] }).displays = [];
        return [{ move, value: 1, visits: 2 }];
      },
      { game: Tessera.tessera },
    );
    expect(unwrap(emptied.chooseMove(view))).toEqual(legal);
    const numbers: [unknown, unknown, string][] = [
      [Number.NaN, 0, 'own: its ranking gave a value that is no finite number'],
      ['1', 0, 'own: its ranking gave a value that is no finite number'],
      [0, -5, 'own: its ranking gave visits that are no whole number from 0'],
      [0, 1.5, 'own: its ranking gave visits that are no whole number from 0'],
    ];
    for (const [value, visits, message] of numbers) {
      const bot = defineBot<Tessera.TesseraView, Tessera.TesseraMove>('own', () => [{ move: legal, value: value as number, visits: visits as number }]);
      expect(bot.chooseMove(view)).toMatchObject({ ok: false, error: { code: 'ranking-failed', message } });
    }
    const failing = {
      legalMovesForView: () => {
        throw new Error('no list');
      },
    };
    const settings: [unknown, string][] = [
      [{ game: failing }, "own: its game's legalMovesForView threw: no list"],
      [{ game: {} }, 'own: settings.game: expected a game module, with its legalMovesForView'],
      [{ gmae: Tessera.tessera }, 'own: settings.gmae: no such option (the options are game)'],
      [5, 'own: defineBot: expected settings in an object, such as { game: tessera }'],
      [revokedProxy({}), 'own: settings: expected settings that can be read without an exception'],
    ];
    for (const [given, message] of settings) {
      const bot = defineBot<Tessera.TesseraView, Tessera.TesseraMove>('own', () => [{ move: legal, value: 0, visits: 0 }], given as never);
      expect(bot.chooseMove(view)).toMatchObject({ ok: false, error: { code: 'ranking-failed', message } });
    }
  });

  test('a name that is no string is "bot", so that its errors can be written', () => {
    const view = unwrap(Tessera.playerView(unwrap(Tessera.setup({ players: 2, seed: 'own' })), 0));
    const unprintable = {
      toString() {
        throw new Error('no');
      },
    };
    for (const name of [Symbol('b'), unprintable]) {
      const bot = defineBot<Tessera.TesseraView, Tessera.TesseraMove>(name as unknown as string, () => []);
      expect(bot.name).toBe('bot');
      expect(bot.chooseMove(view, { iterations: 0 })).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
      expect(bot.chooseMove(view)).toMatchObject({ ok: false, error: { code: 'ranking-failed' } });
    }
  });
});

describe('mcts in a one-player game (a solo challenge)', () => {
  /** Plays a challenge to its end with a bot and returns the final score. */
  const finalScore = (challenge: Tessera.Challenge, bot: Bot<Tessera.TesseraView, Tessera.TesseraMove>): number => {
    let state = unwrap(Tessera.startChallenge(challenge));
    for (let ply = 0; state.phase !== 'over'; ply++) {
      state = unwrap(Tessera.applyMove(state, unwrap(bot.chooseMove(unwrap(Tessera.playerView(state, 0)), { iterations: 1_000, seed: ply })))).state;
    }
    return state.boards[0]!.score;
  };
  const challenge = Tessera.BUILT_IN_CHALLENGES.find((candidate) => candidate.id === 'c23')!;

  test('values its moves by the final score, not all alike', () => {
    const ranked = unwrap(Tessera.mctsBot.suggest(unwrap(Tessera.playerView(unwrap(Tessera.startChallenge(challenge)), 0)), { iterations: 1_000 }));
    expect(new Set(ranked.filter((entry) => entry.visits > 0).map((entry) => entry.value)).size).toBeGreaterThan(1);
    for (const { value } of ranked) expect(value >= 0 && value <= 1).toBe(true);
  });

  test('finds the trap that greedy falls into (c23: the optimum, where greedy scores less)', () => {
    expect(finalScore(challenge, Tessera.greedyBot)).toBeLessThan(challenge.stars.three);
    expect(finalScore(challenge, Tessera.mctsBot)).toBe(challenge.stars.three);
  });
});

describe("Tesseris bots and the view's knowledge (ruling S9)", () => {
  const state = tesserisStates[0]!;
  const view = unwrap(Tesseris.playerView(state, state.turn));

  test.each(Tesseris.TESSERIS_BOT_NAMES.map((name) => [name, Tesseris.tesserisBots[name]] as const))(
    '%s: a view without its knowledge, or with a malformed one, gets invalid-view naming it',
    (_name, bot) => {
      const { knowledge, ...withoutKnowledge } = view;
      const malformed = [
        withoutKnowledge,
        { ...view, knowledge: null },
        { ...view, knowledge: { ...knowledge, covered: 5 } },
        { ...view, knowledge: { ...knowledge, held: [] } },
        { ...view, knowledge: { ...knowledge, unaccounted: [999] } },
        { ...view, knowledge: { ...knowledge, exposed: [] } },
      ];
      for (const bad of malformed) {
        const result = bot.chooseMove(bad as never, BUDGET);
        expect(result).toMatchObject({ ok: false, error: { code: 'invalid-view' } });
        expect(result.ok || result.error.message).toContain('view.knowledge');
      }
    },
  );

  test('a view with a key no view has (a misspelt field, or the hands a client added) gets invalid-view naming it, as in Tessera', () => {
    for (const [key, value] of [
      ['hands', state.hands],
      ['mainPileSise', view.mainPileSize],
    ] as const) {
      const refused = { ...view, [key]: value } as never;
      for (const bot of Object.values(Tesseris.tesserisBots)) {
        expect(bot.chooseMove(refused, BUDGET)).toMatchObject({
          ok: false,
          error: { code: 'invalid-view', message: `${bot.name}: view: expected no key "${key}"` },
        });
      }
      expect(Tesseris.fast.fromView(refused, [1, 2, 3, 4])).toMatchObject({ ok: false, error: { message: `view: expected no key "${key}"` } });
    }
    const tesseraView = unwrap(Tessera.playerView(unwrap(Tessera.setup({ players: 2, seed: 1 })), 0));
    expect(Tessera.greedyBot.chooseMove({ ...tesseraView, extra: 1 } as never)).toMatchObject({
      ok: false,
      error: { message: 'greedy: view: expected no key "extra"' },
    });
  });

  test("a view whose knowledge.exposed cannot be true gets invalid-view naming the entry: a card not in the viewer's hand, a card twice, or the viewer's own entry", () => {
    const { knowledge, viewer, hand } = view;
    const other = (viewer + 1) % view.players;
    const withExposed = (seat: number, cards: number[]) => ({
      ...view,
      knowledge: { ...knowledge, exposed: knowledge.exposed.map((known, index) => (index === seat ? cards : known)) },
    });
    const refused = [
      [withExposed(other, [knowledge.unaccounted[0]!]), `view.knowledge.exposed[${other}]: expected distinct cards of the viewer's hand`],
      [withExposed(other, [hand[0]!, hand[0]!]), `view.knowledge.exposed[${other}]: expected distinct cards of the viewer's hand`],
      [withExposed(viewer, [hand[0]!]), `view.knowledge.exposed[${viewer}]: expected no cards: the viewer's own entry`],
    ] as const;
    for (const [bad, message] of refused) {
      expect(Tesseris.ismctsBot.chooseMove(bad, BUDGET)).toMatchObject({ ok: false, error: { code: 'invalid-view', message: `ismcts: ${message}` } });
    }
    expect(Tesseris.unwrap(Tesseris.ismctsBot.chooseMove(withExposed(other, [hand[0]!]), BUDGET))).toBeDefined();
  });
});
