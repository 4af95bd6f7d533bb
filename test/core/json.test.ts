import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { isPlainObject } from '../../src/core/json.js';
import { setup, validateMove } from 'tessera-engine/tessera';
import { unwrap } from 'tessera-engine';

describe('plain objects', () => {
  test.each([
    ['an object literal', {}],
    ['parsed JSON', JSON.parse('{"a":1}')],
    ['a null-prototype object', Object.create(null)],
    ['an object from another realm', runInNewContext('({ a: 1 })')],
  ])('%s is a plain object', (_, value) => {
    expect(isPlainObject(value)).toBe(true);
  });

  test.each([
    ['null', null],
    ['an array', []],
    ['an array from another realm', runInNewContext('[1]')],
    ['a class instance', new (class Move {})()],
    ['a date', new Date(0)],
    ['a map', new Map()],
    ['a string', 'move'],
  ])('%s is not a plain object', (_, value) => {
    expect(isPlainObject(value)).toBe(false);
  });

  test('options and moves made in another realm (an iframe, a worker, a vm context) are accepted', () => {
    const state = unwrap(setup(runInNewContext('({ players: 2, seed: "realm" })')));
    const move = runInNewContext('({ type: "draft", player: 0, source: 0, kind: k, destination: "floor" })', {
      k: state.displays[0]!.findIndex((count) => count > 0),
    });
    expect(validateMove(state, move).ok).toBe(true);
  });
});
