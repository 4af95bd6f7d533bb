/** Printing Tessera boards, displays and the centre in a terminal, with the package's renderer in colour. */
import { renderBoard, renderLegend, renderSources, type TesseraPosition, type TextStyle, type WallKind } from 'tessera-engine/tessera';
import { bold, dim, style } from './terminal.js';

/** ANSI styles of the tiles, by code, then the marker's. */
const TILE_STYLES = ['44;97', '43;30', '41;97', '40;97;1', '47;30', '45;97', '7'];

/** An ANSI style code, which takes no room on the screen. */
const ANSI_CODE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const COLOURS: TextStyle = { tile: (item, letter) => style(TILE_STYLES[item]!, letter), strong: bold, faint: dim };

/**
 * Prints every board side by side: pattern lines, wall and floor.
 *
 * @param state - any position.
 */
export function printBoards(state: TesseraPosition): void {
  const columns = state.boards.map((board, seat) => renderBoard(board, `Seat ${seat + 1}`, state.rules.wall, COLOURS));
  const width = 22;
  for (let i = 0; i < columns[0]!.length; i++) {
    const cells = columns.map((lines) => lines[i]!);
    const visible = (text: string) => text.replace(ANSI_CODE, '').length;
    console.log('  ' + cells.map((cell) => cell + ' '.repeat(Math.max(1, width - visible(cell)))).join(''));
  }
}

/**
 * Prints the displays and the centre, with the marker while it is there.
 *
 * @param state - any position.
 */
export function printSources(state: TesseraPosition): void {
  for (const line of renderSources(state, COLOURS)) console.log(`  ${line}`);
}

/**
 * Prints the key to the boards' symbols: the tiles' letters, `*` a Wild Shard, `1` the marker, and empty places.
 *
 * @param wallKind - the wall's kind.
 */
export function printLegend(wallKind: WallKind): void {
  for (const line of renderLegend(wallKind, COLOURS)) console.log(`  ${dim(line)}`);
}
