/**
 * Tesseris's data types: options, state, moves, views and outcomes. All are plain JSON.
 *
 * @module
 */
import type { BaseOutcome } from '../core/game.js';
import type { RngState, Seed } from '../core/rng.js';
import type { Card } from './vocabulary.js';

/** A supported player count. */
export type TesserisPlayerCount = 2 | 3 | 4;

/** Options for {@link setup}. */
export interface TesserisOptions {
  /** 2, 3 or 4. */
  readonly players: number;
  /**
   * Any string or safe integer. Without one, setup picks a random seed and records it in the state, so the
   * game can still be replayed from `state.seed`.
   */
  readonly seed?: Seed;
  /** The seat that is first player in round 1. Default 0. */
  readonly startingSeat?: number;
  /** The score that ends the game at the end of a round (ruling S6). Default 12; not with `rounds`. */
  readonly target?: number;
  /** Play exactly this many rounds instead of playing to a target (ruling S6). */
  readonly rounds?: number;
  /** Two players only: play without the 24 big-square cards (ruling S7). Default `false`. */
  readonly shortDeck?: boolean;
}

/** The options of a game in progress, with the defaults filled in. Exactly one of `target` and `rounds` is set. */
export interface TesserisRules {
  /** The score that ends the game, or `null` when a number of rounds is fixed. */
  readonly target: number | null;
  /** The number of rounds, or `null` when playing to a target. */
  readonly rounds: number | null;
  /** Whether the 48-card short deck is in play. */
  readonly shortDeck: boolean;
}

/** One objective: a revealed card, resolved once a card of its shape is placed under it. */
export interface Objective {
  /** The objective's card; its shape is what must be matched. */
  readonly card: Card;
  /** The card placed under it, or `null` while it is unresolved. */
  readonly resolvedWith: Card | null;
}

/** The two steps of a turn (ruling S3). */
export type TurnStep = 'discard' | 'draw';

/** A game's phase: the acting player's step (ruling S3), or `"over"`. */
export type TesserisPhase = TurnStep | 'over';

/** The public part of a Tesseris game that every state and every view share. */
export interface TesserisPosition {
  /** Always `"tesseris"`. */
  readonly game: 'tesseris';
  /**
   * The state format's version. The loader also reads version 3, whose `memory` had no entry for the table,
   * version 2, which had no `memory`, and version 1, which also kept a `step` beside a `"playing"` phase.
   */
  readonly version: 4;
  /** 2, 3 or 4. */
  readonly players: TesserisPlayerCount;
  /** The game's rule options. */
  readonly rules: TesserisRules;
  /** The phase. */
  readonly phase: TesserisPhase;
  /** The round, from 1. */
  readonly round: number;
  /** This round's first player. */
  readonly firstSeat: number;
  /** The seat to act. Meaningless once the game is over. */
  readonly turn: number;
  /** The secondary pile the acting player discarded onto this turn, which they may not draw from, or `null`. */
  readonly placedPile: number | null;
  /** Every player's four objectives, by seat; they are face up. */
  readonly objectives: readonly (readonly Objective[])[];
  /** Each finished round's resolved objectives, by seat: the points it gave. */
  readonly history: readonly (readonly number[])[];
}

/** A complete Tesseris state, secrets included. Plain JSON. */
export interface TesserisState extends TesserisPosition {
  /** The main pile, face down; its last card is the top. */
  readonly mainPile: readonly Card[];
  /** The four secondary piles, face up; each pile's last card is its top, the others are covered. */
  readonly piles: readonly (readonly Card[])[];
  /** Every player's hand, by seat. */
  readonly hands: readonly (readonly Card[])[];
  /** The seed the game was set up with. */
  readonly seed: Seed;
  /** The generator's state. */
  readonly rng: RngState;
  /**
   * What each seat remembers of the round beyond what lies on the table (ruling S9), by seat, then one more
   * entry (at index `players`) for the table: what every seat and a spectator saw, the spectator's knowledge.
   */
  readonly memory: readonly SeatMemory[];
}

/**
 * What one seat remembers of the round that the table no longer shows (ruling S9). Every entry is true of the
 * state, and the loader checks it.
 */
export interface SeatMemory {
  /**
   * The cards that may still be in the main pile: the content it was last rebuilt with (ruling S4), minus the
   * cards the seat saw leave it; or `null` while the main pile still holds the round's dealt cards.
   */
  readonly mainPile: readonly Card[] | null;
  /** The cards the seat knows another seat holds, by seat; its own entry is empty. */
  readonly held: readonly (readonly Card[])[];
}

