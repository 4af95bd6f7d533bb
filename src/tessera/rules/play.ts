/**
 * Playing a legal move's code: the one place where Tessera's rules change a state, shared by the immutable
 * API and the fast path through the kernel. Through the copy-on-write writer, the immutable API copies only
 * the parts a move changes and shares everything else with the input state; the fast path changes its own
 * state in place.
 *
 * @module
 */
import { draft, isDraftingOver } from './draft.js';
import type { TesseraEvent } from './events.js';
import { PLACEMENT_BASE, draftDestination, draftKind, draftSource } from './moves.js';
import { endDrafting, placePending } from './tiling.js';
import type { TesseraWriter } from './writer.js';

/**
 * Plays a legal move's code.
 *
 * @param writer - the step.
 * @param code - a code that the move generator produced for the writer's state.
 * @param events - where to report what happened, or `null`.
 */
export function play(writer: TesseraWriter, code: number, events: TesseraEvent[] | null): void {
  const state = writer.state;
  if (code >= PLACEMENT_BASE) {
    placePending(writer, code - PLACEMENT_BASE, events);
    return;
  }
  draft(writer, draftSource(code), draftKind(code), draftDestination(code), events);
  if (isDraftingOver(state)) endDrafting(writer, events);
  else state.turn = (state.turn + 1) % state.players;
}
