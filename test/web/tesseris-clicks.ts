/** How the browser tests play a Tesseris move on the page: by the clicks a person makes. */
import type { Page } from 'playwright-core';
import type { TesserisMove } from 'tessera-engine/tesseris';

/** Plays `seat`'s move by clicks: a card then its pile or objective, a pile or the main pile, or a move's button. */
export async function clickTesserisMove(page: Page, move: TesserisMove, seat = 0): Promise<void> {
  if (move.type === 'discard-to-pile') {
    await page.click(`[data-card="${move.card}"]`);
    await page.click(`[data-pile="${move.pile}"]`);
  } else if (move.type === 'resolve-objective') {
    await page.click(`[data-card="${move.card}"]`);
    await page.click(`button[data-seat="${seat}"][data-objective="${move.objective}"]`);
  } else if (move.type === 'draw-pile') await page.click(`[data-pile="${move.pile}"]`);
  else if (move.type === 'draw-main') await page.click('[data-main]');
  else await page.click(`[data-move='${JSON.stringify(move)}']`);
}
