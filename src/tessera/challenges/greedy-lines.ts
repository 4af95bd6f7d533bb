/**
 * The solver's greedy lines: a few real lines of play before the search, so that it starts with an
 * achievable score to beat and its cuts start at the root.
 *
 * @module
 */
import { MAX_LEGAL_MOVES } from '../rules/moves.js';
import { fillDraftCodes, playDraft, type DraftModel, type DraftPosition } from './draft-model.js';
import type { TilingValues } from './tiling-value.js';

/** How many greedy lines are played. */
const GREEDY_LINES = 4;

/**
 * Plays {@link GREEDY_LINES} greedy lines: from each of the root's best-bounded drafts, the best-bounded draft
 * at every step, then the best tiling. Each is a real line, so its score is achievable.
 *
 * @param model - the challenge's drafting model.
 * @param root - the position to play from; it is not changed.
 * @param boundOf - the bound of a position.
 * @param tiling - the tiling values of the challenge.
 * @param outOfTime - whether the budget's time is up: the lines stop there, at the next draft.
 * @returns the best line's score and its draft and slot codes, or −1 and no codes when the root has no draft;
 *   `stopped` when the time ran out before the lines were played.
 */
export function greedyLines(
  model: DraftModel,
  root: DraftPosition,
  boundOf: (position: DraftPosition) => number,
  tiling: TilingValues,
  outOfTime: () => boolean,
): { score: number; line: number[]; stopped: boolean } {
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  const child = new Int16Array(model.size);
  const boundAfter = (position: DraftPosition, code: number): number => {
    child.set(position);
    playDraft(model, child, code);
    return boundOf(child);
  };
  let best = { score: -1, line: [] as number[] };
  // Each first draft's bound computed once (a sort's comparisons would compute it many times over).
  const bounded: { code: number; bound: number }[] = [];
  for (const code of codes.subarray(0, fillDraftCodes(model, root, codes))) {
    if (outOfTime()) return { ...best, stopped: true };
    bounded.push({ code, bound: boundAfter(root, code) });
  }
  const firsts = bounded.sort((a, b) => b.bound - a.bound).map(({ code }) => code);
  for (const first of firsts.slice(0, GREEDY_LINES)) {
    const position = root.slice();
    const line = [first];
    playDraft(model, position, first);
    for (let count = fillDraftCodes(model, position, codes); count > 0; count = fillDraftCodes(model, position, codes)) {
      let chosen = codes[0]!;
      let chosenBound = -1;
      for (let i = 0; i < count; i++) {
        if (outOfTime()) return { ...best, stopped: true };
        const bound = boundAfter(position, codes[i]!);
        if (bound > chosenBound) [chosen, chosenBound] = [codes[i]!, bound];
      }
      playDraft(model, position, chosen);
      line.push(chosen);
    }
    const ending = tiling.of(model, position);
    if (ending.score > best.score) best = { score: ending.score, line: [...line, ...ending.codes] };
  }
  return { ...best, stopped: false };
}
