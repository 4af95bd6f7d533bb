/**
 * Plays a seeded Tesseris game between simple bots and prints each round's objectives, the turns in brief,
 * and the scores.
 */
import {
  applyMove,
  colourOf,
  legalMoves,
  outcome,
  playerView,
  setup,
  shapeOf,
  unwrap,
  type Card,
  type TesserisMove,
  type TesserisView,
} from 'tessera-engine/tesseris';
import { bold, dim, style } from './terminal.js';

const COLOUR_STYLES = ['31', '32', '34', '33'];

function cardName(card: Card | null): string {
  if (card === null) return dim('??');
  return style(COLOUR_STYLES[colourOf(card)]!, `#${String(shapeOf(card)).padStart(2, '0')}`);
}

function unresolvedShapes(view: TesserisView, seats: (seat: number) => boolean): Set<number> {
  return new Set(
    view.objectives.flatMap((objectives, seat) =>
      seats(seat) ? objectives.filter((objective) => objective.resolvedWith === null).map((objective) => shapeOf(objective.card)) : [],
    ),
  );
}

/**
 * A simple bot that plays from its own view only. It resolves an objective when it can. Otherwise it
 * discards a card it does not need, preferably one nobody needs, onto a pile whose top an opponent wants
 * (to bury it), else onto the smallest pile. It draws a pile's top card that it needs, else from the main pile.
 */
function botMove(view: TesserisView, moves: readonly TesserisMove[]): TesserisMove {
  const mine = unresolvedShapes(view, (seat) => seat === view.viewer);
  const theirs = unresolvedShapes(view, (seat) => seat !== view.viewer);
  const resolve = moves.find((move) => move.type === 'resolve-objective');
  if (resolve) return resolve;
  const discards = moves.filter((move) => move.type === 'discard-to-pile' && !mine.has(shapeOf(move.card)));
  if (discards.length > 0) {
    const pileValue = (pile: number) => {
      const top = view.piles[pile]!.top;
      return (top !== null && theirs.has(shapeOf(top)) ? 100 : 0) - view.piles[pile]!.size;
    };
    const value = (move: TesserisMove) =>
      move.type === 'discard-to-pile' ? (theirs.has(shapeOf(move.card)) ? 0 : 1000) + pileValue(move.pile) : 0;
    return discards.reduce((best, move) => (value(move) > value(best) ? move : best));
  }
  const usefulPile = moves.find((move) => {
    if (move.type !== 'draw-pile') return false;
    const top = view.piles[move.pile]!.top;
    return top !== null && mine.has(shapeOf(top));
  });
  return usefulPile ?? moves.find((move) => move.type === 'draw-main') ?? moves[0]!;
}

function describe(move: TesserisMove, view: TesserisView): string {
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
      return `steals from seat ${move.from}`;
    case 'pass':
      return 'passes';
  }
}

/**
 * Plays and prints one game.
 *
 * @param players - 2 to 4.
 * @param seed - the game's seed.
 */
export function playTesseris(players: number, seed: string): void {
  let state = unwrap(setup({ players, seed }));
  console.log(bold(`Tesseris, ${players} players, seed "${seed}", first to 12 points`));
  const printRound = () => {
    console.log(`\n${bold(`Round ${state.round}`)}, seat ${state.firstSeat} first`);
    state.objectives.forEach((objectives, seat) => console.log(`  seat ${seat} objectives: ${objectives.map((o) => cardName(o.card)).join(' ')}`));
  };
  printRound();
  let line: string[] = [];
  while (outcome(state) === null) {
    const seat = state.turn;
    const view = unwrap(playerView(state, seat));
    const move = botMove(view, legalMoves(state));
    const { state: next, events } = unwrap(applyMove(state, move));
    line.push(describe(move, view));
    if (next.turn !== seat || next.round !== state.round || next.phase === 'over') {
      console.log(`  ${dim(`seat ${seat}:`)} ${line.join(', ')}`);
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
  result.scores.forEach((score, seat) => console.log(`  Seat ${seat}: ${bold(String(score).padStart(3))} points`));
  const names = result.winners.map((seat) => `seat ${seat}`).join(' and ');
  console.log(bold(result.winners.length > 1 ? `Shared win: ${names}` : `Winner: ${names}`));
}
