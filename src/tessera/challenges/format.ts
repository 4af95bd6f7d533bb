/**
 * The solo-challenge format (ruling T18): plain JSON that names a preset board, displays and centre, the
 * rules, and the star thresholds. It is read like any untrusted input, and a challenge that reads becomes a
 * one-player state that the rules can carry on from.
 *
 * @module
 */
import { failRead, readArray, readBoolean, readLiteral, readRecord } from '../../core/json.js';
import { err, ok, type Result } from '../../core/result.js';
import { seedRng } from '../../core/rng.js';
import { SMALL_VALUE_LIMITS, readUntrusted } from '../../core/untrusted.js';
import type { MutableTesseraState } from '../loading/clone.js';
import { findBrokenInvariant } from '../loading/invariants.js';
import { readChallengeId, readCounts, readLines, readScore, readStars, readWall } from '../loading/read.js';
import { isRowFull } from '../rules/scoring.js';
import type { StarThresholds, TesseraErrorCode, TesseraState } from '../types.js';
import { KIND_COUNT, TILES_PER_DISPLAY, TILE_KIND_NAMES, WALL_KINDS, WALL_SIZE, WILD } from '../vocabulary.js';
import { tilesOfKind, totalCount, zeroCounts } from '../tile-counts.js';
import { DIFFICULTIES, type Challenge, type ChallengeSetup } from './challenge-types.js';

export { DIFFICULTIES } from './challenge-types.js';
export type { Challenge, ChallengeBoard, ChallengeSetup, Difficulty } from './challenge-types.js';

/**
 * The longest challenge title.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, MAX_TITLE_LENGTH, parseChallenge } from 'tessera-engine/tessera';
 *
 * const parsed = parseChallenge({ ...BUILT_IN_CHALLENGES[0]!, title: 'x'.repeat(MAX_TITLE_LENGTH + 1) });
 * console.log(parsed.ok || parsed.error.code); // => invalid-challenge
 * ```
 */
export const MAX_TITLE_LENGTH = 80;

/**
 * The most displays a challenge may set: as many as a four-player game has.
 *
 * @example
 * ```ts
 * import { displayCount, MAX_CHALLENGE_DISPLAYS } from 'tessera-engine/tessera';
 *
 * console.log(MAX_CHALLENGE_DISPLAYS, MAX_CHALLENGE_DISPLAYS === displayCount(4)); // => 9 true
 * ```
 */
export const MAX_CHALLENGE_DISPLAYS = 9;

/** Thresholds that stand in while a setup is being solved to be rated; no outcome ever shows them. */
const UNRATED: StarThresholds = { one: 0, two: 1, three: 2 };

/**
 * Reads a challenge's title: 1 to {@link MAX_TITLE_LENGTH} characters.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 */
export function readTitle(value: unknown, path: string): string {
  if (typeof value === 'string' && value.length > 0 && value.length <= MAX_TITLE_LENGTH) return value;
  return failRead(path, `a string of 1 to ${MAX_TITLE_LENGTH} characters`);
}

/**
 * Reads a challenge's rules: the Wild Shards or not, and the wall.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 */
export function readSetupRules(value: unknown, path: string): ChallengeSetup['rules'] {
  const rules = readRecord(value, path, ['wilds', 'wall']);
  return { wilds: readBoolean(rules.wilds, `${path}.wilds`), wall: readLiteral(rules.wall, `${path}.wall`, WALL_KINDS) };
}

