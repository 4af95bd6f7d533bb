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
import type { RankedMove, SearchBudget } from './bot.js';
import { playRollout, policyCode, sampleWorld, type SearchGame } from './search-game.js';

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
      const mover = game.seatToAct(world);
      if (game.opponentsByPolicy === true && mover !== searcher) {
        const code = policyCode(game, world, codes, rng, searcher);
        if (code < 0) break;
        fast.playCode(world, code);
        continue;
      }
      const count = fast.fillLegalMoveCodes(world, codes);
      if (count === 0) break;
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
    playRollout(game, world, codes, rng, searcher);
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
