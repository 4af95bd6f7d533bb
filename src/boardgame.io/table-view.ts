/**
 * What each client of a match is sent as its `G`: a seat's view, or a spectator's.
 *
 * @module
 */
import { moduleResult } from '../core/module-calls.js';
import type { TableGame, TableOptions, TableState, TableView } from './table-types.js';

/**
 * What a seat in boardgame.io's terms (`"0"`, `"1"`, ...) is as an engine seat, or `null` for anything else,
 * and for a seat count that is no integer (a symbol, a bigint, a string, `NaN`): never an exception.
 *
 * @param playerID - boardgame.io's player ID, untrusted.
 * @param players - the match's seat count, untrusted.
 *
 * @example
 * ```ts
 * import { seatOfPlayerID } from 'tessera-engine/boardgame.io';
 *
 * console.log(seatOfPlayerID('2', 3), seatOfPlayerID('3', 3), seatOfPlayerID('01', 3), seatOfPlayerID(null, 3)); // => 2 null null null
 * ```
 */
export function seatOfPlayerID(playerID: unknown, players: number): number | null {
  if (typeof playerID !== 'string' || !/^(0|[1-9][0-9]?)$/.test(playerID) || !Number.isInteger(players)) return null;
  const seat = Number(playerID);
  return seat < players ? seat : null;
}

/**
 * What a spectator sees, from the caller's `spectatorView`: it is given a copy of the state, so that it cannot
 * change the match, and its answer is copied, so that it shares nothing with it; `null` when it throws or
 * answers what cannot be copied.
 */
function spectatorViewOf<State, Spectator>(options: TableOptions<State, Spectator>, state: State): Spectator | null {
  if (options.spectatorView === undefined) return null;
  try {
    return structuredClone(options.spectatorView(structuredClone(state))) ?? null;
  } catch {
    return null;
  }
}

/** One client's `G`: its seat's view, or a spectator's. */
export function tableView<State, Move, Options, View, Spectator>(
  module: TableGame<State, Move, Options, View>,
  options: TableOptions<State, Spectator>,
  G: TableState<State, Options>,
  playerID: string | null,
): TableView<View, Spectator> {
  const seat = seatOfPlayerID(playerID, G.refusals.length);
  const moveCount = G.moves.length;
  if (seat === null) return { seat, view: spectatorViewOf(options, G.state), moveCount, refusal: null };
  const view = moduleResult("the game's playerView", () => module.playerView(G.state, seat));
  // A copy of the refusal: nothing a client's G holds is a part of the match's own G.
  const refusal = G.refusals[seat] ?? null;
  return { seat, view: view.ok ? view.value : null, moveCount, refusal: refusal === null ? null : { ...refusal } };
}
