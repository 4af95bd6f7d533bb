/**
 * Every example the package documents runs, and prints what it claims: the `@example` blocks of the sources'
 * TSDoc (which the API site shows under each function), the modules' examples, and every ```ts block of the
 * guides. Each is extracted, written beside the sources (so that the package's own names resolve), type-checked
 * with the project's settings, and run with tsx; a line `console.log(x); // => text` fails unless `x` prints
 * `text`, and an example fails if one of its claims never runs (in a branch not taken, say). Every export (a
 * function, a class, an object such as a bot, a constant, an interface, a type) must have an example.
 * The README's examples are the files of `examples/`, which `examples.test.ts` runs. With `TEST_DIST=1` (after a
 * build) the package's names resolve to the built bundle and its declaration files instead, so the examples are
 * checked against what is published.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkedProgram, guideExamples, guideFiles, sourceFiles, tsdocExamples, type DocExample } from './helpers/doc-examples.js';
import { ENTRY_POINTS, publicExports } from './helpers/public-exports.js';

const DIR = 'test/.doc-examples';

/**
 * Where the examples' imports of the package resolve: the sources, or, with `TEST_DIST=1`, no path mapping
 * at all, so that the package's own name resolves through its `exports` map to the built bundle and its
 * declaration files, as in a consumer's project.
 */
const PACKAGE_PATHS = process.env.TEST_DIST === '1' ? {} : { 'tessera-engine': ['../../src/index.ts'], 'tessera-engine/*': ['../../src/*/index.ts'] };

/** Runs each example module in turn in one process, and writes which ones threw. */
const RUNNER = `
import { writeFileSync } from 'node:fs';
const files = JSON.parse(process.argv[2]);
const failures = {};
console.log = console.info = console.table = () => {};
for (const file of files) {
  try {
    await import('./' + file);
  } catch (error) {
    failures[file] = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
}
writeFileSync(new URL('./failures.json', import.meta.url), JSON.stringify(failures));
process.exit(0);
`;

const examples: DocExample[] = [...sourceFiles().flatMap(tsdocExamples), ...guideFiles().flatMap(guideExamples)];
const fileOf = (index: number): string => `example-${String(index).padStart(3, '0')}.ts`;
const labelled = examples.map((example, index) => ({ ...example, file: fileOf(index), label: `${example.name} (${fileOf(index)})` }));
let failures: Record<string, string> = {};

beforeAll(() => {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  labelled.forEach((example) => {
    writeFileSync(`${DIR}/${example.file}`, checkedProgram(example, '../helpers/expect-printed.js'));
  });
  writeFileSync(`${DIR}/runner.mjs`, RUNNER);
  writeFileSync(`${DIR}/tsconfig.json`, JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { paths: PACKAGE_PATHS }, include: ['./*.ts'] }));
  const files = JSON.stringify(labelled.map((example) => example.file));
  execFileSync('npx', ['tsx', '--tsconfig', `${DIR}/tsconfig.json`, `${DIR}/runner.mjs`, files], { encoding: 'utf8', timeout: 300_000 });
  failures = JSON.parse(readFileSync(`${DIR}/failures.json`, 'utf8')) as Record<string, string>;
}, 300_000);

afterAll(() => {
  rmSync(DIR, { recursive: true, force: true });
});

describe('the documented examples', () => {
  test('every export (function, class, object, constant, interface, type) and handed-out method has an @example', () => {
    const documented = new Set(examples.map((example) => example.name));
    expect(publicExports().filter((name) => !documented.has(name))).toEqual([]);
  });

  test('the guides that teach code, and the entry modules, have examples', () => {
    for (const file of guideFiles().filter((guide) => /front-ends|bots|testing|getting-started|server/.test(guide))) {
      expect(guideExamples(file).length, file).toBeGreaterThan(0);
    }
    for (const entry of ENTRY_POINTS.filter((file) => file !== 'src/index.ts')) {
      expect(
        examples.some((example) => example.name === `${entry}#module`),
        entry,
      ).toBe(true);
    }
  });

  test('each one shows, and so checks, at least one output', () => {
    expect(examples.filter((example) => !example.code.includes('// =>')).map((example) => example.name)).toEqual([]);
  });

  test('they type-check', () => {
    const output = (() => {
      try {
        return execFileSync('npx', ['tsc', '-p', `${DIR}/tsconfig.json`], { encoding: 'utf8', timeout: 300_000 });
      } catch (error) {
        return (error as { stdout: string }).stdout;
      }
    })();
    expect(output).toBe('');
  }, 120_000);

  test.each(labelled)('$label runs and prints what it claims', (example) => {
    expect(failures[example.file]).toBeUndefined();
  });
});
