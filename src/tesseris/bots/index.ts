/**
 * Tesseris' bots: random, greedy and IS-MCTS. Each is given a player's view and nothing else.
 *
 * @module
 */
import { defineGameBot, defineRandomBot, type Bot } from '../../core/bots/bot.js';
import { leadRewards, searchView, toPriors, type SearchGame } from '../../core/bots/mcts.js';
import { pairedSearch } from '../../core/bots/paired.js';
import { randomIntInPlace, type MutableRngState } from '../../core/rng.js';
import { cardOfCode, moveTypeOf, targetOfCode } from '../rules/turn.js';
import type { MutableTesserisState } from '../rules/writer.js';
import { fastPathOf } from '../../core/kernel.js';
import { fromView } from '../views/determinize.js';
import { tesserisGame } from '../game.js';
import type { Objective, TesserisMove, TesserisView } from '../types.js';
import { shapeOf, type Card } from '../vocabulary.js';
import { readView } from './view.js';

/** Each seat's open (unresolved) objective shapes, as a bit mask: bit `shape` is set when the shape is open. */
function openShapeMasks(objectives: readonly (readonly Objective[])[]): number[] {
  return objectives.map((own) => own.reduce((mask, objective) => (objective.resolvedWith === null ? mask | (1 << shapeOf(objective.card)) : mask), 0));
}

/** Tells whether a card would resolve an open objective of a seat other than `seat`. */
function feedsAnOpponent(card: Card, seat: number, open: readonly number[]): boolean {
  const bit = 1 << shapeOf(card);
  return open.some((mask, other) => other !== seat && (mask & bit) !== 0);
}

/** Tells whether a card would resolve one of `seat`'s own open objectives. */
function isWanted(card: Card, seat: number, open: readonly number[]): boolean {
  return (open[seat]! & (1 << shapeOf(card))) !== 0;
}

/**
 * The greedy heuristic's value of a move of `seat`, from the move's type, its card (a discard's) and the top
 * card of its pile (a discard's or a pile draw's):
 * - resolving an objective is best (a point now);
 * - a discard that would feed an opponent's open objective (the next player can draw it) is worst, one that
 *   throws away a card of one's own open objective is bad, and one that covers a pile top an opponent needs is
 *   a little better;
 * - drawing a pile top that matches one's own open objective beats an unknown card from the main pile, which
 *   beats stealing (a random card, and the victim draws at once); a pile top that matches nothing of one's own
 *   is worth less than the main pile;
 * - when the chance that a blind draw (the main pile, or a steal) brings a card of one's own open objectives is
 *   known (`chance`, from what the player knows, ruling S9), that draw gains up to the value of a wanted pile
 *   top in proportion;
 * - a pass, the only move when nothing else is possible, is worth nothing.
 */
function moveValue(type: TesserisMove['type'], card: Card, top: Card | null, seat: number, open: readonly number[], chance = 0): number {
  switch (type) {
    case 'resolve-objective':
      return 10;
    case 'discard-to-pile':
      return (feedsAnOpponent(card, seat, open) ? -5 : 0) + (top !== null && feedsAnOpponent(top, seat, open) ? 1 : 0) - (isWanted(card, seat, open) ? 3 : 0);
    case 'draw-pile':
      return isWanted(top!, seat, open) ? 8 : 0;
    case 'draw-main':
      return 1 + WANTED_DRAW * chance;
    case 'steal':
      return 0.5 + WANTED_DRAW * chance;
    case 'pass':
      return 0;
  }
}

/** What a blind draw that brings a wanted card is worth beyond its base value: as much as a wanted pile top, less the main pile's base. */
const WANTED_DRAW = 7;

/** The share of a list of cards that would resolve one of `seat`'s open objectives; 0 for no cards. */
function wantedShare(cards: readonly Card[], seat: number, open: readonly number[]): number {
  if (cards.length === 0) return 0;
  let wanted = 0;
  for (const card of cards) if (isWanted(card, seat, open)) wanted++;
  return wanted / cards.length;
}

