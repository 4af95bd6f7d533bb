/**
 * The vocabulary and types of the solo-challenge format (ruling T18): the difficulty levels, a challenge's preset
 * board, its setup before it is rated, and the rated challenge. `format.ts` reads them from JSON and re-exports
 * them.
 *
 * @module
 */
import { deepFrozen } from '../../core/freeze.js';
import type { PatternLine, StarThresholds, TesseraRules, TileCounts, Wall } from '../types.js';

/**
 * The difficulty levels of the solo challenges, easiest first.
 *
 * @example
 * ```ts
 * import { DIFFICULTIES } from 'tessera-engine/tessera';
 *
 * console.log(DIFFICULTIES.join(' < ')); // => easy < medium < hard < expert
 * ```
 */
export const DIFFICULTIES = /* @__PURE__ */ deepFrozen(['easy', 'medium', 'hard', 'expert'] as const);

/**
 * A solo challenge's difficulty.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, DIFFICULTY_PROFILES, type Difficulty } from 'tessera-engine/tessera';
 *
 * const level: Difficulty = 'hard';
 * const challenges = BUILT_IN_CHALLENGES.filter((challenge) => challenge.difficulty === level);
 * console.log(challenges.length, DIFFICULTY_PROFILES[level].displays); // => 6 3
 * ```
 */
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * A challenge's preset board: a wall with no full row, pattern lines, and a score. Its floor starts empty.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, type ChallengeBoard } from 'tessera-engine/tessera';
 *
 * const board: ChallengeBoard = BUILT_IN_CHALLENGES[0]!.board;
 * const onWall = board.wall.flat().filter((cell) => cell !== null).length;
 * console.log(board.score, onWall); // => 20 1
 * console.log(board.lines[4]); // => { colour: 0, count: 3, wilds: 1 }
 * ```
 */
export interface ChallengeBoard {
  /** The score before the round. */
  readonly score: number;
  /** The wall, `wall[row][column]`; on the printed wall each colour on its own slot, wilds anywhere. */
  readonly wall: Wall;
  /** The five pattern lines, top to bottom. */
  readonly lines: readonly PatternLine[];
}

/**
 * A solo challenge before it is rated: everything but its star thresholds.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, parseChallengeSetup, unwrap, type ChallengeSetup } from 'tessera-engine/tessera';
 *
 * // An author's draft: a challenge without its stars yet, to be rated by rateChallenge.
 * const { stars: _stars, ...draft } = BUILT_IN_CHALLENGES[0]!;
 * const setup: ChallengeSetup = unwrap(parseChallengeSetup({ ...draft, id: 'my-first', title: 'My First' }));
 * console.log(setup.id, setup.difficulty, setup.displays.length); // => my-first easy 2
 * console.log(setup.rules); // => { wilds: true, wall: 'printed' }
 * ```
 */
export interface ChallengeSetup {
  /** A short id of lower-case letters, digits and hyphens, unique among a front-end's challenges. */
  readonly id: string;
  /** A title for people. */
  readonly title: string;
  /** How hard it is meant to be. */
  readonly difficulty: Difficulty;
  /** The rules it is played with: the Wild Shards or not, and the wall. */
  readonly rules: Pick<TesseraRules, 'wilds' | 'wall'>;
  /** The preset board. */
  readonly board: ChallengeBoard;
  /** The factory displays, 1 to 9, each of exactly 4 tiles, counted by kind. */
  readonly displays: readonly TileCounts[];
  /** The centre's tiles by kind; the first-player marker is there too. */
  readonly centre: TileCounts;
}

/**
 * A rated solo challenge: its setup and the scores that earn one, two and three stars.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, starsEarned, type Challenge } from 'tessera-engine/tessera';
 *
 * const challenge: Challenge = BUILT_IN_CHALLENGES[0]!;
 * console.log(challenge.title, challenge.stars); // => First Light { one: 14, two: 18, three: 26 }
 * console.log(starsEarned(20, challenge.stars)); // => 2
 * ```
 */
export interface Challenge extends ChallengeSetup {
  /** The star thresholds; `three` is the best final score the challenge allows. */
  readonly stars: StarThresholds;
}
