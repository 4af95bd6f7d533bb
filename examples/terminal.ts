/** Small helpers for printing in a terminal, with colour only when the output is a colour terminal. */

const useColour = process.stdout.isTTY === true && process.env.NO_COLOR === undefined;

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
 * Reads `--name value` options from the command line.
 *
 * @param defaults - every accepted option with its default value.
 */
export function readArgs<T extends Record<string, string>>(defaults: T): T {
  const args = process.argv.slice(2);
  const values: Record<string, string> = { ...defaults };
  for (let i = 0; i < args.length; i++) {
    const name = args[i]!.replace(/^--/, '');
    if (!(name in defaults) || args[i + 1] === undefined) {
      console.error(`usage: npm start -- ${Object.keys(defaults).map((key) => `[--${key} ${defaults[key]}]`).join(' ')}`);
      process.exit(2);
    }
    values[name] = args[++i]!;
  }
  return values as T;
}
