/**
 * The languages of what the engine writes for people (descriptions and error messages): a locale option, a
 * catalogue of message templates per language, and the one renderer of those templates.
 *
 * A template names its facts in braces: `{line}` prints a fact as it is (numbers a person reads count from 1,
 * so the facts are already counted so); `{turnSeat}`, any fact whose name ends in `Seat`, is a seat's index,
 * printed by the caller's seat names; a fact whose name and value make a key of the catalogue (`kind.2`)
 * prints that entry, so that a word agrees in each language (`rouge`, `rouges`).
 *
 * @module
 */
import type { CoreMessageKey } from './messages/en.js';
import type { SeatName } from './names.js';
import { EngineError, type Err, type ErrorDetail } from './result.js';
import { SMALL_VALUE_LIMITS, ownCopy } from './untrusted.js';

/**
 * The languages the engine writes: English (`'en'`, the default) and French (`'fr'`).
 *
 * @example
 * ```ts
 * import { describeError, draftMove, setup, unwrap, validateMove, type Locale } from 'tessera-engine/tessera';
 *
 * const refused = validateMove(unwrap(setup({ players: 2, seed: 1 })), draftMove(1, 0, 0, 0));
 * const inEach = (['en', 'fr'] as const satisfies readonly Locale[]).map((locale) => (refused.ok ? '' : describeError(refused.error, undefined, { locale })));
 * console.log(inEach); // => [ "it is Seat 1's turn, not Seat 2's", 'c’est au tour de Joueur 1, pas de Joueur 2' ]
 * ```
 */
export type Locale = 'en' | 'fr';

/**
 * The option that chooses the language of a description or an error message.
 *
 * @example
 * ```ts
 * import { describeMove, draftMove, type LocaleOptions } from 'tessera-engine/tessera';
 *
 * const french: LocaleOptions = { locale: 'fr' };
 * console.log(describeMove(draftMove(0, 0, 0, 0), undefined, french)); // => Joueur 1 prend les tuiles bleues du présentoir 1 vers la ligne 1
 * ```
 */
export interface LocaleOptions {
  /** `'en'` (the default) or `'fr'`. Anything else is read as English. */
  readonly locale?: Locale;
}

/** A language's message templates, by key: each language must give every key. */
export type Catalogue<Key extends string> = Readonly<Record<Key, string>>;

/** The facts of a message, by the name its templates give them. */
export type MessageFacts = Readonly<Record<string, string | number>>;

/**
 * The locale of the options: `'fr'` when asked for, English otherwise, also for options that cannot be read.
 *
 * @param options - the caller's options, if any.
 */
export function localeOf(options: unknown): Locale {
  try {
    return typeof options === 'object' && options !== null && (options as LocaleOptions).locale === 'fr' ? 'fr' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The key of a counted word: `${base}.one` or `${base}.other`, by the language's rule (French puts 0 and 1 in
 * the singular, English only 1).
 *
 * @param base - the key without its ending.
 * @param count - the count.
 * @param locale - the language.
 */
export function countedKey<Base extends string>(base: Base, count: number, locale: Locale): `${Base}.one` | `${Base}.other` {
  return isSingular(count, locale) ? `${base}.one` : `${base}.other`;
}

/**
 * Whether a count takes the singular: French puts 0 and 1 in the singular, English only 1.
 *
 * @param count - the count.
 * @param locale - the language.
 */
export function isSingular(count: number, locale: Locale): boolean {
  return typeof count === 'number' && (locale === 'fr' ? count < 2 : count === 1);
}

/**
 * Fills a template of a catalogue with its facts.
 *
 * @param catalogue - the language's templates.
 * @param key - the template's key.
 * @param facts - the facts it names.
 * @param seatName - how to name a seat.
 */
export function render(catalogue: Readonly<Record<string, string>>, key: string, facts: MessageFacts, seatName: SeatName): string {
  return (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = facts[name];
    if (value === undefined) return `{${name}}`;
    if (name.endsWith('Seat')) return seatName(Number(value));
    return catalogue[`${name}.${value}`] ?? String(value);
  });
}

/** The keys of a catalogue's counted words, without their `.one` or `.other`. */
export type CountedBase<Key extends string> = Key extends `${infer Base}.one` ? Base : never;

