/**
 * The Tesseris page's setup, read from its address: `players`, `rounds`, the playback `delay` and a `seed`;
 * online (`npm run serve`), `match` joins a match and `humans` leaves seats for people. Bad parameters give a
 * message for people, never an exception.
 */
import { integerIn, languageProblem, parametersProblem, textOf } from './page-params.js';

/** What the address asks for. */
export interface TesserisPageSetup {
  readonly players: number;
  readonly rounds: number;
  /** The pause before each bot move, in milliseconds. */
  readonly delay: number;
  /** Online, the seats left for people (the page's own included); the others get the server's bots. */
  readonly humans: number;
  /**
   * The address's seed, or `null`: then the worker's setup draws one from the platform's cryptographic
   * generator (a seed the page made, say from the clock, would let it recompute every hidden card), and
   * online the server draws its own.
   */
  readonly seed: string | null;
}

const KNOWN = ['players', 'rounds', 'delay', 'humans', 'seed', 'lang', 'match'];

/** Reads the page's setup from its query string, or the message that says what is wrong with it. */
export function readTesserisSetup(search: string): TesserisPageSetup | string {
  const query = new URLSearchParams(search);
  const problem = parametersProblem(query, KNOWN);
  if (problem !== null) return problem;
  const language = languageProblem(query);
  if (language !== null) return language;
  const players = integerIn(query, 'players', 2, 4, 3);
  if (typeof players === 'string') return players;
  // Online, the seats after the first `humans` get bots: at least the page's own, at most every seat.
  const humans = integerIn(query, 'humans', 1, players, 1);
  if (typeof humans === 'string') return humans;
  const rounds = integerIn(query, 'rounds', 1, 20, 1);
  if (typeof rounds === 'string') return rounds;
  const delay = integerIn(query, 'delay', 0, 5000, 600);
  if (typeof delay === 'string') return delay;
  return { players, rounds, delay, humans, seed: textOf(query, 'seed') };
}
