/**
 * Plays a seeded Tessera game between the MCTS bot (seat 1) and greedy bots, and prints every board after each
 * round.
 */
import { applyMove, greedyBot, mctsBot, outcome, playerView, unwrap, type TesseraState } from 'tessera-engine/tessera';
import { printBoards, printLegend } from './tessera-board.js';
import { bold, dim } from './terminal.js';

/** The MCTS bot's iterations per move: enough to play well, few enough for a quick demo. */
const ITERATIONS = 300;

/**
 * Plays and prints one game.
 *
 * @param first - the game's first state, with its players, seed and rule variants.
 */
export function playTessera(first: TesseraState): void {
  let state = first;
  const seed = String(first.seed);
  const variants = [state.rules.wilds ? 'with Wild Shards' : 'the plain game', `${state.rules.wall} wall`].join(', ');
  console.log(bold(`Tessera, ${state.players} players, seed "${seed}", ${variants}: seat 1 MCTS, the others greedy`));
  printLegend(state.rules.wall);
  let moves = 0;
  while (outcome(state) === null) {
    const bot = state.turn === 0 ? mctsBot : greedyBot;
    const move = unwrap(bot.chooseMove(unwrap(playerView(state, state.turn)), { seed: `${seed}/${moves}`, iterations: ITERATIONS }));
    const { state: next, events } = unwrap(applyMove(state, move));
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
      `  Seat ${seat + 1}: ${bold(String(score).padStart(3))} points  ` +
        dim(`(bonuses: ${bonus.rows} rows, ${bonus.columns} columns, ${bonus.colours} colours = +${bonus.points})`),
    );
  });
  const names = result.winners.map((seat) => `seat ${seat + 1}`).join(' and ');
  console.log(bold(result.winners.length > 1 ? `Shared win: ${names}` : `Winner: ${names}`));
}
