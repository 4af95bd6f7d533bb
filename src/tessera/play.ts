/**
 * Playing a legal move's code: the one place where the rules are driven, shared by the immutable API and the
 * fast simulator. Through the copy-on-write writer, the immutable API copies only the parts a move changes
 * and shares everything else with the input state; the fast path changes its own state in place.
 *
 * @module
 */
import type { MutableTesseraState } from './clone.js';
import { draftInPlace, isDraftingOver } from './draft.js';
import { splitDraftCode } from './moves.js';
import { endDraftingInPlace, placePendingWildInPlace } from './tiling.js';
import type { TesseraEvent } from './events.js';
import type { TesseraState } from './types.js';
import { beginWrite } from './writer.js';

/**
 * Plays a legal move's code and returns the resulting state.
 *
 * @param state - the state to play on.
 * @param code - a code that `fillLegalMoveCodes` produced for this state.
 * @param events - where to report what happened, or `null`.
 * @param inPlace - `true` to change `state` itself, which the caller must own; `false` to leave it untouched
 *   and return a new state that shares every part the move did not change.
 */
export function playCode(
  state: TesseraState,
  code: number,
  events: TesseraEvent[] | null,
  inPlace: boolean,
): MutableTesseraState {
  const writer = beginWrite(state, inPlace);
  if (state.phase === 'tiling') {
    placePendingWildInPlace(writer, code, events);
    return writer.state;
  }
  const { source, kind, destination } = splitDraftCode(code);
  draftInPlace(writer, source, kind, destination, events);
  if (isDraftingOver(writer.state)) endDraftingInPlace(writer, events);
  else writer.state.turn = (writer.state.turn + 1) % writer.state.players;
  return writer.state;
}
