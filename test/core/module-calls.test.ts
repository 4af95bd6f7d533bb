/**
 * A game module of the caller's own (`{ ...tessera, setup: mySetup }`, as docs/pitfalls.md shows) whose functions
 * throw or answer what their types do not say: every function of the package that takes a module answers a
 * typed error, never an exception.
 */
import { describe, expect, test } from 'vitest';
import { boardgameGame, type TableState } from 'tessera-engine/boardgame.io';
import { playInHistory, recordOf, replayRecord, startHistory, unwrap } from 'tessera-engine';
import { playChosenMoves } from 'tessera-engine/testing';
import { tessera, type TesseraMove, type TesseraOptions, type TesseraState } from 'tessera-engine/tessera';
import { HostileError, revokedProxy, throwingProxy, withThrowingGetter } from '../helpers/hostile.js';
import * as Tesseris from 'tessera-engine/tesseris';

const options: TesseraOptions = { players: 2, seed: 'own module' };
const played = unwrap(playChosenMoves(tessera, options, [3, 1, 4]));
const record = unwrap(recordOf(tessera, options, played.moves));

type Module = typeof tessera;
type Name = 'setup' | 'validateMove' | 'applyMove' | 'parseMoveText' | 'formatMove' | 'legalMoves' | 'outcome' | 'currentPlayer' | 'playerView';

/** What a broken function does instead of answering: throw, or answer a value of the wrong type. */
const failures: [string, () => unknown, RegExp][] = [
  [
    'throws',
    () => {
      throw new HostileError('hostile');
    },
    /threw: hostile/,
  ],
  ['answers undefined', () => undefined, /answered a value of the wrong type/],
  ['answers a result without a boolean ok', () => ({ ok: 'yes', value: 1 }), /answered a value of the wrong type/],
  ['answers a failure without a code', () => ({ ok: false, error: { message: 'no code' } }), /answered a value of the wrong type/],
];

/** The module with one function broken, as a function that misbehaves and as a getter that throws. */
function brokenModules(name: Name): [string, Module, RegExp][] {
  return [
    ...failures.map(([how, broken, message]): [string, Module, RegExp] => [`${name} ${how}`, { ...tessera, [name]: broken }, message]),
    [`${name} is a getter that throws`, withThrowingGetter(tessera, name) as Module, /threw/],
  ];
}

/** The module with a broken `outcome`: any object it answers is an outcome, a game over, so only these fail. */
const failingOutcomes = brokenModules('outcome').filter(([how]) => !/answers a (result|failure)/.test(how));

