/**
 * bgio-postgres made safe for several server processes: a stale write fails instead of vanishing, a match's
 * metadata changes atomically, and processes that start together do not fail on the tables' creation.
 *
 * @module
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import { err, ok, type Result } from '../core/result.js';
import { thrownMessage } from '../core/thrown.js';
import type { MetadataUpdates } from './metadata-writes.js';

/**
 * What {@link checkedPostgresStore} uses of bgio-postgres's `PostgresStore`: its Sequelize connection, its
 * `connect` and its `setState`, which it replaces.
 *
 * @example
 * ```ts
 * import type { PostgresLikeStore } from 'tessera-engine/boardgame.io';
 *
 * const store: Pick<PostgresLikeStore, 'connect'> = { connect: async () => undefined };
 * console.log(typeof store.connect); // => function
 * ```
 */
export interface PostgresLikeStore {
  /** The store's Sequelize instance. */
  readonly sequelize: {
    /** Runs a query; `transaction` is one that `transaction` below began. */
    query(sql: string, options?: { replacements?: object; transaction?: unknown }): Promise<[unknown[], unknown]>;
    /** Runs `work` in a transaction, committed when it resolves. */
    transaction<Value>(work: (transaction: unknown) => PromiseLike<Value>): Promise<Value>;
  };
  /** Creates the tables if they are missing. */
  connect(): Promise<void>;
  /** Stores a match's state and adds to its log. */
  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void>;
}

/**
 * What a store of {@link checkedPostgresStore} throws from `setState` when the state it is given was computed from
 * a state that another write (another process's) has replaced meanwhile. {@link securedStorage} then publishes
 * nothing, and {@link guardedSocketIO} refuses the move as made at a state the match has left.
 *
 * @example
 * ```ts
 * import { StaleWriteError } from 'tessera-engine/boardgame.io';
 *
 * const error = new StaleWriteError('m1', 7);
 * console.log(error.name, error.matchID, error.stateID); // => StaleWriteError m1 7
 * ```
 */
export class StaleWriteError extends Error {
  /**
   * @param matchID - the match.
   * @param stateID - the state number of the write that was refused.
   */
  constructor(
    readonly matchID: string,
    readonly stateID: number,
  ) {
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

/** How many times `connect` is tried, 200 ms more apart each time, before its error is thrown. */
const CONNECT_TRIES = 5;

/**
 * bgio-postgres's store for a server of several processes on one Postgres (give it its `PostgresStore` class, as
 * {@link guardedSocketIO} takes boardgame.io's `SocketIO`: this subpath loads nothing of either). bgio-postgres
 * alone is not safe there:
 *
 * - **A stale write vanished.** It stores a state only if it is newer than the stored one, and otherwise answers
 *   as if it had. Two processes that compute a move from the same state at once (two tabs of one seat, one on
 *   each process) both write state n + 1; the second write was dropped, yet its process published the state
 *   it computed, so every client was shown a state the match never had: a card on a pile that, in the match,
 *   was still in the mover's hand. Here a state is stored only over the very state it was computed from (one
 *   conditional SQL statement); otherwise `setState` throws {@link StaleWriteError}, {@link securedStorage}
 *   publishes nothing, and {@link guardedSocketIO} refuses the move with the stored state's number.
 * - **Two joins of one seat both succeeded.** Its metadata writes read and write a whole row: a join on one
 *   process and another join of the same seat on another both answered 200, and the first person's credentials
 *   then opened nothing. Here the store has `updateMetadata` ({@link MetadataUpdates}), which changes a match's
 *   metadata with its row locked, and which {@link securedStorage} uses.
 * - **Processes started together failed** to create the tables (`type "Games" already exists`): `connect` is
 *   tried again, up to 5 times, 200 ms more apart each time; the last error is thrown as `Postgres: <its message>`.
 *
 * @param PostgresStore - bgio-postgres's `PostgresStore` class (1.0.16).
 * @param databaseUrl - Postgres's address, for example `postgres://tables@127.0.0.1:5432/postgres`.
 * @param options - passed on to Sequelize; `{ logging: false }` unless given.
 * @returns the store, or `invalid-options` when the class or the address cannot be used.
 *
 * @example
 * ```ts
 * import { checkedPostgresStore, securedStorage } from 'tessera-engine/boardgame.io';
 *
 * // On a server: import { PostgresStore } from 'bgio-postgres'. A stand-in here, which connects to nothing.
 * class PostgresStore {
 *   readonly sequelize = {
 *     query: (): Promise<[unknown[], unknown]> => Promise.resolve([[], 0]),
 *     transaction: <Value>(work: (transaction: unknown) => PromiseLike<Value>) => Promise.resolve(work(undefined)),
 *   };
 *   constructor(readonly uri: string) {}
 *   connect = (): Promise<void> => Promise.resolve();
 *   setState = (): Promise<void> => Promise.resolve();
 * }
 * const store = checkedPostgresStore(PostgresStore, 'postgres://tables@127.0.0.1:5432/postgres');
 * console.log(store.ok && typeof store.value.updateMetadata, typeof securedStorage); // => function function
 * ```
 */
export function checkedPostgresStore<Store extends PostgresLikeStore>(
  PostgresStore: new (uri: string, options?: Record<string, unknown>) => Store,
  databaseUrl: string,
  options: Readonly<Record<string, unknown>> = { logging: false },
): Result<Store & MetadataUpdates, 'invalid-options'> {
  if (typeof PostgresStore !== 'function') return err('invalid-options', "checkedPostgresStore: expected bgio-postgres's PostgresStore class");
  if (typeof databaseUrl !== 'string') return err('invalid-options', 'checkedPostgresStore: expected the database URL as a string');
  let store: Store;
  let connect: () => Promise<void>;
  try {
    // Copied inside the try: a getter of the options may throw.
    store = new PostgresStore(databaseUrl, { ...options });
    if (typeof store.connect !== 'function')
      return err('invalid-options', "checkedPostgresStore: expected bgio-postgres's PostgresStore class, whose stores connect");
    connect = store.connect.bind(store);
  } catch (error) {
    return err('invalid-options', `checkedPostgresStore: PostgresStore refused the address or options: ${thrownMessage(error, 'a value that is no Error')}`);
  }
  store.connect = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        await connect();
        return;
      } catch (error) {
        if (attempt === CONNECT_TRIES) throw new Error(`Postgres: ${thrownMessage(error, 'a value that is no Error')}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  };
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
  return ok(Object.assign(store, { updateMetadata }));
}
