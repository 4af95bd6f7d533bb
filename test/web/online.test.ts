/**
 * The pages through the real server (`server/main.ts`, as `npm run serve` runs it, with a temporary data
 * folder): two Chromium contexts are two people at one match, a server bot takes the third seat. The first
 * person creates the match, the second opens the join link. They play a whole Tesseris round, then a whole
 * Tessera game, by clicks. Every WebSocket frame each page receives is scanned against the stored match's
 * states (the scan of the raw-client tests), and the page's globals are walked: no other seat's hand, ever.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FlatFile } from 'boardgame.io/server';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { matchRecord, type TableState } from 'tessera-engine/boardgame.io';
import { replayRecord, unwrap } from 'tessera-engine';
import { spectatorView as tesseraSpectator, tessera, type TesseraMove, type TesseraView } from 'tessera-engine/tessera';
import {
  legalMovesForView as tesserisMoves,
  spectatorView as tesserisSpectator,
  tesseris,
  type TesserisMove,
  type TesserisState,
  type TesserisView,
} from 'tessera-engine/tesseris';
import { checkFrames, type AnyGame } from '../boardgame.io/frames.js';
import { lobby } from '../boardgame.io/helpers.js';
import { startServerProcess, type ServerProcess } from '../boardgame.io/processes.js';
import { executablePath } from './browser.js';
import { clickTesserisMove } from './tesseris-clicks.js';

let server: ServerProcess | undefined;
let browser: Browser | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'tables-web-'));

beforeAll(async () => {
  if (executablePath === null) return;
  // Embedded, in a temporary data folder, whatever services the environment names; seeds accepted so that
  // the matches are reproducible.
  server = await startServerProcess(0, { DATA_DIR: dataDir, TABLES_ACCEPT_SEED: '1', DATABASE_URL: undefined, REDIS_URL: undefined });
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A person: a browser context of their own, its page, and every frame its sockets received. */
interface Person {
  readonly page: Page;
  readonly frames: unknown[][];
  readonly errors: string[];
  /** Number arrays found in the page's globals, at each walk. */
  readonly globals: number[][];
}

/** A socket.io packet as `[event, ...args]`; anything else (handshakes, pings) as `["packet", text]`. */
function parsePacket(payload: string): unknown[] {
  const event = /^42(?:\/[^,[]*,)?\d*(\[.*)$/s.exec(payload);
  return event === null ? ['packet', payload] : (JSON.parse(event[1]!) as unknown[]);
}

async function open(url: string): Promise<Person> {
  const context = await browser!.newContext();
  const page = await context.newPage();
  const person: Person = { page, frames: [], errors: [], globals: [] };
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => void person.frames.push(parsePacket(String(payload)))));
  page.on('pageerror', (error) => void person.errors.push(error.message));
  await page.goto(url);
  return person;
}

/** Every array of numbers reachable from the page's own globals (not the browser's), a few levels deep. */
async function walkGlobals(person: Person): Promise<void> {
  const arrays = await person.page.evaluate(() => {
    const builtIn = new Set(Object.getOwnPropertyNames(Object.getPrototypeOf(window)).concat(Object.getOwnPropertyNames(globalThis.document.defaultView!)));
    const fresh = document.createElement('iframe');
    document.body.append(fresh);
    for (const name of Object.getOwnPropertyNames(fresh.contentWindow)) builtIn.add(name);
    fresh.remove();
    const found: number[][] = [];
    const seen = new Set<unknown>();
    const walk = (value: unknown, depth: number): void => {
      if (depth > 8 || value === null || typeof value !== 'object' || seen.has(value) || value instanceof Node) return;
      seen.add(value);
      if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'number')) found.push(value);
      for (const key of Object.keys(value)) {
        try {
          walk((value as Record<string, unknown>)[key], depth + 1);
        } catch {
          // A getter that throws holds nothing.
        }
      }
    };
    const own = Object.getOwnPropertyNames(window).filter((name) => !builtIn.has(name));
    for (const name of own) walk((window as unknown as Record<string, unknown>)[name], 0);
    for (const storage of [sessionStorage, localStorage])
      for (let index = 0; index < storage.length; index++) walk(JSON.parse(storage.getItem(storage.key(index)!) ?? 'null'), 0);
    return found;
  });
  person.globals.push(...arrays);
}

