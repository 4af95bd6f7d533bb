/**
 * The commands that development dependencies install in `node_modules/.bin`, for the tests that run them as a
 * user would (the runtimes Bun and Deno). `test/package.test.ts` counts a dependency named through
 * {@link binaryOf} as used.
 */
import { join } from 'node:path';

/** The command that a development dependency installs in `node_modules/.bin`, by its name. */
export const binaryOf = (name: string): string => join(process.cwd(), 'node_modules', '.bin', name);

/** Bun, before a script's name, with `--no-install`: packages come from `node_modules`, never from its auto-install. */
export const BUN_COMMAND: readonly string[] = [binaryOf('bun'), '--no-install'];

/** What a test adds to Deno's environment: no colours in its messages, and no update check over the network. */
export const QUIET_DENO: NodeJS.ProcessEnv = { NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' };
