/**
 * What the page's seat knows of the hidden cards (ruling S9, perfect recall), drawn from its view's
 * `knowledge`: the cards under each pile's top, what the main pile holds once it was rebuilt from them, the
 * cards it knows another seat holds, its own cards that another seat knows it holds, and how many cards are
 * still unaccounted for. The page rebuilds none of it from events: the view says it, and says nothing more.
 */
import type { Card, TesserisView } from 'tessera-engine/tesseris';
import { cardName, cardSvg } from './tesseris-cards.js';
import { counted, t } from './page-text.js';

/** Small pictures of known cards, each named for screen readers; `data-known-card` gives the card to tests. */
function knownCards(cards: readonly Card[]): string {
  const pictures = cards.map(
    (card) => `<span class="card known-card" role="img" aria-label="${cardName(card)}" data-known-card="${card}">${cardSvg(card)}</span>`,
  );
  return `<span class="cards">${pictures.join('')}</span>`;
}

/** One fact: its sentence, then its cards; `attributes` say which fact it is (`data-known` and the like). */
function fact(attributes: string, sentence: string, cards: readonly Card[]): string {
  return `<li ${attributes}><span class="fact">${sentence}</span>${knownCards(cards)}</li>`;
}

/** The sentence about the main pile: the round's dealt cards, or the covered cards it was rebuilt from. */
function mainPileFact(view: TesserisView): string {
  const rebuilt = view.knowledge.mainPile;
  if (view.mainPileSize === 0) return fact('data-known="main"', t('tesseris.knowledge.main-empty'), []);
  if (rebuilt === null) return fact('data-known="main"', t('tesseris.knowledge.main-dealt'), []);
  const sentence =
    rebuilt.length === view.mainPileSize ? t('tesseris.knowledge.main-exact') : t('tesseris.knowledge.main-rebuilt', { size: view.mainPileSize });
  return fact('data-known="main"', sentence, rebuilt);
}

/**
 * The "What you know" panel for a view, as HTML.
 *
 * @param seatName - a seat's name for people ("Seat 2 (bot)").
 * @param unaccountedOpen - whether the list of unaccounted cards is shown unfolded (the page keeps the reader's choice).
 */
export function knowledgeHtml(view: TesserisView, seatName: (seat: number) => string, unaccountedOpen: boolean): string {
  const { covered, held, exposed, unaccounted } = view.knowledge;
  const piles = covered.flatMap((cards, pile) =>
    cards.length === 0 ? [] : [fact(`data-known="covered" data-known-pile="${pile}"`, t('tesseris.knowledge.covered', { pile: pile + 1 }), cards)],
  );
  const bySeat = (kind: 'held' | 'exposed', lists: readonly (readonly Card[])[]): string[] =>
    lists.flatMap((cards, seat) =>
      cards.length === 0 ? [] : [fact(`data-known="${kind}" data-known-seat="${seat}"`, t(`tesseris.knowledge.${kind}`, { seat: seatName(seat) }), cards)],
    );
  const facts = [...piles, mainPileFact(view), ...bySeat('held', held), ...bySeat('exposed', exposed)];
  const open = unaccountedOpen ? ' open' : '';
  return `<ul class="known">${facts.join('')}</ul><details data-known="unaccounted"${open}><summary>${counted('tesseris.knowledge.unaccounted', unaccounted.length)}</summary>${knownCards(unaccounted)}</details>`;
}
