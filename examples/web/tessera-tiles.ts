/**
 * Tessera's tiles and walls as HTML, for the game page and the wall editor: every tile has its colour and a
 * letter (B, Y, R, K for black, W, ★ for a Wild Shard, 1 for the first-player marker), so that kinds are told
 * apart without colour, and an empty slot of the printed wall shows its colour faintly.
 */
import { describeTileKind, wallColourAt, type FloorItem, type TileKind, type WallKind } from 'tessera-engine/tessera';
import { locale, t } from './page-text.js';

/** Each floor item's letter, by code: the five colours, the Wild Shard, the first-player marker. */
export const LETTERS = ['B', 'Y', 'R', 'K', 'W', '★', '1'] as const;

/** A floor item's name for people, in the page's language. */
export function itemName(item: FloorItem): string {
  return item === 6 ? t('marker.name') : describeTileKind(item, 1, { locale });
}

/** A tile, the marker, or an empty space (`null`), decorative: its container says what it is. */
export function tileHtml(item: FloorItem | null): string {
  return item === null ? '<span class="tile empty" aria-hidden="true"></span>' : `<span class="tile k${item}" aria-hidden="true">${LETTERS[item]}</span>`;
}

/** An empty wall slot: on the printed wall, the faint colour and lower-case letter of the tile that goes there. */
export function emptySlotHtml(wallKind: WallKind, row: number, column: number): string {
  if (wallKind === 'grey') return tileHtml(null);
  const colour = wallColourAt(row, column);
  return `<span class="tile ghost g${colour}" aria-hidden="true">${LETTERS[colour].toLowerCase()}</span>`;
}

/** Counts of tiles by kind as words, in the page's language: "2 red, 1 wild", "2 rouges, 1 joker". */
export function countsText(counts: readonly number[]): string {
  const parts = counts.flatMap((count, kind) => (count > 0 ? [`${count} ${describeTileKind(kind as TileKind, count, { locale })}`] : []));
  return parts.length === 0 ? t('empty') : parts.join(', ');
}
