/// <reference lib="dom" />
/**
 * A Tesseris table in the browser, with a tiny in-page server: the server alone holds the state, and after
 * each move it sends every seat its own message (`broadcast`: its view and its version of the events). The
 * page draws seat 0 from its messages only; the bots of seats 1 and 2 play from theirs.
 */
import {
  applyMove,
  broadcast,
  describeEvent,
  discardToPile,
  drawPile,
  ismctsBot,
  legalMovesForView,
  outcome,
  pass,
  resolveObjective,
  shapeOf,
  start,
  unwrap,
  type SeatMessage,
  type TesserisMove,
} from 'tessera-engine/tesseris';

const HUMAN = 0;
const query = new URLSearchParams(location.search);

/** The server: the only holder of the state. */
const server = {
  state: unwrap(start({ players: 3, seed: query.get('seed') ?? 'web', rounds: Number(query.get('rounds') ?? 1) })).state,
  /** Plays a seat's move and returns each seat's message. */
  play(move: TesserisMove): SeatMessage[] | string {
    const step = applyMove(this.state, move);
    if (!step.ok) return step.error.message;
    this.state = step.value.state;
    return broadcast(this.state, step.value.events);
  },
  welcome(): SeatMessage[] {
    return broadcast(this.state, []);
  },
};

/** What seat 0's client knows: its last message, and the log of its events. */
let mine: SeatMessage = server.welcome()[HUMAN]!;
const log: string[] = [];
let picked: number | null = null;

function deliver(messages: SeatMessage[]): void {
  mine = messages[HUMAN]!;
  for (const event of mine.events) log.push(describeEvent(event));
}

function card(value: number | null, attributes = '', extraClass = ''): string {
  return `<span class="card ${extraClass}" ${attributes}>${value === null ? '—' : `#${shapeOf(value)}`}</span>`;
}

function render(): void {
  const view = mine.view;
  const mineToAct = view.turn === HUMAN && view.phase !== 'over';
  const objectives = view.objectives
    .map(
      (own, seat) =>
        `<div class="row" data-objectives="${seat}">seat ${seat} (${view.handSizes[seat]} cards): ${own.map((objective, index) => card(objective.card, `data-objective="${index}" data-seat="${seat}"`, objective.resolvedWith === null ? '' : 'resolved')).join('')}</div>`,
    )
    .join('');
  const piles = `<div class="row">piles: ${view.piles.map((pile, index) => card(pile.top, `data-pile="${index}" data-size="${pile.size}"`)).join('')} main pile: <span data-main>${view.mainPileSize}</span></div>`;
  const hand = `<div class="row">your hand: ${view.hand.map((value) => card(value, `data-card="${value}"`, picked === value ? 'selected' : '')).join('')}</div>`;
  const draws =
    mineToAct && view.phase === 'draw'
      ? `<div class="row">${legalMovesForView(view)
          .map(
            (move) =>
              `<button data-move='${JSON.stringify(move)}'>${move.type === 'draw-pile' ? `draw pile ${move.pile + 1}` : move.type === 'steal' ? `steal from seat ${move.from}` : move.type === 'draw-main' ? 'draw the main pile' : 'pass'}</button>`,
          )
          .join('')}</div>`
      : '';
  const passOnly = mineToAct && view.phase === 'discard' && view.hand.length === 0 ? `<button data-move='${JSON.stringify(pass(HUMAN))}'>pass</button>` : '';
  document.getElementById('table')!.innerHTML = objectives + piles + hand + draws + passOnly + `<pre>${log.slice(-8).join('\n')}</pre>`;
  const result = outcome(server.state);
  document.getElementById('status')!.textContent =
    result === null
      ? `Round ${view.round}, seat ${view.turn} to act (${view.phase})`
      : `Game over: ${result.scores.join(' / ')}; winner ${result.winners.map((seat) => `seat ${seat}`).join(' and ')}`;
}

/** Plays a move for seat 0, then lets the bots play from their own messages until seat 0 is to act again. */
function play(move: TesserisMove): void {
  const messages = server.play(move);
  if (typeof messages === 'string') {
    log.push(`refused: ${messages}`);
    render();
    return;
  }
  deliver(messages);
  picked = null;
  let latest = messages;
  while (outcome(server.state) === null && server.state.turn !== HUMAN) {
    const seat = server.state.turn;
    const botMove = unwrap(ismctsBot.chooseMove(latest[seat]!.view, { seed: log.length, iterations: 60 }));
    const next = server.play(botMove);
    if (typeof next === 'string') throw new Error(next);
    deliver(next);
    latest = next;
  }
  render();
}

document.addEventListener('click', (event) => {
  const target = (event.target as HTMLElement).closest<HTMLElement>('[data-card], [data-pile], [data-objective], [data-move]');
  if (target === null) return;
  if (target.dataset.move !== undefined) play(JSON.parse(target.dataset.move) as TesserisMove);
  else if (target.dataset.card !== undefined) {
    picked = Number(target.dataset.card);
    render();
  } else if (picked !== null && target.dataset.pile !== undefined) {
    play(mine.view.phase === 'draw' ? drawPile(HUMAN, Number(target.dataset.pile)) : discardToPile(HUMAN, picked, Number(target.dataset.pile)));
  } else if (picked !== null && target.dataset.objective !== undefined && target.dataset.seat === String(HUMAN)) {
    play(resolveObjective(HUMAN, picked, Number(target.dataset.objective)));
  }
});

/** What the browser test reads: the server's state, as JSON, and seat 0's view as its client holds it. */
(window as unknown as { tesserisApp: object }).tesserisApp = { stateJson: () => JSON.stringify(server.state), viewJson: () => JSON.stringify(mine.view) };

render();
