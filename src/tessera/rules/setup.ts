/**
 * Starting a Tessera game from validated options (rulings T1, T3, T15, and the variants T19, T20).
 *
 * @module
 */
import { readBoolean, readInt, readLiteral, readRecord } from '../../core/json.js';
import { SMALL_VALUE_LIMITS, readUntrusted } from '../../core/untrusted.js';
import { readSeedOrRandom, readStartingSeat } from '../../core/options.js';
import type { Transition } from '../../core/game.js';
import { ok, type Result } from '../../core/result.js';
import type { TesseraEvent } from './events.js';
import { seedRng } from '../../core/rng.js';
import type { MutableTesseraState } from '../loading/clone.js';
import { startRound } from './round.js';
import { beginWriteInPlace } from './writer.js';
import type { TesseraErrorCode, TesseraOptions, TesseraState } from '../types.js';
import { TILES_PER_COLOUR, WALL_KINDS, WILD_TILES, type Colour, type PlayerCount, type TileKind } from '../vocabulary.js';
import { displayCount } from '../geometry.js';
import { zeroCounts } from '../tile-counts.js';

/**
 * Reads untrusted options.
 *
 * @param json - any value.
 */
export function parseOptions(json: unknown): Result<Required<TesseraOptions> & { players: PlayerCount }, TesseraErrorCode> {
  return readUntrusted(json, 'options', 'invalid-options', SMALL_VALUE_LIMITS, (copy) => {
    const options = readRecord(copy, 'options', ['players'], ['seed', 'startingSeat', 'wilds', 'wall']);
    const players = readInt(options.players, 'options.players', 2, 4) as PlayerCount;
    const seed = readSeedOrRandom(options.seed, 'options.seed');
    const startingSeat = readStartingSeat(options.startingSeat, 'options.startingSeat', players);
    const wilds = options.wilds === undefined ? true : readBoolean(options.wilds, 'options.wilds');
    const wall = options.wall === undefined ? 'printed' : readLiteral(options.wall, 'options.wall', WALL_KINDS);
    return { players, seed, startingSeat, wilds, wall };
  });
}

function emptyRow(): (TileKind | null)[] {
  return [null, null, null, null, null];
}

function emptyLine(): { colour: Colour | null; count: number; wilds: number } {
  return { colour: null, count: 0, wilds: 0 };
}

/**
 * `count` values, each a fresh one from `make`: a plain loop, since `Array.from({ length: count }, make)` reads
 * each index of its array-like through V8's runtime, which was about half of what `fast.setup` executed.
 *
 * @param count - how many.
 * @param make - makes one value.
 */
function freshArray<Item>(count: number, make: () => Item): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < count; i++) items.push(make());
  return items;
}

function emptyBoard(): MutableTesseraState['boards'][number] {
  return {
    score: 0,
    wall: [emptyRow(), emptyRow(), emptyRow(), emptyRow(), emptyRow()],
    lines: [emptyLine(), emptyLine(), emptyLine(), emptyLine(), emptyLine()],
    floor: [],
  };
}

/**
 * Starts a game: all the tiles in the bag (110, or 100 without the wilds), the marker in the centre, the
 * displays filled from the bag, and the starting seat to act.
 *
 * @param options - the player count (2 to 4), the seed (default: a random one, recorded in the state), and
 *   optionally the starting seat (default 0), whether the Wild Shards are in play (default `true`) and the
 *   wall (default `"printed"`).
 * @returns the first state, or an `invalid-options` error that says which option is wrong.
 *
 * @example
 * ```ts
 * import { setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 3, seed: 'friday', wall: 'grey', wilds: false }));
 * console.log(state.displays.length, state.rules.wall, state.rules.wilds); // => 7 grey false
 * const seedless = unwrap(setup({ players: 2 }));
 * console.log(typeof seedless.seed); // => string
 * ```
 */
export function setup(options: TesseraOptions): Result<TesseraState, TesseraErrorCode> {
  // No events: nobody reads them, and the fast path's setup (this one) starts every playout.
  return firstState(options, null);
}

/**
 * Starts a game like {@link setup}, and also reports the first round's events (the displays refilled and the
 * round started), so that a front-end can animate round 1 like every other round.
 *
 * @param options - as for {@link setup}.
 * @returns the first state and its events, or an `invalid-options` error.
 *
 * @example
 * ```ts
 * import { start, unwrap } from 'tessera-engine/tessera';
 *
 * const { state, events } = unwrap(start({ players: 2, seed: 'friday' }));
 * console.log(state.round, events.some((event) => event.type === 'displays-refilled')); // => 1 true
 * ```
 */
export function start(options: TesseraOptions): Result<Transition<TesseraState, TesseraEvent>, TesseraErrorCode> {
  const events: TesseraEvent[] = [];
  const state = firstState(options, events);
  return state.ok ? ok({ state: state.value, events }) : state;
}

/**
 * A fresh bag holding every tile of a game, by kind: `tilesOfKind(wilds)` as a plain array. It is not a copy of
 * that frozen constant, since V8 copies and reads a frozen array several times slower, and every game of a
 * simulation starts here.
 *
 * @param wilds - whether the Wild Shards are in play.
 */
function fullBag(wilds: boolean): number[] {
  const colour = TILES_PER_COLOUR;
  return [colour, colour, colour, colour, colour, wilds ? WILD_TILES : 0];
}

/**
 * Builds the first state, reporting its events into `events` unless it is `null`.
 *
 * @param options - as for {@link setup}.
 * @param events - where to report what happened, or `null`.
 */
function firstState(options: TesseraOptions, events: TesseraEvent[] | null): Result<MutableTesseraState, TesseraErrorCode> {
  const parsed = parseOptions(options);
  if (!parsed.ok) return parsed;
  const { players, seed, startingSeat, wilds, wall } = parsed.value;
  const state: MutableTesseraState = {
    game: 'tessera',
    version: 2,
    rules: { wilds, wall },
    players,
    phase: 'drafting',
    round: 0,
    firstSeat: startingSeat,
    turn: startingSeat,
    markerHolder: null,
    displays: freshArray(displayCount(players), zeroCounts),
    centre: zeroCounts(),
    bag: fullBag(wilds),
    discard: zeroCounts(),
    boards: freshArray(players, emptyBoard),
    pending: null,
    seed,
    rng: [...seedRng(seed)],
  };
  startRound(beginWriteInPlace<TesseraState>(state), startingSeat, events);
  return ok(state);
}
