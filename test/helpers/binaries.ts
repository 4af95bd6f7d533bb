/**
 * The commands that development dependencies install in `node_modules/.bin`, for the tests that run them as a
 * user would (the runtimes Bun and Deno). `test/package.test.ts` counts a dependency named through
 * {@link binaryOf} as used.
 */
import { join } from 'node:path';

/** The command that a development dependency installs in `node_modules/.bin`, by its name. */
export const binaryOf = (name: string): string => join(process.cwd(), 'node_modules', '.bin', name);
