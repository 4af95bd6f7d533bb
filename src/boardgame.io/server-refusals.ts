/**
 * What the guarded transport's `refused` frames carry: the reason in words, then facts with a stable code, so
 * that a client can act on a refusal without reading its words.
 *
 * @module
 */
import { MATCH_OVER, MATCH_UNREAD, NOT_YOUR_TURN, SEAT_REFUSED, STALE_MOVE, SYNC_FIRST } from './stored-match.js';

/**
 * The codes of the server's refusals, each a stable name:
 *
 * - `bad-packet`: a packet of the wrong shape (an action other than the engine's move, a missing argument);
 * - `sync-first`: a move in a match the socket has not synced with;
 * - `no-such-match`: a match ID that names no match of the socket's game;
 * - `seat-refused`: credentials that are not the seat's (stale, forged, or taken back by the lobby);
 * - `stale-move`: a move made at a state the match has left (another tab of the seat moved first);
 * - `not-your-turn`: a move of a seat that is not to act;
 * - `match-over`: a move after the match's end;
 * - `match-unread`: the storage could not be read, so the packet may pass later.
 *
 * @example
 * ```ts
 * import { SERVER_REFUSAL_CODES } from 'tessera-engine/boardgame.io';
 *
 * console.log(SERVER_REFUSAL_CODES.includes('stale-move')); // => true
 * ```
 */
export const SERVER_REFUSAL_CODES = [
  'bad-packet',
  'sync-first',
  'no-such-match',
  'seat-refused',
  'stale-move',
  'not-your-turn',
  'match-over',
  'match-unread',
] as const;

/**
 * One of {@link SERVER_REFUSAL_CODES}.
 *
 * @example
 * ```ts
 * import type { ServerRefusalCode } from 'tessera-engine/boardgame.io';
 *
 * const code: ServerRefusalCode = 'not-your-turn';
 * console.log(code); // => not-your-turn
 * ```
 */
export type ServerRefusalCode = (typeof SERVER_REFUSAL_CODES)[number];

/**
 * The second argument of a `refused` frame: `socket.on('refused', (message, facts) => ...)`.
 *
 * @example
 * ```ts
 * import type { ServerRefusalFacts } from 'tessera-engine/boardgame.io';
 *
 * const facts: ServerRefusalFacts = { code: 'stale-move', stateID: 7 };
 * console.log(facts.sync === undefined); // => true
 * ```
 */
export interface ServerRefusalFacts {
  /** What was refused, as a stable code. */
  readonly code: ServerRefusalCode;
  /** The match, when a sync was refused (a refused move has no `sync`): the seat or match is not to be had. */
  readonly sync?: string;
  /** The state the match is at, when a move made at another was refused (`stale-move`). */
  readonly stateID?: number;
}

/** The code of each refusal the server words the same way every time. */
const CODE_OF_MESSAGE = new Map<string, ServerRefusalCode>([
  [SYNC_FIRST, 'sync-first'],
  [SEAT_REFUSED, 'seat-refused'],
  [STALE_MOVE, 'stale-move'],
  [NOT_YOUR_TURN, 'not-your-turn'],
  [MATCH_OVER, 'match-over'],
  [MATCH_UNREAD, 'match-unread'],
]);

/** `noMatchOf(gameName)`'s words, for any game. */
const NO_SUCH_MATCH = /^no \S+ match has that ID$/;

/**
 * Sends a socket a refusal: `refused`, its words, and its facts with their code. A refusal of a packet's shape
 * is `bad-packet`.
 *
 * @param socket - the socket.
 * @param message - the refusal's words.
 * @param facts - the match of a refused sync, or the match's state for a stale move.
 */
export function sendRefusal(socket: { emit(event: string, ...args: unknown[]): unknown }, message: string, facts: Omit<ServerRefusalFacts, 'code'> = {}): void {
  const code = CODE_OF_MESSAGE.get(message) ?? (NO_SUCH_MATCH.test(message) ? 'no-such-match' : 'bad-packet');
  socket.emit('refused', message, { code, ...facts });
}
