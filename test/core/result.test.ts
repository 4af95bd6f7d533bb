/**
 * The engine's errors as a caller meets them in the default run (the built bundle's tests check the same of
 * dist/): recognised by their brand whatever the value, and their detail kept out of logs and JSON.
 */
import { describe, expect, test } from 'vitest';
import { RecordError, err, isEngineError, tessera, unwrap } from 'tessera-engine';
import { revokedProxy, throwingProxy, withThrowingGetter } from '../helpers/hostile.js';

describe('engine errors', () => {
  test('isEngineError answers false for anything hostile, and never throws', () => {
    const hostile = [
      revokedProxy(new Error('x')),
      throwingProxy(new Error('x'), 'get'),
      throwingProxy(new Error('x'), 'getPrototypeOf'),
      withThrowingGetter({}, 'code'),
    ];
    expect(hostile.map((value) => isEngineError(value))).toEqual([false, false, false, false]);
  });

  test('an error made with a message that is no string says what it was, and making it never throws', () => {
    const unprintable = {
      toString: () => {
        throw new Error('hostile');
      },
    };
    const messages = [Symbol('why'), 10n, unprintable, undefined].map((message) => err('some-code', message as never).error.message);
    expect(messages).toEqual(['Symbol(why)', '10', 'a message that cannot be written as text', 'undefined']);
    expect(new RecordError(Symbol('why') as never, 0).message).toBe('Symbol(why)');
  });

  test("an error's detail is not enumerable: it stays out of Object.keys and JSON", () => {
    const state = unwrap(tessera.setup({ players: 2, seed: 1 }));
    const result = tessera.applyMove(state, { ...tessera.legalMoves(state)[0]!, player: 1 });
    if (result.ok) throw new Error('expected the wrong player to be refused');
    expect(result.error.code).toBe('wrong-player');
    expect(result.error.detail).toBeDefined();
    expect(Object.keys(result.error)).not.toContain('detail');
    expect(JSON.stringify(result.error)).not.toContain('detail');
  });
});
