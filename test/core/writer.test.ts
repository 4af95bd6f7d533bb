/**
 * The copy-on-write writer's contract. At compile time (`npm run typecheck`): a rule can only change a part
 * it obtained through the writer; each `@ts-expect-error` below fails the typecheck if the bypass it marks
 * ever compiles again. At run time: a step copies each part once, shares the rest, and never changes its input.
 */
import { describe, expect, test } from 'vitest';
import { adopt, beginWrite, beginWriteInPlace, own, writable } from '../../src/core/writer.js';
import { writableBoard, writableLine, type TesseraWriter } from '../../src/tessera/rules/writer.js';
import { setup, unwrap, type TesseraState } from 'tessera-engine/tessera';
import { deepFreeze } from '../tessera/fixtures.js';

const state = deepFreeze(unwrap(setup({ players: 2, seed: 'writer' })));

/** The bypass the kernel issue describes, and its cousins: none of them compiles. Never called. */
export function bypasses(writer: TesseraWriter): void {
  // @ts-expect-error -- a board shared with the input state: it must come from writableBoard
  writer.state.boards[0]!.score = 1;
  // @ts-expect-error -- a count array shared with the input state: it must come from writableCounts
  writer.state.bag[0] = 0;
  const board = writableBoard(writer, 0);
  // @ts-expect-error -- a line inside an owned board is still shared: it must come from writableLine
  board.lines[0]!.count = 1;
  // @ts-expect-error -- so is a wall row
  board.wall[0]![0] = 0;
  // What the writer handed out may change.
  board.score = 1;
  writableLine(writer, 0, 0).count = 1;
  writer.state.turn = 1;
}

describe('the copy-on-write writer', () => {
  test('a step copies each part it writes to, once, and leaves its input untouched', () => {
    const writer = beginWrite<TesseraState>(state);
    const board = writableBoard(writer, 1);
    board.score = 7;
    expect(writableBoard(writer, 1)).toBe(board);
    expect(writer.state.boards[1]!.score).toBe(7);
    expect(state.boards[1]!.score).toBe(0);
    expect(writer.state.boards[0]).toBe(state.boards[0]);
    expect(writer.state.displays).toBe(state.displays);
  });

  test('own hands out a part the step owns as it is, and any other part as a copy made once', () => {
    const writer = beginWrite<TesseraState>(state);
    const bag = own(writer, writer.state.bag);
    expect(bag).not.toBe(state.bag);
    expect(bag).toEqual(state.bag);
    expect(own(writer, bag)).toBe(bag);
    expect(own(writer, writer.state)).toBe(writer.state);
  });

  test('a part the step built and adopted is not copied again', () => {
    const writer = beginWrite<TesseraState>(state);
    const fresh = [1, 2, 3, 4, 5, 6];
    writer.state.discard = fresh;
    adopt(writer, fresh);
    expect(writable(writer, writer.state, 'discard')).toBe(fresh);
  });

  test('in place, the writer hands out the state’s own parts', () => {
    const simulator = structuredClone(state) as Parameters<typeof beginWriteInPlace<TesseraState>>[0];
    const writer = beginWriteInPlace<TesseraState>(simulator);
    expect(writableBoard(writer, 0)).toBe(simulator.boards[0]);
  });
});