describe('a game module of the caller’s own that fails gives a typed error, never an exception', () => {
  test.each(['setup', 'parseMoveText', 'applyMove'].flatMap((name) => brokenModules(name as Name)))('replayRecord: %s', (_how, game, message) => {
    const replay = replayRecord(game, record);
    expect(replay.ok).toBe(false);
    expect(replay.ok || replay.error.code).toBe('invalid-record');
    expect(replay.ok || replay.error.message).toMatch(message);
  });

  test.each(['setup', 'validateMove', 'applyMove', 'formatMove'].flatMap((name) => brokenModules(name as Name)))('recordOf: %s', (_how, game, message) => {
    const made = recordOf(game, options, played.moves);
    expect(made.ok || made.error.code).toBe('invalid-record');
    expect(made.ok || made.error.message).toMatch(message);
  });

  test.each(['validateMove', 'applyMove'].flatMap((name) => brokenModules(name as Name)))('playInHistory: %s', (_how, game, message) => {
    const start = startHistory(unwrap(tessera.setup(options)));
    const history = playInHistory(game, start, played.moves[0]);
    expect(history.ok || history.error.code).toBe('module-failed');
    expect(history.ok || history.error.message).toMatch(message);
  });

  test('a name that is no string, or a getter that throws, is refused', () => {
    for (const game of [{ ...tessera, name: 5 } as unknown as Module, withThrowingGetter(tessera, 'name') as Module]) {
      expect(replayRecord(game, record)).toMatchObject({ ok: false, error: { code: 'invalid-record', moveIndex: null } });
      expect(recordOf(game, options, played.moves)).toMatchObject({ ok: false, error: { code: 'invalid-record', moveIndex: null } });
    }
  });

  test('applyMove answering a success that is no transition is refused', () => {
    const game = { ...tessera, applyMove: () => ({ ok: true, value: 5 }) } as unknown as Module;
    expect(replayRecord(game, record)).toMatchObject({ ok: false, error: { code: 'invalid-record', moveIndex: 0 } });
    expect(playInHistory(game, startHistory(unwrap(tessera.setup(options))), played.moves[0])).toMatchObject({ ok: false, error: { code: 'module-failed' } });
  });

  const chosenCases = [...['setup', 'legalMoves', 'applyMove'].flatMap((name) => brokenModules(name as Name)), ...failingOutcomes];
  test.each(chosenCases)('playChosenMoves: %s', (how, game, message) => {
    const chosen = playChosenMoves(game, options, [0, 1, 2]);
    expect(chosen.ok || chosen.error.code).toMatch(/^(module-failed|invalid-options)$/);
    expect(chosen.ok || chosen.error.message).toMatch(message);
    if (how.startsWith('applyMove')) expect(chosen.ok || chosen.error.message).not.toMatch(/refused its own legal move/);
  });

  test('playChosenMoves: no legal move before the end, and a legal move refused, are module-failed', () => {
    const none = playChosenMoves({ ...tessera, legalMoves: () => [] }, options, [0]);
    expect(none.ok || none.error.message).toMatch(/gave no move before the game's end/);
    const refusing = { ...tessera, applyMove: (state: TesseraState) => tessera.applyMove(state, { type: 'place', player: 9, column: 0 }) };
    const refused = playChosenMoves(refusing, options, [0]);
    expect(refused.ok || refused.error.code).toBe('module-failed');
    expect(refused.ok || refused.error.message).toMatch(/refused its own legal move/);
  });

  test('playChosenMoves: a list of legal moves that cannot be read (a proxy whose get trap throws) is module-failed', () => {
    const unreadable = { ...tessera, legalMoves: (state: TesseraState) => throwingProxy(tessera.legalMoves(state), 'get') as TesseraMove[] };
    const chosen = playChosenMoves(unreadable, options, [0]);
    expect(chosen.ok || chosen.error.code).toBe('module-failed');
    expect(chosen.ok || chosen.error.message).toMatch(/^the game's legalMoves threw: /);
  });

  test('playChosenMoves: a legal move that is a getter that throws is module-failed', () => {
    const trapped = (state: TesseraState) => {
      const moves = tessera.legalMoves(state).slice();
      Object.defineProperty(moves, 0, {
        get() {
          throw new HostileError('getter 0');
        },
      });
      return moves;
    };
    const unreadable = { ...tessera, legalMoves: trapped };
    const chosen = playChosenMoves(unreadable, options, [0]);
    expect(chosen.ok || chosen.error.message).toMatch(/^the game's legalMoves threw: /);
  });

  test.each(brokenModules('setup'))('boardgameGame validateSetupData: %s', (_how, game, message) => {
    expect(boardgameGame(game).validateSetupData!({}, 2)).toMatch(message);
  });

  test('boardgameGame: a name that is no string, or cannot be read, gives a game whose every match is refused', () => {
    const G = boardgameGame(tessera, { acceptSeed: true }).setup!({ ctx: { numPlayers: 2 } } as never, { seed: 'own module' });
    for (const game of [{ ...tessera, name: 5 } as unknown as Module, withThrowingGetter(tessera, 'name') as Module, revokedProxy(tessera) as Module]) {
      const adapter = boardgameGame(game);
      expect(adapter.validateSetupData!({}, 2)).toMatch(/the game's name/);
      expect(adapter.playerView!({ G, ctx: { numPlayers: 2 }, playerID: '0' } as never)).toMatchObject({ seat: null, view: null });
    }
  });

  test.each(['validateMove', 'applyMove', 'formatMove'].flatMap((name) => brokenModules(name as Name)))('boardgameGame move: %s', (_how, game, message) => {
    const adapter = boardgameGame(game, { acceptSeed: true });
    const G = boardgameGame(tessera, { acceptSeed: true }).setup!({ ctx: { numPlayers: 2 } } as never, { seed: 'own module' });
    const before = structuredClone(G);
    const play = (adapter.moves!.play as { move: (context: unknown, move: unknown) => TableState<TesseraState, TesseraOptions> }).move;
    const next = play({ G, playerID: '0', log: { setMetadata: () => undefined } }, tessera.legalMoves(G.state)[0]);
    expect(next.refusals[0]).toMatchObject({ code: 'module-failed' });
    expect(next.refusals[0]!.message).toMatch(message);
    expect(next.moves).toEqual([]);
    expect(G).toEqual(before);
  });
});

describe('the boardgame.io adapter hosts a module of the caller’s own that fails', () => {
  const G = boardgameGame(tessera, { acceptSeed: true }).setup!({ ctx: { numPlayers: 2 } } as never, { seed: 'own module' });
  const ctx = { numPlayers: 2, currentPlayer: '0' };

  test.each(brokenModules('currentPlayer'))('its turn order: %s', (_how, game) => {
    const adapter = boardgameGame(game, { acceptSeed: true });
    expect((adapter.turn!.order as { first: (context: unknown) => unknown }).first({ G, ctx })).toBe(0);
    expect((adapter.turn!.endIf as (context: unknown) => unknown)({ G, ctx })).toBe(false);
  });

  test.each(failingOutcomes)('its endIf: %s', (_how, game) => {
    expect((boardgameGame(game).endIf as (context: unknown) => unknown)({ G, ctx })).toBeUndefined();
  });

  test.each(brokenModules('playerView'))("a seat's G: %s", (_how, game) => {
    expect(boardgameGame(game).playerView!({ G, ctx, playerID: '0' } as never)).toMatchObject({ seat: 0, view: null });
  });
});

describe('recordOf checks its record as replayRecord would', () => {
  test('the first move that is not legal in turn is named by its index', () => {
    const twice = recordOf(tessera, options, [played.moves[0]!, played.moves[0]!]);
    expect(twice).toMatchObject({ ok: false, error: { code: 'invalid-record', moveIndex: 1 } });
    expect(twice.ok || twice.error.message).toMatch(/^moves\[1\]: /);
  });

  const cyclic: Record<string, unknown> = { players: 2, seed: 1 };
  cyclic.self = cyclic;
  test.each<[string, unknown, unknown]>([
    ['options without a seed', { players: 2 }, []],
    ['options the setup refuses', { players: 9, seed: 1 }, []],
    ['options with a getter that throws', withThrowingGetter({ players: 2, seed: 1 }, 'players'), []],
    ['options with a BigInt', { players: 2, seed: 1n }, []],
    ['cyclic options', cyclic, []],
    ['no options', null, []],
    ['moves that are no array', options, null],
    ['moves with a getter that throws', options, withThrowingGetter([played.moves[0]], '0')],
    ['a move with a getter that throws', options, [played.moves[0], withThrowingGetter(played.moves[0]!, 'type')]],
  ])('%s is refused without a move index', (_what, given, moves) => {
    const made = recordOf(tessera, given as TesseraOptions, moves as TesseraMove[]);
    expect(made).toMatchObject({ ok: false, error: { code: 'invalid-record', moveIndex: null } });
  });

  test.each<[string, unknown]>([
    ['null', null],
    ['a number', 5],
    ['a move of another shape', { type: 'draft', player: 1 }],
  ])('a move that is %s is refused at its index', (_what, move) => {
    const made = recordOf(tessera, options, [played.moves[0]!, move as TesseraMove]);
    expect(made).toMatchObject({ ok: false, error: { code: 'invalid-record', moveIndex: 1 } });
  });

  test('the record replays to the game it was made from', () => {
    expect(unwrap(replayRecord(tessera, JSON.stringify(record))).states.at(-1)).toEqual(played.state);
  });
});

describe('seats at the edge of the game', () => {
  test('playerView refuses the seat one past the last, in both games', () => {
    const tesserisState = Tesseris.unwrap(Tesseris.setup({ players: 3, seed: 'seat bound' }));
    const tesseraState = unwrap(tessera.setup({ players: 3, seed: 'seat bound' }));
    expect(Tesseris.playerView(tesserisState, 3)).toMatchObject({ ok: false, error: { code: 'invalid-seat' } });
    expect(tessera.playerView(tesseraState, 3)).toMatchObject({ ok: false, error: { code: 'invalid-seat' } });
  });

  test('a state whose turn names seat 4 (no game has five seats) lists no moves', () => {
    const dealt = Tesseris.unwrap(Tesseris.setup({ players: 4, seed: 'turn four' }));
    const drawing = Tesseris.unwrap(Tesseris.applyMove(dealt, Tesseris.legalMoves(dealt)[0]!)).state;
    expect(drawing.phase).toBe('draw');
    expect(Tesseris.legalMoves({ ...drawing, turn: 4 })).toEqual([]);
  });
});
