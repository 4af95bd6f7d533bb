/**
 * The reference pages copied into a project of their own, as `docs/front-ends.md` ("Copying them into your
 * project") tells a user (`TEST_DIST=1`, after a build): a fresh project with the packed package and the
 * packages the docs name installed, `examples/web/` copied without its `dist/`, bundled by the docs' own esbuild
 * commands from the installed package (no tsconfig paths, no alias), served, and played in Chromium: a solo
 * challenge's hint (the pool's worker script), and a move by clicks in a Tessera game against a bot and in a
 * Tesseris game.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { legalMovesForView as tesseraMoves, type DraftMove, type TesseraView } from 'tessera-engine/tessera';
import { legalMovesForView as tesserisMoves, type TesserisView } from 'tessera-engine/tesseris';
import { executablePath } from './helpers/chromium.js';
import { installedConsumer, packInto } from './helpers/packed.js';
import { serveFolder, type StaticServer } from './helpers/static-server.js';
import { clickTesserisMove } from './web/tesseris-clicks.js';

const runs = process.env.TEST_DIST === '1' && executablePath !== null;

/** The shell block of the docs' "Copying them into your project": its install lines and its build lines. */
function documentedCopy(): { installs: string[]; builds: string[] } {
  const guide = readFileSync('docs/front-ends.md', 'utf8');
  const section = guide.slice(guide.indexOf('**Copying them into your project.**'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
  const lines = block.split('\n').filter((line) => line.trim() !== '');
  const installs = lines
    .filter((line) => line.startsWith('npm install'))
    .flatMap((line) => line.split(/\s+/).slice(2))
    .filter((word) => !word.startsWith('-'));
  return { installs, builds: lines.filter((line) => line.startsWith('npx esbuild')) };
}

/** A package the docs name, in the version of this repository's lock file (in npm's cache since `npm ci`). */
function pinned(spec: string): string {
  const name = spec.replace(/(?<=.)@.*$/, '');
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
  const version = devDependencies[name] ?? dependencies[name];
  expect(version, `${name}, which the docs install, is one of this repository's packages`).toBeDefined();
  // The docs' range (`socket.io-client@4`) takes the repository's version.
  if (spec !== name) expect(version!.startsWith(spec.slice(name.length + 1))).toBe(true);
  return `${name}@${version!}`;
}

/** Opens a page of the copy and checks, once its steps are done, that it threw nothing and logged no error. */
async function onCopiedPage(browser: Browser, origin: string, path: string, steps: (page: Page) => Promise<void>): Promise<void> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  try {
    await page.goto(`${origin}/${path}`);
    await steps(page);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
}

const ready = (page: Page) => page.waitForSelector('body[data-busy="false"]', { timeout: 60_000 });

/** The view a page shows (`window.tesseraApp` or `window.tesserisApp`, as the repository's browser tests read it). */
async function viewOn<View>(page: Page, app: 'tesseraApp' | 'tesserisApp'): Promise<View> {
  return JSON.parse(await page.evaluate((name) => (Reflect.get(window, name) as { viewJson(): string }).viewJson(), app)) as View;
}

describe.skipIf(!runs)('the pages copied into a project of their own, built as the docs say', () => {
  let browser: Browser | undefined;
  let server: StaticServer | undefined;

  beforeAll(async () => {
    const { installs, builds } = documentedCopy();
    expect(installs).toContain('tessera-engine');
    expect(builds.length).toBeGreaterThan(0);
    const tarball = packInto(mkdtempSync(join(tmpdir(), 'tessera-copied-pages-')));
    const app = installedConsumer('module', tarball, installs.filter((spec) => spec !== 'tessera-engine').map(pinned));
    cpSync('examples/web', join(app, 'web'), { recursive: true, filter: (source) => !source.includes(join('examples', 'web', 'dist')) });
    for (const build of builds) execFileSync('bash', ['-c', build], { cwd: app, encoding: 'utf8', timeout: 120_000, stdio: 'pipe' });
    server = await serveFolder(join(app, 'web'));
    browser = await chromium.launch({ executablePath: executablePath!, args: ['--no-sandbox'] });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test('a solo challenge takes a hint from the package’s worker script', { timeout: 120_000 }, async () => {
    await onCopiedPage(browser!, server!.origin, 'index.html?challenge=c01&delay=0', async (page) => {
      await ready(page);
      await page.click('#hint');
      await page.waitForSelector('[data-hinted]', { timeout: 60_000 });
    });
  });

  test('a Tessera game against a greedy bot and a Tesseris game each take a move by clicks', { timeout: 120_000 }, async () => {
    await onCopiedPage(browser!, server!.origin, 'index.html?players=2&bot=greedy&delay=0', async (page) => {
      await ready(page);
      const before = await viewOn<TesseraView>(page, 'tesseraApp');
      const move = tesseraMoves(before).find((candidate): candidate is DraftMove => candidate.type === 'draft')!;
      await page.click(`[data-take][data-source="${move.source}"][data-kind="${move.kind}"]`);
      await page.click(`button[data-seat="0"][data-line="${move.destination}"]`);
      await ready(page);
      expect(await viewOn<TesseraView>(page, 'tesseraApp')).not.toEqual(before);
    });
    await onCopiedPage(browser!, server!.origin, 'tesseris.html?players=2&delay=0', async (page) => {
      await ready(page);
      const before = await viewOn<TesserisView>(page, 'tesserisApp');
      await clickTesserisMove(page, tesserisMoves(before)[0]!);
      await ready(page);
      expect(await viewOn<TesserisView>(page, 'tesserisApp')).not.toEqual(before);
    });
  });
});
