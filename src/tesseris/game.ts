/**
 * Tesseris's rules as the kernel takes them, stated once; the kernel derives the public API from them.
 *
 * @module
 */
import { dealFromUntrustedView } from '../core/bots/view.js';
import { defineGame } from '../core/kernel.js';
import { readView } from './bots/view.js';
import { cloneState } from './loading/clone.js';
import { setup } from './rules/setup.js';
import { determinize, fromView } from './views/determinize.js';
import type { TesserisEvent } from './rules/events.js';
import { play } from './rules/play.js';
import { copyState } from './rules/writer.js';
import { CODE_SPACE, decodeMove, encodeMove } from './rules/move-codes.js';
import { MAX_LEGAL_MOVES, factsOfState, factsOfView, fillLegalMoveCodes } from './rules/turn.js';
import type { TesserisErrorCode, TesserisMove, TesserisOptions, TesserisState, TesserisView } from './types.js';
import { explainIllegal, parseMove } from './rules/validate.js';

/** What the kernel derives from Tesseris's rules: legal moves, validation, application and the fast path. */
export const tesserisGame = /* @__PURE__ */ defineGame<
  TesserisState,
  TesserisState,
  TesserisView,
  TesserisMove,
  TesserisEvent,
  TesserisErrorCode,
  TesserisOptions
>({
  maxLegalMoves: MAX_LEGAL_MOVES,
  codeSpace: CODE_SPACE,
  fillLegalMoveCodes: (state, out) => (state.phase === 'over' ? 0 : fillLegalMoveCodes(factsOfState(state), out)),
  fillLegalMoveCodesForView: (view, out) => (view.phase === 'over' ? 0 : fillLegalMoveCodes(factsOfView(view), out)),
  decodeMove: (state, code) => decodeMove(state.turn, code),
  encodeMove: (_, move) => encodeMove(move),
  parseMove,
  explainIllegal,
  copyState,
  play,
  setup,
  clone: cloneState,
  determinize,
  fromView: (view, rng) => dealFromUntrustedView(view, rng, readView, fromView),
});
