/** Printing Tessera boards, displays and the centre in a terminal. */
import { totalCount, type Board, type TesseraPosition, type TileKind, type WallKind } from 'tessera-engine/tessera';
import { bold, dim, style } from './terminal.js';

const TILE_STYLES = ['44;97', '43;30', '41;97', '40;97;1', '47;30', '45;97'];
const TILE_LETTERS = 'BYRKW*';

function tile(kind: TileKind | 6): string {
  if (kind === 6) return style('7', '1');
  return style(TILE_STYLES[kind]!, TILE_LETTERS[kind]!);
}

function boardLines(board: Board, seat: number, wallKind: WallKind): string[] {
  const lines = [bold(`Seat ${seat}`) + `  score ${bold(String(board.score))}`];
  for (let row = 0; row < 5; row++) {
    const line = board.lines[row]!;
    const filled = [
      ...Array<TileKind>(line.wilds).fill(5),
      ...Array<TileKind>(line.count).fill(line.colour ?? 0),
    ];
    const pattern = Array.from({ length: row + 1 }, (_, i) => (i < filled.length ? tile(filled[i]!) : dim('·')));
    // An empty slot of the printed wall shows its colour's letter in lower case; the grey wall has none.
    const emptySlot = (column: number) => dim(wallKind === 'grey' ? '·' : TILE_LETTERS[(column - row + 5) % 5]!.toLowerCase());
    const wall = board.wall[row]!.map((cell, column) => (cell === null ? emptySlot(column) : tile(cell)));
    lines.push(`${' '.repeat(4 - row)}${pattern.join('')} │ ${wall.join('')}`);
  }
  lines.push(`floor ${board.floor.map((item) => tile(item)).join('') || dim('empty')}`);
  return lines;
}

/**
 * Prints every board side by side: pattern lines, wall and floor.
 *
 * @param state - any position.
 */
export function printBoards(state: TesseraPosition): void {
  const columns = state.boards.map((board, seat) => boardLines(board, seat, state.rules.wall));
  const width = 22;
  for (let i = 0; i < columns[0]!.length; i++) {
    const cells = columns.map((lines) => lines[i]!);
    const visible = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '').length;
    console.log('  ' + cells.map((cell) => cell + ' '.repeat(Math.max(1, width - visible(cell)))).join(''));
  }
}

/**
 * Prints the displays and the centre, with the marker while it is there.
 *
 * @param state - any position.
 */
export function printSources(state: TesseraPosition): void {
  const pool = (counts: readonly number[]) => counts.flatMap((count, kind) => Array<TileKind>(count).fill(kind as TileKind)).map(tile).join('');
  state.displays.forEach((display, index) => totalCount(display) > 0 && console.log(`  display ${index}: ${pool(display)}`));
  console.log(`  centre:    ${pool(state.centre)}${state.markerHolder === null ? tile(6) : ''}`);
}

