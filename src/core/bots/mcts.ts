/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012), for
 * any game of the package, given only a player's view.
 *
 * One tree is grown over move codes. Each iteration draws a world from the view (`fast.fromView`, then
 * `fast.determinize`: everything the player cannot see is re-drawn from the bot's own generator), walks down
 * the tree through moves legal in that world, adds one node, plays a rollout in that world up to the game's
 * horizon (random moves, or the game's own rollout policy), and backs the rewards up: each node keeps the reward of the seat that made its move. A
 * child is chosen by UCB1 with its *availability* (how often it was legal when its parent was visited) in
 * place of the parent's visits, because a move's legality may differ between worlds (a card in a sampled
 * hand). Statistics are pooled over worlds, so the search reasons about the information set, not about one
 * guessed world, which is the mistake "averaging over clairvoyance" makes.
 *
 * @module
 */
import type { FastPath } from '../fast-path.js';
import { randomIntInPlace, type MutableRngState } from '../rng.js';
import type { RankedMove, SearchBudget } from './bot.js';

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
  /** Writes each seat's reward, from 0 to 1, for a position at the end of a rollout. */
  rewards(simulator: Simulator, out: Float64Array): void;
  /**
   * The rollout policy: picks one of the `count` legal codes in `codes`. Default: uniformly at random. A game
   * may prefer obvious moves, so that rollouts look more like play.
   */
  rolloutCode?(simulator: Simulator, codes: Int32Array, count: number, rng: MutableRngState): number;
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
}

/** The most worlds drawn for one iteration while the game's `isPlausibleWorld` rejects them. */
export const PLAUSIBLE_WORLD_TRIES = 30;

/**
 * Draws one world for an iteration: a copy of the root with everything the searcher cannot see re-drawn, again
 * while the game finds it implausible (at most {@link PLAUSIBLE_WORLD_TRIES} draws).
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
  return world;
}

/** The weight of the root's progressive bias: `PRIOR_WEIGHT × prior / (1 + visits)` is added to UCB1. */
export const PRIOR_WEIGHT = 1;

/** The exploration constant of UCB1 for rewards from 0 to 1. */
export const EXPLORATION = 0.7;

interface TreeNode {
  /** The move code that led here; −1 at the root. */
  readonly code: number;
  /** The seat that made that move. */
  readonly mover: number;
  readonly children: TreeNode[];
  visits: number;
  availability: number;
  reward: number;
}

function newNode(code: number, mover: number): TreeNode {
  return { code, mover, children: [], visits: 0, availability: 0, reward: 0 };
}

/** The root's priors by move code: the game's, or the same for every move. */
function rootPriors<View, Move, Simulator>(game: SearchGame<View, Move, Simulator>, root: Simulator, codes: Int32Array): Map<number, number> {
  const count = game.fast.fillLegalMoveCodes(root, codes);
  const values = new Float64Array(count);
  game.priors?.(root, codes, count, values);
  return new Map(Array.from(codes.subarray(0, count), (code, i) => [code, values[i]!]));
}

/**
 * Writes each seat's reward from its value and the best other seat's: at the end of the game, 1 for a lead,
 * 0.5 for a tie and 0 behind; before it, a logistic of the lead, `1 / (1 + e^(−lead / scale))`.
 *
 * A one-player game (a solo challenge) has no lead to measure: the seat's reward is its own value, as it is,
 * and {@link searchView} scales it to 0–1 by the lowest and highest values its search has met.
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
 * Maps a node's mean reward to 0–1 for UCB1 and the ranking. With two or more seats the rewards are already
 * from 0 to 1. With one seat they are the seat's own values (its final score, or an estimate), which the
 * scale stretches over the lowest and highest values the search has met so far, so that the exploration
 * constant, meant for rewards from 0 to 1, weighs a point the same in a challenge worth 20 as in one worth 80.
 */
class RewardScale {
  private low = Infinity;
  private high = -Infinity;

  constructor(private readonly solo: boolean) {}

  /** Records a reward that is backed up. */
  observe(reward: number): void {
    if (!this.solo) return;
    this.low = Math.min(this.low, reward);
    this.high = Math.max(this.high, reward);
  }

  /** A mean reward from 0 to 1; 0.5 while every value met is the same. */
  of(mean: number): number {
    if (!this.solo) return mean;
    return this.high > this.low ? (mean - this.low) / (this.high - this.low) : 0.5;
  }
}

/** The rollout policy's choice among the `count` legal codes: the game's, or uniformly at random. */
function rollout<View, Move, Simulator>(
  game: SearchGame<View, Move, Simulator>,
  world: Simulator,
  codes: Int32Array,
  count: number,
  rng: MutableRngState,
): number {
  return game.rolloutCode === undefined ? codes[randomIntInPlace(rng, count)]! : game.rolloutCode(world, codes, count, rng);
}

/**
 * Plays the rollout policy in a world until the game's horizon changes, the game ends, or the rollout reaches
 * the game's most moves; the world is then ready for `game.rewards`.
 *
 * @param game - the game's search interface.
 * @param world - the sampled world; it is changed.
 * @param codes - a buffer for the legal codes.
 * @param rng - the search's generator, for the rollout policy.
 */
export function playRollout<View, Move, Simulator>(game: SearchGame<View, Move, Simulator>, world: Simulator, codes: Int32Array, rng: MutableRngState): void {
  const horizon = game.horizon(world);
  for (let moves = 0; moves < game.maxRolloutMoves && game.horizon(world) === horizon; moves++) {
    const count = game.fast.fillLegalMoveCodes(world, codes);
    if (count === 0) break;
    game.fast.playCode(world, rollout(game, world, codes, count, rng));
  }
}

/**
 * Searches a view within a budget and ranks the root's moves by visits, best first.
 *
 * @param game - the game's search interface.
 * @param view - the player's view; the player is to act.
 * @param budget - the bot's generator, iteration cap and stop test.
 */
export function searchView<View, Move, Simulator>(game: SearchGame<View, Move, Simulator>, view: View, budget: SearchBudget): RankedMove<Move>[] {
  const { fast } = game;
  const { rng } = budget;
  const root = game.fromView(view, rng);
  const rootNode = newNode(-1, -1);
  const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
  const rewards = new Float64Array(game.players(root));
  const path: TreeNode[] = [];
  const prior = rootPriors(game, root, codes);
  const scale = new RewardScale(rewards.length === 1);
  const searcher = game.seatToAct(root);
  for (let iteration = 0; iteration < budget.iterations; iteration++) {
    if ((iteration & 15) === 0 && iteration > 0 && budget.shouldStop()) break;
    const world = sampleWorld(game, root, rng, searcher);
    path.length = 0;
    let node = rootNode;
    path.push(node);
    // Selection and expansion, through moves legal in this world.
    for (;;) {
      const count = fast.fillLegalMoveCodes(world, codes);
      if (count === 0) break;
      const mover = game.seatToAct(world);
      if (game.opponentsByPolicy === true && mover !== searcher) {
        fast.playCode(world, rollout(game, world, codes, count, rng));
        continue;
      }
      const atRoot = node === rootNode;
      let untried = -1;
      let best: TreeNode | null = null;
      let bestScore = -Infinity;
      for (let i = 0; i < count; i++) {
        const code = codes[i]!;
        const child = node.children.find((candidate) => candidate.code === code);
        if (child === undefined) {
          if (untried < 0 || (atRoot && prior.get(code)! > prior.get(untried)!)) untried = code;
          continue;
        }
        child.availability++;
        const bias = atRoot ? (PRIOR_WEIGHT * prior.get(code)!) / (1 + child.visits) : 0;
        const score = scale.of(child.reward / child.visits) + EXPLORATION * Math.sqrt(Math.log(child.availability) / child.visits) + bias;
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (untried >= 0) {
        const child = newNode(untried, mover);
        child.availability = 1;
        node.children.push(child);
        fast.playCode(world, untried);
        path.push(child);
        break;
      }
      node = best!;
      fast.playCode(world, node.code);
      path.push(node);
    }
    playRollout(game, world, codes, rng);
    game.rewards(world, rewards);
    scale.observe(rewards[0]!);
    for (const visited of path) {
      visited.visits++;
      if (visited.mover >= 0) visited.reward += rewards[visited.mover]!;
    }
  }
  const ranked = rootNode.children
    .filter((child) => child.visits > 0)
    .sort((a, b) => b.visits - a.visits || b.reward / b.visits - a.reward / a.visits)
    .map((child) => ({ move: fast.decodeMove(root, child.code), value: scale.of(child.reward / child.visits), visits: child.visits }));
  // Moves the search never reached (a tiny budget) come last, in the generator's order.
  const count = fast.fillLegalMoveCodes(root, codes);
  for (let i = 0; i < count; i++) {
    if (!rootNode.children.some((child) => child.code === codes[i] && child.visits > 0))
      ranked.push({ move: fast.decodeMove(root, codes[i]!), value: 0, visits: 0 });
  }
  return ranked;
}
