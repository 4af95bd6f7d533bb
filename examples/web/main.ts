/// <reference lib="dom" />
/**
 * A small browser front-end for Tessera against the greedy bots, built on the package alone: the history for
 * undo, `takeChoices` for pick-then-place, `previewDraft` on hover, `allowedColumns` for the slot choice, and
 * the bots for the other seats. Bundle it with `npm run web:build`, then open `examples/web/index.html`.
 */
import {
  allowedColumns,
  currentState,
  draftMove,
  greedyBot,
  outcome,
  placeMove,
  playInHistory,
  playerView,
  previewDraft,
  start,
  startHistory,
  takeChoices,
  tessera,
  undo,
  unwrap,
  type History,
  type LineTiling,
  type Source,
  type TesseraEvent,
  type TesseraMove,
  type TesseraState,
  type TileKind,
} from 'tessera-engine/tessera';

const HUMAN = 0;
const query = new URLSearchParams(location.search);
const players = Number(query.get('players') ?? 2);
let history: History<TesseraState, TesseraMove, TesseraEvent> = startHistory(unwrap(start({ players, seed: query.get('seed') ?? 'web' })).state);
let picked: { source: Source; kind: TileKind } | null = null;

const byId = (id: string): HTMLElement => document.getElementById(id)!;
const state = (): TesseraState => currentState(history);

function tile(kind: number | null, attributes = '', extraClass = ''): string {
  return `<span class="tile ${kind === null ? 'empty' : `k${kind}`} ${extraClass}" ${attributes}></span>`;
}

function renderSources(): void {
  const view = unwrap(playerView(state(), HUMAN));
  const takes = view.phase === 'drafting' && view.turn === HUMAN ? takeChoices(view) : [];
  const pool = (source: Source, counts: readonly number[]) =>
    counts
      .map((count, kind) => {
        if (count === 0) return '';
        const selected = picked !== null && picked.source === source && picked.kind === kind ? ' selected' : '';
        const clickable = takes.some((take) => take.source === source && take.kind === kind);
        return `<span class="take${selected}" data-source="${source}" data-kind="${kind}" data-count="${count}" ${clickable ? 'data-take' : ''}>${tile(kind).repeat(count)}</span>`;
      })
      .join('');
  const displays = view.displays
    .map((display, index) => (display.some((count) => count > 0) ? `<div class="source" data-display="${index}">${pool(index, display)}</div>` : ''))
    .join('');
  const centre = `<div class="source" data-display="centre">${pool('centre', view.centre)}${view.markerHolder === null ? tile(6, 'data-marker') : ''}</div>`;
  byId('sources').innerHTML = displays + centre;
}

function renderBoards(): void {
  const view = unwrap(playerView(state(), HUMAN));
  const pending = view.phase === 'tiling' && view.pending?.seat === HUMAN ? view.pending : null;
  byId('boards').innerHTML = view.boards
    .map((board, seat) => {
      const lines = board.lines
        .map((line, row) => {
          const tiles = [...Array<number>(line.wilds).fill(5), ...Array<number>(line.count).fill(line.colour ?? 0)];
          const cells = Array.from({ length: row + 1 }, (_, i) => tile(tiles[i] ?? null)).join('');
          const slots = pending !== null && seat === HUMAN && pending.row === row ? allowedColumns(board.wall, view.rules.wall, row, pending.kind) : 0;
          const wall = board.wall[row]!.map((cell, column) =>
            tile(
              cell,
              `data-row="${row}" data-column="${column}"${slots & (1 << column) ? ' data-place' : ''}`,
              slots & (1 << column) ? 'cell slot-hint' : 'cell',
            ),
          ).join('');
          return `<div class="line" data-seat="${seat}" data-line="${row}"><span class="tiles">${cells}</span><span class="wall">${wall}</span></div>`;
        })
        .join('');
      const floor = `<div class="line" data-seat="${seat}" data-line="floor">floor ${board.floor.map((item) => tile(item)).join('')}</div>`;
      return `<div class="board${view.turn === seat && view.phase !== 'over' ? ' to-act' : ''}" data-seat="${seat}"><b>Seat ${seat}</b> score <span data-score>${board.score}</span>${lines}${floor}</div>`;
    })
    .join('');
}