/** What a description or a message is written with: one language's templates and the seats' names. */
export interface Writer<Key extends string> {
  /** The language. */
  readonly locale: Locale;
  /** How a seat is named: the caller's names, or the language's (`"Seat 1"`, `"Joueur 1"`). */
  readonly seatName: SeatName;
  /** A template filled with its facts. */
  text(key: Key, facts?: MessageFacts): string;
  /** A counted word with its count (`"1 point"`, `"3 points"`), and the other facts it names. */
  counted(base: CountedBase<Key>, count: number, facts?: MessageFacts): string;
  /** Items joined by the language's "and". */
  list(items: readonly string[]): string;
}

/** The caller's name for a seat, or `null` when their function throws or gives no string. */
function callersName(seatName: SeatName, seat: number): string | null {
  try {
    const name: unknown = seatName(seat);
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/**
 * A writer in the language the options ask for. A caller's seat name that throws, or gives no string, gives
 * way to the language's own (`"Seat 1"`), so that a description never throws.
 *
 * @param catalogues - the game's templates in each language.
 * @param seatName - the caller's seat names, if any.
 * @param options - the caller's options, if any: `{ locale }`.
 */
export function writer<Key extends string>(
  catalogues: Readonly<Record<Locale, Catalogue<Key>>>,
  seatName: SeatName | undefined,
  options: unknown,
): Writer<Key> {
  const locale = localeOf(options);
  const catalogue: Readonly<Record<string, string>> = catalogues[locale];
  const ownName: SeatName = (seat) => render(catalogue, 'seat', { number: seat + 1 }, String);
  const seats: SeatName = typeof seatName === 'function' ? (seat) => callersName(seatName, seat) ?? ownName(seat) : ownName;
  const text = (key: string, facts: MessageFacts = {}): string => render(catalogue, key, facts, seats);
  return {
    locale,
    seatName: seats,
    text,
    counted: (base, count, facts = {}) => text(countedKey(base, count, locale), { ...facts, count }),
    list: (items) => items.reduce((first, last) => text('list.and', { first, last })),
  };
}

/**
 * An event in words, for a value the caller hands in as one. The value is read once into plain data the engine
 * owns ({@link ownCopy}), so no getter, proxy or cycle of the caller's reaches the wording. A value that cannot
 * be read so, or whose shape the wording cannot follow (no known type, a list that is no list), reads as
 * "an unreadable event"; a made-up event of the right shape may still read as made-up words.
 *
 * @param words - the writer of the game's catalogues.
 * @param event - any value.
 * @param wordEvent - the game's wording of a well-formed event.
 */
export function describeUntrustedEvent(words: Writer<CoreMessageKey>, event: unknown, wordEvent: (event: never) => string | undefined): string {
  try {
    const text = wordEvent(ownCopy(event, 'event', SMALL_VALUE_LIMITS) as never);
    if (typeof text === 'string') return text;
  } catch {
    // A shape the wording cannot follow: worded as unreadable below.
  }
  return words.text('event.unreadable');
}

/**
 * A failed result whose message comes from a catalogue: written in English, with the key and facts kept for
 * the other languages (`describeError`).
 *
 * @param english - the game's English templates.
 * @param code - the error's stable code.
 * @param key - the message's template.
 * @param facts - the facts it names.
 */
export function messageErr<Code extends string, Key extends string>(english: Catalogue<Key>, code: Code, key: Key, facts: MessageFacts = {}): Err<Code> {
  const detail: ErrorDetail = { key, facts };
  return { ok: false, error: new EngineError(code, writer({ en: english, fr: english }, undefined, undefined).text(key, facts), detail) };
}

/**
 * An error's message in the language the options ask for: from its template when it has one the game knows,
 * otherwise its English message. Never throws, whatever the error.
 *
 * @param catalogues - the game's templates in each language.
 * @param error - an error, typically a result's.
 * @param seatName - the caller's seat names, if any.
 * @param options - the caller's options, if any: `{ locale }`.
 */
export function describeErrorWith<Key extends string>(
  catalogues: Readonly<Record<Locale, Catalogue<Key>>>,
  error: unknown,
  seatName: SeatName | undefined,
  options: unknown,
): string {
  try {
    const { detail, message } = error as { detail?: ErrorDetail; message?: unknown };
    if (detail === undefined || !Object.hasOwn(catalogues.en, detail.key)) return typeof message === 'string' ? message : '';
    return writer(catalogues, seatName, options).text(detail.key as Key, detail.facts);
  } catch {
    return '';
  }
}
