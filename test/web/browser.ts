/**
 * The browser tests' harness: Debian's Chromium driven by playwright-core, the example pages served over HTTP
 * on 127.0.0.1 (workers cannot start from `file://`), the axe-core audit, and the measures of phone layouts.
 * The tests run when a Chromium is installed (`apt-get install -y chromium`; `.ci/run` installs it) and are
 * skipped otherwise, with a message that says so.
 */
import axe from 'axe-core';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { executablePath } from '../helpers/chromium.js';
import { serveFolder } from '../helpers/static-server.js';

export { executablePath };
if (executablePath === null) console.warn('test/web: no chromium found; install it with `apt-get install -y chromium` to run the browser tests');

/** The repository's root, with a trailing slash. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/** A browser and the pages' server, for one test file. */
export interface Session {
  readonly browser: Browser;
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves the pages (bundled once for the whole run by test/web/build-pages.ts) and starts Chromium. */
export async function openSession(): Promise<Session> {
  const server = await serveFolder(join(root, 'examples/web'));
  const browser = await chromium.launch({ executablePath: executablePath!, args: ['--no-sandbox'] });
  return {
    browser,
    origin: server.origin,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** The desktop and the phone viewports the tests and screenshots use. */
export const DESKTOP = { width: 1100, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Opens a page, runs the test's steps on it and checks that the page threw nothing and that the browser's
 * console shows no error (a request that failed, say: on this static server, as on any static host, the pages
 * must ask for nothing that is not there). `path` is relative to `examples/web/`.
 */
export async function onPage(
  session: Session,
  path: string,
  steps: (page: Page) => Promise<void>,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<void> {
  const page = await session.browser.newPage({ viewport, hasTouch: viewport.width < 600, isMobile: viewport.width < 600 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  try {
    await page.goto(`${session.origin}/${path}`);
    await steps(page);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  } finally {
    await page.close();
  }
}

/** Waits until the page is ready for the player: no playback, no bot thinking. */
export async function ready(page: Page): Promise<void> {
  await page.waitForSelector('body[data-busy="false"]', { timeout: 60_000 });
}

/**
 * Opens another address of the page's own site in the same tab, keeping what the browser remembers (such as the
 * language), and waits until it is ready.
 */
export async function openSibling(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, page.url()).href);
  await ready(page);
}

/** Clicks the language switch's English link, waits until the page is ready, and checks `<html lang>`. */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.click('nav.language a[lang="en"]');
  await ready(page);
  expect(await page.getAttribute('html', 'lang')).toBe('en');
}

/** Runs axe-core in the page at WCAG 2.1 AA and returns its violations, as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  });
}

/** The phone rules: no horizontal scrolling, and every visible control at least 44 px by 44 px. */
export async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`scrolls sideways: ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    for (const control of document.querySelectorAll<HTMLElement>('button, a, select, input, [tabindex]')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const target = control.matches('input[type="radio"], input[type="checkbox"]') ? (control.closest('label') ?? control).getBoundingClientRect() : box;
      if (target.width < 43.5 || target.height < 43.5)
        problems.push(`${control.outerHTML.slice(0, 80)}: ${Math.round(target.width)}×${Math.round(target.height)}`);
    }
    return problems;
  });
}

/** Saves a screenshot into docs/, at a scale that keeps the file small. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(root, 'docs', name), scale: 'css', type: 'png' });
}

/** Opens a session before a test file's tests and closes it after them; the tests call the returned getter. */
export function useSession(): () => Session {
  let session: Session | null = null;
  beforeAll(async () => {
    if (executablePath !== null) session = await openSession();
  }, 60_000);
  afterAll(async () => {
    await session?.close();
  });
  return () => session!;
}
