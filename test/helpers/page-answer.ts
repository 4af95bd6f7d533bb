/**
 * Reading what a page answered, in Chromium, as the tests of bundled front-ends do: the page searches the search
 * script's position (`search-script.ts`) and puts its answer, `{ move }` or `{ error }`, in `window.answer`.
 */
import { chromium } from 'playwright-core';
import { expect } from 'vitest';
import { executablePath } from './chromium.js';
import { expectLegalAnswer } from './search-script.js';

/** What a page served at `url` answered, and the requests that failed on the way. */
export async function answerOf(url: string): Promise<{ answer: unknown; failed: string[] }> {
  const browser = await chromium.launch({ executablePath: executablePath! });
  try {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(url);
    await page.waitForFunction(() => 'answer' in window, undefined, { timeout: 60_000 });
    return { answer: await page.evaluate(() => (window as unknown as { answer: unknown }).answer), failed };
  } finally {
    await browser.close();
  }
}

/** Expects the page's answer to be a legal move of the searched position, with no request failed. */
export function expectLegalMove({ answer, failed }: { answer: unknown; failed: string[] }): void {
  expect(failed).toEqual([]);
  expectLegalAnswer(answer);
}
