/**
 * A text renderer of Tessera positions, for terminals, logs and tests: the one the demo uses. Tiles are
 * letters (B blue, Y yellow, R red, K black, W white, `*` wild, `1` the marker); an empty slot of the printed
 * wall shows its colour's letter in lower case. A {@link TextStyle} may colour the text, for example with ANSI
 * codes.
 *
 * @module
 */
import type { Board, TesseraPosition, WallKind } from '../types.js';
import { COLOUR_NAMES, MARKER, WALL_SIZE, WILD, type FloorItem, type TileKind } from '../vocabulary.js';
import { lineCapacity, wallColourAt } from '../geometry.js';
import { totalCount } from '../tile-counts.js';

/**
 * How the renderer styles its text; the default leaves it plain. A function that throws, gives no string or
 * cannot be read is replaced by the plain one, so that rendering never throws.
 *
 * @example
 * ```ts
 * import { WILD, renderBoard, renderSources, setup, unwrap, type TextStyle } from 'tessera-engine/tessera';
 *
 * // Markdown: names and scores in bold, empty places in italics, wilds in brackets.
 * const markdown: TextStyle = {
 *   tile: (item, letter) => (item === WILD ? `[${letter}]` : letter),
 *   strong: (text) => `**${text}**`,
 *   faint: (text) => `_${text}_`,
 * };
 * const state = unwrap(setup({ players: 2, seed: 'doc' }));
 * const board = renderBoard(state.boards[0]!, 'Ada', state.rules.wall, markdown);
 * console.log(board[0], '/', board.at(-1)); // => **Ada** score **0** / floor _empty_
 * console.log(renderSources(state, markdown)[0]); // => display 0: RRW[*]
 * ```
 */
export interface TextStyle {
  /** A tile or the marker, given its letter. */
  tile(item: FloorItem, letter: string): string;
  /** Emphasis: names and scores. */
  strong(text: string): string;
  /** Less important text: empty places. */
  faint(text: string): string;
}

/**
 * The letters of the tile kinds, by code, then the marker's.
 *
 * @example
 * ```ts
 * import { MARKER, TILE_LETTERS, WILD } from 'tessera-engine/tessera';
 *
 * console.log(TILE_LETTERS[WILD], TILE_LETTERS[MARKER]); // => * 1
 * ```
 */
export const TILE_LETTERS = 'BYRKW*1';

const plainTile = (_item: FloorItem, letter: string): string => letter;
const plainText = (text: string): string => text;
const PLAIN: TextStyle = { tile: plainTile, strong: plainText, faint: plainText };

/** One of a caller's style functions, read once; `null` when reading it throws or finds no function. */
function styleFunction(style: unknown, name: keyof TextStyle): ((...args: never[]) => unknown) | null {
  try {
    const read: unknown = (style as Record<string, unknown>)[name];
    return typeof read === 'function' ? (read as (...args: never[]) => unknown).bind(style) : null;
  } catch {
    return null;
  }
}

/**
 * The caller's style, made safe: each of its functions that is missing, throws or gives no string gives way to
 * the plain style's, so that rendering never throws.
 */
function safeStyle(style: unknown): TextStyle {
  if (style === PLAIN) return PLAIN;
  const safe = (name: keyof TextStyle, plain: (...args: never[]) => string) => {
    const own = styleFunction(style, name);
    return (...args: never[]): string => {
      try {
        const text: unknown = own?.(...args);
        return typeof text === 'string' ? text : plain(...args);
      } catch {
        return plain(...args);
      }
    };
  };
  return { tile: safe('tile', plainTile), strong: safe('strong', plainText), faint: safe('faint', plainText) };
}

function tile(item: FloorItem, style: TextStyle): string {
  return style.tile(item, TILE_LETTERS[item]!);
}

/**
 * A board as lines of text: a title with the score, the five pattern lines beside the wall rows, and the
 * floor.
 *
 * @param board - the board.
 * @param title - its title, for example `"Seat 0"`.
 * @param wallKind - the wall's kind.
 * @param style - how to style the text; a function of it that throws or gives no string is replaced by the plain one.
 *
 * @example
 * ```ts
 * import { renderBoard, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const lines = renderBoard(state.boards[0]!, 'Ada', state.rules.wall);
 * console.log(lines[0]); // => Ada score 0
 * ```
 */
