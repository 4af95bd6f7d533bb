/**
 * A match as the guards of the adapter's server read it from boardgame.io's storage, and what they say when
 * they refuse a packet for it.
 *
 * @module
 */
import type { Server, StorageAPI } from 'boardgame.io';

/**
 * A match as the guards read it from the storage: its state number and its seats; neither when there is no
 * such match. The seats carry their credentials (the storage's own, not the lobby's). A guarded transport's
 * `onMatchHeard` hook is given it ({@link guardedSocketIO}).
 *
 * @example
 * ```ts
 * import type { StoredMatch } from 'tessera-engine/boardgame.io';
 *
 * const onMatchHeard = (matchID: string, { state, metadata }: StoredMatch) => `${matchID}: ${metadata?.gameName} at state ${state?._stateID}`;
 * console.log(onMatchHeard('m', { state: { _stateID: 3 }, metadata: { gameName: 'tessera', players: {} } })); // => m: tessera at state 3
 * ```
 */
export interface StoredMatch {
  /** The match's state, of which the guards read the state number, whose turn it is, and whether it is over. */
  readonly state?: {
    /** The state's number, which each stored move increases. */
    readonly _stateID?: number;
    /** boardgame.io's context of the match. */
    readonly ctx?: {
      /** The seat to act, as a player ID. */
      readonly currentPlayer?: string;
      /** The seats that may act, when boardgame.io's stages name them. */
      readonly activePlayers?: Readonly<Record<string, unknown>> | null;
      /** The match's end, once it is over. */
      readonly gameover?: unknown;
    };
  };
  /** The match's game, seats and end. */
  readonly metadata?: Pick<Server.MatchData, 'gameName' | 'players' | 'gameover'>;
}

/** Any boardgame.io storage, synchronous or not. */
export type AnyStorage = StorageAPI.Async | StorageAPI.Sync;

/** What the server says to a seat whose move was made at another state than the match's: boardgame.io would drop it without a word. */
export const STALE_MOVE = 'the match had moved on from the position this move was made at (another tab of this seat played first, say)';

/** What the server says when the storage could not be read for a packet's checks: the packet may pass later. */
export const MATCH_UNREAD = 'the match could not be read';

/** What the server says to a seat's sync whose credentials are not the ones the lobby gave for that seat (a stale or forged tab). */
export const SEAT_REFUSED = "this seat's credentials are not the ones the lobby gave for it";

/** What the server says to a socket that moves in a match it has not asked to sync with (boardgame.io's clients always do first). */
export const SYNC_FIRST = 'sync with the match before moving in it';

/** What the server says to a seat that moves when it is not to act: boardgame.io would drop the move without a word. */
export const NOT_YOUR_TURN = "it is not this seat's turn";

/** What the server says to a move in a match that is over: boardgame.io would drop it without a word. */
export const MATCH_OVER = 'the match is over';

/** What the server says of a match ID that names no match of the game. */
export const noMatchOf = (gameName: string): string => `no ${gameName} match has that ID`;

/**
 * A match's state and metadata as stored.
 *
 * @param db - the storage.
 * @param matchID - the match.
 */
export async function storedMatch(db: AnyStorage, matchID: string): Promise<StoredMatch> {
  // A sync storage's fetch answers at once, a throw included; inside this async function, a throw rejects.
  return await db.fetch(matchID, { state: true, metadata: true });
}

/**
 * Whether a match as stored is one of another game than `gameName` (one that does not exist is no other game's).
 *
 * @param match - the match as stored.
 * @param gameName - the game it is asked for under.
 */
export function isOtherGame({ metadata }: StoredMatch, gameName: string): boolean {
  return metadata !== undefined && metadata.gameName !== gameName;
}

/**
 * Whether a match ID names a match of another game than `gameName`: boardgame.io reads a match by its ID alone,
 * whatever the game it is asked for under.
 *
 * @param db - the storage.
 * @param gameName - the game it is asked for under.
 * @param matchID - the match.
 */
export async function isOtherGamesMatch(db: AnyStorage, gameName: string, matchID: string): Promise<boolean> {
  return isOtherGame(await db.fetch(matchID, { metadata: true }), gameName);
}

/** How long the guards wait for the storage before they answer that the match could not be read. */
export const GUARD_READ_MS = 10_000;

/**
 * A read of the storage that fails once it has taken {@link GUARD_READ_MS}: a socket's packets are checked in
 * turn, so a read that never ended held every later packet of the socket for good.
 *
 * @param read - the read.
 */
export async function readWithin<Value>(read: () => Promise<Value>): Promise<Value> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error('the storage did not answer'));
    }, GUARD_READ_MS);
    (timer as { unref?: () => void }).unref?.();
  });
  try {
    return await Promise.race([read(), late]);
  } finally {
    clearTimeout(timer);
  }
}
