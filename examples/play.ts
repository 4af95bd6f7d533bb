/**
 * Play against the bots in a terminal: `npm run play` (Tessera, you are seat 1 against an MCTS bot), or
 * `npm run play -- --game tesseris --players 3` (one round of Tesseris against IS-MCTS bots). Choose a move by
 * its number or in notation (`0:R>3`, `d17>o0`); `u` undoes your last move, `q` quits. The screen counts seats
 * from 1 and the notation from 0, so each Tesseris move is also told in words (`s1  steals from seat 2`). Reads
 * moves line by line, so it can also be scripted: input that ends before the game does ends it with exit code 1.
 */
import { createInterface } from 'node:readline/promises';
import { currentState, ok, playInHistory, startHistory, undo, unwrap, type Bot, type GameModule, type History, type BaseOutcome } from 'tessera-engine';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';
import { printBoards, printSources } from './tessera-board.js';
import { readArgs, readChoice, readSetup, readWholeNumber } from './terminal.js';
import { describeMove } from './tesseris-demo.js';

/** A game as the terminal plays it. */
interface Table<State, View, Move> {
  game: GameModule<State, Move, unknown, View, unknown, BaseOutcome, string, string>;
  bot: Bot<View, Move>;
  show(state: State): void;
  view(state: State, seat: number): View;
  /** A move in words, or `''` when its notation says enough. */
  explain(state: State, move: Move): string;
}

const TESSERA: Table<Tessera.TesseraState, Tessera.TesseraView, Tessera.TesseraMove> = {
  game: Tessera.tessera,
  bot: Tessera.mctsBot,
  show: (state) => {
    printBoards(state);
    printSources(state);
  },
  view: (state, seat) => unwrap(Tessera.playerView(state, seat)),
  explain: () => '',
};

const TESSERIS: Table<Tesseris.TesserisState, Tesseris.TesserisView, Tesseris.TesserisMove> = {
  game: Tesseris.tesseris,
  bot: Tesseris.ismctsBot,
  show: (state) => {
    const view = unwrap(Tesseris.playerView(state, 0));
    const shape = (card: number | null) => (card === null ? '--' : `#${Tesseris.shapeOf(card)}`);
    view.objectives.forEach((objectives, seat) => {
      console.log(
        `  seat ${seat + 1} objectives: ${objectives.map((objective) => `${shape(objective.card)}${objective.resolvedWith === null ? '' : '✓'}`).join(' ')}  (${view.handSizes[seat]} cards)`,
      );
    });
    console.log(`  piles: ${view.piles.map((pile) => `${shape(pile.top)} (${pile.size})`).join('  ')}   main pile: ${view.mainPileSize}`);
    console.log(`  your hand: ${view.hand.map((card) => `${shape(card)} [${card}]`).join(' ')}`);
  },
  view: (state, seat) => unwrap(Tesseris.playerView(state, seat)),
  explain: (state, move) => describeMove(move, unwrap(Tesseris.playerView(state, 0))),
};

async function play<State, View, Move>(table: Table<State, View, Move>, options: object): Promise<void> {
  const { game } = table;
  let history: History<State, Move, unknown> = startHistory(readSetup(game.setup(options)));
  const input = createInterface({ input: process.stdin });
  const lines = input[Symbol.asyncIterator]();
  for (;;) {
    let state = currentState(history);
    while (game.outcome(state) === null && game.currentPlayer(state) !== 0) {
      const seat = game.currentPlayer(state)!;
      const move = unwrap(table.bot.chooseMove(table.view(state, seat), { seed: history.index, iterations: 500 }));
      const words = table.explain(state, move);
      console.log(`seat ${seat + 1} plays ${game.formatMove(move)}${words === '' ? '' : ` (${words})`}`);
      history = unwrap(playInHistory(game, history, move));
      state = currentState(history);
    }
    const result = game.outcome(state);
    if (result !== null) {
      console.log(`Game over: scores ${result.scores.join(' / ')}, winners ${result.winners.map((seat) => `seat ${seat + 1}`).join(' and ')}`);
      break;
    }
    table.show(state);
    const moves = game.legalMoves(state);
    moves.forEach((move, index) => {
      console.log(`  ${String(index).padStart(3)}  ${game.formatMove(move)}  ${table.explain(state, move)}`.trimEnd());
    });
    process.stdout.write('your move (number, notation, u to undo, q to quit): ');
    const next = await lines.next();
    if (next.done === true) {
      console.log('');
      console.error('the input ended before the game did');
      process.exitCode = 1;
      break;
    }
    const text = next.value.trim();
    if (text === 'q') break;
    if (text === 'u') {
      // Undo back to the last position where it was your turn.
      do history = undo(history);
      while (history.index > 0 && game.currentPlayer(currentState(history)) !== 0);
      continue;
    }
    if (/^\d+$/.test(text) && moves[Number(text)] === undefined) {
      console.log(`not played: no move numbered ${text}: choose 0 to ${moves.length - 1}, or write a move in notation`);
      continue;
    }
    const move = /^\d+$/.test(text) ? ok(moves[Number(text)]!) : game.parseMoveText(state, text);
    const played = move.ok ? playInHistory(game, history, move.value) : move;
    if (played.ok) history = played.value;
    else console.log(`not played: ${played.error.message}`);
  }
  input.close();
}

const args = readArgs(
  { command: 'npm run play --', values: { game: 'tessera|tesseris', players: '2|3|4', seed: 'TEXT' } },
  { game: 'tessera', players: '2', seed: 'play' },
);
const options = { players: readWholeNumber(args.players, '--players', 2, 4), seed: args.seed };
// No top-level await: the example runs as it is in a CommonJS project too.
void (readChoice(args.game, '--game', ['tessera', 'tesseris']) === 'tesseris' ? play(TESSERIS, { ...options, rounds: 1 }) : play(TESSERA, options));