export function renderBoard(board: Board, title: string, wallKind: WallKind, style: TextStyle = PLAIN): string[] {
  const styled = safeStyle(style);
  const name = typeof title === 'string' ? title : typeof title === 'number' ? String(title) : '';
  const lines = [`${styled.strong(name)}  score ${styled.strong(String(board.score))}`];
  for (let row = 0; row < WALL_SIZE; row++) {
    const line = board.lines[row]!;
    const filled: TileKind[] = [...Array<TileKind>(line.wilds).fill(WILD), ...Array<TileKind>(line.count).fill(line.colour ?? 0)];
    const pattern = Array.from({ length: lineCapacity(row) }, (_, i) => (i < filled.length ? tile(filled[i]!, styled) : styled.faint('·')));
    const emptySlot = (column: number) => styled.faint(wallKind === 'grey' ? '·' : TILE_LETTERS[wallColourAt(row, column)]!.toLowerCase());
    const wall = board.wall[row]!.map((cell, column) => (cell === null ? emptySlot(column) : tile(cell, styled)));
    lines.push(`${' '.repeat(WALL_SIZE - 1 - row)}${pattern.join('')} │ ${wall.join('')}`);
  }
  lines.push(`floor ${board.floor.map((item) => tile(item, styled)).join('') || styled.faint('empty')}`);
  return lines;
}

/**
 * The displays and the centre as lines of text, with the marker in the centre while it is there.
 *
 * @param position - a state or a view.
 * @param style - how to style the text; a function of it that throws or gives no string is replaced by the plain one.
 *
 * @example
 * ```ts
 * import { renderSources, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const lines = renderSources(unwrap(setup({ players: 2, seed: 'doc' })));
 * console.log(lines.length, lines.at(-1)); // => 6 centre: 1
 * ```
 */
export function renderSources(position: TesseraPosition, style: TextStyle = PLAIN): string[] {
  const styled = safeStyle(style);
  const pool = (counts: readonly number[]) => counts.flatMap((count, kind) => Array<string>(count).fill(tile(kind as TileKind, styled))).join('');
  const lines = position.displays.flatMap((display, index) => (totalCount(display) > 0 ? [`display ${index}: ${pool(display)}`] : []));
  lines.push(`centre:    ${pool(position.centre)}${position.markerHolder === null ? tile(MARKER, styled) : ''}`);
  return lines;
}

/**
 * The key to the renderer's symbols, as lines of text to print beside a board: each tile's letter (`*` a Wild
 * Shard, `1` the first-player marker), and what an empty place looks like (on the printed wall, an empty slot
 * shows its colour's letter in lower case).
 *
 * @param wallKind - the wall's kind, which decides how an empty wall slot looks.
 * @param style - how to style the text; a function of it that throws or gives no string is replaced by the plain one.
 *
 * @example
 * ```ts
 * import { renderLegend } from 'tessera-engine/tessera';
 *
 * const [tiles, empty] = renderLegend('printed');
 * console.log(tiles); // => tiles: B blue, Y yellow, R red, K black, W white, * a Wild Shard, 1 the first-player marker
 * console.log(empty); // => empty: b y r k w a wall slot of that colour, · a free space of a pattern line
 * ```
 */
export function renderLegend(wallKind: WallKind, style: TextStyle = PLAIN): string[] {
  const styled = safeStyle(style);
  const colours = COLOUR_NAMES.map((name, kind) => `${tile(kind as TileKind, styled)} ${name}`);
  const tiles = [...colours, `${tile(WILD, styled)} a Wild Shard`, `${tile(MARKER, styled)} the first-player marker`];
  const lowerCase = COLOUR_NAMES.map((_, kind) => styled.faint(TILE_LETTERS[kind]!.toLowerCase())).join(' ');
  const empty =
    wallKind === 'grey'
      ? `${styled.faint('·')} a wall slot or a free space of a pattern line`
      : `${lowerCase} a wall slot of that colour, ${styled.faint('·')} a free space of a pattern line`;
  return [`tiles: ${tiles.join(', ')}`, `empty: ${empty}`];
}
