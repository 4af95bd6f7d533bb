/**
 * Two writers of one match at the same instant, against a real Postgres (DATABASE_URL; `.ci/run` starts one):
 * bgio-postgres drops the stale write and says nothing, the server's checked store refuses it, so that its
 * process publishes nothing the match never had.
 */
import { PostgresStore } from 'bgio-postgres';
import type { State, StorageAPI } from 'boardgame.io';
import { afterAll, describe, expect, test } from 'vitest';
import { checkedPostgresStore, StaleWriteError } from '../../server/postgres-storage.js';

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
      const { stores, matchID, initial } = await twoWriters(() => checkedPostgresStore(url!));
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
