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

/** How a command reads in its usage line: its name, and what each option's value may be. */
export interface Usage<T> {
  /** The command, for example `"npm start --"`. */
  readonly command: string;
  /** Each option's values, for example `"2|3|4"` or `"TEXT"`. */
  readonly values: { readonly [Key in keyof T]: string };
}

/**
 * Reads `--name value` options and `--flag` switches from the command line. `--help` (or `-h`) prints the
 * usage and exits with 0; anything else it does not know prints the usage as an error and exits with 2.
 *
 * @param usage - the command and each option's values, for the usage line.
 * @param defaults - every accepted option with its default value (`""` for none).
 * @param switches - every accepted switch; each is `true` when given.
 */
export function readArgs<T extends Record<string, string>, S extends string = never>(
  usage: Usage<T>,
  defaults: T,
  switches: readonly S[] = [],
): T & Record<S, boolean> {
  const args = process.argv.slice(2);
  const values: Record<string, string | boolean> = { ...defaults };
  for (const name of switches) values[name] = false;
  const usageText = () => {
    const options = Object.keys(defaults).map((key) => `[--${key} ${usage.values[key]}]`);
    const given = Object.keys(defaults).filter((key) => defaults[key] !== '');
    return (
      `usage: ${usage.command} ${[...options, ...switches.map((name) => `[--${name}]`)].join(' ')}\n` +
      `defaults: ${given.map((key) => `--${key} ${defaults[key]}`).join(' ')}`
    );
  };
  for (let i = 0; i < args.length; i++) {
    const name = args[i]!.replace(/^--/, '');
    if (name === 'help' || name === '-h') {
      console.log(usageText());
      process.exit(0);
    } else if ((switches as readonly string[]).includes(name)) {
      values[name] = true;
    } else if (name in defaults && args[i + 1] !== undefined) {
      values[name] = args[++i]!;
    } else {
      console.error(usageText());
      process.exit(2);
    }
  }
  return values as T & Record<S, boolean>;
}
