/**
 * The repository's scripts that write into the sources: run as documented, they change nothing unless asked.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const BUILT_IN = 'src/tessera/challenges/built-in.ts';

function runScript(file: string, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', file, ...args], { encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ status: error === null ? 0 : typeof error.code === 'number' ? error.code : null, stdout, stderr });
    });
  });
}

test('the built-in challenges script compares with the shipped set and writes nothing without --write', { timeout: 120_000 }, async () => {
  const before = readFileSync(BUILT_IN, 'utf8');
  const compared = await runScript('scripts/built-in-challenges.ts');
  expect(compared.status).toBe(0);
  expect(compared.stdout).toMatch(/nothing (to do|written)/);
  expect(readFileSync(BUILT_IN, 'utf8')).toBe(before);
  const misspelt = await runScript('scripts/built-in-challenges.ts', '--wirte');
  expect([misspelt.status, misspelt.stderr]).toEqual([2, expect.stringContaining('unknown argument --wirte')]);
  expect(readFileSync(BUILT_IN, 'utf8')).toBe(before);
});