/** The stored match, read from the server's data folder once it has the final state, and its states replayed. */
async function storedStates(module: AnyGame, matchID: string): Promise<readonly unknown[]> {
  const db = new FlatFile({ dir: dataDir });
  await db.connect();
  const { state } = await db.fetch(matchID, { state: true });
  const replay = replayRecord(module as never, unwrap(matchRecord(module, (state as { G: TableState<unknown, unknown> }).G)));
  if (!replay.ok) throw replay.error;
  expect(module.outcome(replay.value.states.at(-1) as never)).not.toBeNull();
  return replay.value.states;
}

/** Checks one person's frames and globals against the match's states. */
function checkPerson(module: AnyGame, spectator: (state: never) => unknown, states: readonly unknown[], person: Person, seat: number, seed: string): void {
  expect(person.errors).toEqual([]);
  expect(checkFrames(module, spectator, states, person.frames, String(seat), seed)).toBeGreaterThan(0);
  for (const state of states) {
    for (const [other, hand] of ((state as Partial<TesserisState>).hands ?? []).entries()) {
      if (other === seat || hand.length < 3) continue;
      for (const array of person.globals) expect(array, `the page's globals hold seat ${other}'s hand`).not.toEqual(hand);
    }
  }
}

/** The match's id, from the page's address. */
const matchOf = (page: Page): string => new URL(page.url()).searchParams.get('match')!;

/** Opens the first person's page, then the second's by the join link it shows. */
async function twoPeople(path: string): Promise<[Person, Person]> {
  const first = await open(`${server!.url}/${path}`);
  const link = await first.page.getAttribute('[data-join-link]', 'href', { timeout: 30_000 });
  expect(link).not.toContain('credentials');
  const second = await open(link!);
  await second.page.waitForSelector('[data-join-link]', { timeout: 30_000 });
  expect(matchOf(second.page)).toBe(matchOf(first.page));
  return [first, second];
}

/**
 * Plays until both pages show the end: whoever's turn it is picks a legal move from its page and clicks it.
 * `viewOf` reads the page's view only when the page is ready for its player (one evaluation, so that the view
 * is the one the page shows), else gives `null`.
 */
async function playByClicks<View extends { readonly viewer: number; readonly turn: number; readonly phase: string }>(
  people: readonly Person[],
  viewOf: (page: Page) => Promise<View | null>,
  click: (page: Page, view: View, turn: number) => Promise<void>,
): Promise<number> {
  let turns = 0;
  for (const deadline = Date.now() + 200_000; Date.now() < deadline;) {
    const views = await Promise.all(people.map(async (person) => viewOf(person.page)));
    if (views.every((view) => view?.phase === 'over')) return turns;
    let acted = false;
    for (const [index, view] of views.entries()) {
      const page = people[index]!.page;
      if (view === null || view.phase === 'over' || view.turn !== view.viewer) continue;
      await click(page, view, turns++);
      acted = true;
      if (turns % 10 === 0) await walkGlobals(people[index]!);
    }
    if (!acted) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the match did not end in time');
}

/** What the page shows of the match (its view or state, as JSON), to tell when a click has taken effect. */
async function pageState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const app = window as unknown as { tesserisApp?: { viewJson(): string }; tesseraApp?: { viewJson(): string } };
    return app.tesserisApp?.viewJson() ?? app.tesseraApp?.viewJson() ?? '';
  });
}

/**
 * Waits until a click has taken effect: the page is busy with the move, shows a message, or already shows
 * another position (a quick move can be sent and answered between two polls of a busy flag).
 */
async function tookEffect(page: Page, before: string): Promise<void> {
  await page.waitForFunction((shown) => {
    const app = window as unknown as { tesserisApp?: { viewJson(): string }; tesseraApp?: { viewJson(): string } };
    const now = app.tesserisApp?.viewJson() ?? app.tesseraApp?.viewJson() ?? '';
    return document.body.dataset.busy === 'true' || (document.getElementById('message')?.textContent ?? '') !== '' || now !== shown;
  }, before);
}

async function tesserisView(page: Page): Promise<TesserisView | null> {
  const json = await page.evaluate(() =>
    document.body.dataset.busy === 'false' ? (window as unknown as { tesserisApp: { viewJson(): string } }).tesserisApp.viewJson() : 'null',
  );
  return JSON.parse(json) as TesserisView | null;
}

async function clickTesseris(page: Page, view: TesserisView, turn: number): Promise<void> {
  const before = await pageState(page);
  const moves = tesserisMoves(view);
  const move: TesserisMove = moves[turn % 3 === 0 ? 0 : moves.length - 1]!;
  await clickTesserisMove(page, move, view.viewer);
  await tookEffect(page, before);
}

