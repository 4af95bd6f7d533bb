/**
 * The bots' arena: `npm run arena` plays bots against each other over seeded games, with the seats rotated,
 * and prints each pairing's win rate with a 95% confidence interval (Wilson), the average scores and the time
 * per move. `npm run arena -- --json` prints one JSON line per pairing. Options: `--games N` (default 200),
 * `--ms M` (the searching bots' time per move, default 100), `--iterations N` (the searching bots' iterations per
 * move instead of a time, so that the figures do not depend on the machine), `--first N` (the index of the first
 * game, default 0: on an iteration budget the games are reproducible, so a long run may be split into runs with
 * `--first 0`, `--first 100`, … and their wins added), `--per-game` (each game's share of the win and scores
 * as a JSON line on the standard error, to compare two versions of a bot game by game), `--only PAIRING` (one
 * pairing, by the label the arena prints, such as `"tessera 2p: mcts vs greedy"`, or by its name below),
 * `--reveal-hands` (Tesseris only, a diagnostic: the first bot's views also show the other hands, as known cards,
 * so that its win rate bounds what a model of the hidden hands could be worth; see `bench/reveal.ts`),
 * `--full-game` (Tesseris only: games to the rules' 12 points instead of the arena's three rounds; either of these
 * two without `--only` plays the Tesseris pairings), `--max-moves N`
 * (default 10,000: a game still on after N moves is stopped and counted as shared by all its seats, since nothing
 * in Tesseris' rules ends a round that no one finishes; the output counts such games).
 * `npm run arena -- --solo` plays the solo challenges instead (`bench/solo.ts`, with its own options).
 *
 * Every 12 games, a progress line goes to the standard error. A pairing is a bot `a` against opponents; a game
 * counts as a win for `a` when it is among the winners, a shared win counting as its share. Each bot is given its seat's view only,
 * unless `--reveal-hands` says otherwise.
 */
import { unwrap } from '../src/core/result.js';
import type { Bot } from '../src/core/bots/bot.js';
import {
  applyMove as applyTessera,
  outcome as tesseraOutcome,
  playerView as tesseraView,
  scores as tesseraScores,
  setup as tesseraSetup,
  type TesseraMove,
  type TesseraState,
  type TesseraView,
} from '../src/tessera/index.js';
import { tesseraBots } from '../src/tessera/bots/index.js';
import {
  applyMove as applyTesseris,
  outcome as tesserisOutcome,
  playerView as tesserisView,
  scores as tesserisScores,
  setup as tesserisSetup,
  type TesserisMove,
  type TesserisState,
  type TesserisView,
} from '../src/tesseris/index.js';
import { tesserisBots } from '../src/tesseris/bots/index.js';
import { fail, readArgs, readPositiveNumber, readWholeNumber } from '../examples/terminal.js';
import { MAX_ITERATIONS, MAX_MILLISECONDS } from './limits.js';
import { withHandsRevealed } from './reveal.js';
import { wilson } from './wilson.js';

interface Options {
  games: number;
  /** The index of the first game: a run with `--first 48 --games 48` plays the games after those of `--games 48`. */
  first: number;
  ms: number;
  iterations: number | null;
  json: boolean;
  /** Whether each game's result goes to the standard error too, to compare two bots game by game. */
  perGame: boolean;
  only: string | null;
  /** Whether the first bot's views also show the other seats' hands (`--reveal-hands`). */
  revealHands: boolean;
  /** Whether Tesseris games go to the rules' 12 points (`--full-game`) rather than three rounds. */
  fullGame: boolean;
  /** The moves after which a game still on is stopped, unfinished (`--max-moves`): a Tesseris round can last for ever. */
  maxMoves: number;
}

/** What `npm run arena -- --solo --help` prints (bench/solo.ts): the arena's usage shows it too. */
const SOLO_USAGE = 'usage: npm run arena -- --solo [--iterations N] [--seed TEXT] [--json]\ndefaults: --iterations 10000 --seed solo';

