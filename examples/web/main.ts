/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * A browser front-end for Tessera, built on the package alone: a setup screen (players, walls, tiles, bots, or
 * a solo challenge with hints), pick-then-place by pointer, touch or keyboard, previews of every destination,
 * slot choices that show each slot's points, and every step's events played back one by one, with a log.
 * Moves go to a table (`tessera-table.ts`): against bots, a Web Worker (`tessera-server.ts`) that holds the game and plays
 * the bots, so that the page holds seat 0's view only, never the seed and generator that tell the refills to come.
 * Hints and the daily challenge run off the page's thread too, in the package's worker pool (`tessera-engine/workers`,
 * whose worker script `npm run web:build` bundles as `dist/workers-worker.js`).
 * Bundle it with `npm run web:build`, then open `examples/web/index.html`.
 */
import {
  BUILT_IN_CHALLENGES,
  allowedColumns,
  columnsOf,
  describeEvent,
  describeMove,
  describeTileKind,
  draftMove,
  outcome,
  placeMove,
  placementPoints,
  previewDraft,
  startChallenge,
  takeChoices,
  type Challenge,
  type DraftPreview,
  type LineTiling,
  type Source,
  type TakeChoice,
  type TesseraEvent,
  type TesseraMove,
  type TesseraView,
  type TileKind,
} from 'tessera-engine/tessera';
import { createBotPool } from 'tessera-engine/workers';
import { applyLanguage, counted, locale, t } from './page-text.js';
import { announce, appendLog, buttonById, byId, escapeHtml, pause } from './dom.js';
import { readSetup } from './tessera-setup.js';
import { SeatLost, servedOnline } from './online-seat.js';
import { LOCAL_SEATING, seatName, type Seating } from './seat-names.js';
import { onlineTable } from './online-tessera.js';
import { challengeTable, workerTable, type Played, type TesseraTable } from './tessera-table.js';
import { countsText, emptySlotHtml, tileHtml } from './tessera-tiles.js';

/** Who sits where: at a local table the page has seat 0 and bots play the others; online, the server says. */
let seating: Seating = LOCAL_SEATING;
/** How long a hint may search, in milliseconds. */
const HINT_BUDGET = 2000;
/**
 * The hint and the generator, in a Web Worker. The tsconfig paths map `tessera-engine/workers` to
 * its Node entry, so the page imports the browser entry's source and names the worker script bundled beside it.
 */
const pool = createBotPool({ size: 1, workerUrl: new URL('./dist/workers-worker.js', location.href) });

interface Game {
  readonly table: TesseraTable;
  readonly delay: number;
  readonly challenge: Challenge | null;
}

let game: Game | null = null;
/** Online, once the server has refused the seat's sync: the page shows why instead of the board, and takes no move. */
let lost = false;
let picked: { source: Source; kind: TileKind } | null = null;
let busy = true;
let hint: TesseraMove | null = null;
/** The scores on show, which count up to the state's while events play. */
let shownScores: number[] = [];
/** Pressing Skip (or Escape) aborts this: the pauses of the playback until the player's next turn end at once. */
let skip = new AbortController();
let animationGeneration = 0;

const nameOf = (seat: number): string => seatName(seating, seat);
/** The game as the page's seat sees it: all the page holds of it. */
const current = (): TesseraView => game!.table.current();
const sourceName = (source: Source): string => (source === 'centre' ? t('source.centre') : t('source.display', { number: source + 1 }));

function showMessage(text: string): void {
  byId('message').textContent = text;
}

// ---------------------------------------------------------------- drawing

function previewText(preview: DraftPreview): string {
  const parts = [t('preview.line', { count: preview.toLine })];
  if (preview.toFloor > 0) parts.push(t('preview.floor', { count: preview.toFloor }));
  if (preview.toDiscard > 0) parts.push(t('preview.discarded', { count: preview.toDiscard }));
  const penalty = preview.penaltyAfter - preview.penaltyBefore;
  if (penalty > 0) parts.push(t('preview.penalty', { count: penalty }));
  const tiling = tilingText(preview.tiling);
  if (tiling !== '') parts.push(tiling);
  return parts.join(', ');
}

