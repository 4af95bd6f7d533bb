/**
 * The exact value of a solo challenge's tiling: once the drafting is over, the best final score of the
 * engine's own tiling, over every slot choice (rulings T10, T11, T12, T14, T18, T19). The engine plays the
 * tiling itself, so the solver cannot disagree with the rules there.
 *
 * @module
 */
import { beginWriteInPlace } from '../../core/writer.js';
import { cloneState, type MutableTesseraState } from '../loading/clone.js';
import { MAX_LEGAL_MOVES, fillLegalMoveCodes } from '../rules/moves.js';
import { play } from '../rules/play.js';
import { endDrafting } from '../rules/tiling.js';
import type { TesseraPosition, TesseraState } from '../types.js';
import { MARKER, WALL_SIZE, type Colour } from '../vocabulary.js';
import type { DraftModel, DraftPosition } from './draft-model.js';

/** The best final score of a state and the placement codes that reach it. */
export interface TilingResult {
  /** The final score. */
  readonly score: number;
  /** The slot choices, in order; empty when the tiling had none to make. */
  readonly codes: readonly number[];
}

/** The best ending of a state in the tiling phase or over, by the engine's own moves. */
export function bestEnding(state: MutableTesseraState): TilingResult {
  if (state.phase === 'over') return { score: state.boards[0]!.score, codes: [] };
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  const count = fillLegalMoveCodes(state, codes);
  let best: TilingResult = { score: -1, codes: [] };
  for (let i = 0; i < count; i++) {
    const child = cloneState(state);
    play(beginWriteInPlace<TesseraState>(child), codes[i]!, null);
    const ending = bestEnding(child);
    if (ending.score > best.score) best = { score: ending.score, codes: [codes[i]!, ...ending.codes] };
  }
  return best;
}

/**
 * The tiling values of one challenge position's futures, remembered by the lines and the floor they end the
 * drafting with.
 */
export class TilingValues {
  private readonly template: TesseraState;
  private readonly known = new Map<string, TilingResult>();

  /** @param root - the position the futures start from; its wall and score are the tiling's. */
  constructor(root: TesseraPosition) {
    this.template = { ...root, displays: root.displays.map((display) => display.map(() => 0)), centre: root.centre.map(() => 0), seed: '', rng: [0, 0, 0, 0] };
  }

  /** The best ending once a drafting position has drafted everything. */
  of(model: DraftModel, position: DraftPosition): TilingResult {
    const key = String.fromCharCode(...position.subarray(model.marker).map((value) => value + 1));
    const known = this.known.get(key);
    if (known !== undefined) return known;
    const state = cloneState(this.template);
    const board = state.boards[0]!;
    for (let row = 0; row < WALL_SIZE; row++) {
      const at = model.lines + 3 * row;
      const colour = position[at]!;
      board.lines[row] = { colour: colour === -1 ? null : (colour as Colour), count: position[at + 1]!, wilds: position[at + 2]! };
    }
    const markerTaken = position[model.marker] === 0;
    // Only the floor's length scores; its tiles' kinds go to the discard, which nothing reads in a challenge.
    board.floor = Array.from({ length: position[model.floor]! }, (_, index) => (index === 0 && markerTaken ? MARKER : 0));
    state.markerHolder = markerTaken ? 0 : null;
    endDrafting(beginWriteInPlace<TesseraState>(state), null);
    const result = bestEnding(state);
    this.known.set(key, result);
    return result;
  }
}
