/**
 * The adapter through a real boardgame.io server on 127.0.0.1, with raw socket.io clients: every frame each
 * client receives holds nothing of another seat's hand, and the stored record replays the match.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StorageAPI } from 'boardgame.io';
import { matchRecord, type TableState } from 'tessera-engine/boardgame.io';
import { replayRecord, unwrap, type BaseOutcome } from 'tessera-engine';
import { spectatorView as tesseraSpectator, tessera } from 'tessera-engine/tessera';
import { spectatorView as tesserisSpectator, tesseris } from 'tessera-engine/tesseris';
import { memoryStorage } from '../../server/memory-storage.js';
import { startTables, type Tables } from '../../server/tables.js';
import { checkFrames, type AnyGame } from './frames.js';
import { connect, createMatch, lobby, until } from './helpers.js';
import { runs } from '../helpers/runs.js';

let tables: Tables;
const db: StorageAPI.Async = memoryStorage();

beforeAll(async () => {
  tables = await startTables({ port: 0, db, acceptSeed: true });
});
afterAll(async () => tables.close());

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
    const replay = replayRecord(module as never, unwrap(matchRecord(module, G)));
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
      { numRuns: runs(2) },
    );
  });

  test('Tessera: the same, over whole games', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 4 }), fc.nat(1_000_000), fc.nat(), async (players, seed, pick) => {
        await playMatch(tessera, tesseraSpectator, players, { seed: `seed-${seed}` }, pick);
      }),
      { numRuns: runs(2) },
    );
  });

  test('bots fill the empty seats, through the same sockets and views as the players', async () => {
    await playMatch(tesseris, tesserisSpectator, 2, { seed: 'seed-bots', rounds: 1 }, 1, 1);
  });
});
