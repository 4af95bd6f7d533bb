/**
 * The environment for a vitest run (or a script that starts one) started from inside a test: none of the running
 * vitest's own variables, nor the run's fast-check seed, so that the child chooses its own unless given one.
 */

/** This process's environment without vitest's variables and `FC_SEED`, with `extra` added. */
export function childEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'FC_SEED');
  return { ...Object.fromEntries(inherited), ...extra };
}
