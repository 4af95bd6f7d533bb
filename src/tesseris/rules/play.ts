/**
 * Tesseris's turn rules, applied through a {@link TesserisWriter} (rulings S3, S4, S5).
 *
 * @module
 */
import { randomIntInPlace, shuffleInPlace } from '../../core/rng.js';
import type { TesserisEvent } from './events.js';
import { rememberBlindDraw, rememberOpenCard, rememberOpenDraw, rememberRebuild, rememberTheft } from '../views/memory.js';
import { endRound, isRoundEnding, resolvedCount, type RoundEnd } from './round.js';
import { cardOfCode, moveTypeOf, targetOfCode } from './move-codes.js';
import { canDrawInState } from './turn.js';
import { PILE_COUNT, type Card } from '../vocabulary.js';
import { adopt, writableHand, writableMainPile, writableObjectives, writablePile, writableRng, type TesserisWriter } from './writer.js';

type Events = TesserisEvent[] | null;

/** Removes the card at an index from a hand, keeping the others' order, without allocating. */
function removeAt(hand: Card[], index: number): Card {
  const card = hand[index]!;
  // A loop: on a hand of four or five cards, copyWithin's call costs more than the moves it saves.
  for (let i = index + 1; i < hand.length; i++) hand[i - 1] = hand[i]!;
  hand.pop();
  return card;
}

function takeFromHand(writer: TesserisWriter, seat: number, card: Card): void {
  const hand = writableHand(writer, seat);
  removeAt(hand, hand.indexOf(card));
}

function hasCoveredCards(piles: readonly (readonly Card[])[]): boolean {
  for (const pile of piles) if (pile.length > 1) return true;
  return false;
}

/**
 * Shuffles every covered card of the secondary piles into a new main pile (ruling S4). Each pile keeps its
 * top card.
 */
function rebuildMainPile(writer: TesserisWriter, events: Events): void {
  const state = writer.state;
  const covered: Card[] = [];
  for (let index = 0; index < PILE_COUNT; index++) {
    if (state.piles[index]!.length > 1) {
      const pile = writablePile(writer, index);
      covered.push(...pile.splice(0, pile.length - 1));
    }
  }
  rememberRebuild(writer, covered);
  shuffleInPlace(writableRng(writer), covered);
  state.mainPile = covered;
  adopt(writer, covered);
  events?.push({ type: 'main-pile-rebuilt', size: covered.length });
}

/**
 * Upkeep after every step (ruling S4): an empty main pile is rebuilt from all covered cards of the secondary
 * piles, shuffled; then every empty secondary pile gets the main pile's top card. The rulebook rebuilds the
 * main pile as soon as it is empty, so when the refill itself empties it while covered cards remain, both
 * happen once more. A rebuild leaves no covered card and a refill covers none, so a second round settles it.
 */
function upkeep(writer: TesserisWriter, events: Events): void {
  const state = writer.state;
  do {
    if (state.mainPile.length === 0 && hasCoveredCards(state.piles)) rebuildMainPile(writer, events);
    for (let index = 0; index < PILE_COUNT; index++) {
      if (state.piles[index]!.length === 0 && state.mainPile.length > 0) {
        const card = writableMainPile(writer).pop()!;
        writablePile(writer, index).push(card);
        rememberOpenCard(writer, card, null);
        events?.push({ type: 'pile-refilled', pile: index, card });
      }
    }
  } while (state.mainPile.length === 0 && hasCoveredCards(state.piles));
}

/**
 * Ends the acting player's turn. The round ends after the turn of the seat just before the first player once
 * a fourth objective was resolved (ruling S5); otherwise the next seat starts with the discard, or goes
 * straight to the draw when their hand is empty (ruling S4).
 */
function endTurn(writer: TesserisWriter, events: Events, roundEnd: RoundEnd): void {
  const state = writer.state;
  const lastSeat = (state.firstSeat + state.players - 1) % state.players;
  if (state.turn === lastSeat && isRoundEnding(state)) {
    endRound(writer, events, roundEnd);
    // The game is over, or the step stops at the round's end: no one is to act.
    if (state.phase === 'over' || roundEnd === 'stop') return;
  } else {
    state.turn = (state.turn + 1) % state.players;
    state.phase = 'discard';
    state.placedPile = null;
  }
  if (state.hands[state.turn]!.length === 0 && canDrawInState(state)) {
    state.phase = 'draw';
  }
}

/** After a discard: upkeep, then the draw, or the end of the turn when nothing can be drawn (ruling S4). */
function afterDiscard(writer: TesserisWriter, events: Events, roundEnd: RoundEnd): void {
  const state = writer.state;
  state.phase = 'draw';
  upkeep(writer, events);
  if (!canDrawInState(state)) {
    events?.push({ type: 'draw-skipped', player: state.turn });
    endTurn(writer, events, roundEnd);
  }
}

function drawFromMain(writer: TesserisWriter, seat: number, afterTheft: boolean, events: Events): void {
  const card = writableMainPile(writer).pop()!;
  writableHand(writer, seat).push(card);
  rememberBlindDraw(writer, seat, card);
  events?.push({ type: 'card-drawn', player: seat, from: 'main', pile: null, card, afterTheft });
}

/**
 * Plays a legal move's code.
 *
 * @param writer - the step, on a state in play.
 * @param code - a code that `fillLegalMoveCodes` produced for this state.
 * @param events - where to report what happened, or `null`.
 * @param roundEnd - whether a round that the move ends deals the next one, as the rules say (the default), or
 *   stops there, scored: only for a search's rollouts.
 */
export function play(writer: TesserisWriter, code: number, events: Events, roundEnd: RoundEnd = 'deal-next'): void {
  const state = writer.state;
  const player = state.turn;
  switch (moveTypeOf(code)) {
    case 'discard-to-pile': {
      const card = cardOfCode(code);
      const pile = targetOfCode(code);
      takeFromHand(writer, player, card);
      writablePile(writer, pile).push(card);
      state.placedPile = pile;
      rememberOpenCard(writer, card, player);
      events?.push({ type: 'card-discarded', player, card, pile });
      afterDiscard(writer, events, roundEnd);
      return;
    }
    case 'resolve-objective': {
      const card = cardOfCode(code);
      const objective = targetOfCode(code);
      takeFromHand(writer, player, card);
      const objectives = writableObjectives(writer, player);
      objectives[objective] = { card: objectives[objective]!.card, resolvedWith: card };
      rememberOpenCard(writer, card, player);
      events?.push({ type: 'objective-resolved', player, card, objective, resolved: resolvedCount(objectives) });
      afterDiscard(writer, events, roundEnd);
      return;
    }
    case 'draw-main':
      drawFromMain(writer, player, false, events);
      break;
    case 'draw-pile': {
      const pile = targetOfCode(code);
      const card = writablePile(writer, pile).pop()!;
      writableHand(writer, player).push(card);
      rememberOpenDraw(writer, player, card);
      events?.push({ type: 'card-drawn', player, from: 'pile', pile, card, afterTheft: false });
      break;
    }
    case 'steal': {
      const from = targetOfCode(code);
      const victim = writableHand(writer, from);
      const card = removeAt(victim, randomIntInPlace(writableRng(writer), victim.length));
      writableHand(writer, player).push(card);
      rememberTheft(writer, player, from, card);
      events?.push({ type: 'card-stolen', player, from, card });
      if (state.mainPile.length > 0) drawFromMain(writer, from, true, events);
      break;
    }
    case 'pass':
      events?.push({ type: 'passed', player });
      break;
  }
  upkeep(writer, events);
  endTurn(writer, events, roundEnd);
}