/** What a filled line would do if the round were tiled right after the draft, in words. */
function tilingText(tiling: LineTiling | null): string {
  if (tiling === null) return '';
  switch (tiling.type) {
    case 'placed':
      return t('tiling.placed', { points: tiling.points });
    case 'choose':
      return t('tiling.choose', { slots: tiling.slots.map(({ column, points }) => t('tiling.slot', { column: column + 1, points })).join(', ') });
    case 'after-choice':
      return t('tiling.after-choice', { line: tiling.row + 1 });
    case 'dropped':
      return t('tiling.dropped');
  }
}

/** The few words a destination shows for the picked tiles; the full sentence is in its name and on hover. */
function shortPreview(preview: DraftPreview): string {
  const parts: string[] = [];
  if (preview.toFloor > 0) parts.push(t('short.floor', { count: preview.toFloor }));
  if (preview.toDiscard > 0) parts.push(t('short.lost', { count: preview.toDiscard }));
  const penalty = preview.penaltyAfter - preview.penaltyBefore;
  if (penalty > 0) parts.push(`−${penalty}`);
  if (preview.tiling !== null) parts.push(preview.tiling.type === 'placed' ? t('short.fills-points', { points: preview.tiling.points }) : t('short.fills'));
  return parts.length === 0 ? t('short.fits') : parts.join(' · ');
}

function takeButton(source: Source, kind: TileKind, count: number, takes: readonly TakeChoice[]): string {
  const playable = takes.some((take) => take.source === source && take.kind === kind);
  const selected = picked !== null && picked.source === source && picked.kind === kind;
  const hinted = hint?.type === 'draft' && picked === null && hint.source === source && hint.kind === kind;
  const label = t('take.label', { tiles: counted('tiles', count, { kind: describeTileKind(kind, count, { locale }) }), source: sourceName(source) });
  return `<button type="button" class="take${hinted ? ' hinted' : ''}" data-key="take-${source}-${kind}" data-source="${source}" data-kind="${kind}" data-count="${count}"${playable ? ' data-take' : ' disabled'} aria-pressed="${selected}"${hinted ? ' data-hinted' : ''}><span class="visually-hidden">${label}</span>${tileHtml(kind).repeat(count)}</button>`;
}

function sourcesHtml(view: TesseraView, takes: readonly TakeChoice[]): string {
  const group = (source: Source, counts: readonly number[], extra: string) => {
    const buttons = counts.map((count, kind) => (count > 0 ? takeButton(source, kind as TileKind, count, takes) : '')).join('');
    const name = sourceName(source);
    return `<div class="source panel" role="group" aria-label="${name[0]!.toUpperCase()}${name.slice(1)}"><span class="label" aria-hidden="true">${name}</span>${buttons}${extra}</div>`;
  };
  const marker = view.markerHolder === null ? `<span class="tile k6" role="img" aria-label="${t('marker.label')}">1</span>` : '';
  return (
    view.displays.map((display, index) => (display.some((count) => count > 0) ? group(index, display, '') : '')).join('') + group('centre', view.centre, marker)
  );
}

function lineHtml(view: TesseraView, seat: number, row: number, choice: TakeChoice | null): string {
  const line = view.boards[seat]!.lines[row]!;
  const tiles = [...Array<TileKind>(line.wilds).fill(5), ...Array<TileKind>(line.count).fill(line.colour ?? 0)];
  const cells = Array.from({ length: row + 1 }, (_, i) => tileHtml(tiles[i] ?? null)).join('');
  const contents =
    line.count + line.wilds === 0
      ? t('empty')
      : t('line.contents', {
          count: line.count + line.wilds,
          size: row + 1,
          tiles: countsText(
            line.colour === null ? [0, 0, 0, 0, 0, line.wilds] : [...[0, 0, 0, 0, 0].map((_, c) => (c === line.colour ? line.count : 0)), line.wilds],
          ),
        });
  const name = t('line.name', { line: row + 1, contents });
  if (choice?.destinations.includes(row) === true) {
    const preview = previewDraft(view, draftMove(seating.own, choice.source, choice.kind, row));
    const text = preview.ok ? previewText(preview.value) : preview.error.message;
    const short = preview.ok ? shortPreview(preview.value) : '';
    const hinted = hint?.type === 'draft' && hint.source === choice.source && hint.kind === choice.kind && hint.destination === row;
    return `<button type="button" class="line${hinted ? ' hinted' : ''}" data-key="line-${row}" data-seat="${seat}" data-line="${row}" data-preview="${escapeHtml(text)}"${hinted ? ' data-hinted' : ''}><span class="visually-hidden">${name}: ${escapeHtml(text)}</span><span aria-hidden="true">${cells}</span><span class="pv" aria-hidden="true">${short}</span></button>`;
  }
  return `<div class="line" data-seat="${seat}" data-line="${row}"><span class="visually-hidden">${name}</span>${cells}</div>`;
}

