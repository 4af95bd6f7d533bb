/** Small helpers for printing in a terminal, with colour only when the output is a colour terminal. */

const useColour = process.stdout.isTTY && process.env.NO_COLOR === undefined;

/**
 * Wraps text in an ANSI style when colour is on.
 *
 * @param code - the SGR parameters, for example `"1"` for bold or `"44;97"` for white on blue.
 * @param text - the text.
 */
export function style(code: string, text: string): string {
  return useColour ? `\u001b[${code}m${text}\u001b[0m` : text;
}

/** Bold text. */
export const bold = (text: string): string => style('1', text);

/** Dim text. */
export const dim = (text: string): string => style('2', text);

/**
 * Reads `--name value` options and `--flag` switches from the command line; prints the usage and exits on
 * anything else.
 *
 * @param defaults - every accepted option with its default value.
 * @param switches - every accepted switch; each is `true` when given.
 */
export function readArgs<T extends Record<string, string>, S extends string = never>(defaults: T, switches: readonly S[] = []): T & Record<S, boolean> {
  const args = process.argv.slice(2);
  const values: Record<string, string | boolean> = { ...defaults };
  for (const name of switches) values[name] = false;
  for (let i = 0; i < args.length; i++) {
    const name = args[i]!.replace(/^--/, '');
    if ((switches as readonly string[]).includes(name)) {
      values[name] = true;
    } else if (name in defaults && args[i + 1] !== undefined) {
      values[name] = args[++i]!;
    } else {
      const options = Object.keys(defaults).map((key) => `[--${key} ${defaults[key]}]`);
      console.error(`usage: npm start -- ${[...options, ...switches.map((name) => `[--${name}]`)].join(' ')}`);
      process.exit(2);
    }
  }
  return values as T & Record<S, boolean>;
}
