/**
 * Copies of Tessera states that the in-place rule code may then change.
 *
 * @module
 */
import type { DeepMutable } from '../../core/mutable.js';
import { copyState } from '../rules/writer.js';
import type { Board, TesseraRules, TesseraState } from '../types.js';

/**
 * A Tessera state that its holder owns and may change in place.
 *
 * @example
 * ```ts
 * import { draftMove, fast, loadState, setup, unwrap, validateMove, type MutableTesseraState } from 'tessera-engine/tessera';
 *
 * // A test position: a writable copy (the fast path makes one), edited, then checked by the loader.
 * const position: MutableTesseraState = fast.fromState(unwrap(setup({ players: 2, seed: 1 })));
 * position.boards[0]!.lines[0] = { colour: 1, count: 1, wilds: 0 }; // a yellow tile on the top line...
 * position.bag[1]! -= 1; // ...taken from the bag, so that every tile is counted once
 * const state = unwrap(loadState(position));
 * const refused = validateMove(state, draftMove(0, 0, 0, 0));
 * console.log(refused.ok || refused.error.code); // => line-full
 * ```
 */
export type MutableTesseraState = DeepMutable<TesseraState>;

/** A board that its holder owns and may change in place. */
export type MutableBoard = DeepMutable<Board>;

function cloneBoard(board: Board): MutableBoard {
  return {
    score: board.score,
    wall: board.wall.map((cells) => cells.slice()),
    lines: board.lines.map((line) => ({ colour: line.colour, count: line.count, wilds: line.wilds })),
    floor: board.floor.slice(),
  };
}

function cloneRules(rules: TesseraRules): DeepMutable<TesseraRules> {
  const { wilds, wall, challenge } = rules;
  if (challenge === undefined) return { wilds, wall };
  return { wilds, wall, challenge: { id: challenge.id, stars: { ...challenge.stars } } };
}

/**
 * Copies a whole state, all the way down, so that the copy shares nothing with the original.
 *
 * @param state - the state to copy.
 */
export function cloneState(state: TesseraState): MutableTesseraState {
  // The fields in the order and the hidden class of the immutable API's states; then every part copied.
  const copy = copyState(state) as MutableTesseraState;
  copy.rules = cloneRules(state.rules);
  copy.displays = state.displays.map((display) => display.slice());
  copy.centre = state.centre.slice();
  copy.bag = state.bag.slice();
  copy.discard = state.discard.slice();
  copy.boards = state.boards.map(cloneBoard);
  copy.pending = state.pending === null ? null : { seat: state.pending.seat, row: state.pending.row, kind: state.pending.kind };
  copy.rng = [state.rng[0], state.rng[1], state.rng[2], state.rng[3]];
  return copy;
}
