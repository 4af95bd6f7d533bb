/**
 * The Tesseris table in headless Chromium: a whole round played by clicks, against bots that a server in a Web
 * Worker runs. The page holds seat 0's view only: at every turn, what it holds is seat 0's view of a state of
 * the game (checked afterwards against the record the server sends at the end); its "What you know" panel says
 * exactly that view's knowledge, nothing the page works out itself; no card of its hand is in another hand; and
 * the only cards it places in another hand are those seat 0 saw go there, each of them there.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { legalMovesForView, playerView, replayRecord, shapeOf, tesseris, unwrap, type TesserisView } from 'tessera-engine/tesseris';
import { axeViolations, executablePath, onPage, openSibling, ready, screenshot, switchToEnglish, useSession } from './browser.js';
import { clickTesserisMove } from './tesseris-clicks.js';
import { postToWorker } from './worker-probe.js';

async function viewOf(page: Page): Promise<TesserisView> {
  return JSON.parse(await page.evaluate(() => (window as unknown as { tesserisApp: { viewJson(): string } }).tesserisApp.viewJson())) as TesserisView;
}

/** One fact of the "What you know" panel: which fact, and its cards in the order shown. */
interface KnownFact {
  readonly kind: string;
  readonly pile?: number;
  readonly seat?: number;
  readonly cards: readonly number[];
}

/** The panel's facts as the page shows them. */
async function knownOnPage(page: Page): Promise<KnownFact[]> {
  return page.$$eval('#knowledge [data-known]', (nodes) =>
    nodes.map((node) => {
      const { known, knownPile, knownSeat } = (node as HTMLElement).dataset;
      const cards = [...node.querySelectorAll<HTMLElement>('[data-known-card]')].map((card) => Number(card.dataset.knownCard));
      return {
        kind: known!,
        ...(knownPile === undefined ? {} : { pile: Number(knownPile) }),
        ...(knownSeat === undefined ? {} : { seat: Number(knownSeat) }),
        cards,
      };
    }),
  );
}

/** The facts the panel should show for a view: straight from its `knowledge`, the empty ones left out. */
function expectedFacts(view: TesserisView): KnownFact[] {
  const { covered, mainPile, held, exposed, unaccounted } = view.knowledge;
  const bySeat = (kind: string, lists: readonly (readonly number[])[]): KnownFact[] =>
    lists.flatMap((cards, seat) => (cards.length === 0 ? [] : [{ kind, seat, cards }]));
  return [
    ...covered.flatMap((cards, pile) => (cards.length === 0 ? [] : [{ kind: 'covered', pile, cards }])),
    { kind: 'main', cards: view.mainPileSize === 0 ? [] : (mainPile ?? []) },
    ...bySeat('held', held),
    ...bySeat('exposed', exposed),
    { kind: 'unaccounted', cards: unaccounted },
  ];
}

/** The record the server sent at the end, or `null`. */
async function recordOf(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as { tesserisApp: { record(): string | null } }).tesserisApp.record());
}

/**
 * What anyone can type into the console of a loaded page: keep the worker on the page's next post (Escape posts
 * a skip), and collect every reply it sends from then on in `window.replies`.
 */
async function catchWorker(page: Page): Promise<void> {
  await page.evaluate(() => {
    const original: unknown = Reflect.get(Worker.prototype, 'postMessage');
    Reflect.set(Worker.prototype, 'postMessage', function (this: Worker, message: unknown, ...rest: unknown[]) {
      if (Reflect.get(window, 'worker') === undefined) {
        const replies: unknown[] = [];
        Reflect.set(window, 'worker', this);
        Reflect.set(window, 'replies', replies);
        this.addEventListener('message', (event: MessageEvent) => replies.push(event.data));
      }
      Reflect.apply(original as (...args: unknown[]) => void, this, [message, ...rest]);
    });
  });
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => Reflect.get(window, 'worker') !== undefined);
}

/** Waits until the page shows seat 1 (a bot) in a phase of its turn: its pause has begun. */
async function botAt(page: Page, phase: 'discard' | 'draw'): Promise<void> {
  await page.waitForFunction((phase) => {
    const shown = JSON.parse((window as unknown as { tesserisApp: { viewJson(): string } }).tesserisApp.viewJson()) as TesserisView;
    return shown.turn === 1 && shown.phase === phase;
  }, phase);
}

