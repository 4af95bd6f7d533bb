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
import { t } from './page-text.js';

/** How the page plays back moves: the pause before each bot move, in milliseconds. */
export interface Playback {
  readonly delay: number;
}

/** What the address asks for. */
export type PageSetup =
  | { readonly kind: 'setup' }
  | { readonly kind: 'error'; readonly message: string }
  | ({ readonly kind: 'game'; readonly options: TesseraOptions; readonly bot: TesseraBotName; readonly think: number } & Playback)
  | ({ readonly kind: 'challenge'; readonly challenge: Challenge } & Playback)
  | ({ readonly kind: 'daily'; readonly seed: string; readonly difficulty: Difficulty } & Playback);

const KNOWN = ['players', 'wall', 'wilds', 'bot', 'think', 'seed', 'challenge', 'difficulty', 'delay', 'lang', 'match', 'humans'];

/** The parameters whose values are checked, which the messages name. */
type Parameter = 'players' | 'wall' | 'wilds' | 'bot' | 'think' | 'difficulty' | 'delay' | 'humans';

function integerIn(query: URLSearchParams, name: Parameter, low: number, high: number, fallback: number): number | string {
  const text = query.get(name);
  if (text === null || text === '') return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= low && value <= high ? value : t('setup.not-in-range', { parameter: name, low, high, text });
}

function oneOf<Value extends string>(query: URLSearchParams, name: Parameter, values: readonly Value[], fallback: Value): Value | { error: string } {
  const text = query.get(name);
  if (text === null || text === '') return fallback;
  return (values as readonly string[]).includes(text)
    ? (text as Value)
    : { error: t('setup.not-one-of', { parameter: name, values: values.join(', '), text }) };
}

function nonEmpty(text: string | null): string | null {
  return text === '' ? null : text;
}

/** Reads the page's setup from its query string. */
export function readSetup(search: string): PageSetup {
  const query = new URLSearchParams(search);
  const unknown = [...query.keys()].filter((key) => !KNOWN.includes(key));
  if (unknown.length > 0) return { kind: 'error', message: t('setup.unknown', { names: unknown.map((key) => `"${key}"`).join(', ') }) };
  if (![...query.keys()].some((key) => key !== 'lang')) return { kind: 'setup' };
  const delay = integerIn(query, 'delay', 0, 5000, 700);
  if (typeof delay === 'string') return { kind: 'error', message: delay };
  const challenge = query.get('challenge');
  if (challenge !== null && challenge !== '') {
    if (challenge === 'daily') {
      const difficulty = oneOf(query, 'difficulty', DIFFICULTIES, 'easy');
      if (typeof difficulty === 'object') return { kind: 'error', message: difficulty.error };
      return { kind: 'daily', seed: nonEmpty(query.get('seed')) ?? new Date().toISOString().slice(0, 10), difficulty, delay };
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
  const seed = nonEmpty(query.get('seed')) ?? `web-${Date.now()}`;
  return { kind: 'game', options: { players, seed, wall, wilds: wilds === '1' }, bot, think, delay };
}
