/**
 * The searching bots' speed: MCTS (Tessera, 2 players) and IS-MCTS (Tesseris, 3 players) iterations per
 * second from positions in the middle of seeded games, the median of three searches after a warm-up.
 */
import { unwrap } from '../src/core/result.js';
import * as tessera from '../src/tessera/index.js';
import * as tesseris from '../src/tesseris/index.js';

/** One bot's figures. */
export interface BotSpeed {
  game: string;
  players: number;
  bot: string;
  iterations: number;
  iterationsPerSec: number;
}

/** Plays the first legal move `plies` times from a setup: a deterministic position in the middle of a game. */
export function midGame<State>(state: State, plies: number, legal: (state: State) => unknown[], apply: (state: State, move: unknown) => State): State {
  let current = state;
  for (let ply = 0; ply < plies; ply++) current = apply(current, legal(current)[ply % legal(current).length]);
  return current;
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

function speed(search: () => void, iterations: number): number {
  search();
  const times = [0, 1, 2].map(() => {
    const started = performance.now();
    search();
    return performance.now() - started;
  });
  return iterations / (median(times) / 1000);
}

/** Measures both searching bots. */
export function measureBots(iterations = 2_000): BotSpeed[] {
  const tesseraState = midGame(
    unwrap(tessera.setup({ players: 2, seed: 'bench' })),
    7,
    tessera.legalMoves,
    (state, move) => unwrap(tessera.applyMove(state, move)).state,
  );
  const tesseraView = unwrap(tessera.playerView(tesseraState, tesseraState.turn));
  const tesserisState = midGame(
    unwrap(tesseris.setup({ players: 3, seed: 'bench', rounds: 3 })),
    12,
    tesseris.legalMoves,
    (state, move) => unwrap(tesseris.applyMove(state, move)).state,
  );
  const tesserisView = unwrap(tesseris.playerView(tesserisState, tesserisState.turn));
  return [
    {
      game: 'tessera',
      players: 2,
      bot: 'mcts',
      iterations,
      iterationsPerSec: speed(() => unwrap(tessera.mctsBot.suggest(tesseraView, { iterations })), iterations),
    },
    {
      game: 'tesseris',
      players: 3,
      bot: 'ismcts',
      iterations,
      iterationsPerSec: speed(() => unwrap(tesseris.ismctsBot.suggest(tesserisView, { iterations })), iterations),
    },
  ];
}
