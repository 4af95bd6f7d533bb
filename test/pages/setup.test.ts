/**
 * The pages' setup readers, run in Node: what each address asks for, the messages for bad parameters, and
 * that no address makes them throw. The browser tests (test/web) check what the pages then show.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { readSetup as ReadSetup } from '../../examples/web/tessera-setup.js';
import type { readTesserisSetup as ReadTesserisSetup } from '../../examples/web/tesseris-setup.js';
import { runs } from '../helpers/runs.js';

let readSetup: typeof ReadSetup;
let readTesserisSetup: typeof ReadTesserisSetup;
beforeAll(async () => {
  // The pages' texts choose their language from the address when they load: an English page, without storage.
  vi.stubGlobal('location', { search: '' });
  ({ readSetup } = await import('../../examples/web/tessera-setup.js'));
  ({ readTesserisSetup } = await import('../../examples/web/tesseris-setup.js'));
});

describe('the Tessera page', () => {
  test('an address without parameters, or with the language alone, shows the setup screen', () => {
    expect(readSetup('')).toEqual({ kind: 'setup' });
    expect(readSetup('?lang=fr')).toEqual({ kind: 'setup' });
  });

  test('a game: its options, bot and playback, and what an online match takes from the address', () => {
    expect(readSetup('?players=3&wall=grey&wilds=0&bot=mcts&think=800&delay=0&seed=s&humans=2')).toEqual({
      kind: 'game',
      options: { players: 3, seed: 's', wall: 'grey', wilds: false },
      bot: 'mcts',
      think: 800,
      delay: 0,
      online: { humans: 2 },
    });
  });

  test('an empty parameter takes its default, as an empty field of the setup form does', () => {
    const setup = readSetup('?players=&wall=&wilds=&bot=&think=&delay=&seed=&humans=');
    expect(setup).toMatchObject({ kind: 'game', options: { players: 2, wall: 'printed', wilds: true }, bot: 'greedy', think: 500, delay: 700 });
    // No seed: the table draws its own (the worker's setup, or the server), which the page never sees.
    expect(setup.kind === 'game' && 'seed' in setup.options).toBe(false);
    expect(setup.kind === 'game' && setup.online).toEqual({ humans: 1 });
  });

  test.each([
    ['?players=5', 'The number of players must be a whole number from 2 to 4 (it is "5").'],
    ['?players=2&humans=3', 'The number of people must be a whole number from 1 to 2 (it is "3").'],
    ['?humans=1.5', 'The number of people must be a whole number from 1 to 2 (it is "1.5").'],
    ['?wall=round', 'The wall must be one of printed, grey (it is "round").'],
    ['?colour=blue&size=2', 'Unknown parameter "colour", "size".'],
    ['?challenge=nope', 'There is no challenge "nope".'],
    ['?delay=-1', 'The playback delay must be a whole number from 0 to 5000 (it is "-1").'],
  ])('%s gives its message', (search, message) => {
    expect(readSetup(search)).toEqual({ kind: 'error', message });
  });

  test('solo challenges: a built-in one, and the daily one with its seed and difficulty', () => {
    expect(readSetup('?challenge=c01')).toMatchObject({ kind: 'challenge', challenge: { id: 'c01' }, delay: 700 });
    expect(readSetup('?challenge=daily&seed=2026-12-04&difficulty=hard')).toEqual({ kind: 'daily', seed: '2026-12-04', difficulty: 'hard', delay: 700 });
  });
});

describe('the Tesseris page', () => {
  test("an address without parameters: three players, one round, no seed (the table's setup draws one)", () => {
    expect(readTesserisSetup('')).toEqual({ players: 3, rounds: 1, delay: 600, humans: 1, seed: null });
  });

  test('every parameter read, and an empty one taking its default', () => {
    expect(readTesserisSetup('?players=4&rounds=3&delay=0&humans=2&seed=s&lang=fr&match=m')).toEqual({ players: 4, rounds: 3, delay: 0, humans: 2, seed: 's' });
    expect(readTesserisSetup('?players=&rounds=&delay=&humans=&seed=')).toEqual({ players: 3, rounds: 1, delay: 600, humans: 1, seed: null });
  });

  test.each([
    ['?players=5', 'The number of players must be a whole number from 2 to 4 (it is "5").'],
    ['?rounds=0', 'The number of rounds must be a whole number from 1 to 20 (it is "0").'],
    ['?players=3&humans=4', 'The number of people must be a whole number from 1 to 3 (it is "4").'],
    ['?humans=abc', 'The number of people must be a whole number from 1 to 3 (it is "abc").'],
    ['?iterations=9', 'Unknown parameter "iterations".'],
  ])('%s gives its message', (search, message) => {
    expect(readTesserisSetup(search)).toBe(message);
  });
});

test('no address makes either reader throw', () => {
  const names = fc.constantFrom('players', 'humans', 'rounds', 'delay', 'seed', 'wall', 'wilds', 'bot', 'think', 'challenge', 'difficulty', 'lang', 'x');
  const parameter = fc.tuple(names, fc.string()).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  fc.assert(
    fc.property(
      fc.oneof(
        fc.array(parameter).map((parts) => `?${parts.join('&')}`),
        fc.string(),
      ),
      (search) => {
        readSetup(search);
        readTesserisSetup(search);
      },
    ),
    { numRuns: runs(500) },
  );
});
