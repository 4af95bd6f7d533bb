/// <reference lib="webworker" />
/**
 * The Tesseris page's in-page server, in a Web Worker: it alone holds the state. After each step it sends the
 * page seat 0's message only (`broadcast`: its view and its version of the events), and it plays the bots of
 * the other seats from their own messages, with a pause between moves that the page can skip. When the game
 * is over it sends the record, which hides nothing any more.
 */
import {
  applyMove,
  broadcast,
  ismctsBot,
  movesOf,
  outcome,
  recordOf,
  start,
  startHistory,
  tesseris,
  unwrap,
  type History,
  type TesserisEvent,
  type TesserisMove,
  type TesserisOptions,
  type TesserisState,
} from 'tessera-engine/tesseris';
import type { ServerRequest, ServerReply } from './tesseris-protocol.js';

const HUMAN = 0;
let options: TesserisOptions;
let state: TesserisState;
let history: History<TesserisState, TesserisMove, TesserisEvent>;
let delay = 0;
let skipping = false;
let iterations = 60;

function send(reply: ServerReply): void {
  self.postMessage(reply);
}

function step(move: TesserisMove): string | null {
  const played = applyMove(state, move);
  if (!played.ok) return played.error.message;
  state = played.value.state;
  history = { steps: [...history.steps, { state, move, events: played.value.events }], index: history.index + 1 };
  send({ type: 'message', message: broadcast(state, played.value.events)[HUMAN]! });
  return null;
}

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, skipping ? 0 : milliseconds));

async function playBots(): Promise<void> {
  while (outcome(state) === null && state.turn !== HUMAN) {
    send({ type: 'thinking', seat: state.turn });
    await wait(delay);
    const seat = state.turn;
    const message = broadcast(state, [])[seat]!;
    const move = ismctsBot.chooseMove(message.view, { seed: history.index, iterations });
    if (!move.ok) {
      send({ type: 'refused', message: move.error.message });
      return;
    }
    const refused = step(move.value);
    if (refused !== null) {
      send({ type: 'refused', message: refused });
      return;
    }
  }
  skipping = false;
  if (outcome(state) !== null) send({ type: 'over', record: JSON.stringify(unwrap(recordOf(tesseris, { ...options, seed: state.seed }, movesOf(history)))) });
  send({ type: 'ready' });
}

self.onmessage = (event: MessageEvent<ServerRequest>) => {
  const request = event.data;
  if (request.type === 'start') {
    options = request.options;
    delay = request.delay;
    iterations = request.iterations;
    const started = start(options);
    if (!started.ok) {
      send({ type: 'refused', message: started.error.message });
      return;
    }
    state = started.value.state;
    history = startHistory(state);
    send({ type: 'message', message: broadcast(state, started.value.events)[HUMAN]! });
    void playBots();
  } else if (request.type === 'skip') skipping = true;
  else {
    const refused = step(request.move);
    if (refused !== null) {
      send({ type: 'refused', message: refused });
      return;
    }
    void playBots();
  }
};
