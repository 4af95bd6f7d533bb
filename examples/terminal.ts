/**
 * Small helpers for commands in a terminal: printing, with colour only when the output is a colour terminal, and
 * reading the command line, where a bad value or an unknown option is a usage error.
 */

const useColour = process.stdout.isTTY && process.env.NO_COLOR === undefined;

// A reader that stops early (`npm start | head -1`) closes the pipe: the command then ends quietly, as a shell's
// commands do, where Node would print the write's error with its stack.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

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
 * Ends the command with a usage error: the message on the standard error, and exit code 2.
 *
 * @param message - what is wrong, naming the option, for example `"--wall and --no-wilds are Tessera options"`.
 */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/**
 * Reads an option's value as a whole number from `min` to `max`; anything else (a fraction, a word, a number out
 * of range) {@link fail}s with a message that names the option and the range.
 *
 * @param text - the value as given on the command line.
 * @param option - the option's name, for example `"--games"`.
 * @param min - the smallest value accepted.
 * @param max - the largest value accepted.
 */
export function readWholeNumber(text: string, option: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = /^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
  return fail(
    `${option} must be a whole number ${max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `from ${min} to ${max}`}, not ${JSON.stringify(text)}`,
  );
}

/**
 * Reads an option's value as a number above 0 and at most `max`, such as a time in milliseconds; anything else
 * {@link fail}s.
 *
 * @param text - the value as given on the command line.
 * @param option - the option's name, for example `"--ms"`.
 * @param max - the largest value accepted.
 */
export function readPositiveNumber(text: string, option: string, max = Number.MAX_VALUE): number {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  if (Number.isFinite(value) && value > 0 && value <= max) return value;
  return fail(`${option} must be a number above 0${max === Number.MAX_VALUE ? '' : `, at most ${max}`}, not ${JSON.stringify(text)}`);
}

/**
 * Reads an option's value as one of a list of words; anything else {@link fail}s with the list.
 *
 * @param text - the value as given on the command line.
 * @param option - the option's name, for example `"--game"`.
 * @param choices - the words accepted.
 */
export function readChoice<Choice extends string>(text: string, option: string, choices: readonly Choice[]): Choice {
  return choices.find((choice) => choice === text) ?? fail(`${option} must be one of ${choices.join(', ')}, not ${JSON.stringify(text)}`);
}

/** How a command reads in its usage line: its name, and what each option's value may be. */
export interface Usage<T> {
  /** The command, for example `"npm start --"`. */
  readonly command: string;
  /** Each option's values, for example `"2|3|4"` or `"TEXT"`. */
  readonly values: { readonly [Key in keyof T]: string };
  /** More lines for the usage, after the defaults: another form of the command, say. */
  readonly also?: string;
}

/**
 * An argument of the command line as an option and the value written in it: `--seed=--x` is the option `--seed`
 * with the value `--x`, and `--seed` or `3` has none.
 *
 * @param arg - one argument.
 */
function splitOption(arg: string): { readonly option: string; readonly inline: string | undefined } {
  const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
  return equals < 0 ? { option: arg, inline: undefined } : { option: arg.slice(0, equals), inline: arg.slice(equals + 1) };
}

/**
 * Reads `--name value` (or `--name=value`) options and `--flag` switches from the command line. `--help` (or
 * `-h`) prints the usage and exits with 0; an option it does not know, one given twice, or one given without its
 * value or with an empty one (which would read as the option not given) or with a separate one that starts with
 * `--` (the next option, not this one's value: write `--seed=--x` for such a value), or a switch given a value, is
 * a usage error: what is wrong, then the usage, on the standard error, and exit code 2.
 *
 * @param usage - the command and each option's values, for the usage line.
 * @param defaults - every accepted option with its default value (`""` for none).
 * @param switches - every accepted switch; each is `true` when given.
 * @param args - the command line's arguments (by default, the process's, after the script's name).
 */
export function readArgs<T extends Record<string, string>, S extends string = never>(
  usage: Usage<T>,
  defaults: T,
  switches: readonly S[] = [],
  args: readonly string[] = process.argv.slice(2),
): T & Record<S, boolean> {
  const values: Record<string, string | boolean> = { ...defaults };
  for (const name of switches) values[name] = false;
  const options = Object.keys(defaults);
  const usageText = () => {
    const shown = options.map((key) => `[--${key} ${usage.values[key]}]`);
    const given = options.filter((key) => defaults[key] !== '');
    return (
      `usage: ${usage.command} ${[...shown, ...switches.map((name) => `[--${name}]`)].join(' ')}\n` +
      `defaults: ${given.map((key) => `--${key} ${defaults[key]}`).join(' ')}` +
      (usage.also === undefined ? '' : `\n${usage.also}`)
    );
  };
  const seen = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') {
      console.log(usageText());
      process.exit(0);
    }
    const { option, inline } = splitOption(arg);
    const name = option.startsWith('--') ? option.slice(2) : '';
    const known = (switches as readonly string[]).includes(name) || options.includes(name);
    if (!known) fail(`unknown option ${JSON.stringify(option)}\n${usageText()}`);
    if (seen.has(name)) fail(`${option} is given more than once\n${usageText()}`);
    seen.add(name);
    if ((switches as readonly string[]).includes(name)) {
      if (inline !== undefined) fail(`${option} takes no value\n${usageText()}`);
      values[name] = true;
      continue;
    }
    const value = inline ?? args[i + 1];
    // A separate value that starts with `--` is the next option, and this one's value is missing.
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) fail(`${option} needs a value\n${usageText()}`);
    values[name] = value;
    if (inline === undefined) i++;
  }
  return values as T & Record<S, boolean>;
}

/**
 * What a thrown value says, without its stack: an error's message, or the value as text.
 *
 * @param error - what was caught.
 */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Which of `names` the command line gives, as written there (`--seed`, say), for an option that does not go with
 * the others given: {@link readArgs} gives a default for an option not given, so its values cannot tell.
 *
 * @param names - options' names, without their `--`.
 * @param args - the command line's arguments, read by {@link readArgs} first.
 */
export function givenOptions(names: readonly string[], args: readonly string[] = process.argv.slice(2)): string[] {
  // A separate value never starts with `--` (readArgs refuses one), so each of these given is an option, not a value.
  return args.map((arg) => splitOption(arg).option).filter((option) => option.startsWith('--') && names.includes(option.slice(2)));
}

/**
 * A game's first state from its setup's result; a setup that refuses the options (a seed too long, say)
 * {@link fail}s with the engine's message, beside the option it names, for example
 * `--seed: options.seed: expected a string of at most 256 characters, or a safe integer`.
 *
 * @param result - what the game's `setup` answered for the options read from the command line.
 */
export function readSetup<State>(
  result: { readonly ok: true; readonly value: State } | { readonly ok: false; readonly error: { readonly message: string } },
): State {
  if (result.ok) return result.value;
  const option = /^options\.([A-Za-z]+)/.exec(result.error.message)?.[1];
  return fail(option === undefined ? result.error.message : `--${option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${result.error.message}`);
}
