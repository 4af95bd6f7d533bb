/**
 * Tesseris in English: the templates of `describeMove`, `describeEvent` and the messages of refused moves.
 * The English messages of the errors are written from here, so this catalogue is the reference: French
 * (`fr.ts`) must give every key, with the same facts.
 *
 * @module
 */
import { CORE_EN } from '../../core/messages/en.js';

/** Tesseris' English templates (see `core/locale.ts` for their form). */
// Built in a pure call: a spread at the top of a module is code that bundlers keep, used or not.
export const TESSERIS_EN = /* @__PURE__ */ (() =>
  ({
    ...CORE_EN,
    'card.hidden': 'a card',
    'card.shape': 'a shape-{shape} card',
    'cards.one': '{count} card',
    'cards.other': '{count} cards',
    'move.discard-to-pile': '{playerSeat} discards {card} on pile {pile}',
    'move.resolve-objective': '{playerSeat} resolves objective {objective} with {card}',
    'move.draw-main': '{playerSeat} draws from the main pile',
    'move.draw-pile': '{playerSeat} draws from pile {pile}',
    'move.steal': '{playerSeat} steals from {fromSeat}',
    'move.pass': '{playerSeat} passes',
    'event.round-started': 'Round {round} starts with {firstSeat}',
    'event.hands-dealt.one': '{count} card is dealt to each player',
    'event.hands-dealt.other': '{count} cards are dealt to each player',
    'event.objective-resolved': '{playerSeat} resolves objective {objective} with {card} ({resolved} resolved)',
    'event.card-drawn.main': '{playerSeat} draws {card} from the main pile',
    'event.card-drawn.pile': '{playerSeat} draws {card} from pile {pile}',
    'event.card-drawn.main.after-theft': '{playerSeat} draws {card} from the main pile after a theft',
    'event.card-drawn.pile.after-theft': '{playerSeat} draws {card} from pile {pile} after a theft',
    'event.card-stolen': '{playerSeat} steals {card} from {fromSeat}',
    'event.draw-skipped': '{playerSeat} has nothing to draw',
    'event.main-pile-rebuilt': "The main pile is rebuilt from the piles' covered cards: {cards}",
    'event.pile-refilled': 'Pile {pile} gets {card} from the main pile',
    'event.round-ended': 'Round {round} is over: {points}',
    'seat-points': '{playerSeat} {points}',
    'event.game-ended.one': 'The game is over: {winners} wins with {best}',
    'event.game-ended.other': 'The game is over: {winners} win with {best}',
    'step.discard': 'discard',
    'step.draw': 'draw',
    'type.discard-to-pile': 'discard-to-pile',
    'type.resolve-objective': 'resolve-objective',
    'type.draw-main': 'draw-main',
    'type.draw-pile': 'draw-pile',
    'type.steal': 'steal',
    'type.pass': 'pass',
    'error.cannot-pass': 'passing is allowed only when nothing else is possible',
    'error.wrong-step': 'a "{type}" move is not allowed in the {step} step',
    'error.card-not-in-hand': 'card {card} is not in the hand',
    'error.objective-resolved': 'objective {objective} is already resolved',
    'error.shape-mismatch': 'card {card} has shape {shape}, the objective shape {objectiveShape}',
    'error.main-pile-empty': 'the main pile is empty',
    'error.pile-just-placed': 'the card on pile {pile} was just placed there',
    'error.pile-empty': 'pile {pile} is empty',
    'error.nothing-to-steal': '{fromSeat} has no card this player may take',
  }) as const)();

/** The keys of Tesseris' templates. */
export type TesserisMessageKey = keyof typeof TESSERIS_EN;