/**
 * The chance that a blind draw brings a wanted card, from the viewer's knowledge (ruling S9): for the main
 * pile, the share of wanted cards among those it may hold; for a steal, the known cards of the robbed hand,
 * and for its other cards the share of wanted cards among the unaccounted ones.
 */
function drawChance(view: TesserisView, move: TesserisMove, open: readonly number[]): number {
  const { knowledge, viewer } = view;
  const unknown = wantedShare(knowledge.unaccounted, viewer, open);
  if (move.type === 'draw-main') return knowledge.mainPile === null ? unknown : wantedShare(knowledge.mainPile, viewer, open);
  if (move.type !== 'steal') return 0;
  const known = knowledge.held[move.from]!;
  const size = view.handSizes[move.from]!;
  return (wantedShare(known, viewer, open) * known.length + unknown * (size - known.length)) / size;
}

/** The greedy value of a move in a view, by {@link moveValue}. */
function greedyValue(view: TesserisView, move: TesserisMove, open: readonly number[]): number {
  const card = move.type === 'discard-to-pile' || move.type === 'resolve-objective' ? move.card : 0;
  const top = move.type === 'discard-to-pile' || move.type === 'draw-pile' ? view.piles[move.pile]!.top : null;
  return moveValue(move.type, card, top, view.viewer, open, drawChance(view, move, open));
}

/** What a seat has earned: every finished round's points, and, while the game goes on, this round's resolved objectives. */
function pointsOf(simulator: MutableTesserisState, seat: number): number {
  let points = 0;
  for (const round of simulator.history) points += round[seat] ?? 0;
  if (simulator.phase === 'over') return points;
  for (const objective of simulator.objectives[seat]!) if (objective.resolvedWith !== null) points++;
  return points;
}

/**
 * Each seat's reward at the end of a rollout: the final ranking when the game is over, else a logistic of its
 * lead in points, the earlier rounds' included (scale 1). The logistic flattens once a seat leads by two or three
 * points, as the chance of winning does: with a round's margin of about 1.6 points, a lead of L with one round to
 * go wins about σ(L / 0.95) of the time. With two players, this round's margin alone, a linear margin, a wider
 * scale and a softened final result all won fewer of the same arena games (`docs/bots.md`).
 */
function rewards(simulator: MutableTesserisState, out: Float64Array): void {
  leadRewards(
    simulator.objectives.map((_, seat) => pointsOf(simulator, seat)),
    simulator.phase === 'over',
    1,
    out,
  );
}

/** The top card of a pile, or `null`. */
function topOf(pile: readonly Card[]): Card | null {
  return pile.length === 0 ? null : pile[pile.length - 1]!;
}

/**
 * The rollout policy: the greedy bot's choice by the same heuristic, read from the simulator (equal moves keep
 * the generator's order, as the greedy bot's do, so the policy is deterministic: the paired search relies on
 * it). Random play almost never ends a round; rollouts that play like the greedy bot tell a good move from a
 * bad one much sooner.
 */
function rolloutCode(simulator: MutableTesserisState, codes: Int32Array, count: number, rng: MutableRngState): number {
  const open = openShapeMasks(simulator.objectives);
  let best = codes[randomIntInPlace(rng, count)]!;
  let bestValue = -Infinity;
  for (let i = 0; i < count; i++) {
    const value = codeValue(simulator, codes[i]!, open);
    if (value > bestValue) {
      bestValue = value;
      best = codes[i]!;
    }
  }
  return best;
}

/** The greedy value of a move's code in a simulator, by {@link moveValue}. */
function codeValue(simulator: MutableTesserisState, code: number, open: readonly number[]): number {
  const type = moveTypeOf(code);
  const card = type === 'discard-to-pile' || type === 'resolve-objective' ? cardOfCode(code) : 0;
  const top = type === 'discard-to-pile' || type === 'draw-pile' ? topOf(simulator.piles[targetOfCode(code)]!) : null;
  return moveValue(type, card, top, simulator.turn, open);
}

