/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * "Try the scoring": a wall editor on `tessera-engine/editor`. Choose a tile, tap an empty slot where it may
 * go, and the tile is placed with its points (`placementPoints`); the end-of-game bonuses (`bonusBreakdown`)
 * show as rows, columns and colours complete. Both walls: the printed one, where each colour has its slot,
 * and the grey one, where each colour goes once per row and once per column. Every placement is an `edit`
 * that the game's loader checks; undo applies the edit's inverse patches; the address holds the placements in
 * order, so a link shares the position and its score.
 */
import { edit, patchView, type Patch } from 'tessera-engine/editor';
import {
  BUILT_IN_CHALLENGES,
  COLOUR_BONUS,
  COLUMN_BONUS,
  KIND_LETTERS,
  ROW_BONUS,
  allowedColumns,
  balanceBag,
  bonusBreakdown,
  placementPoints,
  startChallenge,
  tessera,
  wallColourAt,
  type TesseraState,
  type TileKind,
  type WallKind,
} from 'tessera-engine/tessera';
import { announce, byId, escapeHtml } from './dom.js';
import { languageProblem, oneOf, parametersProblem } from './page-params.js';
import { applyLanguage, counted, t } from './page-text.js';
import { emptySlotHtml, itemName, tileHtml } from './tessera-tiles.js';

/** A placement, as the address keeps it: row, column and the tile's letter. */
interface Placement {
  readonly row: number;
  readonly column: number;
  readonly kind: TileKind;
}

/** The palette's choice: a tile kind, or the slot's own printed colour. */
type Choice = TileKind | 'slot';

const query = new URLSearchParams(location.search);
/**
 * What is wrong with the address, said on the page, or `null`: a parameter the editor does not know or given
 * twice, or a wall it does not know (`?wall=round`). The editor then opens the printed wall, and the message
 * stays until the first placement.
 */
const wallRead = oneOf(query, 'wall', ['printed', 'grey'] as const, 'printed');
const addressProblem = parametersProblem(query, ['wall', 'placed', 'lang']) ?? languageProblem(query) ?? (typeof wallRead === 'object' ? wallRead.error : null);
const wallKind: WallKind = addressProblem === null && typeof wallRead === 'string' ? wallRead : 'printed';
let choice: Choice = wallKind === 'printed' ? 'slot' : 0;
let state: TesseraState;
let placements: Placement[] = [];
const undoStack: { inverse: readonly Patch[]; placement: Placement }[] = [];

/**
 * An empty position to edit: a solo challenge's one-player state, over and cleared. A finished solo challenge
 * is the one position the loader accepts with any wall, full rows included (ruling T18).
 */
function emptyPosition(kind: WallKind): TesseraState {
  const base = BUILT_IN_CHALLENGES[0]!;
  const started = startChallenge({ ...base, rules: { wilds: true, wall: kind } });
  if (!started.ok) throw new Error(started.error.message);
  const cleared = edit(tessera, started.value, (draft) => {
    draft.phase = 'over';
    draft.displays = draft.displays.map((display) => display.map(() => 0));
    draft.centre = draft.centre.map(() => 0);
    draft.markerHolder = null;
    const board = draft.boards[0]!;
    board.wall = board.wall.map((row) => row.map(() => null));
    board.lines = board.lines.map(() => ({ colour: null, count: 0, wilds: 0 }));
    board.floor = [];
    board.score = 0;
    balanceBag(draft);
  });
  if (!cleared.ok) throw new Error(cleared.error.message);
  return cleared.value.state;
}

function kindFor(row: number, column: number): TileKind {
  return choice === 'slot' ? wallColourAt(row, column) : choice;
}

/** Places a tile with its points, through the editor; returns the refusal's message, if any. */
function place(placement: Placement): string | null {
  // A link may name any slot: a tile goes only where none is (the page offers only those).
  if (state.boards[0]!.wall[placement.row]![placement.column] !== null) return t('editor.slot-taken');
  const points = placementPoints(state.boards[0]!.wall, placement.row, placement.column);
  const placed = edit(tessera, state, (draft) => {
    draft.boards[0]!.wall[placement.row]![placement.column] = placement.kind;
    draft.boards[0]!.score += points;
    balanceBag(draft);
  });
  if (!placed.ok) return placed.error.message;
  state = placed.value.state;
  placements.push(placement);
  undoStack.push({ inverse: placed.value.inversePatches, placement });
  return null;
}