function wallHtml(view: TesseraView, seat: number, row: number): string {
  const board = view.boards[seat]!;
  const pending =
    view.phase === 'tiling' && view.pending !== null && view.pending.seat === seat && seat === seating.own && view.pending.row === row && !busy
      ? view.pending
      : null;
  const slots = pending === null ? 0 : allowedColumns(board.wall, view.rules.wall, row, pending.kind);
  return board.wall[row]!.map((cell, column) => {
    if (cell !== null)
      return `<span class="cell" data-row="${row}" data-column="${column}" data-kind="${cell}" role="img" aria-label="${t('cell.label', { row: row + 1, column: column + 1, kind: describeTileKind(cell, 1, { locale }) })}">${tileHtml(cell)}</span>`;
    if ((slots & (1 << column)) === 0)
      return `<span class="cell" data-row="${row}" data-column="${column}">${emptySlotHtml(view.rules.wall, row, column)}</span>`;
    const points = placementPoints(board.wall, row, column);
    const hinted = hint?.type === 'place' && hint.column === column;
    return `<button type="button" class="cell slot${hinted ? ' hinted' : ''}" data-key="slot-${column}" data-place data-row="${row}" data-column="${column}" data-points="${points}" ${hinted ? ' data-hinted' : ''}><span class="visually-hidden">${t('slot.column', { column: column + 1 })}</span>${emptySlotHtml(view.rules.wall, row, column)}<span>+${points}</span><span class="visually-hidden"> ${counted('points', points)}</span></button>`;
  }).join('');
}

function floorButton(view: TesseraView, choice: TakeChoice, floorContents: string, floorItems: string): string {
  const preview = previewDraft(view, draftMove(seating.own, choice.source, choice.kind, 'floor'));
  const text = preview.ok ? previewText(preview.value) : '';
  const short = preview.ok ? shortPreview(preview.value) : '';
  const hinted = hint?.type === 'draft' && hint.source === choice.source && hint.kind === choice.kind && hint.destination === 'floor';
  return `<button type="button" class="line floor-line${hinted ? ' hinted' : ''}" data-key="line-floor" data-seat="${seating.own}" data-line="floor" data-preview="${escapeHtml(text)}"${hinted ? ' data-hinted' : ''}>${t('floor')} <span class="visually-hidden">${floorContents}: ${escapeHtml(text)}</span><span aria-hidden="true">${floorItems}</span> <span class="pv" aria-hidden="true">${short}</span></button>`;
}

function boardHtml(view: TesseraView, seat: number, choice: TakeChoice | null): string {
  const board = view.boards[seat]!;
  const rows = board.lines
    .map(
      (_, row) =>
        `<div class="row">${lineHtml(view, seat, row, seat === seating.own ? choice : null)}<div class="wall-row">${wallHtml(view, seat, row)}</div></div>`,
    )
    .join('');
  const floorItems = board.floor.map((item) => tileHtml(item)).join('');
  const floorContents =
    board.floor.length === 0 ? t('empty') : board.floor.map((item) => (item === 6 ? t('marker.short') : describeTileKind(item, 1, { locale }))).join(', ');
  const floor =
    seat === seating.own && choice?.destinations.includes('floor') === true
      ? floorButton(view, choice, floorContents, floorItems)
      : `<div class="floor" data-seat="${seat}" data-line="floor"><span aria-hidden="true">${t('floor')}</span><span class="visually-hidden">${t('floor.name', { items: floorContents })}</span>${floorItems}</div>`;
  const toAct = view.phase !== 'over' && view.turn === seat;
  return `<section class="board panel${toAct ? ' to-act' : ''}" data-seat="${seat}" aria-labelledby="seat-${seat}"><h2 id="seat-${seat}">${t('board.points', { seat: nameOf(seat), score: `<span data-score>${shownScores[seat] ?? board.score}</span>` })}${toAct ? t('board.to-play') : ''}</h2>${rows}<div class="floor">${floor}</div></section>`;
}

