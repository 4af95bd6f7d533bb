/**
 * Tesseris's setup types: the options a game starts from, and the rule options a game in progress keeps. Plain
 * JSON, re-exported by `types.ts`.
 *
 * @module
 */
import type { Seed } from '../core/rng.js';

/**
 * A supported player count.
 *
 * @example
 * ```ts
 * import { setup, unwrap, type TesserisPlayerCount } from 'tessera-engine/tesseris';
 *
 * // Objectives, hands and piles are dealt from the deck first: the more players, the smaller the main pile.
 * const counts: TesserisPlayerCount[] = [2, 3, 4];
 * console.log(counts.map((players) => unwrap(setup({ players, seed: 1 })).mainPile.length)); // => [ 52, 44, 36 ]
 * const five = setup({ players: 5, seed: 1 });
 * console.log(five.ok || five.error.code); // => invalid-options
 * ```
 */
export type TesserisPlayerCount = 2 | 3 | 4;

/**
 * Options for {@link setup}.
 *
 * @example
 * ```ts
 * import { setup, unwrap, type TesserisOptions } from 'tessera-engine/tesseris';
 *
 * // A two-player match of three rounds with the 48-card short deck (ruling S7).
 * const options: TesserisOptions = { players: 2, seed: 'duel', rounds: 3, shortDeck: true };
 * const state = unwrap(setup(options));
 * console.log(state.rules, state.mainPile.length); // => { target: null, rounds: 3, shortDeck: true } 28
 * const both = setup({ ...options, target: 10 });
 * console.log(both.ok || both.error.message); // => options: expected either a target or a number of rounds, not both
 * ```
 */
export interface TesserisOptions {
  /** 2, 3 or 4. */
  readonly players: number;
  /**
   * A string of at most 256 characters, or a safe integer. Without one, setup picks a random seed and records it in the state, so the
   * game can still be replayed from `state.seed`.
   */
  readonly seed?: Seed;
  /** The seat that is first player in round 1. Default 0. */
  readonly startingSeat?: number;
  /** The score that ends the game at the end of a round (ruling S6). Default 12; not with `rounds`. */
  readonly target?: number;
  /** Play exactly this many rounds instead of playing to a target (ruling S6). */
  readonly rounds?: number;
  /** Two players only: play without the 24 big-square cards (ruling S7). Default `false`. */
  readonly shortDeck?: boolean;
}

/**
 * The options of a game in progress, with the defaults filled in. Exactly one of `target` and `rounds` is set.
 *
 * @example
 * ```ts
 * import { setup, unwrap, type TesserisRules } from 'tessera-engine/tesseris';
 *
 * function goal(rules: TesserisRules): string {
 *   return rules.rounds === null ? `first to ${rules.target} points` : `${rules.rounds} rounds`;
 * }
 * console.log(goal(unwrap(setup({ players: 3, seed: 1 })).rules)); // => first to 12 points
 * console.log(goal(unwrap(setup({ players: 2, seed: 1, rounds: 5 })).rules)); // => 5 rounds
 * ```
 */
export interface TesserisRules {
  /** The score that ends the game, or `null` when a number of rounds is fixed. */
  readonly target: number | null;
  /** The number of rounds, or `null` when playing to a target. */
  readonly rounds: number | null;
  /** Whether the 48-card short deck is in play. */
  readonly shortDeck: boolean;
}
