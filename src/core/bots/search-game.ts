/**
 * What the package's searches (the tree search of `mcts.ts` and the paired search of `paired.ts`) need to know
 * of a game, and the pieces they share: drawing a world, playing a rollout, the rewards of a lead, priors.
 *
 * @module
 */
import type { FastPath } from '../fast-path.js';
import { randomIntInPlace, type MutableRngState } from '../rng.js';

/** What the search needs to know of a game beyond its fast path. */
export interface SearchGame<View, Move, Simulator> {
  /** The game's fast path. */
  readonly fast: FastPath<unknown, View, Move, Simulator>;
  /** Deals a world from a view that the bot has already read and checked (the fast path's `fromView` checks it again). */
  fromView(view: View, rng: MutableRngState): Simulator;
  /** The seat to act in a simulator. */
  seatToAct(simulator: Simulator): number;
  /** The number of seats. */
  players(simulator: Simulator): number;
  /**
   * A number that changes when a rollout has gone far enough: a rollout stops when it changes (for example
   * the round) or the game is over, and the position is then evaluated.
   */
  horizon(simulator: Simulator): number;
  /** The most moves a rollout plays before it is evaluated anyway. */
  readonly maxRolloutMoves: number;
  /**
   * Plays a code in a rollout: as the fast path's `playCode`, except that a move that changes the horizon may
   * leave out what the game would do next, since the world is then only scored. Tesseris scores a round that
   * ends and does not deal the next one, which a rollout would never play. Default: the fast path's `playCode`.
   */
  playInRollout?(simulator: Simulator, code: number): void;
  /** Writes each seat's reward, from 0 to 1, for a position at the end of a rollout. */
  rewards(simulator: Simulator, out: Float64Array): void;
  /**
   * The rollout policy: the code of a legal move in the simulator, or −1 when it has none (the game is over).
   * `codes` is a buffer of the fast path's `MAX_LEGAL_MOVES` entries, for the policy to list the legal codes
   * into if it needs them. Default: one of the legal codes uniformly at random. A game may prefer obvious
   * moves, so that rollouts look more like play, and may read a move off the simulator without listing.
   * `searcher` is the seat whose search plays the rollout, for a policy that models the other seats apart
   * (Tesseris' two-player policy lets them steal back what they know the searcher took).
   */
  rolloutCode?(simulator: Simulator, rng: MutableRngState, codes: Int32Array, searcher: number): number;
  /**
   * Prior values of the root's moves, from 0 (worst) to 1 (best), written into `out` in the order of
   * `codes`: the game's one-ply heuristic. The root expands its moves best prior first and adds a
   * progressive bias, so that a small budget searches the promising moves rather than the first ones.
   */
  priors?(simulator: Simulator, codes: Int32Array, count: number, out: Float64Array): void;
  /**
   * Whether the other seats' moves inside the tree follow the rollout policy instead of nodes of their own.
   * The tree then holds the searching seat's moves only, and opponents play as the game's heuristic predicts
   * rather than as a search that sees the sampled world (which would let them play as if they saw every
   * hand). Default `false`.
   */
  readonly opponentsByPolicy?: boolean;
  /**
   * Whether a sampled world agrees with how the other seats have played (an opponent model); the search draws again
   * a world it rejects ({@link sampleWorld}), so it never sees what the player cannot. Default: every world is.
   */
  isPlausibleWorld?(world: Simulator, searcher: number): boolean;
  /**
   * Drops from a sampled world, once it is drawn and found plausible, what neither the tree, the rollout policy
   * nor the rewards read, so that its moves cost less. Default: the world is kept whole.
   */
  forRollouts?(world: Simulator): void;
}

/** The most worlds drawn for one iteration while the game's `isPlausibleWorld` rejects them. */
export const PLAUSIBLE_WORLD_TRIES = 30;

/**
 * Draws one world for an iteration: a copy of the root with everything the searcher cannot see re-drawn, again
 * while the game finds it implausible (at most {@link PLAUSIBLE_WORLD_TRIES} draws), then readied for its
 * rollouts (`forRollouts`).
 *
 * @param game - the game's search interface.
 * @param root - the simulator dealt from the view.
 * @param rng - the search's generator; it is advanced.
 * @param searcher - the seat that searches.
 */
