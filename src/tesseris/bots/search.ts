/**
 * Tesseris as the bots' searches see it: the rewards, the rollout policies and the priors, for the tree search
 * of three or four players and the paired search of two.
 *
 * @module
 */
import { leadRewards, toPriors, type SearchGame } from '../../core/bots/search-game.js';
import { fastPathOf } from '../../core/kernel.js';
import { play } from '../rules/play.js';
import { isRoundScored } from '../rules/round.js';
import { beginWriteInPlace, type MutableTesserisState } from '../rules/writer.js';
import { fromView } from '../views/determinize.js';
import { forgetForGood } from '../views/memory.js';
import { tesserisGame } from '../game.js';
import type { TesserisMove, TesserisView } from '../types.js';
import { isWanted, openShapeMask, openShapeMasks, othersOpenMask } from './heuristic.js';
import { codeValue, duelRolloutCode, rolloutCode } from './rollout-policy.js';

/**
 * What a seat has earned: every scored round's points, and, while the round is played, its resolved objectives
 * (a rollout stops with its round scored, the next one not dealt).
 */
function pointsOf(simulator: MutableTesserisState, seat: number): number {
  let points = 0;
  for (const round of simulator.history) points += round[seat] ?? 0;
  if (isRoundScored(simulator)) return points;
  for (const objective of simulator.objectives[seat]!) if (objective.resolvedWith !== null) points++;
  return points;
}

/**
 * Each seat's reward at the end of a rollout: the final ranking when the game is over, else a logistic of its
 * lead in points, the earlier rounds' included (scale 1). The logistic flattens once a seat leads by two or three
 * points, as the chance of winning does: with a round's margin of about 1.6 points, a lead of L with one round to
 * go wins about σ(L / 0.95) of the time. With two players, this round's margin alone, a linear margin, a wider
 * scale and a softened final result all won fewer of the same arena games (`docs/bot-strength.md`).
 */
function rewards(simulator: MutableTesserisState, out: Float64Array): void {
  leadRewards(
    simulator.objectives.map((_, seat) => pointsOf(simulator, seat)),
    simulator.phase === 'over',
    1,
    out,
  );
}

/** The greedy values of the root's moves, as priors. */
function priors(simulator: MutableTesserisState, codes: Int32Array, count: number, out: Float64Array): void {
  const own = openShapeMask(simulator.objectives[simulator.turn]!);
  const others = othersOpenMask(simulator.objectives, simulator.turn);
  for (let i = 0; i < count; i++) out[i] = codeValue(simulator, codes[i]!, own, others);
  toPriors(out);
}

/**
 * Whether a sampled world agrees with how the other seats have played: none holds two or more cards of its own
 * open objectives. A seat resolves an objective whenever it can (the greedy bot always does, and it is the
 * only way to score), one a turn, so a hand with two such cards is rare after its first turn of the round.
 */
function isPlausibleWorld(simulator: MutableTesserisState, searcher: number): boolean {
  const open = openShapeMasks(simulator.objectives);
  return simulator.hands.every((hand, seat) => {
    if (seat === searcher) return true;
    let wanted = 0;
    for (const card of hand) if (isWanted(card, seat, open)) wanted++;
    return wanted <= 1;
  });
}

type TesserisSearch = SearchGame<TesserisView, TesserisMove, MutableTesserisState>;

/** The seat to act in a simulator. */
const seatToAct = (simulator: MutableTesserisState): number => simulator.turn;

/** The number of seats. */
const players = (simulator: MutableTesserisState): number => simulator.players;

/** The rollouts' horizon: the rounds scored, which grow when a round ends. */
const horizon = (simulator: MutableTesserisState): number => simulator.history.length;

/** A rollout's move: a round that it ends is scored, and the next one is not dealt (the rollout stops there). */
const playInRollout = (simulator: MutableTesserisState, code: number): void => {
  play(beginWriteInPlace(simulator), code, null, 'stop');
};

/**
 * Tesseris as the searches see it: rollouts run to the end of the round, or 60 moves (a round of two greedy
 * players lasts 68 moves in the median, so many rollouts stop in mid-round; caps of 30, 90 and 200, and rollouts
 * to the game's end in its last round, won fewer two-player games in `docs/bot-strength.md`), and the other seats play
 * by the greedy heuristic inside the tree too. A tree node for an opponent's move would let that seat choose
 * as if it saw the sampled world (every hand); at 1,000 iterations against greedy, leaving its moves to the
 * heuristic won 62.0% of 96 two-player games where the opponents' nodes had won 47.7% of 132 (`docs/bot-strength.md`).
 *
 * @param duel - whether it is the two-player paired search's game, with a model of the greedy opponent: its
 *   sampled worlds are drawn again while implausible ({@link isPlausibleWorld}), the opponent steals back in
 *   its rollouts what it remembers (`duelRolloutCode`), and so the worlds keep their memories. The tree
 *   search's worlds forget them (`forgetForGood`): its rollouts never read them.
 */
function tesserisSearch(duel: boolean): TesserisSearch {
  return {
    fast: fastPathOf(tesserisGame),
    fromView,
    seatToAct,
    players,
    horizon,
    maxRolloutMoves: 60,
    playInRollout,
    rewards,
    rolloutCode: duel ? duelRolloutCode : rolloutCode,
    priors,
    opponentsByPolicy: true,
    ...(duel ? { isPlausibleWorld } : { forRollouts: forgetForGood }),
  };
}

// Calls the bundler may drop, where building the objects here would keep the whole kernel in every bundle.

/** Tesseris as the tree search (three or four players) sees it. */
export const TESSERIS_SEARCH: TesserisSearch = /* @__PURE__ */ tesserisSearch(false);

/**
 * Tesseris as the two-player paired search sees it: the tree search's game, with a model of the greedy
 * opponent. A sampled world in which it holds two cards of its own open objectives is drawn again, up to 30
 * draws, the last kept; in the rollouts it steals back a card of its open shapes that it remembers the searcher
 * holds. `docs/bot-strength.md` measures both.
 */
export const TESSERIS_DUEL_SEARCH: TesserisSearch = /* @__PURE__ */ tesserisSearch(true);
