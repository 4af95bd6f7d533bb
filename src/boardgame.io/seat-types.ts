/**
 * The types of a seat's connection to a match: the socket it uses, where it plays, and what it knows.
 *
 * @module
 */
import type { ServerRefusalCode } from './server-refusals.js';
import type { TableView } from './table-types.js';

/**
 * What the seat client needs of a socket.io client's socket (`io(url + '/' + gameName)`).
 *
 * @example
 * ```ts
 * import { SeatClient, type SeatSocket } from 'tessera-engine/boardgame.io';
 *
 * // A socket that keeps what the seat sends, as a test would; a browser passes socket.io's own.
 * const sent: unknown[][] = [];
 * const socket: SeatSocket = { emit: (...args) => sent.push(args), on: () => undefined };
 * const seat = new SeatClient(socket, { matchID: 'm', playerID: '1', credentials: 'c' });
 * seat.play({ type: 'place', player: 1, column: 2 });
 * console.log(sent[0]![0], sent[0]![2], sent[0]![3], seat.awaitingConfirmation); // => update 0 m true
 * ```
 */
export interface SeatSocket {
  /** Sends a packet. */
  emit(event: string, ...args: unknown[]): unknown;
  /** Listens to a packet, or to `"connect"` (each connection and reconnection). */
  on(event: string, listener: (...args: never[]) => void): unknown;
}

/**
 * Where a seat plays.
 *
 * @example
 * ```ts
 * import { SeatClient, type SeatAddress, type SeatSocket } from 'tessera-engine/boardgame.io';
 *
 * // A spectator has no seat and no credentials: its sync asks for the match only.
 * const spectator: SeatAddress = { matchID: 'match-7', playerID: null };
 * const sent: unknown[][] = [];
 * const listeners = new Map<string, (...args: never[]) => void>();
 * const socket: SeatSocket = { emit: (...args) => sent.push(args), on: (event, listener) => listeners.set(event, listener) };
 * const seat = new SeatClient(socket, spectator);
 * listeners.get('connect')!();
 * console.log(sent[0], seat.snapshot); // => [ 'sync', 'match-7', null ] null
 * ```
 */
export interface SeatAddress {
  /** The match. */
  readonly matchID: string;
  /** The seat (`"0"`, `"1"`, ...), or `null` for a spectator. */
  readonly playerID: string | null;
  /** The credentials the lobby gave when the seat was joined; none for a spectator. */
  readonly credentials?: string;
}

/**
 * What a seat knows of its match.
 *
 * @example
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { boardgameGame, SeatClient, type SeatSnapshot } from 'tessera-engine/boardgame.io';
 * import { tessera, type TesseraMove, type TesseraView } from 'tessera-engine/tessera';
 *
 * // What a server would send seat 1, here made by a local client without a server.
 * const local = Client({ game: boardgameGame(tessera), numPlayers: 2, playerID: '1' });
 * const listeners = new Map<string, (...args: unknown[]) => void>();
 * const socket = { emit: () => true, on: (event: string, listener: (...args: never[]) => void) => listeners.set(event, listener as never) };
 * const seat = new SeatClient<TesseraView, TesseraMove>(socket, { matchID: 'm', playerID: '1', credentials: 'c' });
 * listeners.get('update')!('m', local.getState());
 * const snapshot: SeatSnapshot<TesseraView, never> | null = seat.snapshot;
 * console.log(snapshot?.stateID, snapshot?.currentPlayer, snapshot?.table.seat, snapshot?.gameover); // => 0 0 1 undefined
 * seat.close();
 * ```
 */
export interface SeatSnapshot<View, Spectator> {
  /** Its `G`: its view, the move count, its last refusal. */
  readonly table: TableView<View, Spectator>;
  /** boardgame.io's state number, which every stored change increases. */
  readonly stateID: number;
  /** The seat to act in boardgame.io's terms. */
  readonly currentPlayer: string;
  /** The engine's outcome once the match is over, else `undefined`. */
  readonly gameover: unknown;
}

/**
 * A refusal the server sent a seat (`SeatClient.onRefused`): what was refused, by a stable code and in words.
 *
 * @example
 * ```ts
 * import { SeatClient, type SeatRefusal } from 'tessera-engine/boardgame.io';
 *
 * const listeners = new Map<string, (...args: never[]) => void>();
 * const seat = new SeatClient({ emit: () => true, on: (event, listener) => listeners.set(event, listener) }, { matchID: 'm', playerID: '1', credentials: 'c' });
 * const heard: SeatRefusal[] = [];
 * seat.onRefused((refusal) => heard.push(refusal));
 * seat.play({ type: 'place', player: 1, column: 2 });
 * (listeners.get('refused') as (message: string, facts: unknown) => void)("it is not this seat's turn", { code: 'not-your-turn' });
 * console.log(heard[0]?.code, heard[0]?.what, seat.awaitingConfirmation); // => not-your-turn move false
 * ```
 */
export interface SeatRefusal {
  /** What was refused, as a stable code. */
  readonly code: ServerRefusalCode;
  /** The server's words. */
  readonly message: string;
  /** Whether the seat's move or its sync was refused: a refused sync ends the seat (the match is gone, or the seat is not this tab's). */
  readonly what: 'move' | 'sync';
  /** The state the match is at, for a move made at another (`stale-move`). */
  readonly stateID?: number;
}