function render(): void {
  renderSources();
  renderBoards();
  const result = outcome(state());
  byId('status').textContent =
    result === null
      ? ` Round ${state().round}, seat ${state().turn} to act`
      : ` Game over: ${result.scores.join(' / ')}; winner ${result.winners.map((seat) => `seat ${seat}`).join(' and ')}`;
}

/** Plays a move of the human, then lets the bots play until it is the human's turn again. */
function play(move: TesseraMove): void {
  const played = playInHistory(tessera, history, move);
  if (!played.ok) {
    byId('preview').textContent = played.error.message;
    return;
  }
  history = played.value;
  picked = null;
  while (outcome(state()) === null && state().turn !== HUMAN) {
    const view = unwrap(playerView(state(), state().turn));
    history = unwrap(playInHistory(tessera, history, unwrap(greedyBot.chooseMove(view, { seed: history.index }))));
  }
  byId('preview').textContent = '';
  render();
}

document.addEventListener('click', (event) => {
  const target = (event.target as HTMLElement).closest<HTMLElement>('[data-take], [data-line], [data-place], #undo');
  if (target === null) return;
  if (target.id === 'undo') {
    do history = undo(history);
    while (history.index > 0 && state().turn !== HUMAN);
    picked = null;
    render();
  } else if (target.dataset.take !== undefined) {
    const source = target.dataset.source === 'centre' ? 'centre' : Number(target.dataset.source);
    picked = { source, kind: Number(target.dataset.kind) as TileKind };
    render();
  } else if (target.dataset.place !== undefined) {
    play(placeMove(HUMAN, Number(target.dataset.column)));
  } else if (picked !== null && target.dataset.seat === String(HUMAN)) {
    const line = target.dataset.line!;
    play(draftMove(HUMAN, picked.source, picked.kind, line === 'floor' ? 'floor' : Number(line)));
  }
});

/** What a filled line would do if the round were tiled right after the draft, in words. */
function tilingText(tiling: LineTiling | null): string {
  if (tiling === null) return '';
  switch (tiling.type) {
    case 'placed':
      return `; the line fills and would score ${tiling.points}`;
    case 'choose':
      return `; the line fills: choose its slot (${tiling.slots.map(({ column, points }) => `column ${column + 1} scores ${points}`).join(', ')})`;
    case 'after-choice':
      return `; the line fills, and scores after your choice of a slot for line ${tiling.row + 1}`;
    case 'dropped':
      return '; the line fills but has no slot left, so it drops to the floor';
  }
}

document.addEventListener('mouseover', (event) => {
  const line = (event.target as HTMLElement).closest<HTMLElement>(`[data-seat="${HUMAN}"][data-line]`);
  if (line === null || picked === null) return;
  const destination = line.dataset.line === 'floor' ? 'floor' : Number(line.dataset.line);
  const preview = previewDraft(unwrap(playerView(state(), HUMAN)), draftMove(HUMAN, picked.source, picked.kind, destination));
  byId('preview').textContent = preview.ok
    ? `${preview.value.toLine} to the line, ${preview.value.toFloor} to the floor${preview.value.toDiscard > 0 ? `, ${preview.value.toDiscard} discarded` : ''}; penalty ${preview.value.penaltyBefore} → ${preview.value.penaltyAfter}${tilingText(preview.value.tiling)}`
    : preview.error.message;
});

/** What the browser test reads: the authoritative state, as JSON. */
(window as unknown as { tesseraApp: { stateJson(): string } }).tesseraApp = { stateJson: () => JSON.stringify(state()) };

render();
