/**
 * The pages through the real server when the seat cannot go on: the server refuses the seat's sync (the match is
 * gone from a server that kept it in memory and restarted, or the tab's stored credentials are not the seat's).
 * The page says which, with what to do, instead of the board, and never that a move was not taken when it made
 * none. And while the socket is down, the page says so; a move made meanwhile shows as on its way, and is played.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { legalMovesForView, type TesserisView } from 'tessera-engine/tesseris';
import { lobby } from '../boardgame.io/helpers.js';
import { startServerProcess, type ServerProcess } from '../boardgame.io/processes.js';
import { PHONE, axeViolations, executablePath, phoneProblems } from './browser.js';

let server: ServerProcess | undefined;
let browser: Browser | undefined;
/** The server's environment: in memory, whatever services the environment names. */
const MEMORY = { DATA_DIR: undefined, DATABASE_URL: undefined, REDIS_URL: undefined, TABLES_ACCEPT_SEED: '1' };

beforeAll(async () => {
  if (executablePath === null) return;
  server = await startServerProcess(0, MEMORY);
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page in a context of its own, with the errors it throws. */
async function open(url: string, init?: (page: Page) => Promise<void>): Promise<{ page: Page; errors: string[] }> {
  const context = await browser!.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => void errors.push(error.message));
  await init?.(page);
  await page.goto(url);
  return { page, errors };
}

const message = (page: Page): Promise<string> => page.evaluate(() => document.getElementById('message')?.textContent ?? '');

describe.skipIf(executablePath === null)('a seat the server no longer takes', () => {
  test("stored credentials that are not the seat's: each page says the seat was not accepted, offers to join as a new seat, and does", async () => {
    for (const [game, path, lang, said] of [
      ['tesseris', 'tesseris.html', 'en', /^The server did not accept this tab's seat at this match \(this seat's credentials are not the ones/],
      ['tessera', 'index.html', 'fr', /^Le serveur n’a pas accepté la place de cet onglet à cette partie/],
    ] as const) {
      const created = await lobby(server!.url, `/games/${game}/create`, { numPlayers: 2, setupData: {} });
      const matchID = created.json.matchID as string;
      expect((await lobby(server!.url, `/games/${game}/${matchID}/join`, { playerID: '0', playerName: 'someone' })).status).toBe(200);
      const { page, errors } = await open(`${server!.url}/${path}?match=${matchID}&lang=${lang}`, async (tab) => {
        await tab.addInitScript(
          ([key]) => {
            if (sessionStorage.getItem('forged') === null) {
              sessionStorage.setItem('forged', '1');
              sessionStorage.setItem(key!, JSON.stringify({ playerID: '0', credentials: 'not-the-seats' }));
            }
          },
          [`tables:${game}:${matchID}`],
        );
      });
      await page.waitForSelector('body[data-busy="false"] [data-join-again]', { timeout: 30_000 });
      expect(await message(page)).toMatch(said);
      expect(await message(page)).not.toMatch(/not taken|pas été joué/);
      expect(await page.isVisible('[data-new-match]')).toBe(true);
      // The notice meets the accessibility test's rules: WCAG 2.1 AA, and on a phone no sideways scrolling and
      // 44 px controls.
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize(PHONE);
      expect(await phoneProblems(page)).toEqual([]);
      // No board to play on.
      expect(await page.locator('#hand button:visible, #sources button:visible').count()).toBe(0);
      // Joining as a new seat drops the stored credentials and takes the free seat.
      await page.click('[data-join-again]');
      // Seat 0 is to play, elsewhere: the page waits, showing the board.
      await page.waitForSelector('[data-join-link]', { timeout: 30_000 });
      await page.waitForSelector('.seat h3, #boards h2', { timeout: 30_000 });
      expect(await message(page)).toBe('');
      const stored = await page.evaluate((key) => sessionStorage.getItem(key), `tables:${game}:${matchID}`);
      expect(JSON.parse(stored!)).toMatchObject({ playerID: '1' });
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 120_000);

  test('a match gone with a memory server that restarted: the page says so instead of the board, not that a move was not taken', async () => {
    const { page, errors } = await open(`${server!.url}/tesseris.html?players=2&rounds=1&delay=0`);
    await page.waitForSelector('body[data-busy="false"] #hand button:not([disabled])', { timeout: 30_000 });
    const port = Number(new URL(server!.url).port);
    await server!.stop();
    server = await startServerProcess(port, MEMORY);
    await page.waitForSelector('[data-new-match]', { timeout: 60_000 });
    expect(await message(page)).toMatch(/^This match no longer exists on the server \(no tesseris match has that ID\)/);
    expect(await page.isVisible('[data-join-again]')).toBe(false);
    expect(await page.isVisible('#hand')).toBe(false);
    expect(await page.isVisible('[data-join-link]')).toBe(false);
    expect(await page.getAttribute('body', 'data-busy')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});

describe.skipIf(executablePath === null)('a connection that drops', () => {
  test('the page says the connection is lost until it is back, and a move made meanwhile clears the pick and the status at once, and is played', async () => {
    // The page's socket goes through a route that can cut it and refuse new connections, as a network that drops does.
    let offline = false;
    const open_: { close(): void }[] = [];
    const { page, errors } = await open(`${server!.url}/tesseris.html?players=2&rounds=1&delay=0&seed=connection`, async (tab) => {
      await tab.routeWebSocket(/socket\.io/, (socket) => {
        if (offline) {
          void socket.close();
          return;
        }
        socket.connectToServer();
        open_.push({ close: () => void socket.close() });
      });
    });
    await page.waitForSelector('body[data-busy="false"] #hand button:not([disabled])', { timeout: 30_000 });
    expect(await page.textContent('#connection')).toBe('');
    const view = JSON.parse(await page.evaluate(() => (window as unknown as { tesserisApp: { viewJson(): string } }).tesserisApp.viewJson())) as TesserisView;
    const move = legalMovesForView(view).find((candidate) => candidate.type === 'discard-to-pile')!;
    offline = true;
    for (const socket of open_.splice(0)) socket.close();
    await page.waitForFunction(() => document.getElementById('connection')?.textContent === 'Connection lost, reconnecting…', undefined, { timeout: 10_000 });
    await page.click(`[data-card="${move.card}"]`);
    expect(await page.textContent('#status')).toMatch(/put shape/);
    await page.click(`[data-pile="${move.pile}"]`);
    // The move is on its way: no card is shown picked, the status says so.
    expect(await page.locator('[aria-pressed="true"]').count()).toBe(0);
    expect(await page.textContent('#status')).toBe('Round 1: your move is on its way…');
    offline = false;
    await page.waitForFunction(() => document.getElementById('connection')?.textContent === '', undefined, { timeout: 30_000 });
    await page.waitForFunction(
      (card) => !(JSON.parse((window as unknown as { tesserisApp: { viewJson(): string } }).tesserisApp.viewJson()) as TesserisView).hand.includes(card),
      move.card,
      { timeout: 30_000 },
    );
    expect(await message(page)).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe.skipIf(executablePath === null)("the pages' matches", () => {
  test('are unlisted: the lobby does not show a match made for a friend, so no stranger takes the seat left for them', async () => {
    for (const path of ['tesseris.html?players=2&humans=2&rounds=1', 'index.html?players=2&humans=2']) {
      const { page, errors } = await open(`${server!.url}/${path}`);
      await page.waitForSelector('[data-join-link]', { timeout: 30_000 });
      const matchID = new URL(page.url()).searchParams.get('match')!;
      const game = path.startsWith('index') ? 'tessera' : 'tesseris';
      const listed = (await (await fetch(`${server!.url}/games/${game}`)).json()) as { matches: { matchID: string }[] };
      expect(listed.matches.map((match) => match.matchID)).not.toContain(matchID);
      // The match is there for those given the link.
      expect((await fetch(`${server!.url}/games/${game}/${matchID}`)).status).toBe(200);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 60_000);
});

describe.skipIf(executablePath === null)('the online Tesseris page', () => {
  test('shows no "Skip the bots\' pauses" while it waits: the server\'s bots do not pause, and a person is not skipped', async () => {
    const first = await open(`${server!.url}/tesseris.html?players=2&humans=2&rounds=1`);
    const link = await first.page.getAttribute('[data-join-link]', 'href', { timeout: 30_000 });
    const second = await open(link!);
    // Seat 1 waits for seat 0, a person.
    await second.page.waitForSelector('.seat h3', { timeout: 30_000 });
    await second.page.waitForFunction(() => (document.getElementById('status')?.textContent ?? '').includes('Seat 1 is playing'), undefined, {
      timeout: 30_000,
    });
    expect(await second.page.getAttribute('body', 'data-busy')).toBe('true');
    expect(await second.page.isVisible('#skip')).toBe(false);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await first.page.context().close();
    await second.page.context().close();
  }, 60_000);

  test('two tabs of one seat: a card picked in a tab and played in the other is no longer shown picked when the turn comes back', async () => {
    const viewOf = async (page: Page): Promise<TesserisView> =>
      JSON.parse(await page.evaluate(() => (window as unknown as { tesserisApp: { viewJson(): string } }).tesserisApp.viewJson())) as TesserisView;
    const tabA = await open(`${server!.url}/tesseris.html?players=2&rounds=1&delay=0&seed=stale-pick`);
    await tabA.page.waitForSelector('body[data-busy="false"] #hand button:not([disabled])', { timeout: 30_000 });
    const matchID = new URL(tabA.page.url()).searchParams.get('match')!;
    const key = `tables:tesseris:${matchID}`;
    const credentials = await tabA.page.evaluate((name) => sessionStorage.getItem(name), key);
    const tabB = await open(`${server!.url}/tesseris.html?match=${matchID}&delay=0`, async (tab) => {
      await tab.addInitScript(
        ([name, value]) => {
          sessionStorage.setItem(name!, value!);
        },
        [key, credentials!],
      );
    });
    await tabB.page.waitForSelector('body[data-busy="false"] #hand button:not([disabled])', { timeout: 30_000 });
    const move = legalMovesForView(await viewOf(tabB.page)).find((candidate) => candidate.type === 'discard-to-pile')!;
    await tabA.page.click(`[data-card="${move.card}"]`);
    expect(await tabA.page.getAttribute(`[data-card="${move.card}"]`, 'aria-pressed')).toBe('true');
    // Tab B plays that card, then draws; the server's bot plays seat 1; the turn comes back to seat 0.
    await tabB.page.click(`[data-card="${move.card}"]`);
    await tabB.page.click(`[data-pile="${move.pile}"]`);
    await tabB.page.waitForSelector('body[data-busy="false"] [data-main]:not([disabled])', { timeout: 30_000 });
    const before = (await viewOf(tabB.page)).mainPileSize;
    await tabB.page.click('[data-main]');
    await tabA.page.waitForFunction(
      (size) => {
        const view = JSON.parse((window as unknown as { tesserisApp: { viewJson(): string } }).tesserisApp.viewJson()) as TesserisView;
        return document.body.dataset.busy === 'false' && view.turn === 0 && view.phase === 'discard' && view.mainPileSize < size;
      },
      before,
      { timeout: 30_000 },
    );
    expect((await viewOf(tabA.page)).hand).not.toContain(move.card);
    expect(await tabA.page.locator('[aria-pressed="true"]').count()).toBe(0);
    expect(await tabA.page.textContent('#status')).toBe('Round 1: your turn, choose a card of your hand');
    expect(tabA.errors).toEqual([]);
    expect(tabB.errors).toEqual([]);
    await tabA.page.context().close();
    await tabB.page.context().close();
  }, 90_000);
});
