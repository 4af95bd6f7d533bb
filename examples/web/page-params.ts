/**
 * How the pages read their address's parameters: a parameter that is absent or empty takes its default, so
 * that a form's empty field means "the default"; any other value must be one the parameter allows, or the
 * page shows a message for people that names the parameter, what it allows and what it got. A parameter the
 * page does not know, or one given more than once (`?players=2&players=4`), is refused the same way.
 */
import { t } from './page-text.js';

/**
 * A whole number from `low` to `high`, or `fallback` when the parameter is absent or empty; otherwise the
 * message that says what it must be.
 */
export function integerIn(query: URLSearchParams, name: string, low: number, high: number, fallback: number): number | string {
  const text = query.get(name);
  if (text === null || text === '') return fallback;
  // Decimal digits only: Number() would also read "0x3", "3e0" and " 3" as 3.
  const value = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(value) && value >= low && value <= high ? value : t('setup.not-in-range', { parameter: name, low, high, text });
}

/**
 * One of `values`, or `fallback` when the parameter is absent or empty; otherwise the message that says what
 * it must be.
 */
export function oneOf<Value extends string>(query: URLSearchParams, name: string, values: readonly Value[], fallback: Value): Value | { error: string } {
  const text = query.get(name);
  if (text === null || text === '') return fallback;
  return (values as readonly string[]).includes(text)
    ? (text as Value)
    : { error: t('setup.not-one-of', { parameter: name, values: values.join(', '), text }) };
}

/** The message that says `lang` is neither `en` nor `fr`, or `null` when it is one of them, absent or empty. */
export function languageProblem(query: URLSearchParams): string | null {
  const language = oneOf(query, 'lang', ['en', 'fr'] as const, 'en');
  return typeof language === 'object' ? language.error : null;
}

/** A parameter's text, or `null` when it is absent or empty. */
export function textOf(query: URLSearchParams, name: string): string | null {
  const text = query.get(name);
  return text === '' ? null : text;
}

/**
 * The message that names the parameters a page does not know, or the first one given more than once (each
 * parameter is read once, so a second value would be dropped without a word), or `null` when there is none.
 */
export function parametersProblem(query: URLSearchParams, known: readonly string[]): string | null {
  const names = [...new Set(query.keys())];
  const unknown = names.filter((key) => !known.includes(key));
  if (unknown.length > 0) return t('setup.unknown', { names: unknown.map((key) => `"${key}"`).join(', ') });
  const repeated = names.find((key) => query.getAll(key).length > 1);
  if (repeated === undefined) return null;
  return t('setup.repeated', {
    parameter: repeated,
    texts: query
      .getAll(repeated)
      .map((text) => `"${text}"`)
      .join(', '),
  });
}
