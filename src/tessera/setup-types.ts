/**
 * Tessera's setup types: the options a game starts from, and the rules a game in progress keeps, a solo
 * challenge's among them. Plain JSON, re-exported by `types.ts`.
 *
 * @module
 */
import type { Seed } from '../core/rng.js';
import type { WALL_KINDS } from './vocabulary.js';

/**
 * The kind of wall: `"printed"`, each colour with its own slot in every row (ruling T2), or `"grey"`, with no
 * printed colours, each colour at most once per row and per column (ruling T19).
 *
 * @example
 * ```ts
 * import { setup, unwrap, WALL_KINDS, type WallKind } from 'tessera-engine/tessera';
 *
 * // A menu's choice, checked before it reaches setup.
 * const wallOf = (choice: string): WallKind | undefined => WALL_KINDS.find((kind) => kind === choice);
 * console.log(wallOf('grey'), wallOf('gold')); // => grey undefined
 * console.log(unwrap(setup({ players: 2, seed: 1, wall: wallOf('grey') ?? 'printed' })).rules.wall); // => grey
 * ```
 */
export type WallKind = (typeof WALL_KINDS)[number];

/**
 * The rules a game is played with, stored in its state. Tessera as its rulebook describes it has the Wild
 * Shards on the printed wall; the plain game (no wilds, ruling T20) and the grey wall (ruling T19) are
 * variants that front-ends opt into, alone or together.
 *
 * @example
 * ```ts
 * import { countAllTiles, setup, totalCount, unwrap, type TesseraRules } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1, wilds: false, wall: 'grey' }));
 * const rules: TesseraRules = state.rules;
 * // The plain game has 100 tiles, no wild among them.
 * console.log(rules, totalCount(countAllTiles(state))); // => { wilds: false, wall: 'grey' } 100
 * ```
 */
export interface TesseraRules {
  /** Whether the ten Wild Shards are in play; `false` is the plain game of 100 tiles. */
  readonly wilds: boolean;
  /** The wall's kind. */
  readonly wall: WallKind;
  /**
   * Set only in a solo challenge (ruling T18): a one-player game of one round, with no bag draws, that ends
   * after its tiling. See `startChallenge`.
   */
  readonly challenge?: ChallengeRules;
}

/**
 * The star thresholds of a solo challenge (ruling T18): the final score that earns each star. `three` is the
 * best final score the challenge allows, as the exact solver proves it.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, starsEarned, type StarThresholds } from 'tessera-engine/tessera';
 *
 * const stars: StarThresholds = BUILT_IN_CHALLENGES[0]!.stars;
 * // A results screen: the stars of a few final scores.
 * console.log(stars, [12, 14, 20, 26].map((score) => starsEarned(score, stars))); // => { one: 14, two: 18, three: 26 } [ 0, 1, 2, 3 ]
 * ```
 */
export interface StarThresholds {
  /** The score that earns one star. */
  readonly one: number;
  /** The score that earns two stars; above `one`. */
  readonly two: number;
  /** The score that earns three stars: the challenge's optimum; above `two`. */
  readonly three: number;
}

/**
 * What a game's rules record of the solo challenge it plays (ruling T18): its id, for a front-end to name it,
 * and its star thresholds, which the outcome reads.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, startChallenge, unwrap, type ChallengeRules } from 'tessera-engine/tessera';
 *
 * const state = unwrap(startChallenge(BUILT_IN_CHALLENGES[0]));
 * // A saved game says which challenge it plays: a front-end finds its title again by the id.
 * const challenge: ChallengeRules | undefined = state.rules.challenge;
 * console.log(challenge?.id, BUILT_IN_CHALLENGES.find(({ id }) => id === challenge?.id)?.title, state.players); // => c01 First Light 1
 * ```
 */
export interface ChallengeRules {
  /** The challenge's id. */
  readonly id: string;
  /** The scores that earn one, two and three stars. */
  readonly stars: StarThresholds;
}

/**
 * Options for {@link setup}.
 *
 * @example
 * ```ts
 * import { setup, unwrap, type TesseraOptions } from 'tessera-engine/tessera';
 *
 * // A lobby's settings: three players, the plain game on the grey wall, the third seat to start.
 * const options: TesseraOptions = { players: 3, seed: 'friday', startingSeat: 2, wilds: false, wall: 'grey' };
 * const state = unwrap(setup(options));
 * console.log(state.turn, state.rules, state.seed); // => 2 { wilds: false, wall: 'grey' } friday
 * ```
 */
export interface TesseraOptions {
  /** 2, 3 or 4. */
  readonly players: number;
  /**
   * Any string or safe integer. Without one, setup picks a random seed and records it in the state, so the
   * game can still be replayed from `state.seed`.
   */
  readonly seed?: Seed;
  /** The seat that starts round 1 (ruling T3). Default 0. */
  readonly startingSeat?: number;
  /** Whether the ten Wild Shards are in play. Default `true`; `false` plays the plain game (ruling T20). */
  readonly wilds?: boolean;
  /** The wall to play on. Default `"printed"`; `"grey"` is the grey-wall variant (ruling T19). */
  readonly wall?: WallKind;
}
