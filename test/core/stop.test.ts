/**
 * The stop test that the bots and the solver share: a clock that stops advancing is a fault, as one that throws
 * is, so that a search on a time budget can never run on to its iteration cap; a clock that ticks coarsely is not.
 */
import { describe, expect, test } from 'vitest';
import { STUCK_CLOCK_READS, stopTest, type StopTest } from '../../src/core/bots/stop.js';
import { defineBot } from 'tessera-engine';
import { legalMovesForView, mctsBot, playerView, setup, unwrap, type TesseraMove, type TesseraView } from 'tessera-engine/tessera';

const NAMES = { clock: 'options.clock', signal: 'options.signal' };

/** Reads a stop test until it says stop, at most `limit` times; how many reads it took. */
function readsUntilStop(stop: StopTest, limit: number): number {
  for (let reads = 1; reads <= limit; reads++) if (stop.shouldStop()) return reads;
  return Infinity;
}

describe('a clock that stops advancing', () => {
  test.each([
    ['stands still', () => () => 5],
    [
      'runs backwards',
      () => {
        let time = 0;
        return () => time--;
      },
    ],
    [
      'crawls, a millionth of a millisecond a read',
      () => {
        let time = 0;
        return () => (time += 1e-6);
      },
    ],
  ])('that %s is a fault after STUCK_CLOCK_READS reads, naming the clock', (_name, makeClock) => {
    const stop = stopTest({ milliseconds: 10, clock: makeClock(), signal: undefined }, NAMES) as StopTest;
    expect(readsUntilStop(stop, 2 * STUCK_CLOCK_READS)).toBe(STUCK_CLOCK_READS);
    expect(stop.fault()).toContain('options.clock: expected a clock that advances');
  });

  test('a clock that ticks coarsely but does advance is no fault, and its deadline stops the search', () => {
    let reads = 0;
    // A tick of 1 ms every 1,000 reads: 10 ms after 10,000 reads, more than STUCK_CLOCK_READS between ticks would be.
    const stop = stopTest({ milliseconds: 10, clock: () => Math.floor(reads++ / 1_000), signal: undefined }, NAMES) as StopTest;
    expect(readsUntilStop(stop, 100_000)).toBeLessThan(12_000);
    expect(stop.fault()).toBeNull();
  });

  test("the share of the time used is read off the stop test's own reads of the clock, from 0 to 1", () => {
    let time = 100;
    const stop = stopTest({ milliseconds: 10, clock: () => time, signal: undefined }, NAMES) as StopTest;
    time = 104;
    expect(stop.timeUsed()).toBe(0);
    stop.shouldStop();
    expect(stop.timeUsed()).toBeCloseTo(0.4);
    time = 130;
    stop.shouldStop();
    expect(stop.timeUsed()).toBe(1);
    const untimed = stopTest({ milliseconds: undefined, clock: () => time++, signal: undefined }, NAMES) as StopTest;
    untimed.shouldStop();
    expect(untimed.timeUsed()).toBe(0);
  });

  test('a bot on a time budget gives its ranking the share of the time used', () => {
    let time = 0;
    const shares: number[] = [];
    const timer = defineBot<TesseraView, TesseraMove>('timer', (view, budget) => {
      for (let ask = 0; ask < 3; ask++) {
        time += 2;
        budget.shouldStop();
        shares.push(budget.timeUsed?.() ?? -1);
      }
      return legalMovesForView(view).map((move) => ({ move, value: 0, visits: 0 }));
    });
    const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 'timer' })), 0));
    expect(timer.chooseMove(view, { milliseconds: 10, clock: () => time }).ok).toBe(true);
    expect(timer.chooseMove(view, { iterations: 5 }).ok).toBe(true);
    expect(shares).toEqual([0.2, 0.4, 0.6, 0, 0, 0]);
  });

  test('a bot on a time budget with a stuck clock answers invalid-options, not after its iteration cap', () => {
    const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 'stuck' })), 0));
    const answer = mctsBot.suggest(view, { milliseconds: 10, clock: () => 0 });
    expect(answer.ok || answer.error.message).toContain('options.clock: expected a clock that advances');
  });
});
