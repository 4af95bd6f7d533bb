/**
 * Plays a seeded Tessera game between simple greedy bots and prints every board after each round.
 */
import {
  applyMove,
  legalMoves,
  outcome,
  setup,
  unwrap,
  type Board,
  type TesseraMove,
  type TesseraOptions,
  type TesseraState,
  type TileKind,
  type WallKind,
} from 'tessera-engine/tessera';
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

function printBoards(state: TesseraState): void {
  const columns = state.boards.map((board, seat) => boardLines(board, seat, state.rules.wall));
  const width = 22;
  for (let i = 0; i < columns[0]!.length; i++) {
    const cells = columns.map((lines) => lines[i]!);
    const visible = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '').length;
    console.log('  ' + cells.map((cell) => cell + ' '.repeat(Math.max(1, width - visible(cell)))).join(''));
  }
}

/** A greedy bot: the move whose resulting board looks best, ties broken by the move order. */
function greedyMove(state: TesseraState): TesseraMove {
  const seat = state.turn;
  let best: TesseraMove | undefined;
  let bestValue = -Infinity;
  for (const move of legalMoves(state)) {
    const after = unwrap(applyMove(state, move)).state.boards[seat]!;
    const progress = after.lines.reduce((sum, line, row) => sum + (line.count + line.wilds) / (row + 1), 0);
    const value = after.score * 3 + progress - after.floor.length * 1.5;
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best!;
}

/**
 * Plays and prints one game.
 *
 * @param options - the game's options: players, seed, and the rule variants.
 */
export function playTessera(options: TesseraOptions): void {
  let state = unwrap(setup(options));
  const variants = [state.rules.wilds ? 'with Wild Shards' : 'the plain game', `${state.rules.wall} wall`].join(', ');
  console.log(bold(`Tessera, ${state.players} players, seed "${String(options.seed)}", ${variants}`));
  let moves = 0;
  while (outcome(state) === null) {
    const { state: next, events } = unwrap(applyMove(state, greedyMove(state)));
    moves++;
    for (const event of events) {
      if (event.type === 'round-ended') {
        console.log(`\n${bold(`After round ${event.round}`)}`);
        printBoards(next);
      }
    }
    state = next;
  }
  const result = outcome(state)!;
  console.log(`\n${bold('Game over')} after ${state.round} rounds and ${moves} moves: ${result.reason === 'stalemate' ? 'stalemate' : 'a row was completed'}.`);
  result.scores.forEach((score, seat) => {
    const bonus = result.bonuses[seat]!;
    console.log(
      `  Seat ${seat}: ${bold(String(score).padStart(3))} points  ` +
        dim(`(bonuses: ${bonus.rows} rows, ${bonus.columns} columns, ${bonus.colours} colours = +${bonus.points})`),
    );
  });
  const names = result.winners.map((seat) => `seat ${seat}`).join(' and ');
  console.log(bold(result.winners.length > 1 ? `Shared win: ${names}` : `Winner: ${names}`));
}
