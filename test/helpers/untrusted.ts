import fc from 'fast-check';
import { expect } from 'vitest';

interface MaybeResult {
  readonly ok: boolean;
  readonly error?: { readonly code: string; readonly message: string };
  readonly value?: unknown;
}

/**
 * Values to feed a move validator: any JSON, any JavaScript value, and legal moves with one key replaced or
 * added (a wrong type, an out-of-range number, an own `__proto__` key, an unknown key).
 *
 * @param legal - the legal moves of a position.
 * @param keys - the keys to replace or add.
 * @param values - extra values worth trying for those keys.
 */
export function untrustedMoveArb(legal: readonly object[], keys: readonly string[], values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const mutated = fc
    .record({ base: fc.constantFrom(...legal), key: fc.constantFrom(...keys), value: fc.oneof(fc.jsonValue(), values) })
    .map(({ base, key, value }) => {
      const copy: Record<string, unknown> = { ...base };
      Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
      return copy;
    });
  return fc.oneof(fc.jsonValue(), fc.anything(), mutated);
}

/**
 * Checks that a candidate move is either accepted as one of the legal moves, or rejected with a typed error
 * by both the validator and `applyMove`, and that the (frozen) state did not change either way.
 *
 * @param state - a deep-frozen state.
 * @param legal - its legal moves.
 * @param candidate - any value.
 * @param validate - the game's `validateMove`.
 * @param apply - the game's `applyMove`.
 */
export function expectLegalOrRejected<State>(
  state: State,
  legal: readonly unknown[],
  candidate: unknown,
  validate: (state: State, move: unknown) => MaybeResult,
  apply: (state: State, move: unknown) => MaybeResult,
): void {
  const snapshot = JSON.stringify(state);
  const validated = validate(state, candidate);
  const applied = apply(state, candidate);
  expect(validated.ok).toBe(applied.ok);
  if (validated.ok) expect(legal).toContainEqual(validated.value);
  else {
    expect(validated.error?.code).toBe(applied.error?.code);
    expect(validated.error?.message.length).toBeGreaterThan(0);
  }
  expect(JSON.stringify(state)).toBe(snapshot);
}

/**
 * A game's loader, turned into a function that gives the message of a refusal, or `undefined` when the state
 * loads: the form the loader's regression tests compare against.
 *
 * @param loadState - the game's `loadState`.
 */
export function loadErrorOf(loadState: (json: unknown) => MaybeResult): (json: unknown) => string | undefined {
  return (json) => {
    const loaded = loadState(json);
    return loaded.ok ? undefined : loaded.error?.message;
  };
}
