/**
 * The documentation's own links: every relative link of the README and of `docs/` names a file of the
 * repository, and every `#anchor` into a Markdown page names one of its headings, slugged as GitHub and the
 * API site slug them (lower case, punctuation dropped, spaces as hyphens, a repeated heading numbered).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, test } from 'vitest';

/** The pages whose links are checked. */
const PAGES = [
  'README.md',
  ...['docs', 'docs/site'].flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${folder}/${name}`),
  ),
];

/** A page's text without its fenced code, where a `](…)` is code, not a link. */
function prose(page: string): string {
  return readFileSync(page, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
}

/** The anchors of a page's headings. */
function anchorsOf(page: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(page).matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const slug = heading!
      .trim()
      .toLowerCase()
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const repeats = seen.get(slug) ?? 0;
    seen.set(slug, repeats + 1);
    anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
  }
  return anchors;
}

/** The relative links of a page: where each is written, and the file and anchor it names. */
function relativeLinks(page: string): { page: string; link: string; file: string; anchor: string | undefined }[] {
  return [...prose(page).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((link) => !/^[a-z]+:/.test(link))
    .map((link) => {
      const [path, anchor] = link.split('#') as [string, string | undefined];
      return { page, link, file: path === '' ? page : normalize(join(dirname(page), path)), anchor };
    });
}

describe('the documentation links', () => {
  const links = PAGES.flatMap(relativeLinks);

  test('there are links to check', () => {
    expect(links.length).toBeGreaterThan(50);
    expect(links.filter(({ anchor }) => anchor !== undefined).length).toBeGreaterThan(10);
  });

  test('every relative link names a file of the repository', () => {
    expect(links.filter(({ file }) => !existsSync(file)).map(({ page, link }) => `${page}: ${link}`)).toEqual([]);
  });

  test('every anchor into a Markdown page names one of its headings', () => {
    const broken = links.filter(({ file, anchor }) => anchor !== undefined && file.endsWith('.md') && existsSync(file) && !anchorsOf(file).has(anchor));
    expect(broken.map(({ page, link }) => `${page}: ${link}`)).toEqual([]);
  });
});
