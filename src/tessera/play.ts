/**
 * Playing a legal move's code: the one place where the rules are driven, shared by the immutable API and the
 * fast simulator. The immutable API asks for copy-on-write, so that only the parts a move changes are copied
 * and everything else is shared with the input state.
 *
 * @module
 */
import { cloneLine, cloneState, type MutableTesseraState } from './clone.js';
import { FLOOR_DESTINATION, draftInPlace, isDraftingOver } from './draft.js';
import { splitDraftCode } from './moves.js';
import { endDraftingInPlace, placePendingWildInPlace } from './tiling.js';
import type { TesseraEvent, TesseraState } from './types.js';

/**
 * A shallow copy of a state in which exactly what a draft writes is fresh: the source display, the centre,
 * the discard, and the acting player's board, target line and floor.
 */
function copyForDraft(state: TesseraState, source: number, destination: number): MutableTesseraState {
  const copy = { ...state } as MutableTesseraState;
  if (source < state.displays.length) {
    copy.displays = state.displays.slice() as number[][];
    copy.displays[source] = state.displays[source]!.slice();
  }
  copy.centre = state.centre.slice();
  copy.discard = state.discard.slice();
  copy.boards = state.boards.slice() as MutableTesseraState['boards'];
  const board = state.boards[state.turn]!;
  const lines = board.lines.slice() as MutableTesseraState['boards'][number]['lines'];
  if (destination !== FLOOR_DESTINATION) lines[destination] = cloneLine(board.lines[destination]!);
  copy.boards[state.turn] = { score: board.score, wall: board.wall as MutableTesseraState['boards'][number]['wall'], lines, floor: board.floor.slice() };
  return copy;
}

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
  if (state.phase === 'tiling') {
    const next = inPlace ? (state as MutableTesseraState) : cloneState(state);
    placePendingWildInPlace(next, code, events);
    return next;
  }
  const { source, kind, destination } = splitDraftCode(code);
  const drafted = inPlace ? (state as MutableTesseraState) : copyForDraft(state, source, destination);
  draftInPlace(drafted, source, kind, destination, events);
  if (!isDraftingOver(drafted)) {
    drafted.turn = (drafted.turn + 1) % drafted.players;
    return drafted;
  }
  const next = inPlace ? drafted : cloneState(drafted);
  endDraftingInPlace(next, events);
  return next;
}