/** Reads the command line; a value out of its range, or an option the arena does not know, is a usage error. */
function readOptions(): Options {
  const args = readArgs(
    {
      command: 'npm run arena --',
      values: { games: 'N', first: 'N', ms: 'MS', iterations: 'N', only: 'PAIRING', 'max-moves': 'N' },
      also: SOLO_USAGE,
    },
    { games: '200', first: '0', ms: '100', iterations: '', only: '', 'max-moves': '10000' },
    // `--solo` never gets here (main hands it to bench/solo.ts); it is listed so that the usage shows it.
    ['json', 'per-game', 'reveal-hands', 'full-game', 'solo'],
  );
  const games = readWholeNumber(args.games, '--games', 1);
  return {
    games,
    // The last game's index, first + games - 1, stays a safe integer, so that every game is played and counted.
    first: readWholeNumber(args.first, '--first', 0, Number.MAX_SAFE_INTEGER - games),
    ms: readPositiveNumber(args.ms, '--ms', MAX_MILLISECONDS),
    iterations: args.iterations === '' ? null : readWholeNumber(args.iterations, '--iterations', 1, MAX_ITERATIONS),
    json: args.json,
    perGame: args['per-game'],
    only: args.only === '' ? null : args.only,
    revealHands: args['reveal-hands'],
    fullGame: args['full-game'],
    maxMoves: readWholeNumber(args['max-moves'], '--max-moves', 1),
  };
}

/** One game's result for the arena. */
interface GameResult {
  /** Each seat's share of the win: 1, a fraction on a shared win, or 0; an unfinished game is shared by all. */
  shares: number[];
  /** The final scores, or those reached when an unfinished game was stopped. */
  scores: number[];
  /** Whether the game was stopped at `--max-moves` before its end. */
  unfinished: boolean;
  /** Each seat's total thinking time and moves. */
  milliseconds: number[];
  moves: number[];
}

/** What the arena needs of a game. */
interface ArenaGame<State, View, Move> {
  name: 'tessera' | 'tesseris';
  /** A new game; `fullGame` (Tesseris only) asks for the rules' whole game instead of the arena's three rounds. */
  setup(players: number, seed: string, fullGame: boolean): State;
  view(state: State, seat: number): View;
  /** The seat's view with the other seats' hands shown, for `--reveal-hands`; absent where no hand is hidden. */
  revealedView?(state: State, seat: number): View;
  turn(state: State): number;
  apply(state: State, move: Move): State;
  result(state: State): { scores: readonly number[]; winners: readonly number[] } | null;
  /** The scores so far, for a game stopped unfinished. */
  scores(state: State): number[];
}

const TESSERA: ArenaGame<TesseraState, TesseraView, TesseraMove> = {
  name: 'tessera',
  setup: (players, seed) => unwrap(tesseraSetup({ players, seed })),
  view: (state, seat) => unwrap(tesseraView(state, seat)),
  turn: (state) => state.turn,
  apply: (state, move) => unwrap(applyTessera(state, move)).state,
  result: (state) => tesseraOutcome(state),
  scores: tesseraScores,
};

const TESSERIS: ArenaGame<TesserisState, TesserisView, TesserisMove> = {
  name: 'tesseris',
  // Three rounds keep a game's length reasonable for the arena; the winner is still the most points.
  setup: (players, seed, fullGame) => unwrap(tesserisSetup(fullGame ? { players, seed } : { players, seed, rounds: 3 })),
  view: (state, seat) => unwrap(tesserisView(state, seat)),
  revealedView: (state, seat) => withHandsRevealed(state, unwrap(tesserisView(state, seat))),
  turn: (state) => state.turn,
  apply: (state, move) => unwrap(applyTesseris(state, move)).state,
  result: (state) => tesserisOutcome(state),
  scores: tesserisScores,
};

/**
 * Plays one game: `settings` gives the bots' budget per move (`iterations`, else `ms`), the game's length, and
 * the moves after which a game still on is stopped, unfinished.
 */
