/**
 * The solver's bound (issue 23) is admissible: no line from a position scores above it, checked against an
 * exhaustive search on the generator's boards of every difficulty, from a few random drafts in, where only a
 * few sources are left.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyMove, legalMoves, solveChallenge, startChallenge, totalCount, unwrap, type TesseraState } from 'tessera-engine/tessera';
import { ScoreBound } from '../../src/tessera/challenges/bound.js';
import { draftModelOf } from '../../src/tessera/challenges/draft-model.js';
import { challengeCandidate } from '../../src/tessera/challenges/generator.js';
import { exhaustiveBest } from './challenge-fixtures.js';
import { VARIANTS } from './fixtures.js';
import { runs } from '../helpers/runs.js';

/** The tiles left in the sources of a state. */
const tilesLeft = (state: TesseraState): number => state.displays.reduce((sum, display) => sum + totalCount(display), totalCount(state.centre));

/** A generator candidate, its start, then random drafts until at most `tiles` tiles are left. */
function positionOf(
  seed: number,
  difficulty: 'medium' | 'hard' | 'expert',
  variant: (typeof VARIANTS)[number],
  picks: readonly number[],
  tiles: number,
): TesseraState | null {
  const options = { seed: `bound-${seed}`, difficulty, rules: variant, id: 'bound', title: undefined };
  const candidate = challengeCandidate(options, 0);
  if (candidate === null) return null;
  const started = startChallenge({ ...candidate, stars: { one: 0, two: 1, three: 2 } });
  if (!started.ok) return null;
  let state = started.value;
  for (let i = 0; state.phase === 'drafting' && tilesLeft(state) > tiles; i++) {
    const moves = legalMoves(state);
    state = unwrap(applyMove(state, moves[(picks[i % picks.length] ?? 0) % moves.length])).state;
  }
  return state.phase === 'drafting' ? state : null;
}

describe('the solver bound', () => {
  const arb = fc.record({
    seed: fc.integer({ min: 1, max: 100_000 }),
    difficulty: fc.constantFrom('medium' as const, 'hard' as const, 'expert' as const),
    variant: fc.constantFrom(...VARIANTS),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
  });

  test('never promises less than an exhaustive search finds, and the solver finds exactly that', () => {
    fc.assert(
      fc.property(arb, ({ seed, difficulty, variant, picks }) => {
        const state = positionOf(seed, difficulty, variant, picks, 9);
        if (state === null) return;
        const { model, start } = draftModelOf(state);
        const best = exhaustiveBest(state);
        expect(new ScoreBound(state).of(model, start)).toBeGreaterThanOrEqual(best);
        expect(unwrap(solveChallenge(state)).score).toBe(best);
      }),
      { numRuns: runs(40) },
    );
  });
});
