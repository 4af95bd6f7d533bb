/**
 * The adapter's functions called directly, as boardgame.io calls them, with what a caller may hand them: what
 * they return shares nothing with the match's G, and hostile values get refusals, never exceptions.
 */
import { describe, expect, test } from 'vitest';
import type { Ctx } from 'boardgame.io';
import {
  boardgameGame,
  isRefusedEntry,
  matchRecord,
  refusePacket,
  seatCredentialsMatch,
  seatOfPlayerID,
  tableViewOf,
  type TableState,
  type TableView,
} from 'tessera-engine/boardgame.io';
import { spectatorView, tesseris, unwrap, type TesserisOptions, type TesserisState, type TesserisView } from 'tessera-engine/tesseris';
import { spectatorView as tesseraSpectator, tessera } from 'tessera-engine/tessera';
import { unreadableThrownValues, withThrowingGetter } from '../helpers/hostile.js';

const game = boardgameGame(tesseris, { acceptSeed: true });
const ctx = { numPlayers: 2 } as Ctx;
const fresh = (): TableState<TesserisState, TesserisOptions> => game.setup!({ ctx } as never, { seed: 'adapter' });
const hostileProxy = new Proxy([], {
  get() {
    throw new Error('hostile');
  },
});

describe('what the adapter returns shares nothing with the match', () => {
  test("a seat's refusal in its G, and a match's record", () => {
    const G = { ...fresh(), refusals: [null, { code: 'wrong-player', message: 'not your turn', moveCount: 0 }] };
    const view = game.playerView!({ G, ctx, playerID: '1' }) as TableView<TesserisView, never>;
    (view.refusal as { code: string }).code = 'changed';
    expect(G.refusals[1]!.code).toBe('wrong-player');
    const record = unwrap(matchRecord(tesseris, G));
    (record.options as { seed: unknown }).seed = 'changed';
    expect(G.options.seed).toBe('adapter');
  });

  test("a seat's view and a spectator's view, scrambled to the last leaf, leave the match's G as it was", () => {
    const spectating = boardgameGame(tesseris, { acceptSeed: true, spectatorView });
    const G = fresh();
    const before = structuredClone(G);
    const scramble = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      for (const key of Object.keys(value)) {
        const child = (value as Record<string, unknown>)[key];
        if (typeof child === 'object' && child !== null) scramble(child);
        else (value as Record<string, unknown>)[key] = 'scrambled';
      }
    };
    for (const playerID of ['0', '1', null]) scramble(spectating.playerView!({ G, ctx, playerID }));
    expect(G).toEqual(before);
  });

  test('a spectatorView that changes its state changes no match, and one that throws gives view: null, never an exception', () => {
    const G = fresh();
    const before = structuredClone(G);
    const meddling = boardgameGame(tesseris, {
      acceptSeed: true,
      spectatorView: (state: TesserisState) => {
        (state.history as number[][]).push([9, 9]);
        return { hands: state.hands };
      },
    });
    const shown = meddling.playerView!({ G, ctx, playerID: null }) as { view: { hands: number[][] } };
    expect(G).toEqual(before);
    shown.view.hands[0]!.push(99);
    expect(G).toEqual(before);
    const throwing = boardgameGame(tesseris, {
      acceptSeed: true,
      spectatorView: () => {
        throw new Error('a broken spectator view');
      },
    });
    expect(throwing.playerView!({ G, ctx, playerID: null })).toMatchObject({ seat: null, view: null });
  });
});

