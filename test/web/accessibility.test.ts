/**
 * Every screen of the example pages audited by axe-core in Chromium at WCAG 2.1 AA (0 violations), and measured
 * at 390×844 (no sideways scrolling, tap targets of 44 px). The screens reached only deep in a game (a slot
 * choice, a finished game, a hint, a finished Tesseris round) are audited by the tests that reach them.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, PHONE, axeViolations, executablePath, onPage, openSession, phoneProblems, ready, type Session } from './browser.js';

interface Screen {
  readonly name: string;
  readonly path: string;
  /** What to do on the page to reach the screen. */
  readonly reach?: (page: Page) => Promise<void>;
}

const SCREENS: readonly Screen[] = [
  { name: 'Tessera setup', path: 'index.html' },
  { name: 'Tessera bad parameters', path: 'index.html?players=5' },
  { name: "Tessera, the player's turn", path: 'index.html?players=4&seed=axe&delay=0' },
  {
    name: 'Tessera, tiles picked, with every destination previewed',
    path: 'index.html?players=2&seed=axe&delay=0',
    reach: async (page) => {
      await page.click('[data-take]');
    },
  },
  { name: 'a built-in solo challenge', path: 'index.html?challenge=c01&delay=0' },
  { name: 'the daily solo challenge', path: 'index.html?challenge=daily&seed=2026-12-01&delay=0' },
  { name: 'the wall editor, printed wall', path: 'editor.html?wall=printed&placed=11B12Y22B' },
  { name: 'the wall editor, grey wall', path: 'editor.html?wall=grey&placed=11B12Y21Y' },
  {
    name: 'Tesseris, a card picked',
    path: 'tesseris.html?seed=axe&delay=0',
    reach: async (page) => {
      await page.click('[data-card]:not([disabled])');
    },
  },
];

let session: Session;
beforeAll(async () => {
  if (executablePath !== null) session = await openSession();
}, 60_000);
afterAll(async () => {
  if (executablePath !== null) await session.close();
});

describe.skipIf(executablePath === null)('accessibility and phones', () => {
  test('axe-core finds no WCAG 2.1 AA violation on any screen at 1100×800 and 390×844; on the phone nothing scrolls sideways and every control is 44 px', async () => {
    const report: string[] = [];
    for (const viewport of [DESKTOP, PHONE])
      for (const screen of SCREENS)
        await onPage(
          session,
          screen.path,
          async (page) => {
            await ready(page);
            await screen.reach?.(page);
            const violations = await axeViolations(page);
            report.push(`${screen.name} at ${viewport.width}: ${violations.length} violations`);
            expect(violations, `${screen.name} at ${viewport.width}×${viewport.height}`).toEqual([]);
            if (viewport !== PHONE) return;
            expect(await page.$eval('meta[name="viewport"]', (meta) => meta.getAttribute('content'))).toContain('width=device-width');
            expect(await phoneProblems(page), screen.name).toEqual([]);
          },
          viewport,
        );
    console.log(report.join('\n'));
  }, 240_000);
});
