/// <reference lib="webworker" />
/**
 * The Tessera page's table, in a Web Worker: it alone holds the state, whose seed and generator tell every
 * refill to come. The page receives seat 0's message only (`broadcast`: its view, with the bag as counts, and
 * the step's events), and the record once the game is over. The bots play here, each from its own seat's view,
 * when the page says it is time (it paces the game); the undo goes back to seat 0's last turn.
 *
 * Like any server, it trusts nothing the page sends (`table-server.ts`): it starts one game, takes a move only
 * for the page's seat on that seat's turn, and a bot's turn only when it is a bot's; anything else gets
 * `NOT_YOURS`.
 */
import {
  broadcast,
  currentState,
  movesOf,
  outcome,
  playInHistory,
  recordOf,
  start,
  startHistory,
  tessera,
  tesseraBots,
  TESSERA_BOT_NAMES,
  undo,
  unwrap,
  type History,
  type TesseraBotName,
  type TesseraEvent,
  type TesseraMove,
  type TesseraOptions,
  type TesseraState,
} from 'tessera-engine/tessera';
import { movedBy, refuse, reply, servePage } from './table-server.js';
import type { TesseraReply, TesseraRequest } from './tessera-protocol.js';

const HUMAN = 0;
const send: (message: TesseraReply) => void = reply;
let history: History<TesseraState, TesseraMove, TesseraEvent> | null = null;
let options: TesseraOptions;
let bot: TesseraBotName;
let think = 0;

const now = (): TesseraState => currentState(history!);
const playing = (): boolean => history !== null && outcome(now()) === null;

/** Sends seat 0's message of the current step, and the record if the game is over. */
function tell(events: readonly TesseraEvent[], move: TesseraMove | null): void {
  const state = now();
  send({ type: 'message', message: broadcast(state, events)[HUMAN]!, move });
  if (outcome(state) !== null) send({ type: 'over', record: JSON.stringify(unwrap(recordOf(tessera, options, movesOf(history!)))) });
}

function play(move: TesseraMove): void {
  const played = playInHistory(tessera, history!, move);
  if (!played.ok) {
    refuse(played.error.message);
    return;
  }
  history = played.value;
  tell(history.steps[history.index]!.events, history.steps[history.index]!.move);
}

servePage<TesseraRequest>({
  start: (request) => {
    if (history !== null) return false;
    if (!Object.hasOwn(tesseraBots, request.bot)) {
      refuse(`the bot is one of ${TESSERA_BOT_NAMES.join(', ')}`);
      return true;
    }
    const first = start(request.options);
    if (!first.ok) {
      refuse(first.error.message);
      return true;
    }
    ({ bot, think } = request);
    // The options the record replays: the page's, with the seed the setup drew when the page named none.
    options = { ...request.options, seed: first.value.state.seed };
    history = startHistory(first.value.state);
    tell(first.value.events, null);
    return true;
  },
  move: (request) => {
    if (!playing() || now().turn !== HUMAN || !movedBy(request.move, HUMAN)) return false;
    play(request.move);
    return true;
  },
  bot: () => {
    if (!playing() || now().turn === HUMAN) return false;
    const state = now();
    const view = unwrap(tessera.playerView(state, state.turn));
    const seed = state.round * 100 + state.turn;
    const move = tesseraBots[bot].chooseMove(view, bot === 'mcts' ? { seed, milliseconds: think } : { seed });
    if (move.ok) play(move.value);
    else refuse(move.error.message);
    return true;
  },
  undo: () => {
    if (history === null || history.index === 0) return false;
    do history = undo(history);
    while (history.index > 0 && now().turn !== HUMAN);
    tell([], null);
    return true;
  },
});
