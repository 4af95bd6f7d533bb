/**
 * What a seat reads of what it is given: the frames of boardgame.io's protocol, read without an exception
 * whatever they hold, and the socket and the address it is handed.
 *
 * @module
 */
import type { TableView } from './game.js';
import type { SeatAddress, SeatSocket } from './seat-types.js';

/** The part of boardgame.io's state a client receives that the seat reads. */
export interface ReceivedState<View, Spectator> {
  readonly G: TableView<View, Spectator>;
  readonly ctx: { readonly currentPlayer: string; readonly gameover?: unknown };
  readonly _stateID: number;
}

/** Whether a frame's state has what the seat reads: a `G`, a `ctx` naming the seat to act, a state number. */
export function isState(value: unknown): value is ReceivedState<unknown, unknown> {
  try {
    if (typeof value !== 'object' || value === null) return false;
    const { G, ctx, _stateID } = value as { readonly G?: unknown; readonly ctx?: unknown; readonly _stateID?: unknown };
    return (
      typeof G === 'object' &&
      G !== null &&
      typeof ctx === 'object' &&
      ctx !== null &&
      typeof (ctx as { readonly currentPlayer?: unknown }).currentPlayer === 'string' &&
      Number.isSafeInteger(_stateID) &&
      (_stateID as number) >= 0
    );
  } catch {
    return false;
  }
}

/** Whether a value can serve as a seat's socket: an object with `emit` and `on` functions. */
export function isSocket(value: unknown): value is SeatSocket {
  try {
    return typeof value === 'object' && value !== null && typeof (value as SeatSocket).emit === 'function' && typeof (value as SeatSocket).on === 'function';
  } catch {
    return false;
  }
}

/** The state of a `sync` answer (`{ state, log, ... }`), or `null` when it holds none that the seat can read. */
export function stateOfSyncAnswer(info: unknown): ReceivedState<unknown, unknown> | null {
  try {
    const state = typeof info === 'object' && info !== null ? (info as { readonly state?: unknown }).state : undefined;
    return isState(state) ? state : null;
  } catch {
    return null;
  }
}

/**
 * A seat's own copy of its address, each field read once, or `null` for an address that cannot be read (no
 * object, a getter or a proxy trap that throws): the seat reads it again from every frame, every play and its
 * quiet timer, where an exception would end the process.
 */
export function addressOf(address: unknown): SeatAddress | null {
  try {
    if (typeof address !== 'object' || address === null) return null;
    const { matchID, playerID, credentials } = address as SeatAddress;
    return credentials === undefined ? { matchID, playerID } : { matchID, playerID, credentials };
  } catch {
    return null;
  }
}
