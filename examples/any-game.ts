/**
 * One function that plays either game through the shared `GameModule` interface.
 * Run it with `npx tsx examples/any-game.ts`.
 */
import { tessera, tesseris, unwrap, type BaseOutcome, type GameModule } from 'tessera-engine';

/** Plays random legal moves until the game is over; returns the outcome. */
function playRandomly<State, Move, Options>(
  game: GameModule<State, Move, Options, unknown, unknown, BaseOutcome, string, string>,
  options: Options,
): BaseOutcome {
  let state = unwrap(game.setup(options));
  while (game.outcome(state) === null) {
    const moves = game.legalMoves(state);
    state = unwrap(game.applyMove(state, moves[Math.floor(Math.random() * moves.length)])).state;
  }
  return game.outcome(state)!;
}

console.log('tessera', playRandomly(tessera, { players: 2, seed: 1 }));
console.log('tesseris', playRandomly(tesseris, { players: 3, seed: 1, rounds: 1 }));
