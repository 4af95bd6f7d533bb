/**
 * The examples in the modules' TSDoc, which the API site shows first, and the guides' examples marked
 * ```ts runnable, run as they are: each is extracted, written beside the sources (so that the package's own
 * names resolve) and run with tsx, so none can rot or loop. The README's examples are run by
 * `examples.test.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const MODULES = ['src/tessera/index.ts', 'src/tesseris/index.ts', 'src/editor/index.ts', 'src/testing/index.ts'];

/** The ```ts blocks of a file's first comment, without the comment's leading asterisks. */
function moduleExamples(file: string): string[] {
  const comment = /^\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const text = comment.replace(/^ \* ?/gm, '');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

/** The guides' examples marked ```ts runnable: complete programs, unlike the fragments the guides also show. */
function runnableGuideExamples(): [string, string][] {
  const guides = [
    ...readdirSync('docs')
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
    'docs/site/home.md',
  ];
  return guides.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/```ts runnable\n([\s\S]*?)```/g)].map((match): [string, string] => [file, match[1]!]),
  );
}

/** Writes an example beside the sources, so that the package's own names resolve, and runs it with tsx. */
function runExample(name: string, code: string): void {
  const dir = 'test/.doc-examples';
  mkdirSync(dir, { recursive: true });
  try {
    const path = `${dir}/${name.replace(/\W/g, '-')}.ts`;
    writeFileSync(path, code);
    execFileSync('npx', ['tsx', path], { encoding: 'utf8', timeout: 60_000 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the runnable examples of the guides run', () => {
  const examples = runnableGuideExamples();

  test('there are some', () => {
    expect(examples.length).toBeGreaterThanOrEqual(2);
  });

  test.each(examples.map(([file, code], index) => [`${file} #${index}`, code] as const))('%s', (name, code) => {
    runExample(name, code);
  });
});

describe('the module examples of the API site run', () => {
  test.each(MODULES)('%s', (file) => {
    const examples = moduleExamples(file);
    expect(examples.length).toBeGreaterThan(0);
    examples.forEach((code, index) => {
      runExample(`${file}-${index}`, code);
    });
  });
});
