/**
 * The searches' rollout policy plays the first legal code of the greatest greedy value, as a scan of every code
 * by `codeValue` would, and draws one number from the search's generator.
 */
import { describe, expect, test } from 'vitest';
import { nextUint32InPlace, randomIntInPlace, seedRng, unwrap, type MutableRngState } from 'tessera-engine';
import { tesseris } from 'tessera-engine/tesseris';
import { TESSERIS_SEARCH } from '../../src/tesseris/bots/search.js';
import { codeValue, rolloutCode } from '../../src/tesseris/bots/rollout-policy.js';
import { openShapeMask, othersOpenMask } from '../../src/tesseris/bots/heuristic.js';
import { moveTypeOf } from '../../src/tesseris/rules/turn.js';
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

describe("the searches' rollout policy", () => {
  test('plays the first code of the greatest value, and draws one number', () => {
    const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
    const seen = { resolutions: 0, discardSteps: 0, drawSteps: 0 };
    for (const players of [2, 3, 4] as const) {
      for (let game = 0; game < 4; game++) {
        const simulator = fast.fromState(unwrap(tesseris.setup({ players, seed: `rollout policy ${players} ${game}`, rounds: 2 })));
        const rng = [...seedRng(`rollout policy rng ${players} ${game}`)] as MutableRngState;
        for (let move = 0; move < 600 && simulator.phase !== 'over'; move++) {
          const count = fast.fillLegalMoveCodes(simulator, codes);
          const expected = firstBestByScan(simulator, codes, count);
          const drawn = [...rng] as MutableRngState;
          randomIntInPlace(drawn, count);
          expect(rolloutCode(simulator, codes, count, rng)).toBe(expected);
          expect(rng).toEqual(drawn);
          const listed = [...codes.subarray(0, count)];
          if (listed.some((code) => moveTypeOf(code) === 'resolve-objective')) seen.resolutions++;
          if (moveTypeOf(listed[0]!) === 'discard-to-pile') seen.discardSteps++;
          else seen.drawSteps++;
          // Every third move at random, so that the games reach positions the greedy policy would not.
          fast.playCode(simulator, move % 3 === 2 ? codes[nextUint32InPlace(rng) % count]! : expected);
        }
      }
    }
    expect(seen.resolutions).toBeGreaterThan(50);
    expect(seen.discardSteps).toBeGreaterThan(500);
    expect(seen.drawSteps).toBeGreaterThan(500);
  });
});
