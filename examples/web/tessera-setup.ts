/**
 * The Tessera page's setup, read from its address: a game against bots (`players`, `wall`, `wilds`, `bot`,
 * `think`, `seed`) or a solo challenge (`challenge`: a built-in id, or `daily` for a generated one), and the
 * playback `delay`. Online (`npm run serve`), `match` joins a match and `humans` leaves seats for people. The setup screen is a plain form that submits these same parameters. Bad parameters give a
 * message for people, never an exception.
 */
import {
  BUILT_IN_CHALLENGES,
  DIFFICULTIES,
  TESSERA_BOT_NAMES,
  type Challenge,
  type Difficulty,
  type TesseraBotName,
  type TesseraOptions,
} from 'tessera-engine/tessera';
import { integerIn, languageProblem, oneOf, parametersProblem, textOf } from './page-params.js';
import { t } from './page-text.js';

/** How the page plays back moves: the pause before each bot move, in milliseconds. */
export interface Playback {
  readonly delay: number;
}

/** What an online match takes from the address: the seats left for people (the page's own included; the others get the server's bots). */
export interface OnlineSetup {
  readonly humans: number;
}

/** What the address asks for. */
export type PageSetup =
  | { readonly kind: 'setup' }
  | { readonly kind: 'error'; readonly message: string }
  | ({
      readonly kind: 'game';
      readonly options: TesseraOptions;
      readonly bot: TesseraBotName;
      readonly think: number;
      readonly online: OnlineSetup;
    } & Playback)
  | ({ readonly kind: 'challenge'; readonly challenge: Challenge } & Playback)
  | ({ readonly kind: 'daily'; readonly seed: string; readonly difficulty: Difficulty } & Playback);

const KNOWN = ['players', 'wall', 'wilds', 'bot', 'think', 'seed', 'challenge', 'difficulty', 'delay', 'lang', 'match', 'humans'];

/** Reads the page's setup from its query string. */
export function readSetup(search: string): PageSetup {
  const query = new URLSearchParams(search);
  const problem = parametersProblem(query, KNOWN);
  if (problem !== null) return { kind: 'error', message: problem };
  const language = languageProblem(query);
  if (language !== null) return { kind: 'error', message: language };
  if (![...query.keys()].some((key) => key !== 'lang')) return { kind: 'setup' };
  const delay = integerIn(query, 'delay', 0, 5000, 700);
  if (typeof delay === 'string') return { kind: 'error', message: delay };
  const challenge = query.get('challenge');
  if (challenge !== null && challenge !== '') {
    if (challenge === 'daily') {
      const difficulty = oneOf(query, 'difficulty', DIFFICULTIES, 'easy');
      if (typeof difficulty === 'object') return { kind: 'error', message: difficulty.error };
      return { kind: 'daily', seed: textOf(query, 'seed') ?? new Date().toISOString().slice(0, 10), difficulty, delay };
    }
    const found = BUILT_IN_CHALLENGES.find((candidate) => candidate.id === challenge);
    if (found === undefined) return { kind: 'error', message: t('setup.no-challenge', { id: challenge }) };
    return { kind: 'challenge', challenge: found, delay };
  }
  const players = integerIn(query, 'players', 2, 4, 2);
  if (typeof players === 'string') return { kind: 'error', message: players };
  // Online, the seats after the first `humans` get bots: at least the page's own, at most every seat.
  const humans = integerIn(query, 'humans', 1, players, 1);
  if (typeof humans === 'string') return { kind: 'error', message: humans };
  const wall = oneOf(query, 'wall', ['printed', 'grey'] as const, 'printed');
  if (typeof wall === 'object') return { kind: 'error', message: wall.error };
  const wilds = oneOf(query, 'wilds', ['1', '0'] as const, '1');
  if (typeof wilds === 'object') return { kind: 'error', message: wilds.error };
  const bot = oneOf(query, 'bot', TESSERA_BOT_NAMES, 'greedy');
  if (typeof bot === 'object') return { kind: 'error', message: bot.error };
  const think = integerIn(query, 'think', 50, 5000, 500);
  if (typeof think === 'string') return { kind: 'error', message: think };
  // Without a seed in the address, the table draws its own (the worker's setup, or the server), which the page never sees.
  const seed = textOf(query, 'seed');
  const options = { players, ...(seed === null ? {} : { seed }), wall, wilds: wilds === '1' };
  return { kind: 'game', options, bot, think, delay, online: { humans } };
}
