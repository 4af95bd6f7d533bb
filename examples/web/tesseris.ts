/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * A Tesseris table in the browser. The game is held by a server in a Web Worker (`tesseris-server.ts`,
 * reached through `tesseris-table.ts`); the page only ever receives seat 0's messages: its view and its
 * version of the events. Cards are drawn as their shapes and colours; objectives are laid out apart from the
 * hand; piles are clicked to draw or to discard onto; what the seat knows of the hidden cards is shown from its
 * view's `knowledge` (`tesseris-knowledge.ts`); every event goes to a log that scrolls.
 */
import {
  describeEvent,
  discardToPile,
  drawMain,
  drawPile,
  legalMovesForView,
  pass,
  resolveObjective,
  scores,
  shapeOf,
  type SeatMessage,
  type TesserisMove,
  type TesserisView,
} from 'tessera-engine/tesseris';
import { announce, appendLog, byId, buttonById } from './dom.js';
import { applyLanguage, counted, locale, t } from './page-text.js';
import { cardName, cardSvg } from './tesseris-cards.js';
import { knowledgeHtml } from './tesseris-knowledge.js';
import type { ServerReply } from './tesseris-protocol.js';
import { LOCAL_SEATING, seatName, seatingIntro, type Seating } from './seat-names.js';
import { readTesserisSetup } from './tesseris-setup.js';
import { chooseTable } from './tesseris-table.js';

/** Who sits where: at the worker's table the page has seat 0 and bots play the others; online, the server says. */
let seating: Seating = LOCAL_SEATING;
const setup = readTesserisSetup(location.search);
let mine: SeatMessage | null = null;
let picked: number | null = null;
let waiting = true;
/** Whether the table is online (it said which seat is the page's): its bots play on the server, without pauses. */
let online = false;
/** Whether the page's move was sent and no news has come since (online, it may wait for the connection). */
let sending = false;
let record: string | null = null;
/** Online, once the server has refused the seat's sync: the page shows why instead of the board, and takes no move. */
let lost = false;

const nameOf = (seat: number): string => seatName(seating, seat);
const same = (a: TesserisMove, b: TesserisMove): boolean => JSON.stringify(a) === JSON.stringify(b);

function showMessage(text: string): void {
  byId('message').textContent = text;
}

function cardButton(card: number, attributes: string, enabled: boolean, pressed?: boolean): string {
  return `<button type="button" class="card" ${attributes}${enabled ? '' : ' disabled'}${pressed === undefined ? '' : ` aria-pressed="${pressed}"`}><span class="visually-hidden">${cardName(card)}</span>${cardSvg(card)}</button>`;
}

function objectivesHtml(view: TesserisView, legal: readonly TesserisMove[]): string {
  const totals = scores(view);
  return view.objectives
    .map((objectives, seat) => {
      const cards = objectives
        .map((objective, index) => {
          const resolved = objective.resolvedWith !== null;
          const facts = { number: index + 1, card: cardName(objective.card) };
          const label = t(resolved ? 'tesseris.objective-resolved' : 'tesseris.objective', facts);
          if (seat === seating.own && !resolved) {
            const playable = picked !== null && legal.some((move) => same(move, resolveObjective(seating.own, picked!, index)));
            return `<button type="button" class="card objective" data-seat="${seat}" data-objective="${index}"${playable ? '' : ' disabled'}><span class="visually-hidden">${t('tesseris.resolve', facts)}</span>${cardSvg(objective.card)}</button>`;
          }
          return `<span class="card objective${resolved ? ' resolved' : ''}" role="img" aria-label="${label}" data-seat="${seat}" data-objective="${index}">${cardSvg(objective.card)}${resolved ? '<span class="tick" aria-hidden="true">✓</span>' : ''}</span>`;
        })
        .join('');
      return `<div class="seat panel${view.turn === seat && view.phase !== 'over' ? ' to-act' : ''}" data-seat="${seat}"><h3>${t('tesseris.seat', { seat: nameOf(seat), points: counted('points', totals[seat]!, { count: `<span data-score>${totals[seat]}</span>` }), cards: counted('cards', view.handSizes[seat]!, { count: `<span data-hand-size>${view.handSizes[seat]}</span>` }) })}</h3><div class="cards">${cards}</div></div>`;
    })
    .join('');
}

