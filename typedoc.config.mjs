// @ts-check
import { readFileSync, readdirSync } from 'node:fs';

/**
 * The repository's web address, from package.json's `repository` (its one statement; see docs/releasing.md):
 * `git+https://host/owner/name.git` without the `git+` and the `.git`.
 */
const repository = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
  .repository.url.replace(/^git\+/, '')
  .replace(/\.git$/, '');
/** The registered games (games.json): each one's module is an entry point of the API site. */
const games = JSON.parse(readFileSync(new URL('./games.json', import.meta.url), 'utf8'));
/** The tools (tools.json): subpaths that are no game, such as the editor; each is an entry point too. */
const tools = JSON.parse(readFileSync(new URL('./tools.json', import.meta.url), 'utf8'));

/** The guides a reader meets first, in reading order; every other guide follows. */
const READING_ORDER = ['getting-started', 'tessera-rules', 'tesseris-rules', 'front-ends', 'server', 'bots', 'solo-challenges', 'testing', 'pitfalls'].map(
  (name) => `docs/${name}.md`,
);
const guides = readdirSync('docs')
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);

/** @type {import('typedoc').TypeDocOptions} */
export default {
  name: 'tessera-engine',
  entryPoints: ['src/index.ts', ...[...games, ...tools].map((name) => `src/${name}/index.ts`)],
  out: 'docs/api',
  // The site's home page is for users: what the package is and how to install it. The README, for people who
  // clone the repository, starts with the commands that set it up.
  readme: 'docs/site/home.md',
  // Unsorted, so that the site lists the entry points and the guides in the order given here.
  sortEntryPoints: false,
  projectDocuments: [...READING_ORDER, ...guides.filter((guide) => !READING_ORDER.includes(guide))],
  treatWarningsAsErrors: true,
  // typedoc's own list, and JSX for the Next.js component of front-ends.md.
  highlightLanguages: ['bash', 'console', 'css', 'html', 'javascript', 'json', 'jsonc', 'json5', 'yaml', 'tsx', 'typescript', 'jsx'],
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  // "Defined in" links to the sources in the repository, at the commit the site was built from (typedoc's
  // default `gitRevision`): the tarball ships no `src/`, so the package's code tab could not show them.
  sourceLinkTemplate: `${repository}/blob/{gitRevision}/{path}#L{line}`,
  excludePrivate: true,
  excludeInternal: true,
  tsconfig: 'tsconfig.json',
};
