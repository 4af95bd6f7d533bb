/**
 * Readers of the parts of Tessera's JSON that both the state loader and the solo-challenge format hold: tile
 * counts, walls, pattern lines, scores and a challenge's rules. Each throws `JsonShapeError` on a bad shape,
 * through the `read…` helpers of the core.
 *
 * @module
 */
import { failRead, readArray, readInt, readNullable, readRecord } from '../../core/json.js';
import type { ChallengeRules, PatternLine, StarThresholds } from '../types.js';
import { KIND_COUNT, TOTAL_TILES, WALL_SIZE, WILD, type Colour, type TileKind } from '../vocabulary.js';

/** The highest score the readers accept. */
export const MAX_SCORE = 1_000_000;

/** The longest challenge id. */
export const MAX_CHALLENGE_ID_LENGTH = 64;

/**
 * Reads counts by tile kind: six integers from 0 to 110.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 */
export function readCounts(value: unknown, path: string): number[] {
  return readArray(value, path, KIND_COUNT, KIND_COUNT, (count, itemPath) => readInt(count, itemPath, 0, TOTAL_TILES));
}

/**
 * Reads a score: an integer from 0 to {@link MAX_SCORE}.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 */
export function readScore(value: unknown, path: string): number {
  return readInt(value, path, 0, MAX_SCORE);
}

/**
 * Reads a wall's shape: 5 rows of 5 slots, each `null` or a tile kind's code. Where the tiles may sit is the
 * invariants' business.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 */
export function readWall(value: unknown, path: string): (TileKind | null)[][] {
  return readArray(value, path, WALL_SIZE, WALL_SIZE, (cells, rowPath) =>
    readArray(cells, rowPath, WALL_SIZE, WALL_SIZE, (cell, cellPath) => readNullable(cell, () => readInt(cell, cellPath, 0, WILD) as TileKind)),
  );
}

/**
 * Reads five pattern lines' shapes. Whether their tiles fit is the invariants' business.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 */
export function readLines(value: unknown, path: string): { colour: Colour | null; count: number; wilds: number }[] {
  return readArray(value, path, WALL_SIZE, WALL_SIZE, (item, linePath) => {
    const line = readRecord(item, linePath, ['colour', 'count', 'wilds']);
    return {
      colour: readNullable(line.colour, () => readInt(line.colour, `${linePath}.colour`, 0, WILD - 1) as Colour),
      count: readInt(line.count, `${linePath}.count`, 0, WALL_SIZE),
      wilds: readInt(line.wilds, `${linePath}.wilds`, 0, WALL_SIZE),
    } satisfies PatternLine;
  });
}

/**
 * Reads a challenge id: 1 to {@link MAX_CHALLENGE_ID_LENGTH} characters of lower-case letters, digits and
 * hyphens, so that it is safe in a file name or a URL.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 */
export function readChallengeId(value: unknown, path: string): string {
  if (typeof value === 'string' && value.length <= MAX_CHALLENGE_ID_LENGTH && /^[a-z0-9-]+$/.test(value)) return value;
  return failRead(path, `1 to ${MAX_CHALLENGE_ID_LENGTH} lower-case letters, digits or hyphens`);
}

/**
 * Reads star thresholds: three scores, each above the one before.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 */
export function readStars(value: unknown, path: string): StarThresholds {
  const stars = readRecord(value, path, ['one', 'two', 'three']);
  const one = readScore(stars.one, `${path}.one`);
  const two = readInt(stars.two, `${path}.two`, one + 1, MAX_SCORE);
  const three = readInt(stars.three, `${path}.three`, two + 1, MAX_SCORE);
  return { one, two, three };
}

/**
 * Reads what a state's rules record of its solo challenge.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 */
export function readChallengeRules(value: unknown, path: string): ChallengeRules {
  const challenge = readRecord(value, path, ['id', 'stars']);
  return { id: readChallengeId(challenge.id, `${path}.id`), stars: readStars(challenge.stars, `${path}.stars`) };
}
