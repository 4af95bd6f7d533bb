/**
 * The check behind a documented example's `console.log(x); // => text` claims, used by the extracted examples:
 * each claim must print what it says, and each must run, since a claim in a branch that is not taken (or a
 * callback that is never called) would otherwise pass unchecked.
 */
import { format } from 'node:util';

/** Collapses runs of white space, so that a claim written on one line matches an output that `console.log` wraps. */
const flatten = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The claims of the running example that have been checked, by their index in the example. */
const checkedClaims = new Set<number>();

/** Called first by each example (they run one after another in one process): none of its claims has run yet. */
export function beginExample(): void {
  checkedClaims.clear();
}

/** Throws unless the values print, as `console.log` prints them, the claimed text; claim `index` has then run. */
export function expectPrinted(index: number, claimed: string, ...values: unknown[]): void {
  const printed = format(...values);
  if (flatten(printed) !== flatten(claimed)) throw new Error(`the example claims "${claimed}" but prints "${flatten(printed)}"`);
  checkedClaims.add(index);
}

/** Called last by each example: throws if one of its `claims` never ran, and so was never checked. */
export function expectEveryClaimRan(claims: number): void {
  const neverRan = Array.from({ length: claims }, (_, index) => index).filter((index) => !checkedClaims.has(index));
  if (neverRan.length > 0)
    throw new Error(`the example's claims ${neverRan.map((index) => index + 1).join(', ')} of ${claims} never ran, so nothing checked them`);
}