function playGame<State, View, Move>(
  game: ArenaGame<State, View, Move>,
  bots: readonly Bot<View, Move>[],
  seed: string,
  settings: Pick<Options, 'ms' | 'iterations' | 'fullGame' | 'maxMoves'>,
  revealedTo: number | null,
): GameResult {
  let state = game.setup(bots.length, seed, settings.fullGame);
  const milliseconds = bots.map(() => 0);
  const moves = bots.map(() => 0);
  for (let ply = 0; game.result(state) === null; ply++) {
    if (ply === settings.maxMoves) return { shares: bots.map(() => 1 / bots.length), scores: game.scores(state), unfinished: true, milliseconds, moves };
    const seat = game.turn(state);
    const started = performance.now();
    const move = unwrap(
      bots[seat]!.chooseMove(
        seat === revealedTo && game.revealedView !== undefined ? game.revealedView(state, seat) : game.view(state, seat),
        settings.iterations === null ? { seed: `${seed}/${ply}`, milliseconds: settings.ms } : { seed: `${seed}/${ply}`, iterations: settings.iterations },
      ),
    );
    milliseconds[seat]! += performance.now() - started;
    moves[seat]!++;
    state = game.apply(state, move);
  }
  const { scores, winners } = game.result(state)!;
  return { shares: bots.map((_, seat) => (winners.includes(seat) ? 1 / winners.length : 0)), scores: [...scores], unfinished: false, milliseconds, moves };
}

/** A pairing: bot `a` against the others; seats rotate so that `a` plays every seat equally often. */
interface Pairing<View, Move> {
  name: string;
  game: ArenaGame<unknown, View, Move>;
  a: Bot<View, Move>;
  others: readonly Bot<View, Move>[];
}

function runPairing<View, Move>(pairing: Pairing<View, Move>, options: Options) {
  const players = pairing.others.length + 1;
  let wins = 0;
  let unfinished = 0;
  const scoreA: number[] = [];
  const scoreOthers: number[] = [];
  const time = { a: 0, aMoves: 0, b: 0, bMoves: 0 };
  for (let index = options.first; index < options.first + options.games; index++) {
    const seatOfA = index % players;
    const bots = [...pairing.others];
    bots.splice(seatOfA, 0, pairing.a);
    const result = playGame(pairing.game, bots, `${pairing.name}/${index}`, options, options.revealHands ? seatOfA : null);
    wins += result.shares[seatOfA]!;
    if (result.unfinished) unfinished++;
    if (options.perGame)
      console.error(
        JSON.stringify({
          pairing: pairing.name,
          game: index,
          share: result.shares[seatOfA],
          scores: result.scores,
          ...(result.unfinished ? { unfinished: true } : {}),
        }),
      );
    if ((index + 1 - options.first) % 12 === 0) console.error(`${pairing.name}: ${wins} wins in ${index + 1 - options.first} games`);
    scoreA.push(result.scores[seatOfA]!);
    result.scores.forEach((score, seat) => seat !== seatOfA && scoreOthers.push(score));
    result.milliseconds.forEach((ms, seat) => {
      if (seat === seatOfA) {
        time.a += ms;
        time.aMoves += result.moves[seat]!;
      } else {
        time.b += ms;
        time.bMoves += result.moves[seat]!;
      }
    });
  }
  const [ciLow, ciHigh] = wilson(wins, options.games);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    game: pairing.game.name,
    players,
    a: pairing.a.name,
    b: pairing.others.map((bot) => bot.name).join('+'),
    games: options.games,
    unfinished,
    winRateA: wins / options.games,
    ciLow,
    ciHigh,
    // null where a bot made no move (a game stopped at --max-moves 1, say).
    msPerMoveA: time.aMoves === 0 ? null : time.a / time.aMoves,
    msPerMoveB: time.bMoves === 0 ? null : time.b / time.bMoves,
    meanScoreA: mean(scoreA),
    meanScoreB: mean(scoreOthers),
  };
}

