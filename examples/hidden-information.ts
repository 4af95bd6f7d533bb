/**
 * A Tesseris server and its clients in one process: the server keeps the only full state, each client gets
 * its own view and its own version of the events, and picks its moves from its view alone.
 * Run it with `npx tsx examples/hidden-information.ts`.
 */
import { applyMove, eventsForPlayer, legalMovesForView, playerView, scores, setup, unwrap, type TesserisView } from 'tessera-engine/tesseris';

const players = 3;
let state = unwrap(setup({ players, seed: 'server', rounds: 1 }));
const views: TesserisView[] = Array.from({ length: players }, (_, seat) => unwrap(playerView(state, seat)));
let turns = 0;

while (state.phase !== 'over') {
  // The acting client decides from what it can see, and sends its move as JSON.
  const seat = state.turn;
  const moves = legalMovesForView(views[seat]!);
  const wire = JSON.stringify(moves[turns % moves.length]);

  // The server checks the move it received and applies it.
  const { state: next, events } = unwrap(applyMove(state, JSON.parse(wire)));
  state = next;
  turns++;

  // Each client receives only its own view and what it may know of the events.
  for (let client = 0; client < players; client++) {
    views[client] = unwrap(playerView(state, client));
    for (const event of eventsForPlayer(events, client)) {
      if (event.type === 'card-stolen' && turns < 200) {
        console.log(`client ${client} sees seat ${event.player} steal ${event.card === null ? 'a hidden card' : `card ${event.card}`} from seat ${event.from}`);
      }
    }
  }
}
console.log(`round over after ${turns} moves; scores ${scores(state).join(' / ')}`);