function statusText(view: TesseraView): string {
  const result = outcome(view);
  if (result !== null) {
    const scores = result.scores.map((score, seat) => `${nameOf(seat)} ${score}`).join(', ');
    const stars =
      result.stars === undefined ? '' : `: ${result.stars === 0 ? t('status.no-star') : `${'★'.repeat(result.stars)} (${counted('stars', result.stars)})`}`;
    return `${t('status.over', { scores })}${stars}; ${result.winners.length === 1 && view.players > 1 ? t('status.wins', { seat: nameOf(result.winners[0]!) }) : ''}`.replace(
      /; $/,
      '',
    );
  }
  if (view.turn !== seating.own) return t('status.bot-playing', { round: view.round, seat: nameOf(view.turn) });
  if (view.phase === 'tiling' && view.pending !== null) {
    const { row, kind } = view.pending;
    const wall = view.boards[seating.own]!.wall;
    const slots = columnsOf(allowedColumns(wall, view.rules.wall, row, kind)).map((column) =>
      t('status.slot', { column: column + 1, points: placementPoints(wall, row, column) }),
    );
    return t('status.choice', { kind: describeTileKind(kind, 1, { locale }), line: row + 1, slots: slots.join(', ') });
  }
  if (picked !== null) return t('status.picked', { round: view.round, kinds: describeTileKind(picked.kind, 2, { locale }), source: sourceName(picked.source) });
  return t('status.your-turn', { round: view.round });
}

/** Draws the game from the table's view, keeping the keyboard focus where it was. */
function render(): void {
  if (lost) return;
  const view = current();
  const humanActs = !busy && view.phase !== 'over' && view.turn === seating.own;
  const takes = humanActs && view.phase === 'drafting' ? takeChoices(view) : [];
  const choice = picked === null ? null : (takes.find((take) => take.source === picked!.source && take.kind === picked!.kind) ?? null);
  const focusKey = (document.activeElement as HTMLElement | null)?.dataset.key;
  byId('sources').innerHTML = sourcesHtml(view, takes);
  byId('boards').innerHTML = view.boards.map((_, seat) => boardHtml(view, seat, choice)).join('');
  byId('status').textContent = statusText(view);
  // An online table has no undo (the server's rule): the button is not shown there.
  buttonById('undo').hidden = game!.table.undoTo === undefined;
  buttonById('undo').disabled = busy;
  buttonById('skip').hidden = !busy;
  buttonById('hint').disabled = !humanActs;
  document.body.dataset.busy = String(busy);
  const restored = focusKey === undefined ? null : document.querySelector<HTMLElement>(`[data-key="${focusKey}"]:not([disabled])`);
  if (restored !== null) restored.focus();
  else if (humanActs && (document.activeElement === document.body || !document.activeElement?.isConnected)) focusDefault();
}

/** Puts the focus on the first thing to do: a slot, a line for the picked tiles, or a take. */
function focusDefault(): void {
  document.querySelector<HTMLElement>('[data-place], button[data-line], [data-take]')?.focus();
}

// ---------------------------------------------------------------- playback

