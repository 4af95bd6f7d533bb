/**
 * Starting a Tessera game from validated options (rulings T1, T3, T15).
 *
 * @module
 */
import { readInt, readJson, readRecord } from '../core/json.js';
import { readSeed, readStartingSeat } from '../core/options.js';
import type { Result } from '../core/result.js';
import { seedRng } from '../core/rng.js';
import type { MutableTesseraState } from './clone.js';
import { startRoundInPlace } from './round.js';
import type { TesseraErrorCode, TesseraOptions, TesseraState } from './types.js';
import { KIND_COUNT, TILES_OF_KIND, WALL_SIZE, displayCount, type PlayerCount } from './vocabulary.js';

/**
 * Reads untrusted options.
 *
 * @param json - any value.
 */
export function parseOptions(json: unknown): Result<Required<TesseraOptions> & { players: PlayerCount }, TesseraErrorCode> {
  return readJson('invalid-options', () => {
    const options = readRecord(json, 'options', ['players', 'seed'], ['startingSeat']);
    const players = readInt(options.players, 'options.players', 2, 4) as PlayerCount;
    const seed = readSeed(options.seed, 'options.seed');
    const startingSeat = readStartingSeat(options.startingSeat, 'options.startingSeat', players);
    return { players, seed, startingSeat };
  });
}

function emptyBoard(): MutableTesseraState['boards'][number] {
  return {
    score: 0,
    wall: Array.from({ length: WALL_SIZE }, () => new Array(WALL_SIZE).fill(null)),
    lines: Array.from({ length: WALL_SIZE }, () => ({ colour: null, count: 0, wilds: 0 })),
    floor: [],
  };
}

/**
 * Starts a game: all 110 tiles in the bag, the marker in the centre, the displays filled from the bag, and
 * the starting seat to act.
 *
 * @param options - the player count (2 to 4), the seed, and optionally the starting seat (default 0).
 * @returns the first state, or an `invalid-options` error that says which option is wrong.
 */
export function setup(options: TesseraOptions): Result<TesseraState, TesseraErrorCode> {
  const parsed = parseOptions(options);
  if (!parsed.ok) return parsed;
  const { players, seed, startingSeat } = parsed.value;
  const state: MutableTesseraState = {
    game: 'tessera',
    version: 1,
    players,
    phase: 'drafting',
    round: 0,
    roundStarter: startingSeat,
    turn: startingSeat,
    markerHolder: null,
    displays: Array.from({ length: displayCount(players) }, () => new Array<number>(KIND_COUNT).fill(0)),
    centre: new Array<number>(KIND_COUNT).fill(0),
    bag: TILES_OF_KIND.slice(),
    discard: new Array<number>(KIND_COUNT).fill(0),
    boards: Array.from({ length: players }, emptyBoard),
    pendingWild: null,
    endReason: null,
    seed,
    rng: [...seedRng(seed)],
  };
  startRoundInPlace(state, startingSeat, null);
  return { ok: true, value: state };
}
