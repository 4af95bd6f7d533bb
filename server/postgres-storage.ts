/**
 * Matches in Postgres through bgio-postgres, with one change: a stale write fails instead of vanishing.
 *
 * bgio-postgres stores a state only if it is newer than the stored one, and otherwise returns as if it had
 * stored it. Two server processes that compute a move from the same state at the same instant both get
 * `_stateID + 1`; the second write is dropped, yet its process goes on to publish a state that the match
 * never had. Here a state is stored only if the stored one is the very state it was computed from (one
 * conditional SQL statement), and otherwise the write fails: `securedStorage` then publishes nothing, and the
 * seat whose move it was resyncs to the stored state.
 *
 * And a match's metadata can be changed atomically (`updateMetadata`, which `securedStorage` uses): its row is
 * locked while the change is read and written, so that two server processes that change one match's seats at
 * once (a join on one, a socket's connection on the other) both keep their change.
 */
import { PostgresStore } from 'bgio-postgres';
import type { LogEntry, Server, State } from 'boardgame.io';
import type { MetadataUpdates } from 'tessera-engine/boardgame.io';

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

/** A match's metadata, its row locked until the transaction ends; bgio-postgres keeps it in these columns. */
const METADATA_FOR_UPDATE = `SELECT "gameName", "players", "setupData", "gameover", "nextRoomID", "unlisted", "createdAt", "updatedAt"
  FROM "Games" WHERE "id" = :matchID FOR UPDATE`;

const SET_METADATA = `UPDATE "Games"
  SET "players" = CAST(:players AS json), "setupData" = CAST(:setupData AS json), "gameover" = CAST(:gameover AS json),
      "nextRoomID" = :nextMatchID, "unlisted" = :unlisted, "updatedAt" = :updatedAt
  WHERE "id" = :matchID`;

/** A metadata row as Postgres gives it. */
interface MetadataRow {
  readonly gameName: string;
  readonly players: Server.MatchData['players'] | null;
  readonly setupData: unknown;
  readonly gameover: unknown;
  readonly nextRoomID: string | null;
  readonly unlisted: boolean | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The metadata of a row, as bgio-postgres's `fetch` reads it. */
const metadataOf = (row: MetadataRow): Server.MatchData => ({
  gameName: row.gameName,
  players: row.players ?? [],
  setupData: row.setupData,
  gameover: row.gameover,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  ...(row.nextRoomID === null ? {} : { nextMatchID: row.nextRoomID }),
  ...(row.unlisted === null ? {} : { unlisted: row.unlisted }),
});

/** A JSON column's value: `null` for none. */
const jsonColumn = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/**
 * A bgio-postgres store whose `setState` writes only over the state it was computed from, and throws
 * {@link StaleWriteError} otherwise; and which changes a match's metadata atomically ({@link MetadataUpdates}).
 *
 * @param databaseUrl - for example `postgres://tables@127.0.0.1:55432/postgres`.
 */
export function checkedPostgresStore(databaseUrl: string): PostgresStore & MetadataUpdates {
  const store = new PostgresStore(databaseUrl, { logging: false });
  store.setState = async (matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> => {
    const [rows] = await store.sequelize.query(UPDATE_IF_CURRENT, {
      replacements: { matchID, state: JSON.stringify(state), deltalog: JSON.stringify(deltalog ?? []), previous: state._stateID - 1 },
    });
    if (rows.length !== 1) throw new StaleWriteError(matchID, state._stateID);
  };
  const updateMetadata = async (matchID: string, update: (stored: Server.MatchData) => Server.MatchData): Promise<void> => {
    await store.sequelize.transaction(async (transaction) => {
      const [rows] = await store.sequelize.query(METADATA_FOR_UPDATE, { replacements: { matchID }, transaction });
      const row = rows[0] as MetadataRow | undefined;
      if (row === undefined) return;
      const next = update(metadataOf(row));
      await store.sequelize.query(SET_METADATA, {
        replacements: {
          matchID,
          players: jsonColumn(next.players),
          setupData: jsonColumn(next.setupData),
          gameover: jsonColumn(next.gameover),
          nextMatchID: next.nextMatchID ?? null,
          unlisted: next.unlisted ?? null,
          updatedAt: new Date(next.updatedAt),
        },
        transaction,
      });
    });
  };
  return Object.assign(store, { updateMetadata });
}
