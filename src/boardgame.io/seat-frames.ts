/**
 * What a seat reads of what it is given: the frames of boardgame.io's protocol, read without an exception
 * whatever they hold, and the socket and the address it is handed.
 *
 * @module
 */
import type { TableView } from './game.js';
import type { SeatAddress, SeatRefusal, SeatSocket } from './seat-types.js';
import { SERVER_REFUSAL_CODES, type ServerRefusalCode } from './server-refusals.js';

/** The part of boardgame.io's state a client receives that the seat reads. */
export interface ReceivedState<View, Spectator> {
  readonly G: TableView<View, Spectator>;
  readonly ctx: { readonly currentPlayer: string; readonly gameover?: unknown };
  readonly _stateID: number;
}

/**
 * What the seat reads of a frame's state, each field read once (a getter may answer differently the next time):
 * a `G`, a `ctx` naming the seat to act, a state number; or `null` when it has none of them.
 */
export function readState(value: unknown): ReceivedState<unknown, unknown> | null {
  try {
    if (typeof value !== 'object' || value === null) return null;
    const { G, ctx, _stateID } = value as { readonly G?: unknown; readonly ctx?: unknown; readonly _stateID?: unknown };
    if (typeof G !== 'object' || G === null || typeof ctx !== 'object' || ctx === null) return null;
    const { currentPlayer, gameover } = ctx as { readonly currentPlayer?: unknown; readonly gameover?: unknown };
    if (typeof currentPlayer !== 'string' || !Number.isSafeInteger(_stateID) || (_stateID as number) < 0) return null;
    return { G: G as TableView<unknown, unknown>, ctx: { currentPlayer, gameover }, _stateID: _stateID as number };
  } catch {
    return null;
  }
}

/**
 * What the seat reads of a `refused` frame, each field read once: its words and the facts' code, the match of a
 * refused sync and the match's state; or `null` for a frame with no known code.
 */
export function readRefusal(message: unknown, facts: unknown): (SeatRefusal & { readonly sync: unknown }) | null {
  try {
    if (typeof message !== 'string' || typeof facts !== 'object' || facts === null) return null;
    const { code, sync, stateID } = facts as { readonly code?: unknown; readonly sync?: unknown; readonly stateID?: unknown };
    if (!(SERVER_REFUSAL_CODES as readonly unknown[]).includes(code)) return null;
    const what = sync === undefined ? 'move' : 'sync';
    const known = { code: code as ServerRefusalCode, message, what, sync } as const;
    return Number.isSafeInteger(stateID) ? { ...known, stateID: stateID as number } : known;
  } catch {
    return null;
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
    return readState(state);
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
