/**
 * Tessera's rules as the kernel takes them, stated once; the kernel derives the public API from them.
 *
 * @module
 */
import { dealFromUntrustedView } from '../core/bots/view.js';
import { defineGame } from '../core/kernel.js';
import { readView } from './bots/position.js';
import { cloneState } from './loading/clone.js';
import { keepGreyGeometries } from './rules/grey-wall.js';
import { setup } from './rules/setup.js';
import { determinize, fromView } from './views/determinize.js';
import type { TesseraEvent } from './rules/events.js';
import { CODE_SPACE, MAX_LEGAL_MOVES, decodeMove, drawLegalMoveCode, encodeMove, fillLegalMoveCodes, isLegalCode } from './rules/moves.js';
import { play } from './rules/play.js';
import { copyState } from './rules/writer.js';
import type { TesseraErrorCode, TesseraMove, TesseraOptions, TesseraPosition, TesseraState, TesseraView } from './types.js';
import { explainIllegal, parseMove } from './rules/validate.js';

/** What the kernel derives from Tessera's rules: legal moves, validation, application and the fast path. */
export const tesseraGame = /* @__PURE__ */ defineGame<TesseraState, TesseraPosition, TesseraView, TesseraMove, TesseraEvent, TesseraErrorCode, TesseraOptions>({
  maxLegalMoves: MAX_LEGAL_MOVES,
  codeSpace: CODE_SPACE,
  fillLegalMoveCodes,
  drawLegalMoveCode,
  isLegalCode,
  fillLegalMoveCodesForView: fillLegalMoveCodes,
  decodeMove,
  encodeMove,
  parseMove,
  explainIllegal,
  play,
  copyState,
  setup,
  clone: cloneState,
  determinize,
  keepCaches: keepGreyGeometries,
  fromView: (view, rng) => dealFromUntrustedView(view, rng, readView, fromView),
});
