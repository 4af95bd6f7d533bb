/**
 * Plays a seeded Tessera game between simple greedy bots and prints every board after each round.
 */
import { applyMove, legalMoves, outcome, setup, unwrap, type TesseraMove, type TesseraOptions, type TesseraState } from 'tessera-engine/tessera';
import { printBoards } from './tessera-board.js';
import { bold, dim } from './terminal.js';

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
