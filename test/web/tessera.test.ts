/**
 * The Tessera page in headless Chromium: whole games by keyboard only and by taps on a phone, a grey-wall game
 * with slot choices, a solo challenge to three stars by its hints, bad parameters, and the bound on main-thread
 * tasks while a bot thinks. At every step the page must show what the engine's view says.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  BUILT_IN_CHALLENGES,
  legalMovesForView,
  outcome,
  placementPoints,
  playerView,
  replayRecord,
  tessera,
  unwrap,
  type DraftMove,
  type TesseraMove,
  type TesseraView,
} from 'tessera-engine/tessera';
import { PHONE, axeViolations, executablePath, onPage, openSibling, phoneProblems, ready, root, screenshot, switchToEnglish, useSession } from './browser.js';
import { postToWorker, receivedTexts, watchWorkers } from './worker-probe.js';

/** The worker that holds a game against bots. */
const SERVER = 'dist/tessera-server.js';

/** Seat 0's view, as the page holds it: all it holds of the game. */
async function viewOf(page: Page): Promise<TesseraView> {
  return JSON.parse(await page.evaluate(() => (window as unknown as { tesseraApp: { viewJson(): string } }).tesseraApp.viewJson())) as TesseraView;
}

/**
 * What the page publishes (every function of `window.tesseraApp`, called), its storage and its document, as one
 * text: all a console, an extension or a screen reader can read of it besides the worker's messages.
 */
async function published(page: Page): Promise<string> {
  return page.evaluate(() => {
    const app = (window as unknown as { tesseraApp: Record<string, () => unknown> }).tesseraApp;
    const storage = [localStorage, sessionStorage].map((store) => Object.fromEntries(Object.entries(store)));
    return JSON.stringify([Object.keys(app).map((name) => app[name]!()), storage, document.documentElement.outerHTML]);
  });
}

/** Checks that the page shows the view it holds: scores, walls, lines and the sources. */
async function expectPageShows(page: Page, view: TesseraView): Promise<void> {
  const scores = await page.$$eval('[data-score]', (nodes) => nodes.map((node) => Number(node.textContent)));
  expect(scores).toEqual(view.boards.map((board) => board.score));
  const walls = await page.$$eval('.board', (boards) =>
    boards.map((board) =>
      Array.from(board.querySelectorAll<HTMLElement>('.cell')).map((cell) => (cell.dataset.kind === undefined ? null : Number(cell.dataset.kind))),
    ),
  );
  expect(walls).toEqual(view.boards.map((board) => board.wall.flat()));
  const takes = await page.$$eval('[data-count]', (nodes) =>
    nodes.map((node) => `${(node as HTMLElement).dataset.source}:${(node as HTMLElement).dataset.kind}:${(node as HTMLElement).dataset.count}`),
  );
  const expected = [
    ...view.displays.flatMap((display, index) => display.flatMap((count, kind) => (count > 0 ? [`${index}:${kind}:${count}`] : []))),
    ...view.centre.flatMap((count, kind) => (count > 0 ? [`centre:${kind}:${count}`] : [])),
  ];
  expect(takes).toEqual(expected);
}

/** The move a test plays: the first legal draft to a line when there is one, else the first legal move. */
function chosenMove(view: TesseraView): TesseraMove {
  const moves = legalMovesForView(view);
  return moves.find((move): move is DraftMove => move.type === 'draft' && move.destination !== 'floor') ?? moves[0]!;
}

/** The selectors of a move's clicks, in order. */
function targetsOf(move: TesseraMove): string[] {
  if (move.type === 'place') return [`[data-place][data-column="${move.column}"]`];
  return [`[data-take][data-source="${move.source}"][data-kind="${move.kind}"]`, `button[data-seat="0"][data-line="${move.destination}"]`];
}