function encode(list: readonly Placement[]): string {
  return list.map((placement) => `${placement.row + 1}${placement.column + 1}${KIND_LETTERS[placement.kind]}`).join('');
}

function decode(text: string): Placement[] | string {
  // At most 25 placements: a wall has 25 slots.
  if (!/^([1-5][1-5][BYRKW*]){0,25}$/.test(text)) return t('editor.bad-link', { text });
  return (text.match(/.../g) ?? []).map((code) => ({
    row: Number(code[0]) - 1,
    column: Number(code[1]) - 1,
    kind: KIND_LETTERS.indexOf(code[2]!) as TileKind,
  }));
}

function allowedMask(row: number): number {
  const wall = state.boards[0]!.wall;
  if (choice !== 'slot') return allowedColumns(wall, wallKind, row, choice);
  let mask = 0;
  for (let column = 0; column < 5; column++) if (wall[row]![column] === null) mask |= 1 << column;
  return mask;
}

function wallHtml(): string {
  const wall = state.boards[0]!.wall;
  return wall
    .map((cells, row) => {
      const mask = allowedMask(row);
      const slots = cells
        .map((cell, column) => {
          if (cell !== null)
            return `<span class="cell" role="img" data-row="${row}" data-column="${column}" data-kind="${cell}" aria-label="${t('cell.label', { row: row + 1, column: column + 1, kind: itemName(cell) })}">${tileHtml(cell)}</span>`;
          if ((mask & (1 << column)) === 0)
            return `<span class="cell" data-row="${row}" data-column="${column}">${emptySlotHtml(wallKind, row, column)}</span>`;
          const points = placementPoints(wall, row, column);
          const kind = kindFor(row, column);
          return `<button type="button" class="cell slot" data-key="slot-${row}-${column}" data-place data-row="${row}" data-column="${column}" data-points="${points}"><span class="visually-hidden">${t('editor.place', { kind: itemName(kind), row: row + 1, column: column + 1 })}</span>${emptySlotHtml(wallKind, row, column)}<span>+${points}</span><span class="visually-hidden"> ${counted('points', points)}</span></button>`;
        })
        .join('');
      return `<div class="wall-row" role="group" aria-label="${t('editor.row', { row: row + 1 })}">${slots}</div>`;
    })
    .join('');
}

function paletteHtml(): string {
  const options: { value: Choice; label: string }[] = [
    ...(wallKind === 'printed' ? [{ value: 'slot' as const, label: t('editor.slot-colour') }] : []),
    ...([0, 1, 2, 3, 4, 5] as const).map((kind) => ({ value: kind, label: itemName(kind) })),
  ];
  return options
    .map(
      ({ value, label }) =>
        `<label class="choice"><input type="radio" name="tile" value="${value}"${value === choice ? ' checked' : ''} /> ${value === 'slot' ? '' : tileHtml(value)} ${escapeHtml(label)}</label>`,
    )
    .join('');
}

function render(): void {
  const focusKey = (document.activeElement as HTMLElement | null)?.dataset.key;
  const wall = state.boards[0]!.wall;
  const bonus = bonusBreakdown(wall);
  byId('palette').innerHTML = paletteHtml();
  byId('wall').innerHTML = wallHtml();
  const score = state.boards[0]!.score;
  byId('wall-title').innerHTML = counted('editor.wall-title', score, { count: `<span id="score">${score}</span>` });
  byId('bonuses').innerHTML = (
    [
      ['rows', bonus.rows, ROW_BONUS],
      ['columns', bonus.columns, COLUMN_BONUS],
      ['colours', bonus.colours, COLOUR_BONUS],
    ] as const
  )
    .map(([name, count, each]) => `<li data-bonus="${name}">${t(`editor.bonus.${name}`, { count: `<b>${count}</b>`, bonus: each, points: count * each })}</li>`)
    .join('');
  byId('bonus-title').innerHTML = t('editor.bonus-title', { total: `<span id="bonus-total">${bonus.points}</span>` });
  byId('final-score').innerHTML = t('editor.final', { final: `<b id="final">${score + bonus.points}</b>` });
  (byId('undo') as HTMLButtonElement).disabled = undoStack.length === 0;
  const link = `?wall=${wallKind}${placements.length > 0 ? `&placed=${encode(placements)}` : ''}`;
  (byId('link') as HTMLAnchorElement).href = link;
  history.replaceState(null, '', link);
  const restored = focusKey === undefined ? null : document.querySelector<HTMLElement>(`[data-key="${focusKey}"]`);
  restored?.focus();
}

