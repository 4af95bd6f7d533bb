/**
 * Quoting a caller's text in an error message.
 *
 * @module
 */

/** The most characters of a caller's text that an error message quotes. */
const QUOTED_LENGTH = 60;

/**
 * A caller's text, quoted for an error message as a JSON string (so that a quote or a line break in it cannot
 * pass for the message's own): in full when short, else its first 60 characters and its length, so that a text
 * of megabytes does not make a message of megabytes.
 *
 * @param text - the text as the caller gave it.
 */
export function quotedText(text: string): string {
  return text.length <= QUOTED_LENGTH ? JSON.stringify(text) : `${JSON.stringify(`${text.slice(0, QUOTED_LENGTH)}…`)} (${text.length} characters)`;
}