/** Moves the focus with Tab and the arrow keys only, until it is on the target, then presses Enter. */
async function pressByKeyboard(page: Page, selector: string): Promise<void> {
  for (let presses = 0; presses < 400; presses++) {
    if (await page.evaluate((target) => document.activeElement?.matches(target) === true, selector)) {
      await page.keyboard.press('Enter');
      return;
    }
    // Within the target's group (the takes, the lines, the slots) the arrow keys move; elsewhere Tab does.
    const group = ['[data-take]', 'button[data-line]', '[data-place]'].find((candidate) => selector.startsWith(candidate))!;
    const inGroup = await page.evaluate((members) => document.activeElement?.matches(members) === true, group);
    await page.keyboard.press(inGroup ? 'ArrowRight' : 'Tab');
  }
  throw new Error(`the keyboard never reached ${selector}`);
}

/** Plays the game to its end, seat 0's moves by `press`, checking the page at every turn; returns the moves. */
async function playToEnd(page: Page, press: (selector: string) => Promise<void>, onTurn?: (view: TesseraView) => Promise<void>): Promise<number> {
  let turns = 0;
  for (;;) {
    await ready(page);
    const view = await viewOf(page);
    expect(view.viewer).toBe(0);
    await expectPageShows(page, view);
    if (outcome(view) !== null) return turns;
    await onTurn?.(view);
    for (const selector of targetsOf(chosenMove(view))) await press(selector);
    turns++;
  }
}

const session = useSession();

