/**
 * What each seat remembers (ruling S9), kept up to date by the rules as cards move. Each function below is
 * called by the step that moves the card, and says which rule makes the fact public, and to whom. The table
 * (memory entry `players`) is updated like a seat that never plays: it learns only what every seat sees.
 *
 * @module
 */
import { writable } from '../../core/writer.js';
import type { SeatMemory, TesserisState } from '../types.js';
import type { Card } from '../vocabulary.js';
import { adopt, type MutableTesserisState, type TesserisWriter } from '../rules/writer.js';

/**
 * The memories of seats that remember nothing, and of the table (index `players`: what everyone saw, which a
 * spectator knows): a main pile that may hold any unaccounted card, and no card known in another hand. Every
 * seat starts a round with it, and a loaded version-2 state gets it.
 *
 * @param players - the number of seats.
 */
export function blankMemory(players: number): MutableTesserisState['memory'] {
  const memory: MutableTesserisState['memory'] = [];
  for (let seat = 0; seat <= players; seat++) {
    const held: Card[][] = [];
    for (let other = 0; other < players; other++) held.push([]);
    memory.push({ mainPile: null, held });
  }
  return memory;
}

/** Removes a card from an unordered list in place, if it is there; the last card takes its place. */
function removeCard(list: Card[], card: Card): void {
  const index = list.indexOf(card);
  if (index < 0) return;
  list[index] = list[list.length - 1]!;
  list.pop();
}

/**
 * Makes a simulator's seats and table forget everything, and remember nothing from then on: the rules' steps
 * below leave its memory empty. For the tree search's sampled world, once it is drawn: its rollouts read no
 * memory, and keeping it cost every move of every rollout.
 *
 * @param simulator - a simulator of the search's own; it is changed, and no longer keeps the memory invariant
 *   of a state.
 */
export function forgetForGood(simulator: MutableTesserisState): void {
  simulator.memory = [];
}

/** Whether a step's state keeps its seats' memories: every state does, a simulator made to forget them does not. */
function remembers(writer: TesserisWriter): boolean {
  return writer.state.memory.length > 0;
}

/**
 * A shallow copy of a seat's memory, by a literal: a spread's copy had a hidden class of its own, and the rules'
 * reads of the memories, the searches' included, were megamorphic.
 */
function copySeatMemory({ mainPile, held }: SeatMemory): SeatMemory {
  return { mainPile, held };
}

function writableSeatMemory(writer: TesserisWriter, seat: number) {
  return writable(writer, writable(writer, writer.state, 'memory'), seat, copySeatMemory);
}

/** A seat's main-pile candidates, writable; only called when they are not `null`. */
function writableMainMemory(writer: TesserisWriter, seat: number): Card[] {
  return writable(writer, writableSeatMemory(writer, seat), 'mainPile')!;
}

/** The cards a seat knows another seat holds, writable. */
function writableHeld(writer: TesserisWriter, seat: number, other: number): Card[] {
  return writable(writer, writable(writer, writableSeatMemory(writer, seat), 'held'), other);
}

/** Makes a seat forget that a card may be in the main pile, copying only when the card is there. */
function leaveMainPile(writer: TesserisWriter, seat: number, card: Card): void {
  const candidates = writer.state.memory[seat]!.mainPile;
  if (candidates?.includes(card) === true) removeCard(writableMainMemory(writer, seat), card);
}

/** Makes a seat forget that another seat holds a card, copying only when it knew it. */
function leaveHeld(writer: TesserisWriter, seat: number, other: number, card: Card): void {
  if (writer.state.memory[seat]!.held[other]!.includes(card)) removeCard(writableHeld(writer, seat, other), card);
}

/**
 * A rebuilt main pile (ruling S4) is made of the covered cards, which everyone saw laid face up: every seat
 * knows its content, not its order.
 *
 * @param writer - the step.
 * @param covered - the rebuilt main pile's cards, in any order.
 */
export function rememberRebuild(writer: TesserisWriter, covered: readonly Card[]): void {
  if (!remembers(writer)) return;
  for (let seat = 0; seat <= writer.state.players; seat++) {
    const candidates = covered.slice();
    writableSeatMemory(writer, seat).mainPile = candidates;
    adopt(writer, candidates);
  }
}

/**
 * A card left the main pile face up (a refill, ruling S4), or was played face up by `player` (a discard or a
 * resolution, ruling S3): no seat counts it in the main pile any more, and no seat thinks `player` still
 * holds it.
 *
 * @param writer - the step.
 * @param card - the card, now on the table.
 * @param player - the seat that played it, or `null` for a refill.
 */
export function rememberOpenCard(writer: TesserisWriter, card: Card, player: number | null): void {
  if (!remembers(writer)) return;
  for (let seat = 0; seat <= writer.state.players; seat++) {
    leaveMainPile(writer, seat, card);
    if (player !== null) leaveHeld(writer, seat, player, card);
  }
}

/**
 * A card drawn blind from the main pile is seen by the drawer alone (ruling S9): only the drawer knows it
 * left the main pile.
 *
 * @param writer - the step.
 * @param seat - the drawer.
 * @param card - the card drawn.
 */
export function rememberBlindDraw(writer: TesserisWriter, seat: number, card: Card): void {
  if (!remembers(writer)) return;
  leaveMainPile(writer, seat, card);
}

/**
 * A card drawn from the top of a secondary pile was face up: every other seat knows `player` holds it.
 *
 * @param writer - the step.
 * @param player - the drawer.
 * @param card - the card drawn.
 */
export function rememberOpenDraw(writer: TesserisWriter, player: number, card: Card): void {
  if (!remembers(writer)) return;
  for (let seat = 0; seat <= writer.state.players; seat++) {
    if (seat !== player) writableHeld(writer, seat, player).push(card);
  }
}

/**
 * A theft (ruling S9): the thief and the victim see the card, and the victim knows the thief holds it. The
 * others only see that a random card left the victim's hand, so they no longer know of any card there.
 *
 * @param writer - the step.
 * @param thief - the seat that stole.
 * @param victim - the seat robbed.
 * @param card - the stolen card.
 */
export function rememberTheft(writer: TesserisWriter, thief: number, victim: number, card: Card): void {
  if (!remembers(writer)) return;
  for (let seat = 0; seat <= writer.state.players; seat++) {
    if (seat === thief) {
      leaveHeld(writer, seat, victim, card);
      leaveMainPile(writer, seat, card);
    } else if (seat === victim) {
      writableHeld(writer, seat, thief).push(card);
    } else if (writer.state.memory[seat]!.held[victim]!.length > 0) {
      writableHeld(writer, seat, victim).length = 0;
    }
  }
}

/**
 * A new round is dealt from a fresh shuffle (ruling S2): nothing of the last round's memory still holds.
 *
 * @param writer - the step.
 */
export function forgetRound(writer: TesserisWriter): void {
  if (!remembers(writer)) return;
  const state = writer.state as { memory: TesserisState['memory'] };
  const memory = blankMemory(writer.state.players);
  state.memory = memory;
  // Listing the new parts is for a copying step only; a rollout's in-place steps skip it.
  if (writer.owned !== null) adopt(writer, memory, ...memory, ...memory.flatMap((seat) => [seat.held, ...seat.held]));
}
