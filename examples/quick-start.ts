/**
 * The README's quick start: a seeded 3-player Tessera game, played to the end with the first legal move.
 * Run it with `npx tsx examples/quick-start.ts`.
 */
import { tessera, unwrap } from 'tessera-engine';

// Start a seeded 3-player game. setup() validates its options and returns a Result.
let state = unwrap(tessera.setup({ players: 3, seed: 'my-seed' }));

while (tessera.outcome(state) === null) {
  const moves = tessera.legalMoves(state); // every legal move of the player to act
  const move = moves[0]!; // pick one: a bot, a UI, a network message...
  const { state: next, events } = unwrap(tessera.applyMove(state, move));
  for (const event of events) if (event.type === 'wall-placed') console.log(`seat ${event.player} scores ${event.points}`);
  state = next; // the old state is untouched and still valid
}

const { scores, winners } = tessera.outcome(state)!;
console.log({ scores, winners });

// A move is plain JSON, so a front-end can build it and a server can receive it.
const result = tessera.applyMove(state, { type: 'draft', player: 0, source: 2, kind: 0, destination: 3 });
if (!result.ok) console.log(result.error.code, result.error.message); // "game-over": the game has ended
