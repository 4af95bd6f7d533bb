/**
 * The check behind a documented example's `console.log(x); // => text` claim, used by the extracted examples.
 */
import { format } from 'node:util';

/** Collapses runs of white space, so that a claim written on one line matches an output that `console.log` wraps. */
const flatten = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Throws unless the values print, as `console.log` prints them, the claimed text. */
export function expectPrinted(claimed: string, ...values: unknown[]): void {
  const printed = format(...values);
  if (flatten(printed) !== flatten(claimed)) throw new Error(`the example claims "${claimed}" but prints "${flatten(printed)}"`);
}