function animateNumber(element: Element | null, from: number, to: number): void {
  if (element === null) return;
  const generation = animationGeneration;
  const begin = performance.now();
  const step = (now: number) => {
    if (generation !== animationGeneration) return;
    const progress = Math.min(1, (now - begin) / 400);
    element.textContent = String(Math.round(from + (to - from) * progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function countTo(seat: number, score: number): void {
  animateNumber(document.querySelector(`.board[data-seat="${seat}"] [data-score]`), shownScores[seat] ?? score, score);
  shownScores[seat] = score;
}

function slide(elements: Iterable<Element>, from: DOMRect | undefined): void {
  for (const element of elements) {
    element.classList.add('pop');
    if (from === undefined) continue;
    const to = element.getBoundingClientRect();
    element.animate([{ transform: `translate(${from.left - to.left}px, ${from.top - to.top}px)` }, { transform: 'none' }], {
      duration: 350,
      easing: 'ease-out',
    });
  }
}

function sourceRects(): Map<string, DOMRect> {
  const rects = new Map<string, DOMRect>();
  for (const take of document.querySelectorAll<HTMLElement>('#sources [data-source]'))
    rects.set(`${take.dataset.source}:${take.dataset.kind}`, take.getBoundingClientRect());
  return rects;
}

/** Shows one event: tiles sliding from their source, a placed tile, a score counting, the marker. */
function animateEvent(event: TesseraEvent, rects: Map<string, DOMRect>, taken: { key: string }): void {
  const board = (seat: number) => `.board[data-seat="${seat}"]`;
  switch (event.type) {
    case 'tiles-taken':
      taken.key = `${event.source}:${event.kind}`;
      break;
    case 'tiles-placed': {
      if (event.to === 'discard') break;
      const place = event.to === 'line' ? `[data-line="${event.line}"]` : '[data-line="floor"]';
      const tiles = [...document.querySelectorAll(`${board(event.player)} ${place} .tile.k${event.kind}`)].slice(-event.count);
      slide(tiles, rects.get(taken.key));
      break;
    }
    case 'marker-taken':
      slide(document.querySelectorAll(`${board(event.player)} [data-line="floor"] .tile.k6`), rects.get(taken.key));
      break;
    case 'wall-placed':
      document.querySelector(`${board(event.player)} [data-row="${event.row}"][data-column="${event.column}"] .tile`)?.classList.add('pop');
      countTo(event.player, event.score);
      break;
    case 'floor-penalty':
    case 'bonus-awarded':
      countTo(event.player, event.score);
      break;
    case 'displays-refilled':
      for (const tile of document.querySelectorAll('#sources .tile')) tile.classList.add('pop');
      break;
    default:
      break;
  }
}

/** Plays a step's events back one by one: each is drawn, logged and read out. */
async function playBack(events: readonly TesseraEvent[], rects: Map<string, DOMRect>): Promise<void> {
  const gap = Math.min(300, game!.delay / 3);
  const taken = { key: '' };
  const lines = events.map((event) => describeEvent(event, nameOf, { locale }));
  for (const [index, event] of events.entries()) {
    appendLog(byId('log'), [lines[index]!]);
    animateEvent(event, rects, taken);
    await pause(gap, skip.signal);
  }
  announce(lines.join('. '));
}

/**
 * Asks the table for a step (the player's move, or a bot's), then draws it and plays its events back; a bot's
 * move is logged first. A refusal shows its message.
 */
async function playStep(ask: () => Promise<Played>, byBot: boolean): Promise<boolean> {
  const rects = sourceRects();
  const played = await ask();
  if (!played.ok) {
    showMessage(byBot ? t('bot-failed', { message: played.message }) : played.message);
    return false;
  }
  if (byBot) appendLog(byId('log'), [`— ${describeMove(played.value.move, nameOf, { locale })}`]);
  showMessage('');
  picked = null;
  hint = null;
  await pause(0);
  render();
  await pause(0);
  await playBack(played.value.events, rects);
  return true;
}

/** Lets the bots play, one visible move at a time, until it is the player's turn or the game is over. */
async function playBots(): Promise<void> {
  const { table } = game!;
  if (table.awaitTurn !== undefined) {
    await table.awaitTurn(seating.own, () => {
      shownScores = current().boards.map((board) => board.score);
      render();
    });
    return;
  }
  const playBot = table.playBot;
  if (playBot === undefined) return;
  for (let view = current(); outcome(view) === null && view.turn !== seating.own; view = current()) {
    render();
    await pause(game!.delay, skip.signal);
    const ask = async (): Promise<Played> => {
      // Marks that let a test (or the browser's profiler) find the time a bot thought, in the table's worker.
      performance.mark('bot-move-start');
      const played = await playBot();
      performance.mark('bot-move-end');
      return played;
    };
    if (!(await playStep(ask, true))) return;
  }
}

/** Plays the player's move, then the bots', with the page locked meanwhile. */
async function act(move: TesseraMove): Promise<void> {
  if (busy) return;
  busy = true;
  document.body.dataset.busy = 'true';
  skip = new AbortController();
  shownScores = current().boards.map((board) => board.score);
  appendLog(byId('log'), [`— ${describeMove(move, nameOf, { locale })}`]);
  // After a refusal too: online, the match may have moved on (another tab of this seat played), and the page
  // follows it until the seat's turn; elsewhere it is the seat's turn still, and this returns at once.
  await playStep(() => game!.table.play(move), false);
  await playBots();
  animationGeneration++;
  shownScores = current().boards.map((board) => board.score);
  busy = false;
  render();
  focusDefault();
}

// ---------------------------------------------------------------- input

function pick(source: Source, kind: TileKind): void {
  picked = picked !== null && picked.source === source && picked.kind === kind ? null : { source, kind };
  render();
  if (picked !== null) document.querySelector<HTMLElement>('[data-hinted][data-line], button[data-line]')?.focus();
}

document.addEventListener('click', (event) => {
  const target = (event.target as HTMLElement).closest<HTMLElement>('[data-take], button[data-line], [data-place], #undo, #skip, #hint');
  if (target === null || game === null) return;
  if (target.id === 'skip') skip.abort();
  else if (target.id === 'hint') void showHint();
  else if (target.id === 'undo') void takeBack();
  else if (busy) return;
  else if (target.dataset.take !== undefined)
    pick(target.dataset.source === 'centre' ? 'centre' : Number(target.dataset.source), Number(target.dataset.kind) as TileKind);
  else if (target.dataset.place !== undefined) void act(placeMove(seating.own, Number(target.dataset.column)));
  else if (picked !== null) {
    const line = target.dataset.line!;
    void act(draftMove(seating.own, picked.source, picked.kind, line === 'floor' ? 'floor' : Number(line)));
  }
});

/** Takes moves back to the player's last turn, with the page locked while the table answers. */
async function takeBack(): Promise<void> {
  const undoTo = game?.table.undoTo;
  if (busy || undoTo === undefined) return;
  busy = true;
  document.body.dataset.busy = 'true';
  const view = await undoTo();
  busy = false;
  if (view !== null) {
    picked = null;
    hint = null;
    shownScores = view.boards.map((board) => board.score);
    appendLog(byId('log'), [`— ${t('undone')}`]);
    announce(t('undone'));
  }
  render();
  focusDefault();
}

/** Hover and focus show a destination's preview or a slot's points in words too. */
function describeTarget(event: Event): void {
  if (!(event.target instanceof Element)) return;
  const target = event.target.closest<HTMLElement>('[data-preview], [data-points]');
  if (target === null) return;
  byId('preview').textContent =
    target.dataset.points !== undefined
      ? t('target.column', { column: Number(target.dataset.column) + 1, points: counted('points', Number(target.dataset.points)) })
      : `${target.dataset.line === 'floor' ? t('target.floor') : t('target.line', { line: Number(target.dataset.line) + 1 })}: ${target.dataset.preview}`;
}
document.addEventListener('mouseover', describeTarget);
document.addEventListener('focusin', describeTarget);

/** Arrow keys move between the takes, between the lines, or between the slots; Escape skips the playback. */
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    skip.abort();
    if (!busy && picked !== null) {
      picked = null;
      render();
      focusDefault();
    }
    return;
  }
  if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
  const active = document.activeElement as HTMLElement | null;
  const group = active?.matches('[data-take]')
    ? '[data-take]'
    : active?.matches('button[data-line]')
      ? 'button[data-line]'
      : active?.matches('[data-place]')
        ? '[data-place]'
        : null;
  if (group === null) return;
  const members = [...document.querySelectorAll<HTMLElement>(group)];
  const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
  const next = members[(members.indexOf(active!) + (forward ? 1 : members.length - 1)) % members.length];
  next?.focus();
  event.preventDefault();
});

/** The hinted move as advice to the player: "take the red tiles…", "prenez les tuiles rouges…". */
function hintedMove(move: TesseraMove): string {
  const you = locale === 'fr' ? 'vous' : 'you';
  return describeMove(move, () => you, { locale })
    .replace(/^you takes|^vous prend/, locale === 'fr' ? 'prenez' : 'take')
    .replace(/^you places|^vous pose/, locale === 'fr' ? 'posez' : 'place');
}

/** Whether a position is still the one on show, with no move under way. */
function stillOnShow(position: TesseraView): boolean {
  return !busy && current() === position;
}

/**
 * Asks for a hint for the position on show, and shows it only if that position is still the one on show: a move
 * (or an undo) made while the hint thought drops it.
 */
async function showHint(): Promise<void> {
  if (busy || game?.challenge === null) return;
  const button = buttonById('hint');
  button.disabled = true;
  const preview = byId('preview');
  preview.textContent = t('hint.thinking');
  const asked = current();
  const found = await pool.challengeHint(asked, { maxMilliseconds: HINT_BUDGET });
  if (!stillOnShow(asked)) {
    if (preview.textContent === t('hint.thinking')) preview.textContent = '';
    return;
  }
  button.disabled = false;
  if (!found.ok) {
    preview.textContent = t('hint.none', { message: found.error.message });
    return;
  }
  hint = found.value.move;
  const text = hint === null ? t('hint.over') : t('hint.text', { move: hintedMove(hint), score: found.value.score });
  preview.textContent = text;
  announce(text);
  picked = null;
  render();
  document.querySelector<HTMLElement>('[data-hinted]')?.focus();
}

// ---------------------------------------------------------------- start

function fillSetupForm(): void {
  const select = byId('challenge') as HTMLSelectElement;
  for (const challenge of BUILT_IN_CHALLENGES) select.add(new Option(`${challenge.title} (${challenge.difficulty})`, challenge.id));
}

async function begin(table: TesseraTable, options: Omit<Game, 'table'>, intro: readonly TesseraEvent[]): Promise<void> {
  game = { table, ...options };
  const view = table.current();
  byId('game').hidden = false;
  if (options.challenge !== null) {
    const { title, difficulty, stars } = options.challenge;
    byId('challenge-info').textContent = t('challenge.info', { title, difficulty, one: stars.one, two: stars.two, three: stars.three });
    byId('hint').hidden = false;
  }
  shownScores = view.boards.map((board) => board.score);
  appendLog(
    byId('log'),
    intro.map((event) => describeEvent(event, nameOf, { locale })),
  );
  busy = true;
  render();
  await playBots();
  busy = false;
  render();
}

async function main(): Promise<void> {
  applyLanguage();
  (byId('lang') as HTMLInputElement).value = locale;
  fillSetupForm();
  const setup = readSetup(location.search);
  if (setup.kind === 'setup' || setup.kind === 'error') {
    if (setup.kind === 'error') showMessage(t('choose-below', { message: setup.message }));
    byId('setup').hidden = false;
    document.body.dataset.busy = 'false';
    return;
  }
  if (setup.kind === 'game' && servedOnline('tessera')) {
    let table: Awaited<ReturnType<typeof onlineTable>>;
    try {
      table = await onlineTable(setup.options, setup.online);
    } catch (error) {
      // A lost seat has said why, with what to do.
      if (!(error instanceof SeatLost)) showMessage(t('online.failed', { message: error instanceof Error ? error.message : String(error) }));
      document.body.dataset.busy = 'false';
      return;
    }
    seating = { own: table.seat, bots: table.bots };
    void table.lost.then(() => {
      lost = true;
      busy = true;
      byId('game').hidden = true;
      document.body.dataset.busy = 'false';
    });
    await begin(table, { delay: setup.delay, challenge: null }, []);
    return;
  }
  if (setup.kind === 'game') {
    const started = await workerTable(setup.options, setup.bot, setup.think);
    if ('failure' in started) {
      backToSetup(started.failure);
      return;
    }
    await begin(started.table, { delay: setup.delay, challenge: null }, started.events);
    return;
  }
  let challenge: Challenge;
  if (setup.kind === 'daily') {
    showMessage(t('generating', { difficulty: setup.difficulty, seed: setup.seed }));
    const rating = await pool.generateChallenge({ seed: setup.seed, difficulty: setup.difficulty, id: 'daily', title: t('daily.title', { seed: setup.seed }) });
    if (!rating.ok) {
      backToSetup(t('no-challenge', { message: rating.error.message }));
      return;
    }
    showMessage('');
    challenge = rating.value.challenge;
  } else challenge = setup.challenge;
  const state = startChallenge(challenge);
  if (!state.ok) {
    backToSetup(state.error.message);
    return;
  }
  await begin(challengeTable(state.value), { delay: setup.delay, challenge }, []);
}

/** A game that could not start: its message, and the setup screen to choose again, never a page left busy. */
function backToSetup(message: string): void {
  showMessage(message);
  byId('setup').hidden = false;
  document.body.dataset.busy = 'false';
}

/** What the browser tests read: seat 0's view as the page holds it, and the record once the game is over. */
(window as unknown as { tesseraApp: object }).tesseraApp = {
  viewJson: () => JSON.stringify(game?.table.current() ?? null),
  record: () => game?.table.record?.() ?? null,
};

void main().catch((error: unknown) => {
  showMessage(t('went-wrong', { message: error instanceof Error ? error.message : String(error) }));
  document.body.dataset.busy = 'false';
});
