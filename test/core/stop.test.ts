/**
 * The stop test that the bots and the solver share: a clock that stops advancing is a fault, as one that throws
 * is, so that a search on a time budget can never run on to its iteration cap; a clock that ticks coarsely is not.
 */
import { describe, expect, test } from 'vitest';
import { STUCK_CLOCK_READS, stopTest, type StopTest } from '../../src/core/bots/stop.js';
import { mctsBot, playerView, setup, unwrap } from 'tessera-engine/tessera';

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

  test('a bot on a time budget with a stuck clock answers invalid-options, not after its iteration cap', () => {
    const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 'stuck' })), 0));
    const answer = mctsBot.suggest(view, { milliseconds: 10, clock: () => 0 });
    expect(answer.ok || answer.error.message).toContain('options.clock: expected a clock that advances');
  });
});