export function sampleWorld<View, Move, Simulator>(
  game: SearchGame<View, Move, Simulator>,
  root: Simulator,
  rng: MutableRngState,
  searcher: number,
): Simulator {
  let world: Simulator;
  let tries = 0;
  do {
    world = game.fast.clone(root);
    game.fast.determinize(world, rng);
  } while (++tries < PLAUSIBLE_WORLD_TRIES && game.isPlausibleWorld?.(world, searcher) === false);
  game.forRollouts?.(world);
  return world;
}

/**
 * Writes each seat's reward from its value and the best other seat's: at the end of the game, 1 for a lead,
 * 0.5 for a tie and 0 behind; before it, a logistic of the lead, `1 / (1 + e^(−lead / scale))`.
 *
 * A one-player game (a solo challenge) has no lead to measure: the seat's reward is its own value, as it is,
 * and the tree search (`searchView`) scales it to 0–1 by the lowest and highest values its search has met.
 *
 * @param values - each seat's value: its final score when `over`, an estimate otherwise.
 * @param over - whether the game is over.
 * @param scale - the lead worth about 73% before the end.
 * @param out - where the rewards go, by seat.
 */
export function leadRewards(values: readonly number[], over: boolean, scale: number, out: Float64Array): void {
  if (values.length === 1) {
    out[0] = values[0]!;
    return;
  }
  for (let seat = 0; seat < values.length; seat++) {
    let bestOther = -Infinity;
    for (let other = 0; other < values.length; other++) if (other !== seat) bestOther = Math.max(bestOther, values[other]!);
    const lead = values[seat]! - bestOther;
    out[seat] = over ? (lead > 0 ? 1 : lead === 0 ? 0.5 : 0) : 1 / (1 + Math.exp(-lead / scale));
  }
}

/**
 * Scales values to priors from 0 (the lowest) to 1 (the highest), in place; all 1 when they are equal.
 *
 * @param values - heuristic values.
 */
export function toPriors(values: Float64Array): void {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  for (let i = 0; i < values.length; i++) values[i] = high > low ? (values[i]! - low) / (high - low) : 1;
}

/**
 * The rollout policy's move in a world: the game's, or one of the legal codes uniformly at random; −1 when the
 * world has no legal move (the game is over).
 *
 * @param game - the game's search interface.
 * @param world - the world to move in.
 * @param codes - a buffer of the fast path's `MAX_LEGAL_MOVES` entries.
 * @param rng - the search's generator.
 * @param searcher - the seat that searches.
 */
export function policyCode<View, Move, Simulator>(
  game: SearchGame<View, Move, Simulator>,
  world: Simulator,
  codes: Int32Array,
  rng: MutableRngState,
  searcher: number,
): number {
  if (game.rolloutCode !== undefined) return game.rolloutCode(world, rng, codes, searcher);
  const count = game.fast.fillLegalMoveCodes(world, codes);
  return count === 0 ? -1 : codes[randomIntInPlace(rng, count)]!;
}

/**
 * Plays a code the rollout's way: by the game's `playInRollout`, else by the fast path's `playCode`.
 *
 * @param game - the game's search interface.
 * @param world - the world to move in; it is changed.
 * @param code - a legal code in the world.
 */
export function playInRollout<View, Move, Simulator>(game: SearchGame<View, Move, Simulator>, world: Simulator, code: number): void {
  if (game.playInRollout === undefined) game.fast.playCode(world, code);
  else game.playInRollout(world, code);
}

/**
 * Plays the rollout policy in a world until the game's horizon changes, the game ends, or the rollout reaches
 * the game's most moves; the world is then ready for `game.rewards`.
 *
 * @param game - the game's search interface.
 * @param world - the sampled world; it is changed.
 * @param codes - a buffer for the legal codes.
 * @param rng - the search's generator, for the rollout policy.
 * @param searcher - the seat that searches.
 * @param horizon - the horizon the rollout stops at leaving: by default the world's, or that of the world before
 *   a move already played the rollout's way ({@link playInRollout}), so that a move that ends the round is
 *   scored at once.
 */
export function playRollout<View, Move, Simulator>(
  game: SearchGame<View, Move, Simulator>,
  world: Simulator,
  codes: Int32Array,
  rng: MutableRngState,
  searcher: number,
  horizon = game.horizon(world),
): void {
  for (let moves = 0; moves < game.maxRolloutMoves && game.horizon(world) === horizon; moves++) {
    const code = policyCode(game, world, codes, rng, searcher);
    if (code < 0) break;
    playInRollout(game, world, code);
  }
}