const PAIRINGS: Pairing<never, never>[] = [
  { name: 'tessera-greedy-random', game: TESSERA, a: tesseraBots.greedy, others: [tesseraBots.random] },
  { name: 'tessera-mcts-greedy', game: TESSERA, a: tesseraBots.mcts, others: [tesseraBots.greedy] },
  { name: 'tesseris-ismcts-greedy', game: TESSERIS, a: tesserisBots.ismcts, others: [tesserisBots.greedy] },
  { name: 'tesseris-ismcts-greedy-random', game: TESSERIS, a: tesserisBots.ismcts, others: [tesserisBots.greedy, tesserisBots.random] },
] as unknown as Pairing<never, never>[];

/** The label the arena prints for a pairing, such as `tessera 2p: mcts vs greedy`. */
function labelOf(pairing: Pairing<never, never>): string {
  return `${pairing.game.name} ${pairing.others.length + 1}p: ${pairing.a.name} vs ${pairing.others.map((bot) => bot.name).join('+')}`;
}

/**
 * The pairings `--only` names: without it, all of them, or the Tesseris ones when `tesserisOnly` (an option for
 * Tesseris pairings only was given); with it, the one whose printed label or name it gives. An unknown or missing
 * one is a usage error that lists the valid ones, and ends the run with code 2.
 */
function selectPairings(only: string | null, tesserisOnly: boolean): Pairing<never, never>[] {
  if (only === null) return tesserisOnly ? PAIRINGS.filter((pairing) => pairing.game.name === 'tesseris') : PAIRINGS;
  const wanted = only.trim().toLowerCase();
  const found = PAIRINGS.filter((pairing) => [labelOf(pairing), pairing.name].some((key) => key.toLowerCase() === wanted));
  if (found.length > 0) return found;
  const valid = PAIRINGS.map((pairing) => `  "${labelOf(pairing)}" (or ${pairing.name})`);
  return fail(`npm run arena: unknown pairing ${JSON.stringify(only)} for --only; the pairings are:\n${valid.join('\n')}`);
}

/** Ends the run with a usage error (code 2) when an option given for Tesseris pairings only meets another pairing. */
function requireTesseris(option: string, pairings: readonly Pairing<never, never>[]): void {
  const others = pairings.filter((pairing) => pairing.game.name !== 'tesseris');
  if (others.length > 0)
    fail(`npm run arena: ${option} is for Tesseris pairings only, not ${others.map((pairing) => pairing.name).join(', ')}; choose one with --only`);
}

async function main(): Promise<void> {
  if (process.argv.includes('--solo')) {
    await import('./solo.js');
    return;
  }
  const options = readOptions();
  const pairings = selectPairings(options.only, options.revealHands || options.fullGame);
  if (options.revealHands) requireTesseris('--reveal-hands', pairings);
  if (options.fullGame) requireTesseris('--full-game', pairings);
  for (const pairing of pairings) {
    const result = runPairing(pairing, options);
    if (options.json) {
      const { meanScoreA: _a, meanScoreB: _b, ...line } = result;
      const { first, iterations, fullGame, revealHands } = options;
      console.log(JSON.stringify({ ...line, first, iterations, ms: iterations === null ? options.ms : null, fullGame, revealHands }));
      continue;
    }
    const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
    const perMove = (ms: number | null) => (ms === null ? '-' : ms.toFixed(1));
    console.log(
      `${result.game} ${result.players}p: ${result.a} vs ${result.b}, ${result.games} games at ${options.iterations === null ? `${options.ms} ms` : `${options.iterations} iterations`}/move: ` +
        `${result.a} wins ${percent(result.winRateA)} [${percent(result.ciLow)}, ${percent(result.ciHigh)}]; ` +
        `mean score ${result.meanScoreA.toFixed(1)} vs ${result.meanScoreB.toFixed(1)}; ` +
        `${perMove(result.msPerMoveA)} vs ${perMove(result.msPerMoveB)} ms/move` +
        (result.unfinished > 0 ? `; ${result.unfinished} unfinished at ${options.maxMoves} moves, counted as shared` : ''),
    );
  }
}

await main();
