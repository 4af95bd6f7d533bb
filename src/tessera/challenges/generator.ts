/**
 * Generating new solo challenges from a seed, solved and rated, for example a daily puzzle.
 *
 * A candidate is the first player's board at the start of a round of a two-player game, played by two
 * players who draft at random but never to the floor while a line takes the tiles; the challenge keeps the
 * board, some of the round's displays and, from harder levels on, a few tiles in the centre. A candidate is
 * kept only when the solver proves its optimum within the level's node budget and the greedy player falls
 * short of it (every challenge has a trap); otherwise the next candidate of the seed is tried.
 *
 * @module
 */
import { deepFrozen } from '../../core/freeze.js';
import { readLiteral, readRecord } from '../../core/json.js';
import { MAX_SEED_LENGTH, hexOfWords, readSeed } from '../../core/options.js';
import { err, ok, type Result } from '../../core/result.js';
import { randomIntInPlace, seedRng, type MutableRngState, type Seed } from '../../core/rng.js';
import { SMALL_VALUE_LIMITS, readUntrusted } from '../../core/untrusted.js';
import { FLOOR_DESTINATION } from '../rules/draft.js';
import { tesseraGame } from '../game.js';
import { PLACEMENT_BASE, draftDestination } from '../rules/moves.js';
import { setup } from '../rules/setup.js';
import type { TesseraErrorCode, TesseraRules, TesseraState, TileCounts } from '../types.js';
import { KIND_COUNT, TILES_PER_DISPLAY } from '../vocabulary.js';
import { totalCount } from '../tile-counts.js';
import { readChallengeId } from '../loading/read.js';
import { DIFFICULTIES, readSetupRules, readTitle, type ChallengeSetup, type Difficulty } from './format.js';
import { rateChallenge, type ChallengeRating } from './rating.js';

/**
 * What makes each difficulty level.
 *
 * @example
 * ```ts
 * import { DIFFICULTY_PROFILES, generateChallenge, unwrap, type DifficultyProfile } from 'tessera-engine/tessera';
 *
 * const profile: DifficultyProfile = DIFFICULTY_PROFILES.hard;
 * console.log(profile); // => { round: 3, displays: 3, centreTiles: 3, maxNodes: 10000 }
 * const daily = unwrap(generateChallenge({ seed: '2026-11-30', difficulty: 'easy' }));
 * const easy = DIFFICULTY_PROFILES.easy;
 * console.log(daily.challenge.displays.length === easy.displays, daily.solution.nodes <= easy.maxNodes); // => true true
 * ```
 */
export interface DifficultyProfile {
  /** The round whose start gives the board. */
  readonly round: number;
  /** How many displays the challenge keeps. */
  readonly displays: number;
  /** How many tiles start in the centre. */
  readonly centreTiles: number;
  /** The solver's node budget: a candidate that needs more is passed over, which keeps hints fast. */
  readonly maxNodes: number;
}

/**
 * The profile of each difficulty level.
 *
 * @example
 * ```ts
 * import { DIFFICULTIES, DIFFICULTY_PROFILES } from 'tessera-engine/tessera';
 *
 * console.log(DIFFICULTIES.every((difficulty) => DIFFICULTY_PROFILES[difficulty] !== undefined)); // => true
 * ```
 */
export const DIFFICULTY_PROFILES: Readonly<Record<Difficulty, DifficultyProfile>> = /* @__PURE__ */ deepFrozen({
  easy: { round: 2, displays: 2, centreTiles: 0, maxNodes: 2_000 },
  medium: { round: 3, displays: 3, centreTiles: 0, maxNodes: 5_000 },
  hard: { round: 3, displays: 3, centreTiles: 3, maxNodes: 10_000 },
  expert: { round: 4, displays: 4, centreTiles: 2, maxNodes: 20_000 },
});

/**
 * The least score a generated board starts with, so that the floor penalties never meet the zero floor.
 *
 * @example
 * ```ts
 * import { MIN_GENERATED_SCORE } from 'tessera-engine/tessera';
 *
 * console.log(MIN_GENERATED_SCORE); // => 20
 * ```
 */
