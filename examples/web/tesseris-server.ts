/// <reference lib="webworker" />
/**
 * The Tesseris page's in-page server, in a Web Worker: it alone holds the state. After each step it sends the
 * page seat 0's message only (`broadcast`: its view and its version of the events), and it plays the bots of
 * the other seats from their own messages, with a pause between moves that the page can skip. When the game
 * is over it sends the record, which hides nothing any more.
 *
 * Like any server, it trusts nothing the page sends (the console can post to it too): it starts one game, and
 * takes a move only for the page's seat, on that seat's turn, while no bot plays. Any other request gets
 * `NOT_YOURS` (`table-server.ts`), the same text whatever it asked, so that no reply tells what another seat holds.
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
import { movedBy, refuse, reply, servePage } from './table-server.js';
import type { ServerRequest, ServerReply } from './tesseris-protocol.js';

const HUMAN = 0;
let started = false;
let botsPlaying = false;
let options: TesserisOptions;
let state: TesserisState;
let history: History<TesserisState, TesserisMove, TesserisEvent>;
let delay = 0;
let skipping = false;
let iterations = 60;

const send: (message: ServerReply) => void = reply;

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
  botsPlaying = true;
  try {
    await playUntilHumanTurn();
  } finally {
    botsPlaying = false;
  }
}

async function playUntilHumanTurn(): Promise<void> {
  while (outcome(state) === null && state.turn !== HUMAN) {
    send({ type: 'thinking', seat: state.turn });
    await wait(delay);
    const seat = state.turn;
    const message = broadcast(state, [])[seat]!;
    const move = ismctsBot.chooseMove(message.view, { seed: history.index, iterations });
    if (!move.ok) {
      refuse(move.error.message);
      return;
    }
    const refused = step(move.value);
    if (refused !== null) {
      refuse(refused);
      return;
    }
  }
  skipping = false;
  if (outcome(state) !== null) send({ type: 'over', record: JSON.stringify(unwrap(recordOf(tesseris, { ...options, seed: state.seed }, movesOf(history)))) });
  send({ type: 'ready' });
}

/** Whether the page may play this move now: its own seat's, on its turn, in a game not over, with no bot playing. */
const pageMayPlay = (move: unknown): boolean => started && !botsPlaying && outcome(state) === null && state.turn === HUMAN && movedBy(move, HUMAN);

servePage<ServerRequest>({
  skip: () => {
    skipping = true;
    return true;
  },
  start: (request) => {
    if (started) return false;
    options = request.options;
    delay = request.delay;
    iterations = request.iterations;
    const first = start(options);
    if (!first.ok) {
      refuse(first.error.message);
      return true;
    }
    started = true;
    state = first.value.state;
    history = startHistory(state);
    send({ type: 'message', message: broadcast(state, first.value.events)[HUMAN]! });
    void playBots();
    return true;
  },
  move: (request) => {
    if (!pageMayPlay(request.move)) return false;
    const refused = step(request.move);
    if (refused !== null) refuse(refused);
    else void playBots();
    return true;
  },
});
