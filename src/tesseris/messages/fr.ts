/**
 * Tesseris in French, in the words of its French rulebook: la main, défausser, piocher, la pioche principale,
 * les tas de la pioche secondaire, atteindre un objectif, la forme d'une carte, la manche. Every key of the
 * English, with the same facts.
 *
 * @module
 */
import type { Catalogue } from '../../core/locale.js';
import { CORE_FR } from '../../core/messages/fr.js';
import type { TesserisMessageKey } from './en.js';

/** Tesseris' French templates: a key missing here is a type error. */
export const TESSERIS_FR: Catalogue<TesserisMessageKey> = /* @__PURE__ */ (() => ({
  ...CORE_FR,
  'card.hidden': 'une carte',
  'card.shape': 'une carte de forme {shape}',
  'cards.one': '{count} carte',
  'cards.other': '{count} cartes',
  'move.discard-to-pile': '{playerSeat} défausse {card} sur le tas {pile}',
  'move.resolve-objective': '{playerSeat} atteint l’objectif {objective} avec {card}',
  'move.draw-main': '{playerSeat} pioche dans la pioche principale',
  'move.draw-pile': '{playerSeat} prend la carte du dessus du tas {pile}',
  'move.steal': '{playerSeat} prend une carte au hasard dans la main de {fromSeat}',
  'move.pass': '{playerSeat} passe',
  'event.round-started': 'La manche {round} commence avec {firstSeat}',
  'event.hands-dealt.one': '{count} carte est distribuée à chaque joueur',
  'event.hands-dealt.other': '{count} cartes sont distribuées à chaque joueur',
  'event.objective-resolved': '{playerSeat} atteint l’objectif {objective} avec {card} (objectifs atteints : {resolved})',
  'event.card-drawn.main': '{playerSeat} pioche {card} dans la pioche principale',
  'event.card-drawn.pile': '{playerSeat} prend {card} sur le tas {pile}',
  'event.card-drawn.main.after-theft': '{playerSeat} pioche {card} dans la pioche principale après s’être fait prendre une carte',
  'event.card-drawn.pile.after-theft': '{playerSeat} prend {card} sur le tas {pile} après s’être fait prendre une carte',
  'event.card-stolen': '{playerSeat} prend {card} dans la main de {fromSeat}',
  'event.draw-skipped': '{playerSeat} n’a rien à piocher',
  'event.main-pile-rebuilt': 'La pioche principale est refaite avec les cartes cachées des tas : {cards}',
  'event.pile-refilled': 'Le tas {pile} reçoit {card} de la pioche principale',
  'event.round-ended': 'La manche {round} est terminée : {points}',
  'seat-points': '{playerSeat} : {points}',
  'event.game-ended.one': 'La partie est terminée : {winners} gagne avec {best}',
  'event.game-ended.other': 'La partie est terminée : {winners} gagnent avec {best}',
  'step.discard': 'défausser',
  'step.draw': 'piocher',
  'type.discard-to-pile': 'défausse sur un tas',
  'type.resolve-objective': 'objectif',
  'type.draw-main': 'pioche principale',
  'type.draw-pile': 'prise sur un tas',
  'type.steal': 'prise dans une main',
  'type.pass': 'passe',
  'error.cannot-pass': 'on ne peut passer que si rien d’autre n’est possible',
  'error.wrong-step': 'un coup « {type} » n’est pas permis quand il faut {step}',
  'error.card-not-in-hand': 'la carte {card} n’est pas dans la main',
  'error.objective-resolved': 'l’objectif {objective} est déjà atteint',
  'error.shape-mismatch': 'la carte {card} a la forme {shape}, l’objectif la forme {objectiveShape}',
  'error.main-pile-empty': 'la pioche principale est vide',
  'error.pile-just-placed': 'la carte du tas {pile} vient d’y être posée',
  'error.pile-empty': 'le tas {pile} est vide',
  'error.nothing-to-steal': '{fromSeat} n’a aucune carte que ce joueur puisse prendre',
}))();
