/**
 * A rollout's last step does not deal a round it will never play (`playInRollout`): a step that ends a round scores
 * it and stops, so the world is scored as it would be after the deal, and every other step plays as the rules do.
 * The searches therefore rank every move as they did when rollouts dealt the next round, for less work.
 */
import { describe, expect, test } from 'vitest';
import { nextUint32InPlace, seedRng, unwrap, type MutableRngState } from 'tessera-engine';
import { greedyBot, playerView, tesseris, type TesserisState, type TesserisView } from 'tessera-engine/tesseris';
import type { SearchBudget } from '../../src/core/bots/bot.js';
import { searchView } from '../../src/core/bots/mcts.js';
import { pairedSearch } from '../../src/core/bots/paired.js';
import { TESSERIS_DUEL_SEARCH, TESSERIS_SEARCH } from '../../src/tesseris/bots/search.js';
import { isRoundScored } from '../../src/tesseris/rules/round.js';

const { fast } = TESSERIS_SEARCH;

/** Each seat's reward for a world, as a plain list. */
function rewardsOf(world: ReturnType<typeof fast.clone>): number[] {
  const out = new Float64Array(world.players);
  TESSERIS_SEARCH.rewards(world, out);
  return [...out];
}

/** Whether a world's game is over (a function, as a step may have changed the phase the loop's test narrowed). */
function hasEnded(world: { readonly phase: string }): boolean {
  return world.phase === 'over';
}

describe("a rollout's step", () => {
  test('plays as the rules do, except that a round it ends is scored and the next one is not dealt', () => {
    const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
    const seen = { roundsStopped: 0, gamesEnded: 0 };
    for (const players of [2, 3, 4] as const) {
      for (let game = 0; game < 3; game++) {
        const whole = fast.fromState(unwrap(tesseris.setup({ players, seed: `rollout end ${players} ${game}`, rounds: 3 })));
        const rng = [...seedRng(`rollout end rng ${players} ${game}`)] as MutableRngState;
        for (let move = 0; move < 3000 && whole.phase !== 'over'; move++) {
          const count = fast.fillLegalMoveCodes(whole, codes);
          const code = codes[nextUint32InPlace(rng) % count]!;
          const stopped = fast.clone(whole);
          const horizon = TESSERIS_SEARCH.horizon(whole);
          fast.playCode(whole, code);
          TESSERIS_SEARCH.playInRollout!(stopped, code);
          if (TESSERIS_SEARCH.horizon(whole) === horizon) {
            expect(stopped).toEqual(whole);
            expect(isRoundScored(stopped)).toBe(false);
            continue;
          }
          // The round ended: scored alike, and the rollout sees its horizon change.
          expect(isRoundScored(stopped)).toBe(true);
          expect(stopped.history).toEqual(whole.history);
          expect(hasEnded(stopped)).toBe(hasEnded(whole));
          expect(TESSERIS_SEARCH.horizon(stopped)).toBe(TESSERIS_SEARCH.horizon(whole));
          expect(rewardsOf(stopped)).toEqual(rewardsOf(whole));
          if (hasEnded(whole)) {
            expect(stopped).toEqual(whole);
            seen.gamesEnded++;
          } else {
            // Nothing of the next round: not its number, its first seat or its deal.
            expect(stopped.round).toBe(whole.round - 1);
            expect(stopped.mainPile).not.toEqual(whole.mainPile);
            seen.roundsStopped++;
          }
        }
      }
    }
    expect(seen.roundsStopped).toBeGreaterThan(10);
    expect(seen.gamesEnded).toBeGreaterThan(5);
  });
});

/** Views of greedy games, every seventh move, for the seat to act, late rounds included. */
function viewsOf(players: 2 | 3, games: number): TesserisView[] {
  const views: TesserisView[] = [];
  for (let game = 0; game < games; game++) {
    let state: TesserisState = unwrap(tesseris.setup({ players, seed: `rollout ranks ${players} ${game}`, rounds: 2 }));
    for (let ply = 0; ply < 600 && state.phase !== 'over'; ply++) {
      const view = unwrap(playerView(state, state.turn));
      if (ply % 7 === 3) views.push(view);
      state = unwrap(tesseris.applyMove(state, unwrap(greedyBot.suggest(view))[0]!.move)).state;
    }
  }
  return views;
}

/** An iteration budget with its own generator. */
function budgetOf(seed: number, iterations: number): SearchBudget {
  return { rng: [...seedRng(seed)] as MutableRngState, iterations, shouldStop: () => false };
}

describe('the searches', () => {
  test('rank every move as they did when a rollout dealt the round after its last', () => {
    const [dealing, duelDealing] = [{ ...TESSERIS_SEARCH }, { ...TESSERIS_DUEL_SEARCH }];
    delete dealing.playInRollout;
    delete duelDealing.playInRollout;
    const views = [...viewsOf(2, 2), ...viewsOf(3, 1)];
    expect(views.length).toBeGreaterThan(30);
    for (const [index, view] of views.entries()) {
      const [game, gameDealing] = view.players === 2 ? [TESSERIS_DUEL_SEARCH, duelDealing] : [TESSERIS_SEARCH, dealing];
      const search = view.players === 2 ? pairedSearch : searchView;
      expect(search(game, view, budgetOf(index, 120))).toEqual(search(gameDealing, view, budgetOf(index, 120)));
    }
  });
});