function readSetup(copy: unknown): ChallengeSetup & { stars?: StarThresholds } {
  const challenge = readRecord(copy, 'challenge', ['id', 'title', 'difficulty', 'rules', 'board', 'displays', 'centre'], ['stars']);
  const board = readRecord(challenge.board, 'challenge.board', ['score', 'wall', 'lines']);
  const setup = {
    id: readChallengeId(challenge.id, 'challenge.id'),
    title: readTitle(challenge.title, 'challenge.title'),
    difficulty: readLiteral(challenge.difficulty, 'challenge.difficulty', DIFFICULTIES),
    rules: readSetupRules(challenge.rules, 'challenge.rules'),
    board: {
      score: readScore(board.score, 'challenge.board.score'),
      wall: readWall(board.wall, 'challenge.board.wall'),
      lines: readLines(board.lines, 'challenge.board.lines'),
    },
    displays: readArray(challenge.displays, 'challenge.displays', 1, MAX_CHALLENGE_DISPLAYS, readCounts),
    centre: readCounts(challenge.centre, 'challenge.centre'),
  };
  return challenge.stars === undefined ? setup : { ...setup, stars: readStars(challenge.stars, 'challenge.stars') };
}

/** Counts the tiles a setup puts on the table, by kind: wall, lines, displays and centre. */
function tilesOnTable(setup: ChallengeSetup): number[] {
  const counts = setup.centre.slice();
  for (const display of setup.displays) for (let k = 0; k < KIND_COUNT; k++) counts[k]! += display[k]!;
  for (const cells of setup.board.wall) for (const cell of cells) if (cell !== null) counts[cell]!++;
  for (const line of setup.board.lines) {
    if (line.colour !== null) counts[line.colour]! += line.count;
    counts[WILD]! += line.wilds;
  }
  return counts;
}

/** Why a well-shaped setup breaks the format's own rules, or `null`. */
function brokenSetup(setup: ChallengeSetup): string | null {
  for (const [index, display] of setup.displays.entries()) {
    if (totalCount(display) !== TILES_PER_DISPLAY) return `challenge.displays[${index}]: expected ${TILES_PER_DISPLAY} tiles`;
  }
  for (let row = 0; row < WALL_SIZE; row++) {
    if (isRowFull(setup.board.wall, row)) return `challenge.board.wall[${row}]: a challenge starts with no full row`;
    const { count, wilds } = setup.board.lines[row]!;
    if (count + wilds === row + 1) return `challenge.board.lines[${row}]: a full line is tiled at the end of its round, so no round starts with one`;
  }
  const onTable = tilesOnTable(setup);
  const inGame = tilesOfKind(setup.rules.wilds);
  for (let k = 0; k < KIND_COUNT; k++) {
    if (onTable[k]! > inGame[k]!) return `challenge: ${onTable[k]} ${TILE_KIND_NAMES[k]} tiles, but the game has ${inGame[k]}`;
  }
  return null;
}

/**
 * The one-player state a setup starts: round 1, the marker in the centre, an empty floor, and every tile
 * that is not on the table in the bag, which no draw reaches. The seed is the challenge's id; nothing draws
 * from its generator.
 */
function stateOf(setup: ChallengeSetup, stars: StarThresholds): MutableTesseraState {
  const onTable = tilesOnTable(setup);
  const { id, rules, board } = setup;
  return {
    game: 'tessera',
    version: 2,
    rules: { wilds: rules.wilds, wall: rules.wall, challenge: { id, stars: { ...stars } } },
    players: 1,
    phase: 'drafting',
    round: 1,
    firstSeat: 0,
    turn: 0,
    markerHolder: null,
    displays: setup.displays.map((display) => display.slice()),
    centre: setup.centre.slice(),
    bag: tilesOfKind(rules.wilds).map((count, kind) => count - onTable[kind]!),
    discard: zeroCounts(),
    boards: [
      {
        score: board.score,
        wall: board.wall.map((cells) => cells.slice()),
        lines: board.lines.map((line) => ({ colour: line.colour, count: line.count, wilds: line.wilds })),
        floor: [],
      },
    ],
    pending: null,
    seed: id,
    rng: [...seedRng(id)],
  };
}

/** Names a broken state invariant by the challenge's own paths. */
function challengePath(message: string): string {
  return `challenge.${message.replace(/^boards\[0\]/, 'board')}`;
}

