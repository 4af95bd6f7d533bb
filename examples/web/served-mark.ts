/// <reference lib="dom" />
/**
 * The mark the reference server (`server/tables.ts`) puts at the start of the `<head>` of each page it serves,
 * `<meta name="tables-games" content="tessera tesseris">`: the games it serves. A page that finds its game there
 * plays online (`online-seat.ts`); a page on a static host has no such mark, and so asks that host for nothing.
 * The server writes it and the pages read it from this one module.
 */

/** The mark's `name`. */
export const GAMES_META = 'tables-games';

/** A page with the mark of these games at the start of its `<head>`. */
export function markedPage(html: string, games: readonly string[]): string {
  return html.replace(/<head>/i, (head) => `${head}<meta name="${GAMES_META}" content="${games.join(' ')}" />`);
}

/** The games a page's mark names; none when it has no mark. */
export function markedGames(page: Document): string[] {
  const content = page.querySelector<HTMLMetaElement>(`meta[name="${GAMES_META}"]`)?.content ?? '';
  return content.split(' ').filter((game) => game !== '');
}