/** The greedy values of the root's moves, as priors. */
function priors(simulator: MutableTesserisState, codes: Int32Array, count: number, out: Float64Array): void {
  const open = openShapeMasks(simulator.objectives);
  for (let i = 0; i < count; i++) out[i] = codeValue(simulator, codes[i]!, open);
  toPriors(out);
}

/**
 * Tesseris as the search sees it: rollouts run to the end of the round, or 60 moves (a round of two greedy
 * players lasts 68 moves in the median, so many rollouts stop in mid-round; caps of 30, 90 and 200, and rollouts
 * to the game's end in its last round, won fewer two-player games in `docs/bots.md`), and the other seats play
 * by the greedy heuristic inside the tree too. A tree node for an opponent's move would let that seat choose
 * as if it saw the sampled world (every hand); at 1,000 iterations against greedy, leaving its moves to the
 * heuristic won 62.0% of 96 two-player games where the opponents' nodes had won 47.7% of 132 (`docs/bots.md`).
 */
const SEARCH: SearchGame<TesserisView, TesserisMove, MutableTesserisState> = {
  // A call the bundler may drop, where a property read would keep the whole kernel in every bundle.
  fast: /* @__PURE__ */ fastPathOf(tesserisGame),
  fromView,
  seatToAct: (simulator) => simulator.turn,
  players: (simulator) => simulator.players,
  horizon: (simulator) => simulator.round,
  maxRolloutMoves: 60,
  rewards,
  rolloutCode,
  priors,
  opponentsByPolicy: true,
};

/** Plays a uniformly random legal move. Its ranking puts that move first and gives every move the same value. */
export const randomBot: Bot<TesserisView, TesserisMove> = /* @__PURE__ */ defineRandomBot(readView, (view: TesserisView) =>
  tesserisGame.legalMovesForView(view),
);

/**
 * One-ply greedy by the documented heuristic above, with the chances of its blind draws taken from what its
 * player knows (ruling S9); equal moves keep the generator's order.
 */
export const greedyBot: Bot<TesserisView, TesserisMove> = /* @__PURE__ */ defineGameBot('greedy', readView, (view) => {
  const open = openShapeMasks(view.objectives);
  return tesserisGame
    .legalMovesForView(view)
    .map((move) => ({ move, value: greedyValue(view, move, open), visits: 0 }))
    .sort((a, b) => b.value - a.value);
});

/**
 * Information-set MCTS (see `core/bots/mcts.ts`): each iteration samples the other hands and the main pile
 * uniformly among the worlds that agree with the view and its knowledge (ruling S9: the covered cards, the
 * rebuilt main pile's content, the cards known in other hands), and the tree pools its statistics over those
 * worlds. With two players, the same worlds and rollouts serve a paired flat search instead
 * (`core/bots/paired.ts`): every candidate move is played in each sampled world, so that the luck of the
 * hidden cards, which decides far more of a round than one move, cancels out of the comparison; at 1,000
 * iterations against greedy it won more games than the tree (`docs/bots.md`).
 */
export const ismctsBot: Bot<TesserisView, TesserisMove> = /* @__PURE__ */ defineGameBot('ismcts', readView, (view, budget) =>
  view.players === 2 ? pairedSearch(SEARCH, view, budget) : searchView(SEARCH, view, budget),
);

/** The names of Tesseris' bots. */
export const TESSERIS_BOT_NAMES = ['random', 'greedy', 'ismcts'] as const;

/** A Tesseris bot's name. */
export type TesserisBotName = (typeof TESSERIS_BOT_NAMES)[number];

/** Every Tesseris bot, by name. */
export const tesserisBots: Readonly<Record<TesserisBotName, Bot<TesserisView, TesserisMove>>> = { random: randomBot, greedy: greedyBot, ismcts: ismctsBot };