function readChallengeState(
  json: unknown,
  requireStars: boolean,
): Result<{ setup: ChallengeSetup; stars: StarThresholds | undefined; state: TesseraState }, TesseraErrorCode> {
  const read = readUntrusted(json, 'challenge', 'invalid-challenge', SMALL_VALUE_LIMITS, readSetup);
  if (!read.ok) return read;
  const { stars, ...setup } = read.value;
  if (requireStars && stars === undefined) return err('invalid-challenge', 'challenge: expected a key "stars"');
  const broken = brokenSetup(setup);
  if (broken !== null) return err('invalid-challenge', broken);
  const state = stateOf(setup, stars ?? UNRATED);
  const brokenState = findBrokenInvariant(state);
  if (brokenState !== null) return err('invalid-challenge', challengePath(brokenState));
  return ok({ setup, stars, state });
}

/**
 * Reads a rated challenge from untrusted JSON (a parsed value). The shape is checked exactly, then the
 * format's rules: each display holds 4 tiles, no wall row is full, no more tiles of a kind than the game has
 * (no wild at all in the plain game), and a board the rules could have reached: colours on slots that take
 * them, lines that fit their wall rows and are not full (a full line is tiled at the end of its round).
 *
 * @param json - any value.
 * @returns the challenge, a fresh copy, or an `invalid-challenge` error that says what is wrong and where.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, parseChallenge } from 'tessera-engine/tessera';
 *
 * const challenge = parseChallenge(JSON.parse(JSON.stringify(BUILT_IN_CHALLENGES[0])));
 * console.log(challenge.ok && challenge.value.title); // => First Light
 * const broken = parseChallenge({ ...BUILT_IN_CHALLENGES[0], displays: [] });
 * console.log(broken.ok || broken.error.code); // => invalid-challenge
 * ```
 */
export function parseChallenge(json: unknown): Result<Challenge, TesseraErrorCode> {
  const read = readChallengeState(json, true);
  return read.ok ? ok({ ...read.value.setup, stars: read.value.stars! }) : read;
}

/**
 * Reads a challenge's setup from untrusted JSON, with or without star thresholds, with the checks of
 * {@link parseChallenge}: thresholds it has must be well formed, and are then dropped. Rate it with `rateChallenge`.
 *
 * @param json - any value.
 * @returns the setup, a fresh copy, or an `invalid-challenge` error.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, parseChallengeSetup } from 'tessera-engine/tessera';
 *
 * // A challenge without its stars yet, as an author writes it before rating it.
 * const { stars: _stars, ...draft } = BUILT_IN_CHALLENGES[0]!;
 * console.log(parseChallengeSetup(draft).ok); // => true
 * ```
 */
export function parseChallengeSetup(json: unknown): Result<ChallengeSetup, TesseraErrorCode> {
  const read = readChallengeState(json, false);
  return read.ok ? ok(read.value.setup) : read;
}

/**
 * Starts a solo challenge (ruling T18): a one-player game of one round with the normal API. The player
 * drafts until nothing is left, with no bag draws; the round is then tiled and scored as usual, with the
 * slot choices of wilds and of the grey wall; the bonuses are added if a row is full; and the game ends. Its
 * outcome gives the stars earned.
 *
 * @param json - a challenge, as any value; it is read with {@link parseChallenge}.
 * @returns the first state, or an `invalid-challenge` error.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, currentPlayer, startChallenge, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(startChallenge(BUILT_IN_CHALLENGES[0]));
 * console.log(state.players, currentPlayer(state), state.rules.challenge?.id); // => 1 0 c01
 * ```
 */
export function startChallenge(json: unknown): Result<TesseraState, TesseraErrorCode> {
  const read = readChallengeState(json, true);
  return read.ok ? ok(read.value.state) : read;
}

/**
 * Starts an unrated setup, to solve it. Its state's star thresholds are placeholders.
 *
 * @param setup - a setup that {@link parseChallengeSetup} accepted.
 */
export function startUnrated(setup: ChallengeSetup): Result<TesseraState, TesseraErrorCode> {
  const read = readChallengeState(setup, false);
  return read.ok ? ok(read.value.state) : read;
}