export const MIN_GENERATED_SCORE = 20;

/**
 * How many candidates a seed offers before the generator gives up.
 *
 * @example
 * ```ts
 * import { MAX_CANDIDATES } from 'tessera-engine/tessera';
 *
 * console.log(MAX_CANDIDATES); // => 60
 * ```
 */
export const MAX_CANDIDATES = 60;

/**
 * Options for {@link generateChallenge}.
 *
 * @example
 * ```ts
 * import { generateChallenge, unwrap, type GeneratorOptions } from 'tessera-engine/tessera';
 *
 * const options: GeneratorOptions = { seed: 7, difficulty: 'easy', rules: { wilds: false, wall: 'grey' }, id: 'daily-7' };
 * const { challenge } = unwrap(generateChallenge(options));
 * console.log(challenge.id, challenge.title); // => daily-7 A generated easy challenge
 * console.log(challenge.rules); // => { wilds: false, wall: 'grey' }
 * ```
 */
export interface GeneratorOptions {
  /** Any string or safe integer; the same seed and options always give the same challenge. */
  readonly seed: Seed;
  /** The difficulty level. */
  readonly difficulty: Difficulty;
  /** The rules; default the Wild Shards on the printed wall. */
  readonly rules?: Pick<TesseraRules, 'wilds' | 'wall'>;
  /** The challenge's id; default `generated-` and the difficulty. */
  readonly id?: string;
  /** The challenge's title; default one that names the difficulty. */
  readonly title?: string;
}

/** The generator's options, read: the rules set, the id and title when given. */
export interface ReadOptions {
  readonly seed: Seed;
  readonly difficulty: Difficulty;
  readonly rules: Pick<TesseraRules, 'wilds' | 'wall'>;
  readonly id: string | undefined;
  readonly title: string | undefined;
}

/** Reads the generator's options from the engine's own copy, with the checks of setup and of the challenge format. */
function readGeneratorOptions(copy: unknown): ReadOptions {
  const options = readRecord(copy, 'options', ['seed', 'difficulty'], ['rules', 'id', 'title']);
  return {
    seed: readSeed(options.seed, 'options.seed'),
    difficulty: readLiteral(options.difficulty, 'options.difficulty', DIFFICULTIES),
    rules: options.rules === undefined ? { wilds: true, wall: 'printed' } : readSetupRules(options.rules, 'options.rules'),
    id: options.id === undefined ? undefined : readChallengeId(options.id, 'options.id'),
    title: options.title === undefined ? undefined : readTitle(options.title, 'options.title'),
  };
}

/** Plays random drafts that prefer a line to the floor, until the round `round` starts. */
function playToRound(state: TesseraState, round: number, rng: MutableRngState): TesseraState | null {
  const fast = tesseraGame.fast;
  const simulator = fast.fromState(state);
  const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
  while (simulator.round < round && simulator.phase !== 'over') {
    const count = fast.fillLegalMoveCodes(simulator, codes);
    let lineMoves = 0;
    for (let i = 0; i < count; i++) {
      const code = codes[i]!;
      if (code >= PLACEMENT_BASE || draftDestination(code) !== FLOOR_DESTINATION) codes[lineMoves++] = code;
    }
    const pool = lineMoves > 0 ? lineMoves : count;
    fast.playCode(simulator, codes[randomIntInPlace(rng, pool)]!);
  }
  return simulator.phase === 'drafting' && simulator.round === round ? fast.toState(simulator) : null;
}

/** Takes up to `tiles` tiles from a display, kind by kind. */
function someTiles(display: TileCounts, tiles: number): number[] {
  const taken = [0, 0, 0, 0, 0, 0];
  let left = tiles;
  for (let kind = 0; kind < KIND_COUNT && left > 0; kind++) {
    taken[kind] = Math.min(display[kind]!, left);
    left -= taken[kind]!;
  }
  return taken;
}

