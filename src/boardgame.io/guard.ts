/**
 * The check of every packet a client sends to boardgame.io's socket.io transport, before boardgame.io reads
 * it.
 *
 * @module
 */
import { quotedText } from '../core/quote.js';
import { isPlainObject } from '../core/json.js';
import { PLAY_MOVE } from './game.js';

/** The longest match ID, player ID and credentials a packet may carry. */
const MAX_ID_LENGTH = 128;

const isShortString = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;
const hasExactKeys = (value: Record<string, unknown>, keys: readonly string[]): boolean =>
  Object.keys(value).length === keys.length && keys.every((key) => Object.hasOwn(value, key));

/**
 * Why boardgame.io must not see a client's packet, or `null` when it may. boardgame.io's master applies any
 * action a seat sends with its credentials: a `PATCH`, `UPDATE` or `RESET` rewrites the stored state, a
 * `GAME_EVENT` or a `PLUGIN` action acts outside the moves. Only two packets are let through:
 *
 * - `sync(matchID, playerID | null, credentials?, numPlayers?)`, to join a match as a seat or a spectator;
 * - `update(action, stateID, matchID, playerID)` whose action is `MAKE_MOVE` of the adapter's one move,
 *   `play`, with one argument and the same `playerID` as the packet.
 *
 * Everything else (chat, undo, events, plugin actions, patches, malformed packets) is refused; the engine then
 * checks the move itself.
 *
 * @param event - the packet's event name.
 * @param args - its arguments, untrusted.
 *
 * @example
 * ```ts
 * import { refusePacket } from 'tessera-engine/boardgame.io';
 *
 * const move = { type: 'MAKE_MOVE', payload: { type: 'play', args: [{}], playerID: '0', credentials: 'c' } };
 * console.log(refusePacket('update', [move, 3, 'match', '0'])); // => null
 * console.log(refusePacket('update', [{ type: 'PATCH', patch: [], payload: {} }, 3, 'match', '0'])); // => only MAKE_MOVE actions of the move "play" are accepted
 * ```
 */
export function refusePacket(event: unknown, args: readonly unknown[]): string | null {
  try {
    return packetProblem(event, args);
  } catch {
    // A getter or a proxy trap that throws: socket.io delivers plain JSON, so this is no packet of a client.
    return 'a packet must be plain data that can be read without an exception';
  }
}

/** What is wrong with a packet, read without a guard: {@link refusePacket} catches what its reads throw. */
function packetProblem(event: unknown, args: readonly unknown[]): string | null {
  const list: unknown = args;
  if (!Array.isArray(list)) return 'a packet carries a list of arguments';
  if (event === 'sync') {
    const [matchID, playerID, credentials, numPlayers] = args;
    if (args.length > 4 || !isShortString(matchID)) return 'sync: a match ID is required';
    if (playerID !== null && playerID !== undefined && !isShortString(playerID)) return 'sync: the player ID must be a short string or null';
    if (credentials !== undefined && credentials !== null && !isShortString(credentials)) return 'sync: the credentials must be a short string';
    if (numPlayers !== undefined && !Number.isSafeInteger(numPlayers)) return 'sync: numPlayers must be an integer';
    return null;
  }
  if (event === 'update') {
    const [action, stateID, matchID, playerID] = args;
    if (args.length !== 4 || !Number.isSafeInteger(stateID) || !isShortString(matchID) || !isShortString(playerID)) {
      return 'update: (action, stateID, matchID, playerID) are required';
    }
    if (!isPlainObject(action) || !hasExactKeys(action, ['type', 'payload']) || action.type !== 'MAKE_MOVE' || !isPlainObject(action.payload)) {
      return `only MAKE_MOVE actions of the move "${PLAY_MOVE}" are accepted`;
    }
    const { payload } = action;
    if (!hasExactKeys(payload, ['type', 'args', 'playerID', 'credentials']) || payload.type !== PLAY_MOVE) {
      return `only MAKE_MOVE actions of the move "${PLAY_MOVE}" are accepted`;
    }
    if (!Array.isArray(payload.args) || payload.args.length !== 1) return `${PLAY_MOVE} takes one argument, the move`;
    if (payload.playerID !== playerID) return "the action's playerID must be the packet's";
    if (!isShortString(payload.credentials)) return 'update: credentials are required';
    return null;
  }
  return `the event ${quotedText(String(event))} is not accepted`;
}

/**
 * boardgame.io's `authenticateCredentials` for the adapter's server: a packet acts for a seat only with the
 * credentials that the lobby gave whoever joined it, stored as the seat's own. boardgame.io's default lets anyone act for any seat of a
 * match until one seat is joined, and for a seat no one has joined at any time.
 *
 * @param credentials - what the packet carries.
 * @param player - the seat's stored metadata, if the seat exists.
 *
 * @example
 * ```ts
 * import { seatCredentialsMatch } from 'tessera-engine/boardgame.io';
 *
 * console.log(seatCredentialsMatch('secret', { credentials: 'secret' })); // => true
 * console.log(seatCredentialsMatch(undefined, {})); // => false
 * console.log(seatCredentialsMatch('secret', Object.create({ credentials: 'secret' }))); // => false
 * ```
 */
export function seatCredentialsMatch(credentials: unknown, player: { readonly credentials?: string } | undefined): boolean {
  try {
    if (typeof credentials !== 'string' || credentials.length === 0) return false;
    // The seat's own credentials only: not inherited ones (a `__proto__` seat once wrote them onto every
    // object's prototype), nor a getter's.
    const seat: unknown = player;
    const stored: unknown = typeof seat === 'object' && seat !== null ? Object.getOwnPropertyDescriptor(seat, 'credentials')?.value : undefined;
    return typeof stored === 'string' && credentials === stored;
  } catch {
    // A stored player whose credentials cannot be read matches no one.
    return false;
  }
}