function showMessage(text: string): void {
  byId('message').textContent = text;
}

document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element)) return;
  const target = event.target.closest<HTMLElement>('[data-place], #undo, #clear');
  if (target === null) return;
  let undoneAt: Placement | undefined;
  if (target.id === 'undo') {
    const last = undoStack.pop();
    if (last === undefined) return;
    undoneAt = last.placement;
    // The inverse patches of an edit this page made always apply; a failure would be a bug worth showing.
    const undone = patchView(state, last.inverse);
    if (!undone.ok) {
      showMessage(undone.error.message);
      return;
    }
    state = undone.value;
    placements = placements.slice(0, -1);
    showMessage('');
    byId('last').textContent = t('editor.undone', { row: last.placement.row + 1, column: last.placement.column + 1 });
  } else if (target.id === 'clear') {
    state = emptyPosition(wallKind);
    placements = [];
    undoStack.length = 0;
    byId('last').textContent = t('editor.cleared');
  } else {
    const row = Number(target.dataset.row);
    const column = Number(target.dataset.column);
    const kind = kindFor(row, column);
    const points = Number(target.dataset.points);
    const refused = place({ row, column, kind });
    showMessage(refused ?? '');
    if (refused === null) {
      const text = t('editor.placed', {
        kind: itemName(kind),
        row: row + 1,
        column: column + 1,
        points: counted('points', points),
        score: state.boards[0]!.score,
      });
      byId('last').textContent = text;
      announce(text);
    }
    render();
    // The slot placed on is gone: the keyboard's focus goes to the next empty slot, not to the page.
    if (refused === null) focusAfter(row, column);
    return;
  }
  render();
  // Undo of the last placement disables the focused Undo: the keyboard's focus goes to the slot it emptied.
  const focus = document.activeElement;
  if (undoneAt !== undefined && (focus === document.body || focus?.isConnected !== true || (focus as HTMLButtonElement).disabled)) {
    document.querySelector<HTMLElement>(`#wall [data-place][data-row="${undoneAt.row}"][data-column="${undoneAt.column}"]`)?.focus();
  }
});

/**
 * Puts the focus, once a slot's tile is placed, on the next empty slot of its row (after it, then before it), else
 * on the first of the rows below it (then above), else on Undo; only when the focus fell to the page.
 */
function focusAfter(row: number, column: number): void {
  if (document.activeElement !== document.body && document.activeElement?.isConnected === true) return;
  const slots = [...document.querySelectorAll<HTMLElement>('#wall [data-place]')].map((slot) => ({
    slot,
    row: Number(slot.dataset.row),
    column: Number(slot.dataset.column),
  }));
  const next =
    slots.find((slot) => slot.row === row && slot.column > column) ??
    slots.find((slot) => slot.row === row) ??
    slots.find((slot) => slot.row > row) ??
    slots[0];
  (next?.slot ?? byId('undo')).focus();
}

document.addEventListener('change', (event) => {
  const input = event.target as HTMLInputElement;
  if (input.name !== 'tile') return;
  choice = input.value === 'slot' ? 'slot' : (Number(input.value) as TileKind);
  render();
  (document.querySelector<HTMLInputElement>(`input[name="tile"][value="${input.value}"]`) ?? input).focus();
});

function main(): void {
  applyLanguage();
  for (const link of document.querySelectorAll<HTMLElement>('[data-wall]')) if (link.dataset.wall === wallKind) link.setAttribute('aria-current', 'true');
  state = emptyPosition(wallKind);
  const decoded = addressProblem ?? decode(query.get('placed') ?? '');
  if (typeof decoded === 'string') showMessage(decoded);
  else
    for (const placement of decoded) {
      const refused = place(placement);
      if (refused !== null) {
        showMessage(t('editor.refused-link', { row: placement.row + 1, column: placement.column + 1, message: refused }));
        break;
      }
    }
  render();
  document.body.dataset.busy = 'false';
}

/** What the browser tests read: the edited state, as JSON. */
(window as unknown as { editorApp: { stateJson(): string } }).editorApp = { stateJson: () => JSON.stringify(state) };

main();
