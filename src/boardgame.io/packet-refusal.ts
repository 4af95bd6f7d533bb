/**
 * Why the guarded transport refuses a socket's packet, from the match it names as stored: the checks that need
 * the storage, after {@link refusePacket} checked the packet's shape.
 *
 * @module
 */
import { seatCredentialsMatch } from './guard.js';
import type { ServerRefusalFacts } from './server-refusals.js';
import {
  isOtherGame,
  isOtherGamesMatch,
  MATCH_OVER,
  MATCH_UNREAD,
  noMatchOf,
  NOT_YOUR_TURN,
  SEAT_REFUSED,
  STALE_MOVE,
  readWithin,
  storedMatch,
  type AnyStorage,
  type StoredMatch,
} from './stored-match.js';

/** A refusal: its words, and for a stale move the state the match is at. */
export type Refusal = readonly [message: string, facts?: Omit<ServerRefusalFacts, 'code'>];

/** The most answers to whether a match is another game's that a socket keeps. */
const MAX_CACHED_ANSWERS = 64;

/** A socket's packet, its shape checked. */
export interface CheckedPacket {
  /** The socket's game. */
  readonly gameName: string;
  /** The packet's event, `sync` or `update`. */
  readonly event: string;
  /** The packet's arguments. */
  readonly args: readonly unknown[];
  /** The match it names. */
  readonly matchID: string;
  /** Whether it is the socket's first sync with the match (or the first since its first sync was refused). */
  readonly firstSync: boolean;
}

/**
 * Why the guard refuses a socket's packet, with what it says, or `null` to pass it to boardgame.io.
 *
 * @param db - the storage.
 * @param packet - the packet.
 * @param otherGames - the socket's answers so far to whether a match is another game's.
 * @param heard - called with the match as stored when the packet read it.
 */
export async function refusalOf(
  db: AnyStorage,
  { gameName, event, args, matchID, firstSync }: CheckedPacket,
  otherGames: Map<string, Promise<boolean>>,
  heard: (matchID: string, match: StoredMatch) => void,
): Promise<Refusal | null> {
  // A move, a first sync and a seat's sync read the match as stored, which also tells its game and the seats'
  // credentials; other packets ask the storage for its game once per match.
  const seated = event === 'sync' && args[1] !== null && args[1] !== undefined;
  const read = event === 'update' || firstSync || seated;
  const match = read ? await readWithin(() => storedMatch(db, matchID)).catch(() => null) : undefined;
  if (match === null) return [MATCH_UNREAD];
  if (!otherGames.has(matchID)) {
    const other = match === undefined ? readWithin(() => isOtherGamesMatch(db, gameName, matchID)) : Promise.resolve(isOtherGame(match, gameName));
    // A cache of the socket's answers, kept small: a socket may name any number of matches.
    if (otherGames.size >= MAX_CACHED_ANSWERS) otherGames.clear();
    otherGames.set(matchID, other);
  }
  const other = await otherGames.get(matchID)!.catch(() => null);
  if (other === null) {
    otherGames.delete(matchID);
    return [MATCH_UNREAD];
  }
  if (other) return [noMatchOf(gameName)];
  if (match !== undefined) heard(matchID, match);
  // A sync with no match would leave boardgame.io a room of it for good (one per ID, from one socket).
  if (firstSync && match?.state === undefined) return [noMatchOf(gameName)];
  // boardgame.io answers a sync with credentials it does not take with nothing at all: a page waited for ever.
  const seats: Partial<Record<string, { readonly credentials?: string }>> | undefined = match?.metadata?.players;
  if (seated && !seatCredentialsMatch(args[2], seats?.[String(args[1])])) return [SEAT_REFUSED];
  // boardgame.io drops a move whose credentials are not its seat's without a word, too.
  if (event === 'update' && !seatCredentialsMatch(credentialsOfMove(args[0]), seats?.[String(args[3])])) return [SEAT_REFUSED];
  // boardgame.io drops a move made at a state that is no longer the match's, without a word to its
  // sender: say so, with the state the match is at (a second tab of the seat moved first, say).
  const now = event === 'update' ? match?.state?._stateID : undefined;
  if (event === 'update' && now === undefined) return [noMatchOf(gameName)];
  if (now !== undefined && now !== args[1]) return [STALE_MOVE, { stateID: now }];
  // boardgame.io drops a move of a match that is over, or of a seat that is not to act, without a word.
  const ctx = match?.state?.ctx;
  if (event === 'update' && ctx?.gameover !== undefined) return [MATCH_OVER];
  if (event === 'update' && ctx !== undefined && !isActive(ctx, String(args[3]))) return [NOT_YOUR_TURN];
  return null;
}

/** The credentials a move's action carries (`payload.credentials`), if it is an object that carries them. */
function credentialsOfMove(action: unknown): unknown {
  const payload: unknown = typeof action === 'object' && action !== null ? (action as { payload?: unknown }).payload : undefined;
  return typeof payload === 'object' && payload !== null ? (payload as { credentials?: unknown }).credentials : undefined;
}

/** Whether a seat may act in a match's context, as boardgame.io's flow decides it. */
function isActive(ctx: NonNullable<NonNullable<StoredMatch['state']>['ctx']>, playerID: string): boolean {
  const { activePlayers, currentPlayer } = ctx;
  if (activePlayers !== undefined && activePlayers !== null) return Object.hasOwn(activePlayers, playerID);
  return currentPlayer === playerID;
}
