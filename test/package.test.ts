import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

const files = sourceFiles('src');
/** The modules a file imports or re-exports from (statements only, not examples in comments). */
const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?from '([^']+)'/gms)].map((match) => match[1]!);

describe('the package layout', () => {
  test('the engine imports nothing from Node or from other packages, so it runs in any browser', () => {
    for (const file of files) for (const source of imports(file)) expect(source, file).toMatch(/^\.\.?\//);
  });

  test('Tessera never imports Tesseris, nor the reverse; the core imports neither', () => {
    for (const file of files) {
      const sources = imports(file);
      if (file.includes('/tessera/')) expect(sources.filter((s) => s.includes('tesseris')), file).toEqual([]);
      if (file.includes('/tesseris/')) expect(sources.filter((s) => s.includes('/tessera/')), file).toEqual([]);
      if (file.includes('/core/')) expect(sources.filter((s) => s.includes('tessera')), file).toEqual([]);
    }
  });

  test('no source file is a long one', () => {
    for (const file of files) expect(readFileSync(file, 'utf8').split('\n').length, file).toBeLessThan(300);
  });
});
