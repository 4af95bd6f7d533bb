// @ts-check
import { readFileSync } from 'node:fs';

/** The registered games (games.json): each one's module is an entry point of the API site. */
const games = JSON.parse(readFileSync(new URL('./games.json', import.meta.url), 'utf8'));

/** @type {import('typedoc').TypeDocOptions} */
export default {
  name: 'tessera-engine',
  entryPoints: ['src/index.ts', ...games.map((game) => `src/${game}/index.ts`)],
  out: 'docs/api',
  readme: 'README.md',
  projectDocuments: ['docs/*.md'],
  treatWarningsAsErrors: true,
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  sourceLinkTemplate: 'https://www.npmjs.com/package/tessera-engine?activeTab=code#{path}',
  excludePrivate: true,
  excludeInternal: true,
  tsconfig: 'tsconfig.json',
};