function pilesHtml(view: TesserisView, legal: readonly TesserisMove[]): string {
  const piles = view.piles
    .map((pile, index) => {
      const move = view.phase === 'draw' ? drawPile(seating.own, index) : picked === null ? null : discardToPile(seating.own, picked, index);
      const playable = move !== null && legal.some((candidate) => same(candidate, move));
      const label = t(view.phase === 'draw' ? 'tesseris.pile.draw' : 'tesseris.pile.discard', { pile: index + 1, cards: counted('cards', pile.size) });
      const top = pile.top === null ? '' : t('tesseris.pile.top', { card: cardName(pile.top) });
      return `<button type="button" class="card pile" data-pile="${index}" data-size="${pile.size}"${playable ? '' : ' disabled'}><span class="visually-hidden">${label}${top}</span>${pile.top === null ? `<span class="empty-pile" aria-hidden="true">${t('empty')}</span>` : cardSvg(pile.top)}<span class="count" aria-hidden="true">${t('tesseris.pile.count', { pile: index + 1, size: pile.size })}</span></button>`;
    })
    .join('');
  const main = `<button type="button" class="card pile" data-main${legal.some((move) => move.type === 'draw-main') ? '' : ' disabled'}><span class="visually-hidden">${t('tesseris.main')}</span><span class="back" aria-hidden="true">?</span><span class="count">${t('tesseris.main.count', { size: view.mainPileSize })}</span></button>`;
  const steals = legal
    .filter((move) => move.type === 'steal')
    .map((move) => `<button type="button" data-move='${JSON.stringify(move)}'>${t('tesseris.steal', { seat: nameOf(move.from) })}</button>`)
    .join('');
  const passing = legal.some((move) => move.type === 'pass')
    ? `<button type="button" data-move='${JSON.stringify(pass(seating.own))}'>${t('tesseris.pass')}</button>`
    : '';
  return `<div class="cards">${piles}${main}</div><div class="bar">${steals}${passing}</div>`;
}

function handHtml(view: TesserisView, legal: readonly TesserisMove[]): string {
  if (view.hand.length === 0) return `<p>${t('tesseris.hand-empty')}</p>`;
  return view.hand
    .map((card) => {
      const playable =
        view.phase === 'discard' && legal.some((move) => (move.type === 'discard-to-pile' || move.type === 'resolve-objective') && move.card === card);
      return cardButton(card, `data-card="${card}" data-key="card-${card}"`, playable, picked === card);
    })
    .join('');
}

function statusText(view: TesserisView): string {
  if (view.phase === 'over') {
    const totals = scores(view);
    const best = Math.max(...totals);
    const winners = totals.flatMap((score, seat) => (score === best ? [nameOf(seat)] : []));
    const scoresText = totals.map((score, seat) => `${nameOf(seat)} ${score}`).join(', ');
    return `${t('status.over', { scores: scoresText })}; ${counted('tesseris.win', winners.length, { seats: winners.join(t('tesseris.and')) })}`;
  }
  if (view.turn !== seating.own) return t('status.bot-playing', { round: view.round, seat: nameOf(view.turn) });
  // A move on its way says so, a draw as a discard: the page is busy until the server answers.
  if (sending) return t('tesseris.status.sending', { round: view.round });
  if (view.phase === 'draw') return t('tesseris.status.draw', { round: view.round });
  if (picked !== null) return t('tesseris.status.picked', { round: view.round, shape: shapeOf(picked) });
  return t('tesseris.status.your-turn', { round: view.round });
}

function render(): void {
  if (mine === null || lost) return;
  const view = mine.view;
  const legal = !waiting && view.phase !== 'over' && view.turn === seating.own ? legalMovesForView(view) : [];
  const focusKey = (document.activeElement as HTMLElement | null)?.dataset.key;
  byId('objectives').innerHTML = objectivesHtml(view, legal);
  byId('table').innerHTML = pilesHtml(view, legal);
  byId('hand').innerHTML = handHtml(view, legal);
  const knowledge = byId('knowledge');
  knowledge.innerHTML = knowledgeHtml(view, nameOf, knowledge.querySelector('details')?.open === true);
  byId('status').textContent = statusText(view);
  byId('seat-intro').textContent = seatingIntro(seating, view.players);
  // Online there is nothing to skip: the server's bots do not pause.
  buttonById('skip').hidden = !waiting || online;
  document.body.dataset.busy = String(waiting);
  const restored = focusKey === undefined ? null : document.querySelector<HTMLElement>(`[data-key="${focusKey}"]:not([disabled])`);
  if (restored !== null) restored.focus();
  else if (legal.length > 0 && (document.activeElement === document.body || !document.activeElement?.isConnected)) {
    document.querySelector<HTMLElement>('#hand button:not([disabled]), #table button:not([disabled]), #objectives button:not([disabled])')?.focus();
  }
}