describe.skipIf(executablePath === null)('the Tessera page in headless Chromium', () => {
  test('a whole game by keyboard only, the page showing the engine view at every step', async () => {
    await onPage(session(), 'index.html?players=2&seed=keyboard&delay=0', async (page) => {
      const turns = await playToEnd(page, (selector) => pressByKeyboard(page, selector));
      expect(turns).toBeGreaterThan(10);
      expect(await page.textContent('#status')).toContain('Game over');
      expect(await page.$$eval('#log li', (items) => items.length)).toBeGreaterThan(100);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'web-tessera.png');
      // Undo brings back the player's last turn.
      await page.click('#undo');
      await ready(page);
      expect(outcome(await viewOf(page))).toBeNull();
    });
  }, 120_000);

  test("without a seed in the address, the page receives and holds seat 0's views only: no seed, no generator, so no refill to come, until the record at the end", async () => {
    await onPage(session(), 'index.html?players=2&delay=0', async (page) => {
      await watchWorkers(page, SERVER);
      await ready(page);
      // The first thing the page publishes holds no state: the page once published its state here, seed and generator.
      const seen = [await published(page)];
      expect(seen[0]).not.toMatch(/\\?"(seed|rng)\\?"/);
      expect(
        await playToEnd(
          page,
          (selector) => page.click(selector),
          async () => void seen.push(await published(page)),
        ),
      ).toBeGreaterThan(5);
      // The record, sent at the end, names the seed the worker drew: replayed, it gives every state of the game.
      const record = await page.evaluate(() => (window as unknown as { tesseraApp: { record(): string | null } }).tesseraApp.record());
      const { options } = JSON.parse(record!) as { options: { seed: string } };
      const replay = unwrap(replayRecord(tessera, JSON.parse(record!)));
      const seed = options.seed;
      expect(seed).toMatch(/^[\da-f]{16}$/);
      // The worker's messages before the record: each is seat 0's view of one of those states, with the step's events.
      const messages = (await receivedTexts(page)).map((text) => JSON.parse(text) as { type: string; message?: { view: unknown } });
      expect(messages.at(-1)!.type).toBe('over');
      const during = messages.slice(0, -1);
      expect(during.some((message) => message.type === 'over')).toBe(false);
      const views = new Set(replay.states.map((state) => JSON.stringify(unwrap(playerView(state, 0)))));
      for (const message of during) if (message.type === 'message') expect(views.has(JSON.stringify(message.message!.view))).toBe(true);
      // Neither those messages nor what the page published at any turn holds the seed or any state of the generator,
      // which would tell the refills to come.
      const secrets = [seed, ...replay.states.map((state) => state.rng.join(','))];
      const texts = [...during.map((message) => JSON.stringify(message)), ...seen];
      expect(texts.flatMap((text) => secrets.filter((secret) => text.includes(secret)))).toEqual([]);
      expect(texts.filter((text) => /\\?"(seed|rng)\\?"/.test(text))).toEqual([]);
    });
  }, 120_000);

  test("the worker takes the page's seat's moves only, on its turn: anything else, a bot's turn asked early or a new start included, gets one message", async () => {
    await onPage(session(), 'index.html?players=2&seed=refusals&delay=5000', async (page) => {
      await watchWorkers(page, SERVER);
      await ready(page);
      let view = await viewOf(page);
      expect(view.turn).toBe(0);
      // On seat 0's turn, as the console can: a bot's turn, a move for seat 1, a new game with a seed of its own,
      // and what is no request at all.
      const mine = chosenMove(view);
      const start = { type: 'start', options: { players: 2, seed: 'mine' }, bot: 'greedy', think: 50 };
      const junk = [null, 'move', 7, [], {}, { type: 'toString' }, { type: 'move' }, { type: 'move', move: null }];
      const probes = [{ type: 'bot' }, { type: 'move', move: { ...mine, player: 1 } }, start, ...junk];
      const answers = await postToWorker(page, probes, probes.length);
      const refusal = answers[0]!;
      expect(refusal).toEqual({ type: 'refused', message: expect.stringMatching(/\w/) as unknown });
      expect(answers).toEqual(probes.map(() => refusal));
      // On seat 1's turn, during the page's pause before the bot plays: seat 1's moves and seat 0's are refused alike.
      for (const selector of targetsOf(mine)) await page.click(selector);
      await page.waitForFunction(() => {
        const shown = JSON.parse((window as unknown as { tesseraApp: { viewJson(): string } }).tesseraApp.viewJson()) as TesseraView;
        return shown.turn === 1 && document.body.dataset.busy === 'true';
      });
      view = await viewOf(page);
      const botMoves = legalMovesForView({ ...view, viewer: 1 });
      const moves = [...botMoves, ...botMoves.map((move) => ({ ...move, player: 0 }))].map((move) => ({ type: 'move', move }));
      expect(await postToWorker(page, moves, moves.length)).toEqual(moves.map(() => refusal));
      // The bot then plays its own move when the page asks, and the game goes on.
      await ready(page);
      expect(await page.textContent('#message')).toBe('');
      expect((await viewOf(page)).turn).toBe(0);
    });
  }, 60_000);

  test('a whole game at 390×844 by taps, with previews on tap, no sideways scrolling and 44 px targets', async () => {
    await onPage(
      session(),
      'index.html?players=3&seed=phone&delay=0',
      async (page) => {
        await ready(page);
        expect(await phoneProblems(page)).toEqual([]);
        let checked = false;
        await playToEnd(page, async (selector) => {
          await page.tap(selector);
          if (!checked && selector.startsWith('[data-take]')) {
            // The tap on a take shows every destination's preview at once, and the lines are 44 px targets too.
            expect(await page.$$eval('button[data-line] .pv', (nodes) => nodes.length)).toBeGreaterThan(0);
            expect(await phoneProblems(page)).toEqual([]);
            await screenshot(page, 'web-tessera-phone.png');
            checked = true;
          }
        });
        expect(await page.textContent('#status')).toContain('Game over');
        expect(await phoneProblems(page)).toEqual([]);
      },
      PHONE,
    );
  }, 120_000);

  test('a grey-wall game: each slot choice is announced and every candidate slot shows its points', async () => {
    await onPage(session(), 'index.html?players=2&wall=grey&seed=grey-3&delay=0', async (page) => {
      let choices = 0;
      await playToEnd(
        page,
        (selector) => page.click(selector),
        async (view) => {
          if (view.phase !== 'tiling' || view.pending?.seat !== 0) return;
          choices++;
          expect(await page.textContent('#status')).toMatch(/^Your choice: the slot of the \w+ tile of line \d/);
          const wall = view.boards[0]!.wall;
          const slots = await page.$$eval('[data-place]', (nodes) =>
            nodes.map((node) => [Number((node as HTMLElement).dataset.column), Number((node as HTMLElement).dataset.points), node.textContent] as const),
          );
          expect(slots.length).toBeGreaterThan(1);
          for (const [column, points, text] of slots) {
            expect(points).toBe(placementPoints(wall, view.pending.row, column));
            expect(text).toContain(`+${points}`);
          }
          await page.focus('[data-place]');
          expect(await page.textContent('#preview')).toMatch(/^Column \d would score \d+ points?$/);
          if (choices > 1) return;
          expect(await axeViolations(page)).toEqual([]);
          await screenshot(page, 'web-tessera-slot-choice.png');
        },
      );
      expect(choices).toBeGreaterThan(0);
    });
  }, 120_000);

  test('a solo challenge solved to three stars by following the hints', async () => {
    const challenge = BUILT_IN_CHALLENGES.find((candidate) => candidate.difficulty === 'easy')!;
    await onPage(session(), `index.html?challenge=${challenge.id}&delay=0`, async (page) => {
      await ready(page);
      expect(await page.textContent('#challenge-info')).toContain(`★★★ ${challenge.stars.three}`);
      let audited = false;
      for (let view = await viewOf(page); outcome(view) === null; view = await viewOf(page)) {
        await page.click('#hint');
        await page.waitForSelector('[data-hinted]');
        expect(await page.textContent('#preview')).toMatch(/^Hint: /);
        if (!audited) expect(await axeViolations(page)).toEqual([]);
        audited = true;
        await page.click('[data-hinted]');
        if (view.phase === 'drafting') await page.click('[data-hinted]');
        await ready(page);
      }
      expect(await page.textContent('#status')).toContain('★★★');
      expect(outcome(await viewOf(page))!.stars).toBe(3);
    });
  }, 120_000);

  test('a hint that comes after a move was made is dropped: nothing advises a move of the old position', async () => {
    await onPage(session(), 'index.html?challenge=c01&delay=0', async (page) => {
      await ready(page);
      const before = JSON.stringify(await viewOf(page));
      await page.click('[data-take]');
      // Hint asked, then a line clicked at once: the move is played while the hint still thinks about the old position.
      await page.evaluate(() => {
        document.querySelector<HTMLButtonElement>('#hint')!.click();
        document.querySelector<HTMLButtonElement>('button[data-line]')!.click();
      });
      const thinking = await page.textContent('#preview');
      expect(thinking).toBe('Thinking about a hint…');
      await page.waitForFunction((thinking) => document.getElementById('preview')!.textContent !== thinking, thinking, { timeout: 30_000 });
      await ready(page);
      expect(JSON.stringify(await viewOf(page))).not.toBe(before);
      expect(await page.textContent('#preview')).not.toMatch(/Hint/);
      expect(await page.textContent('#announce')).not.toMatch(/Hint/);
      expect(await page.$$eval('[data-hinted]', (hinted) => hinted.length)).toBe(0);
      // A hint asked now is for the new position, and is shown.
      await page.click('#hint');
      await page.waitForSelector('[data-hinted]');
      expect(await page.textContent('#preview')).toMatch(/^Hint: /);
    });
  }, 60_000);

  test('bad parameters give a message and the setup screen, never a blank page', async () => {
    // A daily challenge that cannot be generated (a seed over 256 characters) left the page busy, with no control.
    for (const query of [
      'players=5',
      'wall=round',
      'challenge=nope',
      'colour=blue',
      'humans=abc',
      'players=3&humans=2.5',
      'humans=3',
      `challenge=daily&seed=${'x'.repeat(257)}`,
    ]) {
      await onPage(session(), `index.html?${query}`, async (page) => {
        await ready(page);
        expect(await page.textContent('#message')).toMatch(/\w+/);
        expect(await page.isVisible('#setup')).toBe(true);
      });
    }
  }, 60_000);

  test('opened from a file, both game pages say in their language to open them over HTTP (the Tessera page said "the worker did not start", in English)', async () => {
    for (const [path, said] of [
      ['index.html?players=2&lang=en', /^The table runs in a Web Worker, which this browser cannot start from a file: serve the folder over HTTP/],
      ['index.html?players=2&lang=fr', /^La table tourne dans un Web Worker, que ce navigateur ne peut pas lancer depuis un fichier/],
      ['tesseris.html?lang=fr', /^La table tourne dans un Web Worker, que ce navigateur ne peut pas lancer depuis un fichier/],
    ] as const) {
      const page = await session().browser.newPage();
      try {
        await page.goto(`file://${root}examples/web/${path}`);
        await ready(page);
        expect(await page.textContent('#message')).toMatch(said);
      } finally {
        await page.close();
      }
    }
  }, 60_000);

  test('a parameter given twice is refused with a message that names it, on both game pages (the first value was taken without a word)', async () => {
    await onPage(session(), 'index.html?lang=en&players=2&players=4', async (page) => {
      await ready(page);
      expect(await page.textContent('#message')).toBe('The number of players is given more than once ("2", "4"): give it once. Choose a game below.');
      expect(await page.isVisible('#setup')).toBe(true);
      expect(await page.isVisible('#game')).toBe(false);
    });
    await onPage(session(), 'tesseris.html?lang=en&seed=a&seed=b&delay=0', async (page) => {
      await ready(page);
      expect(await page.textContent('#message')).toBe('The seed is given more than once ("a", "b"): give it once.');
    });
  }, 60_000);

  test('in French: ?lang=fr sets <html lang>, the page, the engine descriptions and the messages, is remembered, and the switch goes back', async () => {
    await onPage(session(), 'index.html?lang=fr&players=2&seed=langue&delay=0', async (page) => {
      await ready(page);
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.textContent('#status')).toMatch(/^Manche 1 : à vous, prenez des tuiles/);
      expect(await page.textContent('#undo')).toBe('Annuler');
      expect(await page.textContent('.board h2')).toMatch(/^Joueur 1 \(vous\) : \d+ points/);
      for (const selector of targetsOf(chosenMove(await viewOf(page)))) await page.click(selector);
      await ready(page);
      const log = (await page.$$eval('#log li', (items) => items.map((item) => item.textContent))).join('\n');
      expect(log).toMatch(/Joueur 1 \(vous\) prend les tuiles \w+ (du centre|du présentoir \d)/);
      expect(log).toMatch(/Joueur 2 \(bot\) prend \d+ tuiles? /);
      expect(log).not.toMatch(/\b(takes|Seat|tiles|from)\b/);
      // Remembered: the next page without ?lang is French, and a bad parameter is said in French.
      await openSibling(page, 'index.html?players=5');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.textContent('#message')).toBe(
        'Le paramètre « nombre de joueurs » doit être un nombre entier de 2 à 4 (il vaut « 5 »). Choisissez une partie ci-dessous.',
      );
      expect(await page.textContent('#setup-title')).toBe('Nouvelle partie');
      await switchToEnglish(page);
      expect(await page.textContent('#setup-title')).toBe('New game');
    });
  }, 60_000);

  test('while an MCTS bot thinks for a second, no task on the page thread lasts more than 50 ms', async () => {
    await onPage(session(), 'index.html?players=2&seed=long&bot=mcts&think=1000&delay=0', async (page) => {
      await ready(page);
      await page.evaluate(() => {
        const store = window as unknown as { tasks: { start: number; end: number }[] };
        store.tasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) store.tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
        }).observe({ type: 'longtask' });
      });
      for (const selector of targetsOf(chosenMove(await viewOf(page)))) await page.click(selector);
      await ready(page);
      // The page marks the time the bot thought; the long tasks that overlap it are the ones that froze it.
      const { thought, longest } = await page.evaluate(() => {
        const start = performance.getEntriesByName('bot-move-start')[0]!.startTime;
        const end = performance.getEntriesByName('bot-move-end')[0]!.startTime;
        const overlapping = (window as unknown as { tasks: { start: number; end: number }[] }).tasks.filter((task) => task.start < end && task.end > start);
        return { thought: end - start, longest: Math.max(0, ...overlapping.map((task) => task.end - task.start)) };
      });
      console.log(`a bot move of ${Math.round(thought)} ms; the longest main-thread task during it: ${Math.round(longest)} ms (0: none over 50 ms)`);
      expect(thought).toBeGreaterThan(900);
      expect(longest).toBeLessThanOrEqual(50);
    });
  }, 60_000);
});
