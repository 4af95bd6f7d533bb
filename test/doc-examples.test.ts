/**
 * The examples in the modules' TSDoc, which the API site shows first, run as they are: each is extracted,
 * written beside the sources (so that the package's own names resolve) and run with tsx, so none can rot or
 * loop. The README's examples are run by `examples.test.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const MODULES = ['src/tessera/index.ts', 'src/tesseris/index.ts', 'src/editor/index.ts', 'src/testing/index.ts'];

/** The ```ts blocks of a file's first comment, without the comment's leading asterisks. */
function moduleExamples(file: string): string[] {
  const comment = /^\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const text = comment.replace(/^ \* ?/gm, '');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

describe('the module examples of the API site run', () => {
  test.each(MODULES)('%s', (file) => {
    const examples = moduleExamples(file);
    expect(examples.length).toBeGreaterThan(0);
    const dir = 'test/.doc-examples';
    mkdirSync(dir, { recursive: true });
    try {
      examples.forEach((code, index) => {
        const path = `${dir}/${file.replace(/\W/g, '-')}-${index}.ts`;
        writeFileSync(path, code);
        execFileSync('npx', ['tsx', path], { encoding: 'utf8', timeout: 60_000 });
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
