/**
 * Tessera's vocabulary: tile kinds, board sizes, the kinds of wall and the player counts, as constants with derived
 * types. What is computed from them is in `geometry.ts` (the wall, the lines, the displays) and `tile-counts.ts`.
 *
 * @module
 */
import { deepFrozen } from '../core/freeze.js';

/**
 * The five colours, in the order that fixes the printed wall (ruling T1, T2). A colour's code is its index.
 *
 * @example
 * ```ts
 * import { COLOUR_NAMES } from 'tessera-engine/tessera';
 *
 * console.log(COLOUR_NAMES[2]); // => red
 * ```
 */
export const COLOUR_NAMES = /* @__PURE__ */ deepFrozen(['blue', 'yellow', 'red', 'black', 'white'] as const);

/**
 * The names of all tile kinds, indexed by their code: the five colours, then the Wild Shard.
 *
 * @example
 * ```ts
 * import { TILE_KIND_NAMES, WILD } from 'tessera-engine/tessera';
 *
 * console.log(TILE_KIND_NAMES[WILD], TILE_KIND_NAMES.length); // => wild 6
 * ```
 */
export const TILE_KIND_NAMES = /* @__PURE__ */ (() => deepFrozen([...COLOUR_NAMES, 'wild'] as const))();

/**
 * A colour's name.
 *
 * @example
 * ```ts
 * import { COLOUR_NAMES, type ColourName } from 'tessera-engine/tessera';
 * const colourOf = (name: ColourName) => COLOUR_NAMES.indexOf(name); // a name from a settings file, as a code
 * console.log(colourOf('red'), colourOf('white')); // => 2 4
 * ```
 */
export type ColourName = (typeof COLOUR_NAMES)[number];

/**
 * A tile kind's name: a colour or `"wild"`.
 *
 * @example
 * ```ts
 * import { TILE_KIND_NAMES, type TileKindName } from 'tessera-engine/tessera';
 * const tileImage = (name: TileKindName) => `/tiles/${name}.svg`; // one image per kind, by name
 * console.log(TILE_KIND_NAMES.map(tileImage).at(-1)); // => /tiles/wild.svg
 * ```
 */
export type TileKindName = (typeof TILE_KIND_NAMES)[number];

/**
 * A colour's code: 0 blue, 1 yellow, 2 red, 3 black, 4 white.
 *
 * @example
 * ```ts
 * import { COLOURS, setup, unwrap, type Colour } from 'tessera-engine/tessera';
 * const inCentre = (colour: Colour) => unwrap(setup({ players: 2, seed: 1 })).centre[colour]; // the centre starts empty
 * console.log(COLOURS.map(inCentre)); // => [ 0, 0, 0, 0, 0 ]
 * ```
 */
export type Colour = 0 | 1 | 2 | 3 | 4;

/**
 * The Wild Shard's code.
 *
 * @example
 * ```ts
 * import { TILE_KINDS, WILD } from 'tessera-engine/tessera';
 *
 * console.log(WILD, TILE_KINDS.at(-1) === WILD); // => 5 true
 * ```
 */
export const WILD = 5;

/**
 * A tile kind's code: a {@link Colour}, or {@link WILD}.
 *
 * @example
 * ```ts
 * import { draftMove, setup, unwrap, validateMove, WILD, type TileKind } from 'tessera-engine/tessera';
 * const kind: TileKind = WILD; // display 1 of this game holds a wild: it may be drafted like a colour
 * console.log(validateMove(unwrap(setup({ players: 2, seed: 1 })), draftMove(0, 0, kind, 4)).ok); // => true
 * ```
 */
export type TileKind = Colour | typeof WILD;

/**
 * The first-player marker's code, as it appears on a floor line. It is not a tile.
 *
 * @example
 * ```ts
 * import { MARKER, TILE_KINDS } from 'tessera-engine/tessera';
 *
 * console.log(MARKER, TILE_KINDS.includes(MARKER as never)); // => 6 false
 * ```
 */
export const MARKER = 6;

/**
 * The code of anything that can sit on a floor line: a tile, or the first-player marker.
 *
 * @example
 * ```ts
 * import { MARKER, TILE_KIND_NAMES, WILD, type FloorItem } from 'tessera-engine/tessera';
 * const floorLabel = (item: FloorItem) => (item === MARKER ? 'first-player marker' : TILE_KIND_NAMES[item]);
 * const floor: FloorItem[] = [2, MARKER, WILD];
 * console.log(floor.map(floorLabel)); // => [ 'red', 'first-player marker', 'wild' ]
 * ```
 */
export type FloorItem = TileKind | typeof MARKER;

/**
 * All tile kinds' codes, in order.
 *
 * @example
 * ```ts
 * import { TILE_KINDS } from 'tessera-engine/tessera';
 *
 * console.log(TILE_KINDS); // => [ 0, 1, 2, 3, 4, 5 ]
 * ```
 */
export const TILE_KINDS: readonly TileKind[] = /* @__PURE__ */ deepFrozen([0, 1, 2, 3, 4, WILD]);

/**
 * All colours' codes, in order.
 *
 * @example
 * ```ts
 * import { COLOURS } from 'tessera-engine/tessera';
 *
 * console.log(COLOURS); // => [ 0, 1, 2, 3, 4 ]
 * ```
 */
export const COLOURS: readonly Colour[] = /* @__PURE__ */ deepFrozen([0, 1, 2, 3, 4]);