/**
 * The seed of one attempt's game: `seed/attempt`, or, when that is longer than a seed may be, the option's seed
 * read into the generator's four words, in hexadecimal, then `/attempt`. Every seed the options accept then has
 * its 60 attempts, and the seeds that fitted before give the challenges they gave.
 */
function attemptSeed(seed: Seed, attempt: number): string {
  const plain = `${seed}/${attempt}`;
  if (plain.length <= MAX_SEED_LENGTH) return plain;
  return `${hexOfWords(seedRng(seed))}/${attempt}`;
}

/**
 * The candidate challenge of one attempt, or `null` when its game gives none. The solver's corpus benchmark
 * takes candidates from here too, before the generator's node budget filters them.
 */
export function challengeCandidate(options: ReadOptions, attempt: number): ChallengeSetup | null {
  const { rules } = options;
  const profile = DIFFICULTY_PROFILES[options.difficulty];
  const seed = attemptSeed(options.seed, attempt);
  const rng: MutableRngState = [...seedRng(seed)];
  const game = setup({ players: 2, seed, wilds: rules.wilds, wall: rules.wall });
  if (!game.ok) return null;
  const state = playToRound(game.value, profile.round, rng);
  if (state === null) return null;
  const full = state.displays.filter((display) => totalCount(display) === TILES_PER_DISPLAY);
  if (full.length <= profile.displays) return null;
  const board = state.boards[0]!;
  return {
    id: options.id ?? `generated-${options.difficulty}`,
    title: options.title ?? `A generated ${options.difficulty} challenge`,
    difficulty: options.difficulty,
    rules,
    board: { score: Math.max(board.score, MIN_GENERATED_SCORE), wall: board.wall, lines: board.lines },
    displays: full.slice(0, profile.displays),
    centre: someTiles(full[profile.displays]!, profile.centreTiles),
  };
}

/**
 * Generates a new challenge from a seed: deterministic, solved and rated, with a trap (the greedy player
 * scores less than the optimum).
 *
 * @param options - the seed (a string or a safe integer, as for `setup`), the difficulty, and optionally the
 *   rules, id and title (as the challenge format reads them).
 * @returns the rating of the challenge found, or an `invalid-options` error that names the bad option, or
 *   says that the seed's {@link MAX_CANDIDATES} candidates all failed.
 *
 * @example
 * ```ts
 * import { generateChallenge, unwrap } from 'tessera-engine/tessera';
 *
 * const daily = unwrap(generateChallenge({ seed: '2026-11-30', difficulty: 'easy', title: 'Daily' }));
 * console.log(daily.challenge.title, daily.challenge.difficulty); // => Daily easy
 * ```
 */
export function generateChallenge(options: GeneratorOptions): Result<ChallengeRating, TesseraErrorCode> {
  const value: unknown = options;
  if (typeof value !== 'object' || value === null) return err('invalid-options', 'options: expected an object with a seed and a difficulty');
  const read = readUntrusted(options, 'options', 'invalid-options', SMALL_VALUE_LIMITS, readGeneratorOptions);
  if (!read.ok) return read;
  return generate(read.value);
}

/** Tries the seed's candidates in turn. */
function generate(options: ReadOptions): Result<ChallengeRating, TesseraErrorCode> {
  const { maxNodes } = DIFFICULTY_PROFILES[options.difficulty];
  for (let attempt = 0; attempt < MAX_CANDIDATES; attempt++) {
    const setupOfAttempt = challengeCandidate(options, attempt);
    if (setupOfAttempt === null) continue;
    const rating = rateChallenge(setupOfAttempt, { maxNodes });
    if (!rating.ok) {
      if (rating.error.code === 'search-stopped' || rating.error.code === 'invalid-challenge') continue;
      return rating;
    }
    if (rating.value.greedy < rating.value.solution.score) return ok(rating.value);
  }
  return err('invalid-options', `generateChallenge: no ${options.difficulty} challenge found for this seed in ${MAX_CANDIDATES} candidates`);
}
