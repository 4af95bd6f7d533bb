/**
 * Every screen of the example pages audited by axe-core in Chromium at WCAG 2.1 AA (0 violations), and measured
 * at 390×844 (no sideways scrolling, tap targets of 44 px). The screens reached only deep in a game (a slot
 * choice, a finished game, a hint, a finished Tesseris round) are audited by the tests that reach them. The
 * online screens (the join link shown) are served by the reference server (`server/main.ts`), the others by a
 * static server.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServerProcess, type ServerProcess } from '../boardgame.io/processes.js';
import { PHONE, axeViolations, executablePath, onPage, phoneProblems, ready, useSession, type Session } from './browser.js';

interface Screen {
  readonly name: string;
  readonly path: string;
  /** What to do on the page to reach the screen. */
  readonly reach?: (page: Page) => Promise<void>;
  /** Whether the reference server serves it (an online match), not the static one. */
  readonly online?: true;
}

/** A screen reached by one click. */
function clicking(selector: string): (page: Page) => Promise<void> {
  return async (page) => {
    await page.click(selector);
  };
}

const SCREENS: readonly Screen[] = [
  { name: 'Tessera setup', path: 'index.html' },
  { name: 'Tessera bad parameters', path: 'index.html?players=5' },
  { name: "Tessera, the player's turn", path: 'index.html?players=4&seed=axe&delay=0' },
  {
    name: 'Tessera, tiles picked, with every destination previewed',
    path: 'index.html?players=2&seed=axe&delay=0',
    reach: clicking('[data-take]'),
  },
  { name: 'Tessera in French, tiles picked', path: 'index.html?lang=fr&players=3&seed=axe&delay=0', reach: clicking('[data-take]') },
  { name: 'Tessera setup in French, after a bad parameter', path: 'index.html?lang=fr&wall=round' },
  { name: 'a built-in solo challenge', path: 'index.html?challenge=c01&delay=0' },
  { name: 'the daily solo challenge', path: 'index.html?challenge=daily&seed=2026-12-01&delay=0' },
  { name: 'the wall editor, printed wall', path: 'editor.html?wall=printed&placed=11B12Y22B' },
  { name: 'the wall editor, grey wall', path: 'editor.html?wall=grey&placed=11B12Y21Y' },
  { name: 'the wall editor in French, grey wall', path: 'editor.html?lang=fr&wall=grey&placed=11B12Y21Y' },
  {
    name: 'Tesseris, a card picked',
    path: 'tesseris.html?seed=axe&delay=0',
    reach: clicking('[data-card]:not([disabled])'),
  },
  {
    name: 'Tesseris in French, a card picked',
    path: 'tesseris.html?lang=fr&seed=axe&delay=0',
    reach: clicking('[data-card]:not([disabled])'),
  },
  { name: 'Tessera online, with the join link', path: 'index.html?players=2&delay=0', reach: joinLink, online: true },
  { name: 'Tesseris online, with the join link', path: 'tesseris.html?players=2&delay=0', reach: joinLink, online: true },
];

/** An online screen is reached once the join link is shown. */
async function joinLink(page: Page): Promise<void> {
  await page.waitForSelector('[data-join-link]');
}

const session = useSession();
let server: ServerProcess | undefined;
beforeAll(async () => {
  // In memory, whatever services the environment names.
  if (executablePath !== null) server = await startServerProcess(0, { DATABASE_URL: undefined, REDIS_URL: undefined });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** The session that serves a screen: the static pages, or the reference server for an online one. */
const servedBy = (screen: Screen): Session => (screen.online ? { ...session(), origin: server!.url } : session());

describe.skipIf(executablePath === null)('accessibility and phones', () => {
  test('axe-core finds no WCAG 2.1 AA violation on any screen (at 1100×800)', async () => {
    const report: string[] = [];
    for (const screen of SCREENS)
      await onPage(servedBy(screen), screen.path, async (page) => {
        await ready(page);
        await screen.reach?.(page);
        const violations = await axeViolations(page);
        report.push(`${screen.name}: ${violations.length} violations`);
        expect(violations, screen.name).toEqual([]);
      });
    console.log(report.join('\n'));
  }, 300_000);

  test('at 390×844 no screen scrolls sideways and every control is at least 44 px square', async () => {
    for (const screen of SCREENS)
      await onPage(
        servedBy(screen),
        screen.path,
        async (page) => {
          await ready(page);
          await screen.reach?.(page);
          expect(await page.$eval('meta[name="viewport"]', (meta) => meta.getAttribute('content'))).toContain('width=device-width');
          expect(await phoneProblems(page), screen.name).toEqual([]);
        },
        PHONE,
      );
  }, 180_000);
});
