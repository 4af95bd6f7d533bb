/**
 * Plays a seeded Tesseris game between the package's bots (IS-MCTS in seat 0, greedy bots in the other seats),
 * each given only its own view, and prints each round's objectives, the turns in brief, and the scores.
 */
import {
  applyMove,
  colourOf,
  greedyBot,
  ismctsBot,
  outcome,
  playerView,
  shapeOf,
  unwrap,
  type Card,
  type TesserisMove,
  type TesserisState,
  type TesserisView,
} from 'tessera-engine/tesseris';

/** The IS-MCTS bot's iterations per move: enough to play well, few enough for a quick demo. */
const ITERATIONS = 100;
import { bold, dim, style } from './terminal.js';

const COLOUR_STYLES = ['31', '32', '34', '33'];

function cardName(card: Card | null): string {
  if (card === null) return dim('??');
  return style(COLOUR_STYLES[colourOf(card)]!, `#${String(shapeOf(card)).padStart(2, '0')}`);
}

/**
 * A move in words, its seats counted from 1 as the demo prints them (the notation counts them from 0).
 *
 * @param move - the move.
 * @param view - a view of the position the move is played in (a pile draw names the pile's top).
 */
export function describeMove(move: TesserisMove, view: TesserisView): string {
  switch (move.type) {
    case 'discard-to-pile':
      return `discards ${cardName(move.card)} on pile ${move.pile}`;
    case 'resolve-objective':
      return bold(`resolves ${cardName(move.card)}`);
    case 'draw-main':
      return 'draws from the main pile';
    case 'draw-pile':
      return `takes ${cardName(view.piles[move.pile]!.top)} from pile ${move.pile}`;
    case 'steal':
      return `steals from seat ${move.from + 1}`;
    case 'pass':
      return 'passes';
  }
}

/**
 * Plays and prints one game.
 *
 * @param first - the game's first state, with its players and seed.
 */
export function playTesseris(first: TesserisState): void {
  let state = first;
  const seed = String(first.seed);
  console.log(bold(`Tesseris, ${first.players} players, seed "${seed}", first to 12 points: seat 1 IS-MCTS, the others greedy`));
  const printRound = () => {
    console.log(`\n${bold(`Round ${state.round}`)}, seat ${state.firstSeat + 1} first`);
    state.objectives.forEach((objectives, seat) => {
      console.log(`  seat ${seat + 1} objectives: ${objectives.map((o) => cardName(o.card)).join(' ')}`);
    });
  };
  printRound();
  let line: string[] = [];
  while (outcome(state) === null) {
    const seat = state.turn;
    const view = unwrap(playerView(state, seat));
    const bot = seat === 0 ? ismctsBot : greedyBot;
    const move = unwrap(bot.chooseMove(view, { seed: `${seed}/${state.round}/${seat}`, iterations: ITERATIONS }));
    const { state: next, events } = unwrap(applyMove(state, move));
    line.push(describeMove(move, view));
    if (next.turn !== seat || next.round !== state.round || next.phase === 'over') {
      console.log(`  ${dim(`seat ${seat + 1}:`)} ${line.join(', ')}`);
      line = [];
    }
    state = next;
    for (const event of events) {
      if (event.type === 'round-ended') console.log(`  ${bold('Round over')}: points ${event.points.join(' / ')}, totals ${bold(event.scores.join(' / '))}`);
      if (event.type === 'round-started') printRound();
    }
  }
  const result = outcome(state)!;
  console.log(`\n${bold('Game over')} after ${result.rounds} rounds.`);
  result.scores.forEach((score, seat) => {
    console.log(`  Seat ${seat + 1}: ${bold(String(score).padStart(3))} points`);
  });
  const names = result.winners.map((seat) => `seat ${seat + 1}`).join(' and ');
  console.log(bold(result.winners.length > 1 ? `Shared win: ${names}` : `Winner: ${names}`));
}