const table = chooseTable(
  typeof setup === 'string' ? 1 : setup.humans,
  (reply: ServerReply) => {
    switch (reply.type) {
      case 'seat':
        seating = { own: reply.seat, bots: reply.bots };
        online = true;
        break;
      case 'message': {
        mine = reply.message;
        sending = false;
        // A card picked and since played (by another tab of this seat) is no longer in the hand: it is dropped.
        if (picked !== null && !mine.view.hand.includes(picked)) picked = null;
        const lines = mine.events.map((event) => describeEvent(event, nameOf, { locale }));
        appendLog(byId('log'), lines);
        if (lines.length > 0) announce(lines.join('. '));
        break;
      }
      case 'refused':
        sending = false;
        showMessage(reply.message);
        waiting = false;
        break;
      case 'thinking':
        waiting = true;
        break;
      case 'over':
        record = reply.record;
        break;
      case 'ready':
        waiting = false;
        break;
      case 'lost':
        lost = true;
        waiting = true;
        for (const id of ['objectives', 'table', 'hand', 'knowledge']) byId(id).closest('section')!.hidden = true;
        byId('status').textContent = '';
        buttonById('skip').hidden = true;
        document.body.dataset.busy = 'false';
        return;
    }
    render();
  },
  (message) => {
    showMessage(message);
    document.body.dataset.busy = 'false';
  },
);

function play(move: TesserisMove): void {
  if (waiting) return;
  waiting = true;
  sending = true;
  document.body.dataset.busy = 'true';
  picked = null;
  showMessage('');
  // The pick and the status clear at once: the move is on its way (online, it may wait for the connection).
  render();
  table.send({ type: 'move', move });
}

document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element) || mine === null || lost) return;
  const target = event.target.closest<HTMLElement>('[data-card], [data-pile], [data-main], [data-objective], [data-move], #skip');
  if (target === null) return;
  if (target.id === 'skip') {
    table.send({ type: 'skip' });
    return;
  }
  if (waiting) return;
  const view = mine.view;
  if (target.dataset.move !== undefined) play(JSON.parse(target.dataset.move) as TesserisMove);
  else if (target.dataset.main !== undefined) play(drawMain(seating.own));
  else if (target.dataset.card !== undefined) {
    picked = picked === Number(target.dataset.card) ? null : Number(target.dataset.card);
    render();
  } else if (target.dataset.pile !== undefined) {
    if (view.phase === 'draw') play(drawPile(seating.own, Number(target.dataset.pile)));
    else if (picked !== null) play(discardToPile(seating.own, picked, Number(target.dataset.pile)));
  } else if (picked !== null && target.dataset.objective !== undefined) play(resolveObjective(seating.own, picked, Number(target.dataset.objective)));
});

/** The arrow keys move between the cards of the hand, and between the piles. */
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') table.send({ type: 'skip' });
  if (!['ArrowLeft', 'ArrowRight'].includes(event.key)) return;
  const active = document.activeElement as HTMLElement | null;
  const group = active?.closest('#hand, #table, #objectives');
  if (group === null || group === undefined) return;
  const members = [...group.querySelectorAll<HTMLElement>('button:not([disabled])')];
  const next = members[(members.indexOf(active!) + (event.key === 'ArrowRight' ? 1 : members.length - 1)) % members.length];
  next?.focus();
  event.preventDefault();
});

/** What the browser tests read: seat 0's view as the page holds it, and the record once the game is over. */
(window as unknown as { tesserisApp: object }).tesserisApp = { viewJson: () => JSON.stringify(mine?.view ?? null), record: () => record };

applyLanguage();
if (typeof setup === 'string') {
  showMessage(setup);
  document.body.dataset.busy = 'false';
} else {
  table.send({
    type: 'start',
    options: { players: setup.players, rounds: setup.rounds, ...(setup.seed === null ? {} : { seed: setup.seed }) },
    delay: setup.delay,
    iterations: 60,
  });
}
