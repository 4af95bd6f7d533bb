/**
 * The wall editor ("try the scoring") in headless Chromium, on both walls: each slot shows what
 * `placementPoints` says, a placement adds exactly that, the bonuses are `bonusBreakdown`'s, undo takes the
 * last placement back, and the link reproduces the position and its score.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bonusBreakdown, placementPoints, type TesseraState, type Wall } from 'tessera-engine/tessera';
import { executablePath, onPage, openSibling, ready, screenshot, switchToEnglish, useSession } from './browser.js';

async function stateOf(page: Page): Promise<TesseraState> {
  return JSON.parse(await page.evaluate(() => (window as unknown as { editorApp: { stateJson(): string } }).editorApp.stateJson())) as TesseraState;
}

async function number(page: Page, selector: string): Promise<number> {
  return Number(await page.textContent(selector));
}

/** Checks every slot's points, the score and the bonuses against the engine. */
async function expectScoring(page: Page): Promise<Wall> {
  const wall = (await stateOf(page)).boards[0]!.wall;
  const slots = await page.$$eval('[data-place]', (nodes) =>
    nodes.map((node) => [
      Number((node as HTMLElement).dataset.row),
      Number((node as HTMLElement).dataset.column),
      Number((node as HTMLElement).dataset.points),
    ]),
  );
  for (const [row, column, points] of slots) expect(points).toBe(placementPoints(wall, row!, column!));
  const shown = await page.$$eval('.cell', (cells) =>
    cells.map((cell) => ((cell as HTMLElement).dataset.kind === undefined ? null : Number((cell as HTMLElement).dataset.kind))),
  );
  expect(shown).toEqual(wall.flat());
  const bonus = bonusBreakdown(wall);
  expect(await page.$$eval('[data-bonus] b', (nodes) => nodes.map((node) => Number(node.textContent)))).toEqual([bonus.rows, bonus.columns, bonus.colours]);
  expect(await number(page, '#bonus-total')).toBe(bonus.points);
  return wall;
}

/** Places tiles by tapping slots, from a list of [row, column] (each the first slot of that row when column is -1). */
async function placeAll(page: Page, cells: readonly (readonly [number, number])[]): Promise<number> {
  let total = 0;
  for (const [row, column] of cells) {
    const wall = await expectScoring(page);
    const selector = column < 0 ? `[data-place][data-row="${row}"]` : `[data-place][data-row="${row}"][data-column="${column}"]`;
    const at = Number(await page.getAttribute(selector, 'data-column'));
    const points = placementPoints(wall, row, at);
    const before = await number(page, '#score');
    await page.click(selector);
    total += points;
    expect(await number(page, '#score')).toBe(before + points);
    expect(await page.textContent('#last')).toContain(`+${points} point`);
  }
  return total;
}

const session = useSession();

