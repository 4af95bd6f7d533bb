/**
 * A boardgame.io client's `G`, read as what it is. boardgame.io types every client's `G` as the game's `G` (a
 * {@link TableState}, which holds every secret), but the adapter's `playerView` sends each client its
 * {@link TableView} instead: reading it needs no cast.
 *
 * @module
 */
import { isPlainObject } from '../core/json.js';
import { ownCopy, STATE_LIMITS } from '../core/untrusted.js';
import type { TableView } from './table-types.js';

/**
 * A client's `G` as its {@link TableView}, or `null` when it is none: before the client's first sync, or on the
 * server, whose `G` is the whole {@link TableState}. The view's type is the caller's to name (the game's view, and
 * the spectator's view of the game's `spectatorView`); its shape is checked (a seat and a move count that are
 * whole numbers from 0), not its content. It is a copy, as JSON: changing it changes nothing of the client's state.
 *
 * @param G - `client.getState()?.G`, or any value.
 *
 * @example
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { boardgameGame, tableViewOf } from 'tessera-engine/boardgame.io';
 * import { spectatorView, tesseris, type TesserisSpectatorView, type TesserisView } from 'tessera-engine/tesseris';
 *
 * const game = boardgameGame(tesseris, { spectatorView });
 * const client = Client({ game, numPlayers: 2, playerID: '1' });
 * client.start();
 * const table = tableViewOf<TesserisView, TesserisSpectatorView>(client.getState()?.G);
 * console.log(table?.seat, table?.moveCount, table?.view !== null && table?.view !== undefined && 'hand' in table.view); // => 1 0 true
 * client.stop();
 * // A server's G holds the whole state, and is no client's table.
 * console.log(tableViewOf(game.setup!({ ctx: { numPlayers: 2 } } as never, {}))); // => null
 * ```
 */
export function tableViewOf<View, Spectator = never>(G: unknown): TableView<View, Spectator> | null {
  try {
    if (!isPlainObject(G) || 'state' in G) return null;
    // The holder's own copy, read once as untrusted data and then as JSON, as a client receives it (a function is
    // left out, a `__proto__` key stays a key): sorting its hand must not change the client's state.
    const table: unknown = JSON.parse(JSON.stringify(ownCopy(G, 'G', STATE_LIMITS)));
    if (!isPlainObject(table) || 'state' in table) return null;
    const { seat, view, moveCount, refusal } = table;
    const count = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;
    const refusalRead = refusal === null || isPlainObject(refusal);
    if (!(seat === null || count(seat)) || !count(moveCount) || !refusalRead || !('view' in table) || (view !== null && typeof view !== 'object')) return null;
    return table as unknown as TableView<View, Spectator>;
  } catch {
    // A getter or a proxy trap that throws: no table a client was sent, which is plain JSON.
    return null;
  }
}