/**
 * The number of tile kinds: five colours and the Wild Shard.
 *
 * @example
 * ```ts
 * import { KIND_COUNT, TILE_KINDS } from 'tessera-engine/tessera';
 *
 * console.log(KIND_COUNT === TILE_KINDS.length); // => true
 * ```
 */
export const KIND_COUNT = 6;

/**
 * Rows and columns of the wall; also the number of pattern lines.
 *
 * @example
 * ```ts
 * import { setup, unwrap, WALL_SIZE } from 'tessera-engine/tessera';
 *
 * const board = unwrap(setup({ players: 2, seed: 1 })).boards[0]!;
 * console.log(WALL_SIZE, board.lines.length === WALL_SIZE); // => 5 true
 * ```
 */
export const WALL_SIZE = 5;

/**
 * Spaces on a floor line.
 *
 * @example
 * ```ts
 * import { FLOOR_PENALTIES, FLOOR_SIZE } from 'tessera-engine/tessera';
 *
 * console.log(FLOOR_SIZE, FLOOR_PENALTIES.length === FLOOR_SIZE); // => 7 true
 * ```
 */
export const FLOOR_SIZE = 7;

/**
 * Tiles of each colour in a game (ruling T1).
 *
 * @example
 * ```ts
 * import { COLOURS, TILES_PER_COLOUR, TOTAL_TILES, WILD_TILES } from 'tessera-engine/tessera';
 *
 * console.log(TILES_PER_COLOUR * COLOURS.length + WILD_TILES === TOTAL_TILES); // => true
 * ```
 */
export const TILES_PER_COLOUR = 20;

/**
 * Wild Shards in a game (ruling T1).
 *
 * @example
 * ```ts
 * import { TILES_OF_KIND, WILD, WILD_TILES } from 'tessera-engine/tessera';
 *
 * console.log(WILD_TILES, TILES_OF_KIND[WILD]); // => 10 10
 * ```
 */
export const WILD_TILES = 10;

/**
 * All tiles in a game with the Wild Shards: 5 × 20 coloured and 10 wild (ruling T1). The plain game has 100.
 *
 * @example
 * ```ts
 * import { PLAIN_TILES_OF_KIND, TILES_OF_KIND, TOTAL_TILES, totalCount } from 'tessera-engine/tessera';
 *
 * console.log(TOTAL_TILES, totalCount(TILES_OF_KIND), totalCount(PLAIN_TILES_OF_KIND)); // => 110 110 100
 * ```
 */
export const TOTAL_TILES = 110;

/**
 * Tiles a factory display holds when full.
 *
 * @example
 * ```ts
 * import { setup, TILES_PER_DISPLAY, totalCount, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * console.log(state.displays.every((display) => totalCount(display) === TILES_PER_DISPLAY)); // => true
 * ```
 */
export const TILES_PER_DISPLAY = 4;

/**
 * How many tiles of each kind a game with the Wild Shards has, indexed by kind (ruling T1).
 *
 * @example
 * ```ts
 * import { TILES_OF_KIND } from 'tessera-engine/tessera';
 *
 * console.log(TILES_OF_KIND); // => [ 20, 20, 20, 20, 20, 10 ]
 * ```
 */
export const TILES_OF_KIND: readonly number[] = /* @__PURE__ */ (() => deepFrozen([...COLOUR_NAMES.map(() => TILES_PER_COLOUR), WILD_TILES]))();

/**
 * How many tiles of each kind the plain game has, indexed by kind: no Wild Shards (ruling T20).
 *
 * @example
 * ```ts
 * import { PLAIN_TILES_OF_KIND } from 'tessera-engine/tessera';
 *
 * console.log(PLAIN_TILES_OF_KIND); // => [ 20, 20, 20, 20, 20, 0 ]
 * ```
 */
export const PLAIN_TILES_OF_KIND: readonly number[] = /* @__PURE__ */ (() => deepFrozen([...COLOUR_NAMES.map(() => TILES_PER_COLOUR), 0]))();

/**
 * The kinds of wall: the printed one, each colour with its own slot in every row (ruling T2), and the grey
 * one, with no printed colours, where each colour appears at most once per row and per column (ruling T19).
 *
 * @example
 * ```ts
 * import { setup, unwrap, WALL_KINDS } from 'tessera-engine/tessera';
 *
 * console.log(WALL_KINDS.map((wall) => unwrap(setup({ players: 2, seed: 1, wall })).rules.wall)); // => [ 'printed', 'grey' ]
 * ```
 */
export const WALL_KINDS = /* @__PURE__ */ deepFrozen(['printed', 'grey'] as const);

/**
 * The player counts Tessera supports.
 *
 * @example
 * ```ts
 * import { PLAYER_COUNTS, setup } from 'tessera-engine/tessera';
 *
 * console.log(PLAYER_COUNTS.map((players) => setup({ players, seed: 1 }).ok)); // => [ true, true, true ]
 * console.log(setup({ players: 5 as never, seed: 1 }).ok); // => false
 * ```
 */
export const PLAYER_COUNTS = /* @__PURE__ */ deepFrozen([2, 3, 4] as const);

/**
 * A supported player count.
 *
 * @example
 * ```ts
 * import { PLAYER_COUNTS, displayCount, type PlayerCount } from 'tessera-engine/tessera';
 * const lobbyChoice = (players: PlayerCount) => `${players} players, ${displayCount(players)} displays`;
 * console.log(PLAYER_COUNTS.map(lobbyChoice)); // => [ '2 players, 5 displays', '3 players, 7 displays', '4 players, 9 displays' ]
 * ```
 */
export type PlayerCount = (typeof PLAYER_COUNTS)[number];
