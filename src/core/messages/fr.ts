/**
 * The French words both games share: seats, points, lists, and the errors of the kernel's shared checks.
 *
 * @module
 */
import type { Catalogue } from '../locale.js';
import type { CoreMessageKey } from './en.js';

/** French templates both games' catalogues start from: the same keys as the English, the same facts. */
export const CORE_FR: Catalogue<CoreMessageKey> = {
  seat: 'Joueur {number}',
  'points.one': '{count} point',
  'points.other': '{count} points',
  'list.and': '{first} et {last}',
  'move.unreadable': 'un coup illisible',
  'event.unreadable': 'un événement illisible',
  'error.game-over': 'la partie est terminée',
  'error.wrong-player': 'c’est au tour de {turnSeat}, pas de {moveSeat}',
};
