/**
 * Two writers of one match at the same instant, against a real Postgres (DATABASE_URL; `.ci/run` starts one):
 * bgio-postgres drops the stale write and says nothing, the server's checked store refuses it, so that its
 * process publishes nothing the match never had. And two processes that change one match's seats at once (a
 * join on each) both keep their change, or refuse a join of a seat taken meanwhile.
 */
import { PostgresStore } from 'bgio-postgres';
import type { State, StorageAPI } from 'boardgame.io';
import { afterAll, describe, expect, test } from 'vitest';
import { checkedPostgresStore, securedStorage, StaleWriteError } from 'tessera-engine/boardgame.io';
import { unwrap } from 'tessera-engine';

const url = process.env.DATABASE_URL;
if (url === undefined) console.warn('postgres tests skipped: set DATABASE_URL (.ci/run starts Postgres) to run them');

const opened: PostgresStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map(async (store) => store.sequelize.close()));
});

/** Two stores on separate connection pools, as two server processes have, and a new match at state 0. */
async function twoWriters(make: () => PostgresStore): Promise<{ stores: StorageAPI.Async[]; matchID: string; initial: State }> {
  const stores = [make(), make()];
  opened.push(...stores);
  for (const store of stores) await store.connect();
  const matchID = `race-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const initial = { G: { moves: [] }, ctx: {}, plugins: {}, _undo: [], _redo: [], _stateID: 0 } as unknown as State;
  await stores[0]!.createMatch(matchID, { initialState: initial, metadata: { gameName: 'tessera', players: {}, createdAt: 0, updatedAt: 0 } });
  return { stores, matchID, initial };
}

/** Each writer stores its own move computed from state 0, at the same instant. */
async function race(stores: StorageAPI.Async[], matchID: string, initial: State): Promise<PromiseSettledResult<void>[]> {
  return Promise.allSettled(
    stores.map(async (store, writer) =>
      store.setState(matchID, { ...initial, G: { moves: [`move of writer ${writer}`] }, _stateID: 1 }, [{ _stateID: 0, writer } as never]),
    ),
  );
}

describe.skipIf(url === undefined)('two processes write one match at the same instant', () => {
  test('bgio-postgres alone: both writes "succeed", one is dropped without a word (the gap)', async () => {
    const { stores, matchID, initial } = await twoWriters(() => new PostgresStore(url!, { logging: false }));
    const results = await race(stores, matchID, initial);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
  });

  test('the checked store: exactly one write is stored, the other fails as stale, and the log has one entry', async () => {
    for (let round = 0; round < 5; round++) {
      const { stores, matchID, initial } = await twoWriters(() => unwrap(checkedPostgresStore(PostgresStore, url!)));
      const results = await race(stores, matchID, initial);
      const won = results.findIndex((result) => result.status === 'fulfilled');
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect((results[1 - won] as PromiseRejectedResult).reason).toBeInstanceOf(StaleWriteError);
      const stored = await stores[0]!.fetch(matchID, { state: true, log: true });
      expect(stored.state.G).toEqual({ moves: [`move of writer ${won}`] });
      expect(stored.log).toEqual([{ _stateID: 0, writer: won }]);
      // The next move, computed from the stored state, is stored.
      await stores[1 - won]!.setState(matchID, { ...stored.state, _stateID: 2 }, []);
      expect((await stores[0]!.fetch(matchID, { state: true })).state._stateID).toBe(2);
    }
  });
});

describe.skipIf(url === undefined)("two processes change one match's seats at the same instant", () => {
  /** Two processes' stores, each behind `securedStorage`, and a new match of three free seats. */
  async function twoLobbies(): Promise<{ lobbies: StorageAPI.Async[]; matchID: string }> {
    const { stores, matchID } = await twoWriters(() => unwrap(checkedPostgresStore(PostgresStore, url!)));
    await stores[0]!.setMetadata(matchID, { gameName: 'tesseris', players: { 0: { id: 0 }, 1: { id: 1 }, 2: { id: 2 } }, createdAt: 0, updatedAt: 0 });
    return { lobbies: stores.map((store) => securedStorage(store).db), matchID };
  }

  test('two joins of different seats, each read before the other is written, are both kept', async () => {
    for (let round = 0; round < 5; round++) {
      const { lobbies, matchID } = await twoLobbies();
      const read = await Promise.all(lobbies.map(async (lobby) => (await lobby.fetch(matchID, { metadata: true })).metadata));
      read[0]!.players[1] = { id: 1, name: 'Ada', credentials: 'a' };
      read[1]!.players[2] = { id: 2, name: 'Bo', credentials: 'b' };
      await Promise.all(lobbies.map(async (lobby, index) => lobby.setMetadata(matchID, read[index]!)));
      const { metadata } = await lobbies[0]!.fetch(matchID, { metadata: true });
      expect([metadata.players[1]?.name, metadata.players[2]?.name]).toEqual(['Ada', 'Bo']);
    }
  });

  test("two joins of one seat: one is kept, the other refused with the lobby's 409", async () => {
    for (let round = 0; round < 5; round++) {
      const { lobbies, matchID } = await twoLobbies();
      const read = await Promise.all(lobbies.map(async (lobby) => (await lobby.fetch(matchID, { metadata: true })).metadata));
      read.forEach((metadata, index) => (metadata.players[0] = { id: 0, name: `player ${index}`, credentials: `${index}` }));
      const results = await Promise.allSettled(lobbies.map(async (lobby, index) => lobby.setMetadata(matchID, read[index]!)));
      const kept = results.findIndex((result) => result.status === 'fulfilled');
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect((results[1 - kept] as PromiseRejectedResult).reason).toMatchObject({ status: 409, message: 'Player 0 not available' });
      expect((await lobbies[1]!.fetch(matchID, { metadata: true })).metadata.players[0]).toEqual({ id: 0, name: `player ${kept}`, credentials: `${kept}` });
    }
  });
});
