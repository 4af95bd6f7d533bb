/**
 * The web front-end (`examples/web/`) in a real browser: headless Chromium, driven by Playwright, plays a whole
 * Tessera game by clicking, and at every step the page must show what the engine's view says. It runs when a
 * Chromium is installed (`apt-get install -y chromium`; `.ci/run` installs it) and is skipped otherwise, with
 * a message that says so.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { legalMoves, outcome, playerView, unwrap, type DraftMove, type TesseraState } from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';

function findChromium(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const executablePath = findChromium();
if (executablePath === null) console.warn('test/web.test.ts: no chromium found; install it with `apt-get install -y chromium` to run the browser test');

const root = fileURLToPath(new URL('..', import.meta.url));

async function stateOf(page: Page): Promise<TesseraState> {
  return JSON.parse(await page.evaluate(() => (window as unknown as { tesseraApp: { stateJson(): string } }).tesseraApp.stateJson())) as TesseraState;
}

/** Checks that the page shows the engine's view of seat 0: scores, walls, lines and the sources. */
async function expectPageShows(page: Page, state: TesseraState): Promise<void> {
  const view = unwrap(playerView(state, 0));
  const scores = await page.$$eval('[data-score]', (nodes) => nodes.map((node) => Number(node.textContent)));
  expect(scores).toEqual(view.boards.map((board) => board.score));
  const walls = await page.$$eval('.board', (boards) =>
    boards.map((board) => Array.from(board.querySelectorAll('.cell')).map((cell) => Array.from(cell.classList).find((name) => /^k\d$/.test(name)) ?? null)),
  );
  expect(walls).toEqual(view.boards.map((board) => board.wall.flat().map((cell) => (cell === null ? null : `k${cell}`))));
  const takes = await page.$$eval('[data-count]', (nodes) =>
    nodes.map((node) => `${(node as HTMLElement).dataset.source}:${(node as HTMLElement).dataset.kind}:${(node as HTMLElement).dataset.count}`),
  );
  const expected = [
    ...view.displays.flatMap((display, index) => display.flatMap((count, kind) => (count > 0 ? [`${index}:${kind}:${count}`] : []))),
    ...view.centre.flatMap((count, kind) => (count > 0 ? [`centre:${kind}:${count}`] : [])),
  ];
  expect(takes).toEqual(expected);
  const lineTiles = await page.$$eval('.board[data-seat="0"] .line .tiles', (lines) => lines.map((line) => line.querySelectorAll('.tile:not(.empty)').length));
  expect(lineTiles).toEqual(view.boards[0]!.lines.map((line) => line.count + line.wilds));
}

/** Builds the web examples, opens one in headless Chromium, plays on it, and checks that the page threw nothing. */
async function inBrowser(pagePath: string, play: (page: Page) => Promise<void>): Promise<void> {
  execFileSync('npm', ['run', '-s', 'web:build'], { cwd: root });
  const browser = await chromium.launch({ executablePath: executablePath!, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`file://${root}examples/web/${pagePath}`);
    await play(page);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
}

describe.skipIf(executablePath === null)('the web front-end in headless Chromium', () => {
  test('plays a whole Tessera game by clicking, the page showing the engine view at every step', async () => {
    await inBrowser('index.html?players=2&seed=browser', async (page) => {
      let clicks = 0;
      for (let state = await stateOf(page); outcome(state) === null; state = await stateOf(page)) {
        await expectPageShows(page, state);
        if (state.phase === 'tiling') {
          await page.click('[data-place]');
        } else {
          // The first legal draft to a line when there is one, else the first legal draft.
          const moves = legalMoves(state).filter((move): move is DraftMove => move.type === 'draft');
          const move = moves.find((candidate) => candidate.destination !== 'floor') ?? moves[0]!;
          await page.click(`[data-take][data-source="${move.source}"][data-kind="${move.kind}"]`);
          await page.hover(`[data-seat="0"][data-line="${move.destination}"]`);
          expect(await page.textContent('#preview')).toMatch(/to the line|to the floor/);
          await page.click(`[data-seat="0"][data-line="${move.destination}"]`);
        }
        clicks++;
      }
      const final = await stateOf(page);
      await expectPageShows(page, final);
      expect(await page.textContent('#status')).toContain('Game over');
      expect(clicks).toBeGreaterThan(10);
      await page.screenshot({ path: `${root}docs/web-tessera.png` });
      // Undo brings back the human's last turn.
      await page.click('#undo');
      expect(outcome(await stateOf(page))).toBeNull();
    });
  }, 120_000);
});

describe.skipIf(executablePath === null)('the Tesseris table in headless Chromium', () => {
  test("plays a whole game by clicking; seat 0's page shows its own view only, from its own messages", async () => {
    await inBrowser('tesseris.html?seed=browser&rounds=1', async (page) => {
      const app = (name: 'stateJson' | 'viewJson') =>
        page.evaluate((key) => (window as unknown as { tesserisApp: Record<string, () => string> }).tesserisApp[key]!(), name);
      let clicks = 0;
      for (
        let state = JSON.parse(await app('stateJson')) as Tesseris.TesserisState;
        Tesseris.outcome(state) === null;
        state = JSON.parse(await app('stateJson')) as Tesseris.TesserisState
      ) {
        const view = unwrap(Tesseris.playerView(state, 0));
        expect(JSON.parse(await app('viewJson'))).toEqual(view);
        expect(await page.$$eval('[data-card]', (nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.card)))).toEqual(view.hand);
        expect(await page.$$eval('[data-pile]', (nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.size)))).toEqual(
          view.piles.map((pile) => pile.size),
        );
        // No other hand's card is on the page: the client only ever had its own messages.
        const others = state.hands.flatMap((hand, seat) => (seat === 0 ? [] : hand)).filter((card) => !view.hand.includes(card));
        const shown = await page.$$eval('[data-card]', (nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.card)));
        expect(shown.some((card) => others.includes(card))).toBe(false);
        const move = Tesseris.legalMoves(state)[clicks % 3 === 0 ? 0 : Tesseris.legalMoves(state).length - 1]!;
        if (move.type === 'discard-to-pile') {
          await page.click(`[data-card="${move.card}"]`);
          await page.click(`[data-pile="${move.pile}"]`);
        } else if (move.type === 'resolve-objective') {
          await page.click(`[data-card="${move.card}"]`);
          await page.click(`[data-seat="0"][data-objective="${move.objective}"]`);
        } else {
          await page.click(`[data-move='${JSON.stringify(move)}']`);
        }
        clicks++;
      }
      expect(await page.textContent('#status')).toContain('Game over');
      expect(clicks).toBeGreaterThan(5);
      await page.screenshot({ path: `${root}docs/web-tesseris.png` });
    });
  }, 180_000);
});
