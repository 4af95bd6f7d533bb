/**
 * Matches in Postgres through bgio-postgres, with one change: a stale write fails instead of vanishing.
 *
 * bgio-postgres stores a state only if it is newer than the stored one, and otherwise returns as if it had
 * stored it. Two server processes that compute a move from the same state at the same instant both get
 * `_stateID + 1`; the second write is dropped, yet its process goes on to publish a state that the match
 * never had. Here a state is stored only if the stored one is the very state it was computed from (one
 * conditional SQL statement), and otherwise the write fails: `securedStorage` then publishes nothing, and the
 * seat whose move it was resyncs to the stored state.
 */
import { PostgresStore } from 'bgio-postgres';
import type { LogEntry, State } from 'boardgame.io';

/** A write computed from a state that another write has replaced meanwhile. */
export class StaleWriteError extends Error {
  constructor(matchID: string, stateID: number) {
    super(`match ${matchID}: state ${stateID} was computed from a state that is no longer the stored one`);
    this.name = 'StaleWriteError';
  }
}

/** Each boardgame.io action adds exactly one to `_stateID`: a new state was computed from `_stateID - 1`. */
const UPDATE_IF_CURRENT = `UPDATE "Games"
  SET "state" = CAST(:state AS json),
      "log" = CAST(COALESCE(CAST("log" AS jsonb), '[]'::jsonb) || CAST(:deltalog AS jsonb) AS json)
  WHERE "id" = :matchID AND CAST("state"->>'_stateID' AS integer) = :previous
  RETURNING "id"`;

/**
 * A bgio-postgres store whose `setState` writes only over the state it was computed from, and throws
 * {@link StaleWriteError} otherwise.
 *
 * @param databaseUrl - for example `postgres://tables@127.0.0.1:55432/postgres`.
 */
export function checkedPostgresStore(databaseUrl: string): PostgresStore {
  const store = new PostgresStore(databaseUrl, { logging: false });
  store.setState = async (matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> => {
    const [rows] = await store.sequelize.query(UPDATE_IF_CURRENT, {
      replacements: { matchID, state: JSON.stringify(state), deltalog: JSON.stringify(deltalog ?? []), previous: state._stateID - 1 },
    });
    if (rows.length !== 1) throw new StaleWriteError(matchID, state._stateID);
  };
  return store;
}
