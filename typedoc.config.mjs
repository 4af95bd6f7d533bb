// @ts-check
import { readFileSync } from 'node:fs';

/** The registered games (games.json): each one's module is an entry point of the API site. */
const games = JSON.parse(readFileSync(new URL('./games.json', import.meta.url), 'utf8'));
/** The tools (tools.json): subpaths that are no game, such as the editor; each is an entry point too. */
const tools = JSON.parse(readFileSync(new URL('./tools.json', import.meta.url), 'utf8'));

/** @type {import('typedoc').TypeDocOptions} */
export default {
  name: 'tessera-engine',
  entryPoints: ['src/index.ts', ...[...games, ...tools].map((name) => `src/${name}/index.ts`)],
  out: 'docs/api',
  // The site's home page is for users: what the package is and how to install it. The README, for people who
  // clone the repository, starts with the commands that set it up.
  readme: 'docs/site/home.md',
  projectDocuments: ['docs/*.md'],
  treatWarningsAsErrors: true,
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  sourceLinkTemplate: 'https://www.npmjs.com/package/tessera-engine?activeTab=code#{path}',
  excludePrivate: true,
  excludeInternal: true,
  tsconfig: 'tsconfig.json',
};