describe.skipIf(executablePath === null)('the wall editor in headless Chromium', () => {
  test('after a placement by keyboard, the focus goes to the next empty slot of the row, then of the rows below, never to the page', async () => {
    await onPage(session(), 'editor.html?wall=printed&lang=en', async (page) => {
      await ready(page);
      const focused = (): Promise<string> =>
        page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          return active?.matches('[data-place]') === true ? `slot ${active.dataset.row},${active.dataset.column}` : (active?.tagName ?? 'none');
        });
      await page.focus('[data-place][data-row="0"][data-column="3"]');
      await page.keyboard.press('Enter');
      expect(await focused()).toBe('slot 0,4');
      await page.keyboard.press('Enter');
      // The row's last empty slot filled: its first empty one.
      expect(await focused()).toBe('slot 0,0');
      for (const column of [0, 1, 2]) {
        expect(await focused()).toBe(`slot 0,${column}`);
        await page.keyboard.press('Enter');
      }
      // The row full: the next row's first slot.
      expect(await focused()).toBe('slot 1,0');
      expect(new URL(page.url()).searchParams.get('placed')).toMatch(/^(1\d\w){5}$/);
      // Undo by keyboard down to none: the last one disables Undo, and the focus goes to the slot it emptied.
      await page.focus('#undo');
      for (let undo = 0; undo < 5; undo++) await page.keyboard.press('Enter');
      expect(await page.isDisabled('#undo')).toBe(true);
      expect(await focused()).toBe('slot 0,3');
    });
  }, 60_000);

  test('the printed wall: a full row, a full column and a full colour, scored as the engine scores them', async () => {
    await onPage(session(), 'editor.html?wall=printed', async (page) => {
      await ready(page);
      // Row 1, then column 1, then the rest of the blue tiles (blue sits on the diagonal of the printed wall).
      const cells: [number, number][] = [
        [0, 0],
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 0],
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
      ];
      const total = await placeAll(page, cells);
      const wall = await expectScoring(page);
      expect(bonusBreakdown(wall)).toMatchObject({ rows: 1, columns: 1, colours: 1 });
      expect(await number(page, '#final')).toBe(total + bonusBreakdown(wall).points);
      await screenshot(page, 'web-editor.png');
      // Undo takes the last tile back; the link gives the same position and score.
      await page.click('#undo');
      expect(await number(page, '#score')).toBe((await stateOf(page)).boards[0]!.score);
      expect((await stateOf(page)).boards[0]!.wall[4]![4]).toBeNull();
      const link = await page.getAttribute('#link', 'href');
      const before = await stateOf(page);
      await page.goto(new URL(link!, page.url()).href);
      await ready(page);
      expect((await stateOf(page)).boards[0]).toEqual(before.boards[0]);
    });
  }, 60_000);

  test('the grey wall: each colour once per row and column, only allowed slots offered, scored as the engine scores them', async () => {
    await onPage(session(), 'editor.html?wall=grey', async (page) => {
      await ready(page);
      let placed = 0;
      // Each colour in turn, in the first slot each row still allows it: a Latin square's worth of choices.
      for (const kind of [0, 1, 2, 3, 4] as const) {
        await page.check(`input[name="tile"][value="${kind}"]`);
        for (let row = 0; row < 5; row++) {
          const wall = await expectScoring(page);
          const offered = await page.$$eval(`[data-place][data-row="${row}"]`, (nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.column)));
          // An offered slot is empty, and its colour is neither in its row nor in its column.
          for (const column of offered) {
            expect(wall[row]![column]).toBeNull();
            expect(wall[row]!.includes(kind)).toBe(false);
            expect(wall.some((cells) => cells[column] === kind)).toBe(false);
          }
          if (offered.length === 0) continue;
          await placeAll(page, [[row, offered[0]!]]);
          placed++;
        }
      }
      const wall = await expectScoring(page);
      expect(placed).toBeGreaterThan(15);
      expect(await number(page, '#final')).toBe((await stateOf(page)).boards[0]!.score + bonusBreakdown(wall).points);
      await screenshot(page, 'web-editor-grey.png');
    });
  }, 60_000);

  test("a link's placement on a slot already taken is refused, so the link's score is the wall's", async () => {
    for (const [query, refused] of [
      ['wall=printed&placed=11B11B11B11B', 'row 1, column 1'],
      ['wall=grey&placed=11B11Y', 'row 1, column 1'],
    ] as const) {
      await onPage(session(), `editor.html?lang=en&${query}`, async (page) => {
        await ready(page);
        expect(await page.textContent('#message')).toBe(`The link's placement at ${refused} cannot be made: that slot already holds a tile`);
        expect(await page.textContent('#wall-title')).toBe('Your wall: 1 point');
      });
    }
    await onPage(session(), `editor.html?lang=en&placed=${'11B'.repeat(26)}`, async (page) => {
      await ready(page);
      expect(await page.textContent('#message')).toMatch(/^The link's placements/);
    });
  }, 60_000);

  test('a wall the editor does not know, or given twice, is refused with a message, and the printed wall is shown', async () => {
    for (const [query, message] of [
      ['wall=round', 'The wall must be one of printed, grey (it is "round").'],
      ['wall=grey&wall=printed', 'The wall is given more than once ("grey", "printed"): give it once.'],
      ['wall=grey&colour=blue', 'Unknown parameter "colour".'],
    ] as const) {
      await onPage(session(), `editor.html?lang=en&${query}`, async (page) => {
        await ready(page);
        expect(await page.textContent('#message')).toBe(message);
        expect(await page.getAttribute('[data-wall="printed"]', 'aria-current')).toBe('true');
        expect(await page.$$eval('[aria-current="true"][data-wall]', (links) => links.length)).toBe(1);
      });
    }
  }, 60_000);

  test('in French: ?lang=fr sets <html lang>, the page and its announcements, rows and columns counted from 1, remembered, and the switch goes back', async () => {
    await onPage(session(), 'editor.html?wall=printed&lang=fr', async (page) => {
      await ready(page);
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.title()).toBe('Essayer le décompte : un éditeur de mur de Tessera');
      expect(await page.textContent('h1')).toBe('Essayer le décompte');
      expect(await page.textContent('#wall-title')).toBe('Votre mur : 0 point');
      expect(await page.textContent('#undo')).toBe('Annuler');
      expect(await page.getAttribute('.wall-row', 'aria-label')).toBe('Rangée 1');
      expect(await page.textContent('[data-place][data-row="0"][data-column="0"] .visually-hidden')).toBe('Poser une tuile bleue en rangée 1, colonne 1 :');
      await page.click('[data-place][data-row="0"][data-column="0"]');
      await page.click('[data-place][data-row="0"][data-column="1"]');
      expect(await page.textContent('#last')).toBe('Une tuile jaune en rangée 1, colonne 2 : +2 points, 3 au total.');
      expect(await page.textContent('#wall-title')).toBe('Votre mur : 3 points');
      expect(await page.getAttribute('.cell[data-kind="0"]', 'aria-label')).toBe('rangée 1, colonne 1 : bleue');
      expect(await page.$$eval('#bonuses li', (items) => items.map((item) => item.textContent))).toEqual([
        'Rangées complètes : 0 × 2 = 0',
        'Colonnes complètes : 0 × 7 = 0',
        'Couleurs complètes : 0 × 10 = 0',
      ]);
      await page.click('#undo');
      expect(await page.textContent('#last')).toBe('Annulé : la case rangée 1, colonne 2 est de nouveau vide.');
      expect(await page.textContent('main')).not.toMatch(/\b(Your|Undo|Row|Column|Place|Tile|Wall)\b/);
      // A link's bad placements are said in French; the switch goes back to English.
      await openSibling(page, 'editor.html?placed=99Q');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.textContent('#message')).toBe('Les placements du lien « 99Q » ne sont pas des rangées, des colonnes et des lettres de tuiles.');
      await switchToEnglish(page);
      expect(await page.textContent('#wall-title')).toBe('Your wall: 0 points');
    });
  }, 60_000);
});
