/**
 * The two reference players that rate a solo challenge: the greedy player, who takes the move that scores
 * best if the round were tiled right now, and the random player, who takes any legal move.
 *
 * @module
 */
import { seedRng, type MutableRngState, type Seed } from '../../core/rng.js';
import { tesseraGame } from '../game.js';
import { MAX_LEGAL_MOVES } from '../rules/moves.js';
import type { TesseraPosition, TesseraState } from '../types.js';
import { WALL_SIZE } from '../vocabulary.js';
import { draftModelOf, fillDraftCodes, playDraft, type DraftModel, type DraftPosition } from './draft-model.js';
import { TilingValues } from './tiling-value.js';

function tilesOnLines(model: DraftModel, position: DraftPosition): number {
  let tiles = 0;
  for (let row = 0; row < WALL_SIZE; row++) tiles += position[model.lines + 3 * row + 1]! + position[model.lines + 3 * row + 2]!;
  return tiles;
}

/** The greedy player's line: its final score and the codes it plays. */
export interface GreedyLine {
  /** The final score. */
  readonly score: number;
  /** The codes it plays, the tiling's slot choices included. */
  readonly codes: readonly number[];
}

/**
 * The greedy player's game from a drafting position of a challenge. At each draft it takes the move whose
 * position would score best if the drafting ended there (the round tiled as it stands, floor penalties
 * included); between equal moves, the one that leaves most tiles on the pattern lines, then the first in the
 * move generator's order. It makes the tiling's slot choices at their best.
 *
 * @param position - a drafting position of a solo challenge.
 */
export function greedyLine(position: TesseraPosition): GreedyLine {
  const { model, start } = draftModelOf(position);
  const tiling = new TilingValues(position);
  const codes: number[] = [];
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  let current = start;
  for (let count = fillDraftCodes(model, current, buffer); count > 0; count = fillDraftCodes(model, current, buffer)) {
    let best: { code: number; child: DraftPosition; score: number; tiles: number } | null = null;
    for (let i = 0; i < count; i++) {
      const child = current.slice();
      playDraft(model, child, buffer[i]!);
      const score = tiling.of(model, child).score;
      const tiles = tilesOnLines(model, child);
      if (best === null || score > best.score || (score === best.score && tiles > best.tiles)) best = { code: buffer[i]!, child, score, tiles };
    }
    codes.push(best!.code);
    current = best!.child;
  }
  const ending = tiling.of(model, current);
  return { score: ending.score, codes: [...codes, ...ending.codes] };
}

/**
 * The random player's final scores: games from a position of a challenge, each move drawn uniformly among
 * the legal ones (slot choices included), with a generator seeded by `seed`.
 *
 * @param position - any position of a solo challenge.
 * @param seed - the seed of the random player's generator.
 * @param games - how many games to play.
 * @returns the final scores, in the order played.
 */
export function randomScores(position: TesseraPosition, seed: Seed, games: number): number[] {
  const rng: MutableRngState = [...seedRng(seed)];
  const scores: number[] = [];
  const state = { ...position, seed: '', rng: [0, 0, 0, 0] } as TesseraState;
  for (let game = 0; game < games; game++) {
    const simulator = tesseraGame.fast.fromState(state);
    tesseraGame.fast.playout(simulator, rng);
    scores.push(simulator.boards[0]!.score);
  }
  return scores;
}
