/**
 * Finds every example the package documents (the `@example` blocks of the sources' TSDoc, the ```ts blocks of
 * the modules' first comments, and the ```ts blocks of the guides) and turns each into a program that checks
 * the outputs it claims: a line `console.log(x); // => text` becomes a check that `x` prints `text`, the way
 * `console.log` would print it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** One documented example. */
export interface DocExample {
  /** Where it is: `file#declaration` for TSDoc, `file#n` for the guides' blocks. */
  readonly name: string;
  /** The code as the reader sees it. */
  readonly code: string;
}

/** The guides whose ```ts blocks are examples. */
export function guideFiles(): string[] {
  const guides = readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return [...guides, 'docs/site/home.md'];
}

/** Every `.ts` file under a folder. */
export function sourceFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const FENCED_TS = /```ts\n([\s\S]*?)```/g;
const DECLARATION = /^\s*(?:export\s+)?(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type)\s+(\w+)|^\s*(?:readonly\s+)?(\w+)\s*[(:<]/;

/** The name declared right after a comment. */
function declaredAfter(source: string, end: number): string {
  const next =
    source
      .slice(end)
      .split('\n')
      .find((line) => line.trim() !== '') ?? '';
  const match = DECLARATION.exec(next);
  return match?.[1] ?? match?.[2] ?? '?';
}

/** The `@example` blocks of a source file's TSDoc comments, and the ```ts blocks of its first (module) comment. */
export function tsdocExamples(file: string): DocExample[] {
  const source = readFileSync(file, 'utf8');
  const examples: DocExample[] = [];
  for (const comment of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const text = comment[1]!.replace(/^[ \t]*\* ?/gm, '');
    const isModuleComment = comment.index === 0 && text.includes('@module');
    const sections = isModuleComment ? [text] : text.split(/^(?=@\w)/m).filter((section) => section.startsWith('@example'));
    const name = isModuleComment ? 'module' : declaredAfter(source, comment.index + comment[0].length);
    sections.forEach((section) => {
      for (const block of section.matchAll(FENCED_TS)) examples.push({ name: `${file}#${name}`, code: block[1]! });
    });
  }
  return examples;
}

/** The ```ts blocks of a guide. */
export function guideExamples(file: string): DocExample[] {
  return [...readFileSync(file, 'utf8').matchAll(FENCED_TS)].map((block, index) => ({ name: `${file}#${index + 1}`, code: block[1]! }));
}

const CLAIMED_OUTPUT = /^(\s*)console\.log\((.*)\);\s*\/\/ => (.*)$/;

/**
 * The example as a program that checks its claimed outputs with `expectPrinted`, and at its end that every claim
 * ran, with `expectEveryClaimRan` (both imported from `checkerPath`). Throws if a `// =>` claim is not on a
 * `console.log(...);` line, since it would go unchecked.
 */
export function checkedProgram(example: DocExample, checkerPath: string): string {
  let claims = 0;
  const lines = example.code.split('\n').map((line) => {
    const claim = CLAIMED_OUTPUT.exec(line);
    if (claim !== null) return `${claim[1]}expectPrinted(${claims++}, ${JSON.stringify(claim[3]!.trimEnd())}, ${claim[2]});`;
    if (line.includes('// =>')) throw new Error(`${example.name}: a "// =>" claim must follow a one-line console.log(...); in: ${line}`);
    return line;
  });
  if (claims === 0) return `${lines.join('\n')}\n`;
  const checker = `import { beginExample, expectEveryClaimRan, expectPrinted } from ${JSON.stringify(checkerPath)};\nbeginExample();\n`;
  return `${checker}${lines.join('\n')}\nexpectEveryClaimRan(${claims});\n`;
}
