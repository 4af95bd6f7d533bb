/**
 * Paired flat Monte Carlo: the root's moves are compared on the same sampled worlds (common random numbers),
 * and the worse half is dropped after each round (sequential halving).
 *
 * Where the luck of the hidden cards decides far more of a rollout's result than the move that starts it, a
 * tree search that tries each move in other worlds spends most of its budget measuring that luck. Playing every
 * candidate in each world, with the same generator for the rest of the rollout, cancels the world's luck out
 * of the comparison: only the move's effect differs. Each rollout is one iteration of the budget.
 *
 * @module
 */
import type { RankedMove, SearchBudget } from './bot.js';
import { playInRollout, playRollout, sampleWorld, type SearchGame } from './search-game.js';

/** One candidate of the root: its move code, its prior, and its rewards so far. */
interface Candidate {
  readonly code: number;
  readonly prior: number;
  total: number;
  rollouts: number;
}

/** A candidate's mean reward; −1 before its first rollout, below any reward. */
function meanOf(candidate: Candidate): number {
  return candidate.rollouts > 0 ? candidate.total / candidate.rollouts : -1;
}

/** Better first: the higher mean reward, then the higher prior. */
function byMean(a: Candidate, b: Candidate): number {
  return meanOf(b) - meanOf(a) || b.prior - a.prior;
}

/**
 * Ranks the root's moves of a view by paired flat Monte Carlo within a budget of rollouts, best first: the
 * moves still in the race at the end, by mean reward, then the others, the last dropped first.
 *
 * The budget is split evenly over `⌈log₂ moves⌉` rounds. In each round, every remaining move is played in each
 * of the round's sampled worlds the rollout's way, followed by the game's rollout policy (a move that ends the
 * rollout's horizon, as one that ends a Tesseris round, is scored at once); the world's own generator (the steals,
 * the reshuffles) is copied with it, so the moves meet the same luck. After the round, the better half by mean
 * reward (ties by the game's prior) goes on; what the rounds leave of the budget goes to the last move. The
 * game should have a deterministic rollout policy, so that the same world gives the same rollout after the
 * same move. As in the tree search (`searchView`), the budget's stop test is asked every 16 rollouts, after at least one.
 * On a time budget the rounds share the time as they share the iterations: a round also ends, after at least
 * one world, once its share of the time is used (the budget's `timeUsed`), so that the halving happens there
 * too; the moves left when the time is up are ranked by their means over the same worlds.
 *
 * @param game - the game's search interface.
 * @param view - the player's view; the player is to act.
 * @param budget - the bot's generator, rollout cap and stop test.
 */
export function pairedSearch<View, Move, Simulator>(game: SearchGame<View, Move, Simulator>, view: View, budget: SearchBudget): RankedMove<Move>[] {
  const { fast } = game;
  const { rng } = budget;
  const root = game.fromView(view, rng);
  const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
  const count = fast.fillLegalMoveCodes(root, codes);
  const priors = new Float64Array(count);
  game.priors?.(root, codes, count, priors);
  const rewards = new Float64Array(game.players(root));
  const searcher = game.seatToAct(root);
  let alive: Candidate[] = Array.from(codes.subarray(0, count), (code, i) => ({ code, prior: priors[i]!, total: 0, rollouts: 0 }));
  let dropped: Candidate[] = [];
  let used = 0;
  /**
   * Plays one more world for every move still in the race, the leaders by mean first; `false` once the budget
   * is spent or stopped. A world cut short by the stop test so gives its extra rollout to the leaders: more
   * visits then mean a better move, as they do in the tree search, and a merge of several searches' rankings
   * by visits (root-parallel search) ranks the leaders first, not the moves that come first in code order.
   */
  const playWorld = (): boolean => {
    if (used === budget.iterations) return false;
    const world = sampleWorld(game, root, rng, searcher);
    for (const candidate of [...alive].sort(byMean)) {
      if (used === budget.iterations || (used > 0 && (used & 15) === 0 && budget.shouldStop())) return false;
      const copy = fast.clone(world);
      const horizon = game.horizon(copy);
      playInRollout(game, copy, candidate.code);
      playRollout(game, copy, codes, rng, searcher, horizon);
      game.rewards(copy, rewards);
      candidate.total += rewards[searcher]!;
      candidate.rollouts++;
      used++;
    }
    return true;
  };
  const rounds = Math.max(1, Math.ceil(Math.log2(count)));
  const timeUsed = budget.timeUsed ?? (() => 0);
  let going = true;
  for (let round = 0; round < rounds && alive.length > 1 && going; round++) {
    const worlds = Math.max(1, Math.floor((budget.iterations - used) / (rounds - round) / alive.length));
    const timeShare = (round + 1) / rounds;
    for (let sample = 0; sample < worlds && going && (sample === 0 || timeUsed() < timeShare); sample++) going = playWorld();
    alive.sort(byMean);
    if (going) {
      dropped = [...alive.slice(Math.ceil(alive.length / 2)), ...dropped];
      alive = alive.slice(0, Math.ceil(alive.length / 2));
    }
  }
  while (going) going = playWorld();
  return [...alive, ...dropped].map((candidate) => ({
    move: fast.decodeMove(root, candidate.code),
    value: Math.max(0, meanOf(candidate)),
    visits: candidate.rollouts,
  }));
}
