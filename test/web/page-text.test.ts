/** The example pages' two catalogues (`examples/web/page-text.ts`) say the same things: the same keys, each with the same facts. */
import { beforeAll, describe, expect, test } from 'vitest';

type Catalogues = Readonly<Record<'en' | 'fr', Readonly<Record<string, string>>>>;
let catalogues: Catalogues;

beforeAll(async () => {
  // The module reads the page's address when it loads; outside a browser, give it an empty one.
  Reflect.set(globalThis, 'location', { search: '' });
  catalogues = (await import('../../examples/web/page-text.js')).PAGE_TEXT;
  Reflect.deleteProperty(globalThis, 'location');
});

const factsOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

describe("the pages' catalogues", () => {
  test('English and French have the same keys', () => {
    expect(Object.keys(catalogues.fr).sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  test('each text names the same facts in both languages', () => {
    for (const [key, english] of Object.entries(catalogues.en)) expect(factsOf(catalogues.fr[key]!), key).toEqual(factsOf(english));
  });
});
