/**
 * The searches' rollout policy plays the first legal code of the greatest greedy value, as a scan of every code
 * by `codeValue` would, and draws one number from the search's generator; once the game is over, −1 and no number.
 */
import { describe, expect, test } from 'vitest';
import { nextUint32InPlace, seedRng, unwrap, type MutableRngState } from 'tessera-engine';
import { tesseris } from 'tessera-engine/tesseris';
import { TESSERIS_SEARCH } from '../../src/tesseris/bots/search.js';
import { codeValue, rolloutCode } from '../../src/tesseris/bots/rollout-policy.js';
import { openShapeMask, othersOpenMask } from '../../src/tesseris/bots/heuristic.js';
import { cardOfCode, moveTypeOf, targetOfCode } from '../../src/tesseris/rules/move-codes.js';
import type { MutableTesserisState } from '../../src/tesseris/rules/writer.js';

const { fast } = TESSERIS_SEARCH;

/** The first of `codes` of the greatest `codeValue`: the policy as a scan of every code. */
function firstBestByScan(simulator: MutableTesserisState, codes: Int32Array, count: number): number {
  const own = openShapeMask(simulator.objectives[simulator.turn]!);
  const others = othersOpenMask(simulator.objectives, simulator.turn);
  let best = codes[0]!;
  let bestValue = codeValue(simulator, best, own, others);
  for (let i = 1; i < count; i++) {
    const value = codeValue(simulator, codes[i]!, own, others);
    if (value > bestValue) {
      bestValue = value;
      best = codes[i]!;
    }
  }
  return best;
}

/** Checks the policy's code against the scan's in a simulator, and that it draws one number; returns the scan's code. */
function expectPolicyAsScan(simulator: MutableTesserisState, codes: Int32Array, rng: MutableRngState): number {
  const count = fast.fillLegalMoveCodes(simulator, codes);
  const expected = firstBestByScan(simulator, codes, count);
  const drawn = [...rng] as MutableRngState;
  nextUint32InPlace(drawn);
  expect(rolloutCode(simulator, rng)).toBe(expected);
  expect(rng).toEqual(drawn);
  return expected;
}

describe("the searches' rollout policy", () => {
  test('plays the first code of the greatest value, and draws one number', () => {
    const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
    const edited = new Int32Array(fast.MAX_LEGAL_MOVES);
    const seen = { resolutions: 0, resolvedTwins: 0, discardSteps: 0, drawSteps: 0, wantedTops: 0, stealsOverTops: 0, topsAlone: 0 };
    for (const players of [2, 3, 4] as const) {
      for (let game = 0; game < 4; game++) {
        const simulator = fast.fromState(unwrap(tesseris.setup({ players, seed: `rollout policy ${players} ${game}`, rounds: 2 })));
        const rng = [...seedRng(`rollout policy rng ${players} ${game}`)] as MutableRngState;
        for (let move = 0; move < 600 && simulator.phase !== 'over'; move++) {
          const expected = expectPolicyAsScan(simulator, codes, rng);
          const count = fast.fillLegalMoveCodes(simulator, codes);
          const listed = [...codes.subarray(0, count)];
          if (listed.some((code) => moveTypeOf(code) === 'resolve-objective')) seen.resolutions++;
          if (moveTypeOf(expected) === 'resolve-objective') {
            // The same step with a resolved objective of that shape listed first: the policy resolves the open one.
            const own = simulator.objectives[simulator.turn]!;
            const open = targetOfCode(expected);
            const kept = own.filter((_, index) => index !== (open === own.length - 1 ? 0 : own.length - 1));
            const withTwin = fast.clone(simulator);
            withTwin.objectives = simulator.objectives.map((objectives, seat) =>
              seat === simulator.turn ? [{ card: own[open]!.card, resolvedWith: cardOfCode(expected) }, ...kept] : objectives,
            );
            expect(moveTypeOf(expectPolicyAsScan(withTwin, edited, [...rng] as MutableRngState))).toBe('resolve-objective');
            seen.resolvedTwins++;
          }
          if (moveTypeOf(listed[0]!) === 'discard-to-pile') seen.discardSteps++;
          else {
            seen.drawSteps++;
            if (moveTypeOf(expected) === 'draw-pile') seen.wantedTops++;
            // The same step without the main pile, where a steal beats a pile's top of no use, and without the
            // other hands too, where only the piles' draws are left (or a pass): a main pile is seldom empty.
            const withoutMain = fast.clone(simulator);
            withoutMain.mainPile = [];
            if (moveTypeOf(expectPolicyAsScan(withoutMain, edited, [...rng] as MutableRngState)) === 'steal') seen.stealsOverTops++;
            for (let seat = 0; seat < players; seat++) if (seat !== simulator.turn) withoutMain.hands[seat] = [];
            if (moveTypeOf(expectPolicyAsScan(withoutMain, edited, [...rng] as MutableRngState)) === 'draw-pile') seen.topsAlone++;
          }
          // Every third move at random, so that the games reach positions the greedy policy would not.
          fast.playCode(simulator, move % 3 === 2 ? codes[nextUint32InPlace(rng) % count]! : expected);
        }
        const before = [...rng];
        expect(simulator.phase).toBe('over');
        expect(rolloutCode(simulator, rng)).toBe(-1);
        expect(rng).toEqual(before);
      }
    }
    expect(seen.resolutions).toBeGreaterThan(50);
    expect(seen.resolvedTwins).toBeGreaterThan(50);
    expect(seen.discardSteps).toBeGreaterThan(500);
    expect(seen.drawSteps).toBeGreaterThan(500);
    expect(seen.wantedTops).toBeGreaterThan(50);
    expect(seen.stealsOverTops).toBeGreaterThan(50);
    expect(seen.topsAlone).toBeGreaterThan(50);
  });
});