describe('hostile values get refusals, never exceptions', () => {
  test('validateSetupData', () => {
    for (const setupData of [withThrowingGetter({ rounds: 1 }, 'rounds'), hostileProxy, new Proxy({}, { ownKeys: () => [1] as never })]) {
      expect(typeof game.validateSetupData!(setupData as never, 2)).toBe('string');
    }
    expect(game.validateSetupData!({ rounds: 1 }, 2)).toBeUndefined();
    for (const [, thrown] of unreadableThrownValues()) {
      const setupData = Object.defineProperty({}, 'rounds', {
        enumerable: true,
        get() {
          throw thrown;
        },
      });
      expect(typeof game.validateSetupData!(setupData as never, 2)).toBe('string');
    }
  });

  test("refused adapter options refuse every match, with their reason, and the game's seat counts stay the defaults", () => {
    for (const [options, reason] of [
      [{ minPlayers: 'x' }, 'options.minPlayers and maxPlayers must be integers'],
      [{ minPlayers: 3, maxPlayers: 2 }, 'options.minPlayers and maxPlayers must be integers'],
      [{ spectatorView: 'all' }, 'options.spectatorView must be a function'],
      [{ acceptSeed: 'yes' }, 'options.acceptSeed must be true or false'],
      [{ spectatorVeiw: () => null }, 'options.spectatorVeiw: no such option'],
      [withThrowingGetter({}, 'minPlayers'), 'options.minPlayers: expected a value that can be read without an exception'],
      [null, 'expected options in an object'],
    ] as const) {
      const refused = boardgameGame(tesseris, options as never);
      expect(refused.validateSetupData!({}, 2), reason).toContain(reason);
      expect([refused.minPlayers, refused.maxPlayers]).toEqual([2, 4]);
    }
    expect(boardgameGame(tesseris, { minPlayers: 3, maxPlayers: 3 }).validateSetupData!({}, 3)).toBeUndefined();
  });

  test('setup data that names the players is refused: the match has numPlayers seats', () => {
    expect(game.validateSetupData!({ players: 3 }, 2)).toMatch(/must not name the players/);
  });

  test('the move, called as boardgame.io calls it, refuses a hostile move as malformed and leaves G alone', () => {
    const play = (game.moves!.play as { move: (context: unknown, move: unknown) => TableState<TesserisState, TesserisOptions> }).move;
    for (const move of [null, 5, 'x', hostileProxy, withThrowingGetter({ type: 'discard' }, 'type')]) {
      const G = fresh();
      const before = structuredClone(G);
      const next = play({ G, playerID: '0', log: { setMetadata: () => undefined } }, move);
      expect(next.refusals[0]).toMatchObject({ code: 'malformed-move' });
      expect(next.moves).toEqual([]);
      expect(G).toEqual(before);
    }
  });

  test("another game's match, reached under this game's name, is neither read nor changed, and nothing throws", () => {
    const tesseraGame = boardgameGame(tessera, { acceptSeed: true, spectatorView: tesseraSpectator });
    const foreign = fresh();
    const before = structuredClone(foreign);
    for (const playerID of ['0', '1', null]) {
      expect(tesseraGame.playerView!({ G: foreign as never, ctx, playerID })).toEqual({ seat: null, view: null, moveCount: 0, refusal: null });
    }
    expect((tesseraGame.endIf as (context: unknown) => unknown)({ G: foreign, ctx })).toBeUndefined();
    const play = (tesseraGame.moves!.play as { move: (context: unknown, move: unknown) => unknown }).move;
    expect(play({ G: foreign, playerID: '0', log: { setMetadata: () => undefined } }, tesseris.legalMoves(foreign.state)[0])).toEqual(before);
    const order = tesseraGame.turn!.order as { first: (context: unknown) => unknown };
    expect(order.first({ G: foreign, ctx })).toBe(0);
    expect((tesseraGame.ai!.enumerate as (G: unknown, ctx: Ctx, playerID: string) => unknown[])(foreign, ctx, '0')).toEqual([]);
    expect(foreign).toEqual(before);
  });

  test('a match made on demand, with no setup data, is checked for its seat count', () => {
    const onDemand = boardgameGame(tesseris, { matchesOnDemand: true });
    expect(onDemand.validateSetupData!(undefined, 2)).toBeUndefined();
    expect(onDemand.validateSetupData!(undefined, 9)).toMatch(/players/);
    expect(game.validateSetupData!(undefined, 2)).toMatch(/setupData must be an object/);
  });

  test('isRefusedEntry and tableViewOf answer hostile values, never throw', () => {
    for (const hostile of [null, hostileProxy, withThrowingGetter({ metadata: { refused: true } }, 'metadata')]) {
      expect(isRefusedEntry(hostile as never)).toBe(false);
      expect(tableViewOf(hostile)).toBeNull();
    }
    const table = { seat: 0, view: {}, moveCount: 3, refusal: null };
    for (const key of Object.keys(table)) expect(tableViewOf(withThrowingGetter(table, key))).toBeNull();
    expect(
      tableViewOf(
        new Proxy(table, {
          getPrototypeOf: () => {
            throw new Error('hostile');
          },
        }),
      ),
    ).toBeNull();
    // Counts that are no counts, and a `__proto__` key of a parsed frame, which stays a key of the copy.
    for (const wrong of [{ moveCount: -5 }, { seat: 1e300, moveCount: 1e300 }, { moveCount: 2 ** 53 }]) expect(tableViewOf({ ...table, ...wrong })).toBeNull();
    const parsed = tableViewOf<{ hand?: number[] }>(JSON.parse('{"seat":0,"moveCount":1,"refusal":null,"view":{"__proto__":{"hand":[1,2,3]}}}'));
    expect(Object.getPrototypeOf(parsed!.view)).toBe(Object.prototype);
    expect(JSON.stringify(parsed!.view)).toBe('{"__proto__":{"hand":[1,2,3]}}');
  });

  test('refusePacket and seatCredentialsMatch', () => {
    expect(typeof refusePacket('sync', hostileProxy as never)).toBe('string');
    expect(typeof refusePacket('update', [hostileProxy, 1, 'm', '0'])).toBe('string');
    expect(typeof refusePacket('sync', null as never)).toBe('string');
    expect(refusePacket('e'.repeat(100), [])).toBe(`the event "${'e'.repeat(60)}…" (100 characters) is not accepted`);
    expect(seatCredentialsMatch('secret', withThrowingGetter({ credentials: 'secret' }, 'credentials') as never)).toBe(false);
    expect(seatCredentialsMatch('secret', { credentials: 'secret' })).toBe(true);
    // Inherited credentials are no seat's: a `__proto__` join once wrote them onto every object's prototype.
    expect(seatCredentialsMatch('secret', Object.create({ credentials: 'secret' }) as never)).toBe(false);
    expect(
      seatCredentialsMatch('secret', {
        get credentials() {
          return 'secret';
        },
      }),
    ).toBe(false);
  });

  test('matchRecord reads a stored G as untrusted data, replays it, and refuses what does not replay', () => {
    const G = fresh();
    const moved = { ...G, moves: [tesseris.formatMove(tesseris.legalMoves(G.state)[0]!)] };
    expect(unwrap(matchRecord(tesseris, moved)).moves).toEqual(moved.moves);
    const refusals: [unknown, unknown, RegExp][] = [
      [tesseris, null, /^G: /],
      [tesseris, hostileProxy, /^G: /],
      [tesseris, withThrowingGetter(G, 'moves'), /^G\.moves: /],
      [tesseris, { ...G, extra: 1 }, /no key "extra"/],
      [tesseris, { ...G, options: { players: 2 } }, /seed/],
      [tesseris, { ...G, moves: [...moved.moves, ...moved.moves] }, /moves\[1\]/],
      [tesseris, { ...G, moves: 'x' }, /moves/],
      [null, G, /name/],
      [withThrowingGetter(tesseris, 'name'), G, /name/],
    ];
    for (const [module, table, message] of refusals) {
      const record = matchRecord(module as never, table as never);
      expect(record.ok).toBe(false);
      if (!record.ok) expect([record.error.code, record.error.message]).toEqual(['invalid-record', expect.stringMatching(message)]);
    }
  });

  test("the bots' enumeration: only the seat playerID names, and nothing for a hostile G", () => {
    const G = fresh();
    const enumerate = game.ai!.enumerate as (G: unknown, ctx: Ctx, playerID: string) => unknown[];
    expect(enumerate(G, ctx, '0').length).toBeGreaterThan(0);
    expect(enumerate(G, ctx, '1')).toEqual([]);
    const seatZero: unknown = game.playerView!({ G, ctx, playerID: '0' });
    expect(enumerate(seatZero, ctx, '0').length).toBeGreaterThan(0);
    // A client's table of seat 0 lists nothing for seat 1.
    expect(enumerate(seatZero, ctx, '1')).toEqual([]);
    for (const hostile of [null, hostileProxy, withThrowingGetter(G, 'state')]) expect(enumerate(hostile, ctx, '0')).toEqual([]);
  });
});

describe('seatOfPlayerID', () => {
  test('reads a seat of the match only: "2" is no seat of a two-seat match', () => {
    expect(seatOfPlayerID('1', 2)).toBe(1);
    expect(seatOfPlayerID('2', 2)).toBeNull();
  });
});