const session = useSession();

describe.skipIf(executablePath === null)('the Tesseris table in headless Chromium', () => {
  test('a round by clicks, the page holding only its own view, from a server in a worker', async () => {
    await onPage(session(), 'tesseris.html?seed=browser&rounds=1&delay=0', async (page) => {
      const seen: { view: TesserisView; shown: number[]; known: KnownFact[] }[] = [];
      let heldFacts = 0;
      let clicks = 0;
      for (;;) {
        await ready(page);
        const view = await viewOf(page);
        expect(Object.keys(view)).not.toContain('hands');
        const shown = await page.$$eval('[data-card]', (nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.card)));
        expect(shown).toEqual(view.hand);
        expect(await page.$$eval('[data-pile]', (nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.size)))).toEqual(
          view.piles.map((pile) => pile.size),
        );
        const known = await knownOnPage(page);
        expect(known).toEqual(expectedFacts(view));
        heldFacts += known.filter((fact) => fact.kind === 'held').length;
        seen.push({ view, shown, known });
        if (view.phase === 'over') break;
        const moves = legalMovesForView(view);
        await clickTesserisMove(page, moves[clicks % 3 === 0 ? 0 : moves.length - 1]!);
        clicks++;
      }
      expect(await page.textContent('#status')).toContain('Game over');
      expect(clicks).toBeGreaterThan(3);
      expect(await page.$$eval('#log li', (items) => items.length)).toBeGreaterThan(20);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'web-tesseris.png');
      // The record the server sends at the end: every view the page held is seat 0's view of one of its states;
      // no card of the hand the page showed was in another hand at that state, and every card the panel placed in
      // another hand was there.
      const record = await recordOf(page);
      const states = unwrap(replayRecord(tesseris, JSON.parse(record!))).states;
      for (const { view, shown, known } of seen) {
        const state = states.find((candidate) => JSON.stringify(unwrap(playerView(candidate, 0))) === JSON.stringify(view));
        expect(state).toBeDefined();
        const others = state!.hands.flatMap((hand, seat) => (seat === 0 ? [] : hand));
        expect(shown.filter((card) => others.includes(card))).toEqual([]);
        for (const fact of known.filter((candidate) => candidate.kind === 'held'))
          expect(fact.cards.filter((card) => !state!.hands[fact.seat!]!.includes(card))).toEqual([]);
      }
      expect(heldFacts).toBeGreaterThan(0);
    });
  }, 120_000);

  test('without a seed in the address, a whole game ends cleanly: the record comes, no error, the page is ready', async () => {
    await onPage(session(), 'tesseris.html?players=2&rounds=1&delay=0', async (page) => {
      for (;;) {
        // Ready for seat 0, or over (a game that ends in an error never gets ready again).
        await page.waitForFunction(() => {
          const shown = JSON.parse((window as unknown as { tesserisApp: { viewJson(): string } }).tesserisApp.viewJson()) as TesserisView | null;
          return shown?.phase === 'over' || document.body.dataset.busy === 'false';
        });
        const view = await viewOf(page);
        if (view.phase === 'over') break;
        await clickTesserisMove(page, legalMovesForView(view)[0]!);
        await page.waitForFunction(
          (before) => (window as unknown as { tesserisApp: { viewJson(): string } }).tesserisApp.viewJson() !== before,
          JSON.stringify(view),
        );
      }
      await page.waitForSelector('body[data-busy="false"]', { timeout: 10_000 });
      expect(await page.textContent('#status')).toContain('Game over');
      expect(await page.isHidden('#skip')).toBe(true);
      const record = await recordOf(page);
      expect(record).not.toBeNull();
      const replay = unwrap(replayRecord(tesseris, JSON.parse(record!)));
      expect(JSON.stringify(unwrap(playerView(replay.states.at(-1)!, 0)))).toBe(JSON.stringify(await viewOf(page)));
    });
  }, 120_000);

  test("the worker takes moves for the page's seat only, on its turn: another seat's moves get one message that tells nothing", async () => {
    await onPage(session(), 'tesseris.html?players=2&rounds=1&delay=1500', async (page) => {
      await ready(page);
      await catchWorker(page);
      let view = await viewOf(page);
      await clickTesserisMove(
        page,
        legalMovesForView(view).find((move) => move.type === 'discard-to-pile')!,
      );
      await ready(page);
      await clickTesserisMove(
        page,
        legalMovesForView(await viewOf(page)).find((move) => move.type === 'draw-main')!,
      );
      // During the bot's pause before its discard, as the console can: resolve seat 1's objectives with every card the
      // page does not hold, each with an objective of another shape. The engine would answer "not in the hand" for a
      // card seat 1 does not hold and "shape mismatch" for one it holds.
      await botAt(page, 'discard');
      view = await viewOf(page);
      const probes = Array.from({ length: 72 }, (_, card) => card).flatMap((card) => {
        const objective = view.objectives[1]!.findIndex((candidate) => candidate.resolvedWith === null && shapeOf(candidate.card) !== shapeOf(card));
        return view.hand.includes(card) || objective < 0 ? [] : [{ type: 'move', move: { type: 'resolve-objective', player: 1, card, objective } }];
      });
      expect(probes.length).toBeGreaterThan(20);
      const answers = await postToWorker(page, probes, probes.length);
      expect(answers.map((answer) => answer.type)).toEqual(probes.map(() => 'refused'));
      const messages = new Set(answers.map((answer) => String(answer.message)));
      expect([...messages]).toHaveLength(1);
      const refusal = { type: 'refused', message: [...messages][0] };
      expect(refusal.message).not.toMatch(/hand|shape|card/i);
      expect(await viewOf(page)).toEqual(view);
      // In the bot's draw phase: a draw for seat 1 is refused with the same message, and nothing is played.
      await botAt(page, 'draw');
      view = await viewOf(page);
      expect(await postToWorker(page, [{ type: 'move', move: { type: 'draw-main', player: 1 } }], 1)).toEqual([refusal]);
      // Seat 0's own move on the bot's turn, and a second start, are refused the same way.
      expect(await postToWorker(page, [{ type: 'move', move: { type: 'draw-main', player: 0 } }], 1)).toEqual([refusal]);
      const restart = { type: 'start', options: { players: 2, rounds: 1, seed: 'mine' }, delay: 0, iterations: 1 };
      expect(await postToWorker(page, [restart], 1)).toEqual([refusal]);
      // What is no request at all gets it too, and the table goes on: no post can stop the worker.
      const junk = [null, 'move', 7, [], {}, { type: 'toString' }, { type: 'move' }, { type: 'move', move: null }];
      expect(await postToWorker(page, junk, junk.length)).toEqual(junk.map(() => refusal));
      expect(await viewOf(page)).toEqual(view);
    });
  }, 60_000);

  test('a bad parameter gives its message and no game', async () => {
    for (const query of ['players=5', 'rounds=0', 'humans=abc', 'players=3&humans=4', 'humans=1.5']) {
      await onPage(session(), `tesseris.html?${query}`, async (page) => {
        await page.waitForSelector('body[data-busy="false"]');
        expect(await page.textContent('#message')).toMatch(/\w+/);
        expect(await page.$$eval('[data-card]', (cards) => cards.length)).toBe(0);
      });
    }
  }, 60_000);

  test('without a seed in the address, the page posts none to its worker: no seed it could know deals the cards', async () => {
    const page = await session().browser.newPage();
    try {
      await page.addInitScript(() => {
        const posted: string[] = [];
        (window as unknown as { posted: string[] }).posted = posted;
        const original: unknown = Reflect.get(Worker.prototype, 'postMessage');
        Reflect.set(Worker.prototype, 'postMessage', function (this: Worker, message: unknown, ...rest: unknown[]) {
          posted.push(JSON.stringify(message));
          Reflect.apply(original as (...args: unknown[]) => void, this, [message, ...rest]);
        });
      });
      await page.goto(`${session().origin}/tesseris.html?rounds=1&delay=0`);
      await ready(page);
      const posted = (await page.evaluate(() => (window as unknown as { posted: string[] }).posted)).map(
        (message) => JSON.parse(message) as { type?: string; options?: object },
      );
      const start = posted.find((message) => message.type === 'start');
      expect(start?.options).toBeDefined();
      expect(Object.keys(start!.options!)).not.toContain('seed');
    } finally {
      await page.close();
    }
  });

  test('a lang that is neither en nor fr is a bad parameter on each page, said in the remembered language, which it does not change', async () => {
    await onPage(session(), 'tesseris.html?lang=fr&delay=0', async (page) => {
      await ready(page);
      await openSibling(page, 'tesseris.html?lang=xx&delay=0');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.textContent('#message')).toBe('Le paramètre « langue » doit valoir l’une de ces valeurs : en, fr (il vaut « xx »).');
      expect(await page.evaluate(() => (window as unknown as { tesserisApp: { viewJson(): string } }).tesserisApp.viewJson())).toBe('null');
      await openSibling(page, 'index.html?lang=FR');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.textContent('#message')).toMatch(/^Le paramètre « langue » doit valoir l’une de ces valeurs : en, fr \(il vaut « FR »\)/);
      expect(await page.isVisible('#setup')).toBe(true);
      await page.goto(new URL('editor.html?lang=english', page.url()).href);
      await page.waitForFunction(() => (document.getElementById('message')?.textContent ?? '') !== '');
      expect(await page.textContent('#message')).toMatch(/« langue »/);
      expect(await page.evaluate(() => localStorage.getItem('tessera-engine.lang'))).toBe('fr');
    });
  }, 60_000);

  test('in French: ?lang=fr sets <html lang>, the page, its cards and the engine descriptions, is remembered, and the switch goes back; a number not in decimal digits is a bad parameter', async () => {
    await onPage(session(), 'tesseris.html?lang=fr&seed=langue&rounds=1&delay=0', async (page) => {
      await ready(page);
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.title()).toBe('Tesseris dans le navigateur');
      expect(await page.textContent('#hand-title')).toBe('Votre main');
      expect(await page.textContent('#knowledge-title')).toBe('Ce que vous savez');
      expect(await page.textContent('#knowledge summary')).toMatch(/^\d+ cartes? non localisées?$/);
      expect(await page.textContent('#status')).toBe('Manche 1 : à vous, choisissez une carte de votre main');
      expect(await page.textContent('.seat[data-seat="0"] h3')).toBe('Joueur 1 (vous) : 0 point, 4 cartes en main');
      expect(await page.textContent('.seat[data-seat="1"] h3')).toMatch(/^Joueur 2 \(bot\) : \d+ points?, \d+ cartes? en main$/);
      const names = await page.$$eval('[data-card] .visually-hidden', (nodes) => nodes.map((node) => node.textContent));
      for (const name of names) expect(name).toMatch(/^forme \d+, (bleue|rouge|verte|violette)$/);
      const card = (await viewOf(page)).hand[0]!;
      await page.click(`[data-card="${card}"]`);
      expect(await page.textContent('#status')).toMatch(/^Manche 1 : posez la forme \d+ sur un tas, ou sur l’un de vos objectifs de même forme$/);
      expect(await page.textContent('[data-pile="0"] .visually-hidden')).toMatch(/^Défausser sur le tas 1, \d+ cartes?, dessus : forme \d+, \w+$/);
      await page.click('[data-pile="0"]');
      await ready(page);
      const log = (await page.$$eval('#log li', (items) => items.map((item) => item.textContent))).join('\n');
      expect(log).toMatch(/La manche 1 commence avec Joueur \d/);
      expect(log).toMatch(/Joueur 1 \(vous\) défausse une carte de forme \d+ sur le tas 1/);
      expect(log).not.toMatch(/\b(Seat|Round|card|draws|pile)\b/);
      expect(await page.textContent('main')).not.toMatch(/\b(Your|Seat|Round|Skip|Objectives|Piles|shape|cards)\b/);
      expect(await axeViolations(page)).toEqual([]);
      // Remembered: the next page without ?lang is French, and a bad parameter is said in French.
      await openSibling(page, 'tesseris.html?players=5');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.textContent('#message')).toBe('Le paramètre « nombre de joueurs » doit être un nombre entier de 2 à 4 (il vaut « 5 »).');
      await switchToEnglish(page);
      expect(await page.textContent('#message')).toBe('The number of players must be a whole number from 2 to 4 (it is "5").');
      expect(await page.textContent('#hand-title')).toBe('Your hand');
      // A number written otherwise than in decimal digits is refused too, where Number() read each of these as 3.
      for (const players of ['0x3', '3e0', '%203']) {
        await openSibling(page, `tesseris.html?players=${players}`);
        expect(await page.textContent('#message')).toBe(`The number of players must be a whole number from 2 to 4 (it is "${decodeURIComponent(players)}").`);
      }
    });
  }, 60_000);
});