/** What a seat knows of the cards it cannot see (ruling S9). Card lists are sorted, except the covered cards. */
export interface TesserisKnowledge {
  /** Each secondary pile's covered cards, in order from the bottom: every one was laid face up. */
  readonly covered: readonly (readonly Card[])[];
  /**
   * The cards that may be in the main pile since it was last rebuilt from covered cards: exactly its content
   * when there are as many as `mainPileSize`. `null` while it holds the round's dealt cards, which may be any
   * unaccounted card.
   */
  readonly mainPile: readonly Card[] | null;
  /** The cards the seat knows another seat holds, by seat: drawn from a secondary pile, or stolen from this seat. */
  readonly held: readonly (readonly Card[])[];
  /**
   * Every card whose place the seat cannot name: neither on the table, nor in its hand, nor in `held`. Those
   * outside `mainPile` (when it is not `null`) are in another hand.
   */
  readonly unaccounted: readonly Card[];
}

/** What a player sees of a secondary pile. */
export interface PileView {
  /** The top card, or `null` when the pile is empty. */
  readonly top: Card | null;
  /** How many cards the pile holds. */
  readonly size: number;
}

/** What one player may see (ruling S8) and knows (ruling S9). */
export interface TesserisView extends TesserisPosition {
  /** The seat this view was made for. */
  readonly viewer: number;
  /** The viewer's own hand. */
  readonly hand: readonly Card[];
  /** How many cards each seat holds. */
  readonly handSizes: readonly number[];
  /** Each secondary pile's top card and size. */
  readonly piles: readonly PileView[];
  /** How many cards the main pile holds. */
  readonly mainPileSize: number;
  /** What the viewer knows of the cards it cannot see (ruling S9). */
  readonly knowledge: TesserisKnowledge;
}

/** Discard a hand card on top of a secondary pile. */
export interface DiscardToPileMove {
  /** The move's kind. */
  readonly type: 'discard-to-pile';
  /** The acting seat. */
  readonly player: number;
  /** A card of the player's hand. */
  readonly card: Card;
  /** The secondary pile, 0 to 3. */
  readonly pile: number;
}

/** Discard a hand card under one of the player's own unresolved objectives of the same shape. */
export interface ResolveObjectiveMove {
  /** The move's kind. */
  readonly type: 'resolve-objective';
  /** The acting seat. */
  readonly player: number;
  /** A card of the player's hand with the objective's shape. */
  readonly card: Card;
  /** The objective's index among the player's four, 0 to 3. */
  readonly objective: number;
}

/** Draw the top card of the main pile. */
export interface DrawMainMove {
  /** The move's kind. */
  readonly type: 'draw-main';
  /** The acting seat. */
  readonly player: number;
}

/** Draw the top card of a secondary pile, not the one just discarded onto. */
export interface DrawPileMove {
  /** The move's kind. */
  readonly type: 'draw-pile';
  /** The acting seat. */
  readonly player: number;
  /** The secondary pile, 0 to 3. */
  readonly pile: number;
}

/** Take a random card from another player's hand; that player then draws from the main pile. */
export interface StealMove {
  /** The move's kind. */
  readonly type: 'steal';
  /** The acting seat. */
  readonly player: number;
  /** The seat robbed. */
  readonly from: number;
}

/** Pass, the only move when nothing else is possible (ruling S4). */
export interface PassMove {
  /** The move's kind. */
  readonly type: 'pass';
  /** The acting seat. */
  readonly player: number;
}

/** A Tesseris move. */
export type TesserisMove = DiscardToPileMove | ResolveObjectiveMove | DrawMainMove | DrawPileMove | StealMove | PassMove;

/** A finished game's result. */
export interface TesserisOutcome extends BaseOutcome {
  /** The rounds played. */
  readonly rounds: number;
}

/** The stable error codes of the Tesseris module. */
export type TesserisErrorCode =
  | 'invalid-options'
  | 'invalid-state'
  | 'invalid-seat'
  | 'malformed-move'
  | 'game-over'
  | 'wrong-player'
  | 'wrong-step'
  | 'card-not-in-hand'
  | 'shape-mismatch'
  | 'objective-resolved'
  | 'pile-empty'
  | 'pile-just-placed'
  | 'main-pile-empty'
  | 'nothing-to-steal'
  | 'cannot-pass';