async function tesseraView(page: Page): Promise<TesseraView | null> {
  const json = await page.evaluate(() =>
    document.body.dataset.busy === 'false' ? (window as unknown as { tesseraApp: { viewJson(): string } }).tesseraApp.viewJson() : 'null',
  );
  return JSON.parse(json) as TesseraView | null;
}

async function clickTessera(page: Page, view: TesseraView, turn: number): Promise<void> {
  const before = await pageState(page);
  const moves = tessera.legalMovesForView(view);
  const move: TesseraMove = moves[(turn * 7919) % moves.length]!;
  if (move.type === 'place') await page.click(`[data-place][data-column="${move.column}"]`);
  else {
    await page.click(`[data-take][data-source="${move.source}"][data-kind="${move.kind}"]`);
    await page.click(`button[data-seat="${view.viewer}"][data-line="${move.destination}"]`);
  }
  await tookEffect(page, before);
}

describe.skipIf(executablePath === null)('two browsers and a bot at one match of the real server', () => {
  test('a whole Tesseris round, then a whole Tessera game; no frame and no global of a page holds another hand', async () => {
    const seeds = { tesseris: 'web-online-tesseris', tessera: 'web-online-tessera' };
    const round = await twoPeople(`tesseris.html?players=3&humans=2&rounds=1&delay=0&seed=${seeds.tesseris}`);
    expect(await playByClicks(round, tesserisView, clickTesseris)).toBeGreaterThan(3);
    for (const person of round) {
      expect(await person.page.textContent('#status')).toContain('Game over');
      await walkGlobals(person);
    }
    const roundStates = await storedStates(tesseris, matchOf(round[0].page));
    round.forEach((person, seat) => {
      checkPerson(tesseris, tesserisSpectator, roundStates, person, seat, seeds.tesseris);
    });

    const game = await twoPeople(`index.html?players=3&humans=2&delay=0&seed=${seeds.tessera}`);
    expect(await playByClicks(game, tesseraView, clickTessera)).toBeGreaterThan(10);
    for (const person of game) {
      expect(await person.page.textContent('#status')).toContain('Game over');
      await walkGlobals(person);
    }
    const gameStates = await storedStates(tessera, matchOf(game[0].page));
    game.forEach((person, seat) => {
      checkPerson(tessera, tesseraSpectator, gameStates, person, seat, seeds.tessera);
    });
  }, 420_000);

  test('with two people, each page names the other person as a person, never "(bot)", and the Tesseris intro says its own seat', async () => {
    const labels = async (page: Page, headings: string): Promise<string> => {
      await page.waitForFunction((selector) => document.querySelectorAll(selector).length > 0 && document.body.dataset.busy !== undefined, headings);
      const shown = await page.$$eval(`${headings}, #status, #log li, #announce`, (nodes) => nodes.map((node) => node.textContent));
      return shown.join('\n');
    };
    // Two seats, two people: nobody is a bot.
    const [first, second] = await twoPeople('tesseris.html?players=2&humans=2&rounds=1&delay=0');
    await second.page.waitForSelector('.seat h3');
    await first.page.waitForFunction(() => document.querySelectorAll('.seat h3').length === 2);
    for (const [seat, person] of [first, second].entries()) {
      const shown = await labels(person.page, '.seat h3');
      expect(shown).not.toMatch(/\(bot\)/);
      expect(await person.page.textContent(`.seat[data-seat="${seat}"] h3`)).toMatch(new RegExp(`^Seat ${seat + 1} \\(you\\):`));
      expect(await person.page.textContent(`.seat[data-seat="${1 - seat}"] h3`)).toMatch(new RegExp(`^Seat ${2 - seat}:`));
      expect(await person.page.textContent('#seat-intro')).toBe(`You are seat ${seat + 1}; the others are people.`);
      expect(person.errors).toEqual([]);
    }
    // Three seats, two people: the third seat is the server's bot, and says so.
    const mixed = await twoPeople('tesseris.html?players=3&humans=2&rounds=1&delay=0');
    for (const [seat, person] of mixed.entries()) {
      await person.page.waitForFunction(() => document.querySelectorAll('.seat h3').length === 3);
      expect(await person.page.textContent(`.seat[data-seat="${1 - seat}"] h3`)).toMatch(new RegExp(`^Seat ${2 - seat}:`));
      expect(await person.page.textContent('.seat[data-seat="2"] h3')).toMatch(/^Seat 3 \(bot\):/);
      expect(await person.page.textContent('#seat-intro')).toBe(`You are seat ${seat + 1}; the others are people and bots, as their names say.`);
    }
    // Tessera, two people.
    const game = await twoPeople('index.html?players=2&humans=2&delay=0');
    for (const [seat, person] of game.entries()) {
      await person.page.waitForFunction(() => document.querySelectorAll('#boards h2').length === 2);
      expect(await labels(person.page, '#boards h2')).not.toMatch(/\(bot\)/);
      expect(await person.page.textContent(`#seat-${1 - seat}`)).toMatch(new RegExp(`^Seat ${2 - seat}:`));
      // The server has no undo: the page shows no Undo button, not even a disabled one.
      expect(await person.page.isHidden('#undo')).toBe(true);
      expect(person.errors).toEqual([]);
    }
  }, 120_000);

  test("a seat is a bot's when the server's bot says so in the seat's data, not by its name: a person who joined as \"greedy bot\" is a person", async () => {
    const created = await lobby(server!.url, '/games/tesseris/create', { numPlayers: 3, setupData: { rounds: 1 } });
    expect(created.status).toBe(200);
    const matchID = created.json.matchID as string;
    expect((await lobby(server!.url, `/games/tesseris/${matchID}/join`, { playerID: '1', playerName: 'greedy bot' })).status).toBe(200);
    expect((await lobby(server!.url, `/bots/tesseris/${matchID}/2`, {})).status).toBe(200);
    const person = await open(`${server!.url}/tesseris.html?match=${matchID}&delay=0`);
    await person.page.waitForFunction(() => document.querySelectorAll('.seat h3').length === 3, undefined, { timeout: 30_000 });
    expect(await person.page.textContent('.seat[data-seat="1"] h3')).toMatch(/^Seat 2:/);
    expect(await person.page.textContent('.seat[data-seat="2"] h3')).toMatch(/^Seat 3 \(bot\):/);
    expect(person.errors).toEqual([]);
  }, 60_000);

  test.each([
    ['its refusal comes before the news of the other tab’s move', false],
    ['the news of the other tab’s move comes first (the usual order on one server)', true],
  ])(
    "two tabs on one seat: a move made in a tab that has not yet seen the other tab's move is refused, said on the page, and the page shows the match as it is: %s",
    async (_order, newsFirst) => {
      // Tab A's socket goes through a route that can hold back what the server sends it (its states, and with
      // newsFirst its refusal after them), as a slow network or a sleeping laptop does; pings pass.
      const contextA = await browser!.newContext();
      const pageA = await contextA.newPage();
      const errors: string[] = [];
      pageA.on('pageerror', (error) => void errors.push(error.message));
      let hold = false;
      let refusedPassed = false;
      const held: (() => void)[] = [];
      await pageA.routeWebSocket(/socket\.io/, (socket) => {
        const upstream = socket.connectToServer();
        upstream.onMessage((message) => {
          const pass = (): void => {
            socket.send(message);
          };
          const refusal = String(message).includes('"refused"');
          if (hold && (/"(update|sync)"/.test(String(message)) || (newsFirst && refusal))) held.push(pass);
          else pass();
          if (refusal) refusedPassed = true;
        });
      });
      await pageA.goto(`${server!.url}/index.html?players=2&humans=2&delay=0&seed=two-tabs`);
      await pageA.waitForSelector('body[data-busy="false"] [data-join-link]', { timeout: 30_000 });
      const matchID = matchOf(pageA);
      const key = `tables:tessera:${matchID}`;
      const credentials = await pageA.evaluate((name) => sessionStorage.getItem(name), key);
      // Tab B: the same seat (a duplicated tab keeps the tab's sessionStorage).
      const tabB = await open('about:blank');
      await tabB.page.addInitScript(
        ([name, value]) => {
          sessionStorage.setItem(name!, value!);
        },
        [key, credentials!],
      );
      await tabB.page.goto(`${server!.url}/index.html?match=${matchID}&delay=0`);
      await tabB.page.waitForSelector('body[data-busy="false"] [data-join-link]', { timeout: 30_000 });
      const viewB = (await tesseraView(tabB.page))!;
      expect(viewB.viewer).toBe(0);
      expect(viewB.turn).toBe(0);
      hold = true;
      await clickTessera(tabB.page, viewB, 0);
      await tabB.page.waitForFunction(
        () => (JSON.parse((window as unknown as { tesseraApp: { viewJson(): string } }).tesseraApp.viewJson()) as { turn: number }).turn === 1,
      );
      // Tab A has not seen that move: it still shows its own turn at the old position, and plays there.
      const viewA = (await tesseraView(pageA))!;
      expect(viewA.turn).toBe(0);
      await clickTessera(pageA, viewA, 3);
      // The news stays held until the server's refusal has reached the tab (on a loaded machine the move may take
      // longer than any fixed wait to be refused).
      const refusalSeen = (): boolean => refusedPassed;
      for (let waited = 0; !refusalSeen() && waited < 200; waited++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(refusalSeen()).toBe(true);
      hold = false;
      for (const pass of held.splice(0)) pass();
      await pageA.waitForFunction(() => (document.getElementById('message')?.textContent ?? '') !== '', undefined, { timeout: 10_000 });
      expect(await pageA.textContent('#message')).toMatch(/^Your move was not taken: .*The board shows the match as it is now\.$/);
      await pageA.waitForFunction(
        (shown) => (window as unknown as { tesseraApp: { viewJson(): string } }).tesseraApp.viewJson() === shown,
        await pageState(tabB.page),
        { timeout: 10_000 },
      );
      expect(errors).toEqual([]);
      await contextA.close();
    },
    60_000,
  );

  test('a seat stored in the tab that is no seat (no JSON, no object, a seat number of another shape, long credentials) is dropped, and the page joins a free seat', async () => {
    const host = await open(`${server!.url}/tesseris.html?players=2&humans=2&rounds=1&delay=0`);
    await host.page.getAttribute('[data-join-link]', 'href', { timeout: 30_000 });
    const matchID = matchOf(host.page);
    for (const stored of [
      'not json',
      '{}',
      '7',
      '{"playerID":{"a":1},"credentials":[1]}',
      JSON.stringify({ playerID: '1', credentials: 'x'.repeat(200_000) }),
    ]) {
      const guest = await open('about:blank');
      await guest.page.addInitScript(
        ([name, value]) => {
          sessionStorage.setItem(name!, value!);
        },
        [`tables:tesseris:${matchID}`, stored],
      );
      await guest.page.goto(`${server!.url}/tesseris.html?match=${matchID}&delay=0`);
      await guest.page.waitForSelector('[data-join-link]', { timeout: 30_000 });
      const seat = await guest.page.evaluate(
        (name) => JSON.parse(sessionStorage.getItem(name) ?? 'null') as { playerID?: unknown } | null,
        `tables:tesseris:${matchID}`,
      );
      expect(seat?.playerID, stored.slice(0, 40)).toBe('1');
      expect(guest.errors, stored.slice(0, 40)).toEqual([]);
      // The seat taken, the next guest is a new person: the lobby gives seat 1 back once this one leaves.
      await guest.page.context().close();
      const credentials = (seat as { credentials?: string }).credentials;
      await fetch(`${server!.url}/games/tesseris/${matchID}/leave`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ playerID: '1', credentials }),
      });
    }
    await host.page.context().close();
  }, 120_000);

  test("the match parameter: empty takes its default (a new match); an id that is no plain id is refused before any request, so it reaches no other game's match", async () => {
    for (const path of ['tesseris.html?match=', 'index.html?match=']) {
      const person = await open(`${server!.url}/${path}`);
      await person.page.waitForSelector('body[data-busy="false"] [data-join-link]', { timeout: 30_000 });
      expect(await person.page.textContent('#message')).toBe('');
      expect(matchOf(person.page)).toMatch(/^[\w-]+$/);
      expect(person.errors).toEqual([]);
    }
    const created = await fetch(`${server!.url}/games/tessera/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ numPlayers: 2, setupData: {} }),
    });
    const { matchID } = (await created.json()) as { matchID: string };
    const seats = async (): Promise<unknown> => ((await (await fetch(`${server!.url}/games/tessera/${matchID}`)).json()) as { players: unknown }).players;
    const before = await seats();
    for (const path of [
      `tesseris.html?match=${encodeURIComponent(`../tessera/${matchID}`)}`,
      `index.html?match=${encodeURIComponent(`../tessera/${matchID}`)}`,
    ]) {
      const person = await open(`${server!.url}/${path}`);
      await person.page.waitForSelector('body[data-busy="false"]', { timeout: 30_000 });
      expect(await person.page.textContent('#message')).toBe(`The online match could not start: "../tessera/${matchID}" is not a match's id`);
      expect(await person.page.evaluate(() => sessionStorage.length)).toBe(0);
      expect(person.errors).toEqual([]);
    }
    expect(await seats()).toEqual(before);
    // A plain id of no match: the server's refusal, and the Tessera page is no longer busy.
    const unknown = await open(`${server!.url}/index.html?match=nope`);
    await unknown.page.waitForSelector('body[data-busy="false"]', { timeout: 30_000 });
    expect(await unknown.page.textContent('#message')).toMatch(/^The online match could not start: .*nope/);
    expect(unknown.errors).toEqual([]);
  }, 120_000);
});
