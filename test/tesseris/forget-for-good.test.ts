/**
 * A search's sampled world forgets its seats' memories for good (`forgetForGood`): the rules then play it exactly
 * as they play a whole state, move for move, and keep its memory empty, through refills, rebuilt main piles,
 * thefts and new rounds.
 */
import { describe, expect, test } from 'vitest';
import { nextUint32InPlace, seedRng, unwrap, type MutableRngState } from 'tessera-engine';
import { tesseris } from 'tessera-engine/tesseris';
import { TESSERIS_SEARCH } from '../../src/tesseris/bots/search.js';
import { forgetForGood } from '../../src/tesseris/views/memory.js';
import { moveTypeOf } from '../../src/tesseris/rules/move-codes.js';

const { fast } = TESSERIS_SEARCH;

describe('a simulator that forgot its memories', () => {
  test('is played as the whole state is, and remembers nothing', () => {
    const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
    const seen = { steals: 0, rounds: 0, rebuilt: 0 };
    for (const players of [2, 3, 4] as const) {
      for (let game = 0; game < 3; game++) {
        const whole = fast.fromState(unwrap(tesseris.setup({ players, seed: `forget ${players} ${game}`, rounds: 3 })));
        const forgetful = fast.clone(whole);
        forgetForGood(forgetful);
        const rng = [...seedRng(`forget rng ${players} ${game}`)] as MutableRngState;
        for (let move = 0; move < 2000 && whole.phase !== 'over'; move++) {
          const count = fast.fillLegalMoveCodes(whole, codes);
          const code = codes[nextUint32InPlace(rng) % count]!;
          if (moveTypeOf(code) === 'steal') seen.steals++;
          const round = whole.round;
          fast.playCode(whole, code);
          fast.playCode(forgetful, code);
          if (whole.round !== round) seen.rounds++;
          if (whole.memory.some(({ mainPile }) => mainPile !== null)) seen.rebuilt++;
          expect(forgetful.memory).toEqual([]);
          expect({ ...forgetful, memory: whole.memory }).toEqual(whole);
        }
      }
    }
    expect(seen.steals).toBeGreaterThan(20);
    expect(seen.rounds).toBeGreaterThan(10);
    expect(seen.rebuilt).toBeGreaterThan(20);
  });
});
