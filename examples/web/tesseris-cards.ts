/**
 * Tesseris's cards drawn as what they are (ruling S1): 18 shapes in 4 colours, in SVG. Shapes 1–6 are six
 * solid figures, 7–12 the same figures hollow, and 13–18 the same figures in a big square (the "big square"
 * shapes that the two-player short deck removes). Each card also shows its shape's number, so that cards are
 * told apart without colour, and says its shape and colour to screen readers.
 */
import { colourOf, shapeOf, type Card } from 'tessera-engine/tesseris';
import { t } from './page-text.js';

const FILLS = ['#1f5fa8', '#b02a2a', '#1e6b3a', '#6b3fa0'];

/** The six figures, in a 40 × 40 box centred on (20, 20). */
const FIGURES = [
  '<circle cx="20" cy="20" r="13"/>',
  '<rect x="8" y="8" width="24" height="24"/>',
  '<polygon points="20,6 34,32 6,32"/>',
  '<polygon points="20,5 35,20 20,35 5,20"/>',
  '<polygon points="20,6 32,13 32,27 20,34 8,27 8,13"/>',
  '<polygon points="20,5 24,15 35,16 27,23 29,34 20,28 11,34 13,23 5,16 16,15"/>',
];

/** A card's name for people, in the page's language: "shape 7, red", "forme 7, rouge". */
export function cardName(card: Card): string {
  return t('tesseris.card', { shape: shapeOf(card), colour: colourOf(card) });
}

/** A card's picture, with its shape number; decorative, since its container names the card. */
export function cardSvg(card: Card): string {
  const shape = shapeOf(card) - 1;
  const fill = FILLS[colourOf(card)]!;
  const figure = FIGURES[shape % 6]!;
  const variant = Math.floor(shape / 6);
  const drawn =
    variant === 0
      ? `<g fill="${fill}">${figure}</g>`
      : variant === 1
        ? `<g fill="none" stroke="${fill}" stroke-width="4">${figure}</g>`
        : `<rect x="2" y="2" width="36" height="36" fill="none" stroke="${fill}" stroke-width="3"/><g fill="${fill}" transform="translate(20 20) scale(0.7) translate(-20 -20)">${figure}</g>`;
  return `<svg class="card-art" viewBox="0 0 40 52" width="40" height="52" aria-hidden="true" focusable="false">${drawn}<text x="20" y="50" text-anchor="middle" font-size="11" font-weight="700" fill="#1a1a1a">${shape + 1}</text></svg>`;
}
