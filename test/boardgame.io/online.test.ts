/**
 * The adapter through a real boardgame.io server on 127.0.0.1, with raw socket.io clients: every frame each
 * client receives holds nothing of another seat's hand, and the stored record replays the match.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StorageAPI } from 'boardgame.io';
import { matchRecord, type TableGame, type TableState } from 'tessera-engine/boardgame.io';
import { replayRecord, type BaseOutcome } from 'tessera-engine';
import { spectatorView as tesseraSpectator, tessera } from 'tessera-engine/tessera';
import { spectatorView as tesserisSpectator, tesseris, type TesserisState } from 'tessera-engine/tesseris';
import { memoryStorage } from '../../server/memory-storage.js';
import { startTables, type Tables } from '../../server/tables.js';
import { connect, createMatch, lobby, until } from './helpers.js';

let tables: Tables;
const db: StorageAPI.Async = memoryStorage();

beforeAll(async () => {
  tables = await startTables({ port: 0, db, acceptSeed: true });
});
afterAll(async () => tables.close());

type AnyGame = TableGame<unknown, unknown, unknown, { readonly viewer: number }>;

/** Every array of numbers in a value, with its path. */
function numberArrays(value: unknown, path: string, found: [string, number[]][]): [string, number[]][] {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((item) => typeof item === 'number')) found.push([path, value]);
    value.forEach((item, index) => numberArrays(item, `${path}[${index}]`, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) numberArrays(item, `${path}.${key}`, found);
  }
  return found;
}

/**
 * Checks one client's frames against the match's states: its `G` is exactly its seat's view (or the
 * spectator's) of the state it names, no other seat's hand appears anywhere else, no move of another seat
 * shows its arguments, and no frame holds the initial state, undo copies, the seed or the generator.
 */
function checkFrames(
  module: AnyGame,
  spectator: (state: never) => unknown,
  states: readonly unknown[],
  frames: readonly unknown[][],
  playerID: string | null,
  seed: string,
): number {
  let checked = 0;
  for (const frame of frames) {
    const [event, , third, fourth] = frame;
    const text = JSON.stringify(frame);
    expect(text).not.toContain(JSON.stringify(seed));
    expect(text).not.toMatch(/"(hands|rng|initialState)"/);
    if (event !== 'sync' && event !== 'update') continue;
    const state = (event === 'sync' ? (third as { state: unknown }).state : third) as {
      G: { seat: number | null; view: unknown; moveCount: number; refusal: unknown };
      _undo: unknown[];
      _redo: unknown[];
    };
    const log = (event === 'sync' ? (third as { log: unknown }).log : fourth) as
      { action: { type: string; payload: { playerID: string; args: unknown } } }[] | undefined;
    const full = states[state.G.moveCount] as TesserisState;
    const seat = playerID === null ? null : Number(playerID);
    const view = seat === null ? spectator(full as never) : module.playerView(full, seat);
    expect(state.G).toEqual({ seat, view: seat === null ? view : (view as { value: unknown }).value, moveCount: state.G.moveCount, refusal: null });
    expect(state._undo).toEqual([]);
    expect(state._redo).toEqual([]);
    for (const entry of log ?? []) {
      if (entry.action.type === 'MAKE_MOVE' && entry.action.payload.playerID !== playerID) expect(entry.action.payload.args, JSON.stringify(entry)).toBeNull();
    }
    if ('hands' in full) {
      // Besides the seat's own hand, a view holds the cards it knows another seat holds (ruling S9: pile tops it
      // saw drawn, a card stolen from it), which may be a whole hand; G is checked above to be exactly the view.
      const arrays = numberArrays({ ...frame, own: null }, '', []).filter(
        ([path]) => !path.endsWith('.G.view.hand') && !/\.G\.view\.knowledge\.held\[\d+\]$/.test(path),
      );
      for (const [other, hand] of full.hands.entries()) {
        if (other === seat || hand.length < 3) continue;
        for (const [path, array] of arrays) expect(array, `${path} is seat ${other}'s hand`).not.toEqual(hand);
      }
    }
    checked++;
  }
  return checked;
}

/** Plays a whole match through the server, every seat choosing a random legal move from its own view. */
async function playMatch(
  module: AnyGame,
  spectator: (state: never) => unknown,
  players: number,
  setupData: Record<string, unknown>,
  pick: number,
  botSeats = 0,
): Promise<void> {
  const seats = Array.from({ length: players - botSeats }, (_, seat) => seat);
  const { matchID, credentials } = await createMatch(tables.url, module.name, players, setupData, seats);
  for (let seat = players - botSeats; seat < players; seat++) expect((await lobby(tables.url, `/bots/${module.name}/${matchID}/${seat}`, {})).status).toBe(200);
  const clients = seats.map((seat) => connect<{ readonly viewer: number }, unknown>(tables.url, module.name, matchID, String(seat), credentials[seat]));
  const watcher = connect(tables.url, module.name, matchID, null);
  clients.forEach((client, seat) =>
    client.seat.subscribe(({ table, currentPlayer, gameover }) => {
      if (gameover !== undefined || currentPlayer !== String(seat) || client.seat.awaitingConfirmation || table.view === null) return;
      const moves = module.legalMovesForView(table.view as { readonly viewer: number });
      client.seat.play(moves[(pick * 7919 + table.moveCount * 104729) % moves.length]);
    }),
  );
  try {
    await until(() => [...clients, watcher].every((client) => client.seat.snapshot?.gameover !== undefined), 50_000, 'the end of the match');
    const { state } = await db.fetch(matchID, { state: true });
    const G = state.G as TableState<unknown, unknown>;
    const replay = replayRecord(module as never, matchRecord(module, G));
    if (!replay.ok) throw replay.error;
    expect(replay.value.states.at(-1)).toEqual(G.state);
    expect(module.outcome(G.state)!.scores).toEqual((clients[0]!.seat.snapshot!.gameover as BaseOutcome).scores);
    const seed = String(setupData.seed);
    for (const [seat, client] of clients.entries())
      expect(checkFrames(module, spectator, replay.value.states, client.frames, String(seat), seed)).toBeGreaterThan(0);
    expect(checkFrames(module, spectator, replay.value.states, watcher.frames, null, seed)).toBeGreaterThan(0);
  } finally {
    for (const client of [...clients, watcher]) client.socket.disconnect();
  }
}

describe('whole matches through a real server on 127.0.0.1', () => {
  test('Tesseris: no frame any client receives holds another seat’s cards, and the record replays the match', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 4 }), fc.nat(1_000_000), fc.nat(), async (players, seed, pick) => {
        await playMatch(tesseris, tesserisSpectator, players, { seed: `seed-${seed}`, rounds: 1 }, pick);
      }),
      { numRuns: 2 },
    );
  });

  test('Tessera: the same, over whole games', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 4 }), fc.nat(1_000_000), fc.nat(), async (players, seed, pick) => {
        await playMatch(tessera, tesseraSpectator, players, { seed: `seed-${seed}` }, pick);
      }),
      { numRuns: 2 },
    );
  });

  test('bots fill the empty seats, through the same sockets and views as the players', async () => {
    await playMatch(tesseris, tesserisSpectator, 2, { seed: 'seed-bots', rounds: 1 }, 1, 1);
  });
});
