import fc from 'fast-check';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';

/** The proxy traps a hostile object may throw from. */
export const THROWING_TRAPS = ['get', 'getPrototypeOf', 'ownKeys', 'getOwnPropertyDescriptor', 'has'] as const;

/** A proxy trap a hostile object may throw from. */
export type ThrowingTrap = (typeof THROWING_TRAPS)[number];

/** The error every hostile object throws, so that a test can tell it from the library's own. */
export class HostileError extends Error {}

/**
 * A copy of an object whose `key` is a getter that throws.
 *
 * @param value - a plain object.
 * @param key - the key to booby-trap.
 */
export function withThrowingGetter(value: object, key: string): object {
  const copy: Record<string, unknown> = { ...value };
  Object.defineProperty(copy, key, {
    enumerable: true,
    get() {
      throw new HostileError(`getter ${key}`);
    },
  });
  return copy;
}

/**
 * A proxy for a value whose one trap throws.
 *
 * @param value - an object or array.
 * @param trap - the trap that throws.
 */
export function throwingProxy(value: object, trap: ThrowingTrap): object {
  return new Proxy(value, {
    [trap]: () => {
      throw new HostileError(`trap ${trap}`);
    },
  });
}

/**
 * A revoked proxy for a value: every operation on it throws.
 *
 * @param value - an object or array.
 */
export function revokedProxy(value: object): object {
  const { proxy, revoke } = Proxy.revocable(value, {});
  revoke();
  return proxy;
}

/**
 * Things a caller's code may throw that cannot be read without an exception: an error whose `message` getter
 * throws, a proxy whose `getPrototypeOf` trap throws (as `instanceof` asks it), and a revoked proxy.
 */
export function unreadableThrownValues(): [name: string, thrown: unknown][] {
  const error = new Error('unread');
  Object.defineProperty(error, 'message', {
    get() {
      throw new HostileError('message getter');
    },
  });
  return [
    ['an error whose message getter throws', error],
    ['a proxy whose getPrototypeOf trap throws', throwingProxy(new Error('unread'), 'getPrototypeOf')],
    ['a revoked proxy', revokedProxy(new Error('unread'))],
  ];
}

/**
 * A copy of an array with a hole at an index.
 *
 * @param value - an array.
 * @param index - where the hole goes.
 */
export function withHole(value: readonly unknown[], index: number): unknown[] {
  const copy = value.slice();
  delete copy[index];
  return copy;
}

/**
 * A JSON value rebuilt in a fresh `vm` context, as an iframe or a worker would hand it over.
 *
 * @param value - plain JSON.
 */
export function fromOtherRealm(value: unknown): unknown {
  return value === undefined ? undefined : runInNewContext('JSON.parse(text)', { text: JSON.stringify(value) });
}

/** The traps of an object that would change it. */
const MUTATING_TRAPS = ['set', 'defineProperty', 'deleteProperty', 'setPrototypeOf', 'preventExtensions'] as const;

/**
 * Wraps a value, at every depth, in proxies that record any attempt to change it, so a test can prove that
 * the library never writes to its input.
 *
 * @param value - any value; objects inside it are wrapped as they are read.
 * @param writes - where attempted writes are recorded.
 */
export function watched(value: unknown, writes: string[]): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const handler: ProxyHandler<object> = {
    get: (target, key, receiver) => watched(Reflect.get(target, key, receiver), writes),
  };
  for (const trap of MUTATING_TRAPS) {
    handler[trap] = () => {
      writes.push(trap);
      return false;
    };
  }
  try {
    return new Proxy(value, handler);
  } catch {
    return value; // a revoked proxy cannot be wrapped, and cannot be written to either
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function containers(root: Json): { parent: Json[] | Record<string, Json>; key: string | number }[] {
  const found: { parent: Json[] | Record<string, Json>; key: string | number }[] = [];
  const visit = (value: Json): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        found.push({ parent: value, key: index });
        visit(item);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        found.push({ parent: value, key });
        visit(item);
      }
    }
  };
  visit(root);
  return found;
}

/** Ways to make a value hostile; each takes the value and a choice number. */
const ATTACKS: ((value: unknown, choice: number) => unknown)[] = [
  (value, choice) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    return keys.length === 0 ? value : withThrowingGetter(value, keys[choice % keys.length]!);
  },
  (value, choice) => (typeof value === 'object' && value !== null ? throwingProxy(value, THROWING_TRAPS[choice % THROWING_TRAPS.length]!) : value),
  (value) => (typeof value === 'object' && value !== null ? revokedProxy(value) : value),
  (value, choice) => (Array.isArray(value) && value.length > 0 ? withHole(value, choice % value.length) : value),
  (value) => {
    if (typeof value !== 'object' || value === null) return value;
    const cyclic: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
    if (Array.isArray(cyclic)) cyclic.push(cyclic);
    else cyclic.self = cyclic;
    return cyclic;
  },
  (value) => fromOtherRealm(value),
  (value, choice) => {
    let deep: unknown = value;
    for (let i = 0; i < 1000 + (choice % 100_000); i++) deep = [deep];
    return deep;
  },
  () => new Array(2 ** 32 - 1),
  () => JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  (_, choice) => [Symbol('s'), 10n, () => 1, new Date(0), new Map(), Object.create({ inherited: 1 })][choice % 6],
];

/** The choices that make one hostile value: where to attack, with what, and a number for the attack. */
export type HostileRecipe = readonly [where: number, attack: number, choice: number];

/**
 * Recipes for hostile values. The values themselves are built inside the property by {@link makeHostile},
 * since fast-check inspects the values it generates, and a hostile one would throw in its hands.
 */
export const hostileRecipeArb: fc.Arbitrary<HostileRecipe> = fc.tuple(fc.nat(), fc.nat(), fc.nat());

/**
 * A hostile variant of a JSON value: one place inside it (or the whole value) attacked with a throwing
 * getter, a throwing or revoked proxy, a hole, a cycle, an object of another realm, absurd depth or size,
 * an own `__proto__` key, or a value that is not JSON at all.
 *
 * @param base - plain JSON, for example a legal move or a real state.
 * @param recipe - the choices.
 */
export function makeHostile(base: unknown, [where, attack, choice]: HostileRecipe): unknown {
  const root = structuredClone(base) as Json;
  const places = containers(root);
  const apply = ATTACKS[attack % ATTACKS.length]!;
  if (where % (places.length + 1) === places.length) return apply(root, choice);
  const { parent, key } = places[where % (places.length + 1)]!;
  (parent as Record<string | number, unknown>)[key] = apply((parent as Record<string | number, unknown>)[key], choice);
  return root;
}

/** Tells whether `Object.prototype` or `Array.prototype` has gained a key since the tests started. */
export function prototypesPolluted(): boolean {
  return 'polluted' in Object.prototype || 'polluted' in Array.prototype || Object.keys(Object.prototype).length > 0;
}

/** The proxy traps the hardening issue names; any read of an object asks each of them. */
export const ISSUE_TRAPS = ['get', 'getPrototypeOf', 'ownKeys', 'getOwnPropertyDescriptor'] as const;

interface MoveChecks<State> {
  validateMove(state: State, move: unknown): { ok: boolean };
  applyMove(state: State, move: unknown): { ok: boolean };
  parseMoveText(state: State, text: string): { ok: boolean };
}

/**
 * The hardening issue's examples of hostile moves, as named tests for one game: a legal move with a throwing
 * getter on each of its keys, a proxy whose trap throws, a revoked proxy, and move text that is a symbol.
 * Each must be rejected as `malformed-move`, never thrown.
 *
 * @param game - the game's move functions.
 * @param state - a state in play.
 * @param legal - a legal move of that state.
 */
export function describeHostileMoveExamples<State>(game: MoveChecks<State>, state: State, legal: object): void {
  const malformed = { ok: false, error: { code: 'malformed-move' } };
  describe('hostile moves are rejected, not thrown (issue examples)', () => {
    test.each(Object.keys(legal))('a legal move with a throwing getter on "%s"', (key) => {
      const move = withThrowingGetter(legal, key);
      expect(game.validateMove(state, move)).toMatchObject(malformed);
      expect(game.applyMove(state, move)).toMatchObject(malformed);
    });

    test.each(ISSUE_TRAPS)('a proxy whose "%s" trap throws', (trap) => {
      const move = throwingProxy({ ...legal }, trap);
      expect(game.validateMove(state, move)).toMatchObject(malformed);
      expect(game.applyMove(state, move)).toMatchObject(malformed);
    });

    test('a revoked proxy', () => {
      expect(game.applyMove(state, revokedProxy({ ...legal }))).toMatchObject(malformed);
    });

    test('parseMoveText with a symbol', () => {
      expect(game.parseMoveText(state, Symbol() as unknown as string)).toMatchObject(malformed);
    });
  });
}

/** What an option that turns hostile does then: throw, or give a time that is no finite number. */
export const HOSTILE_TURNS = ['throws', 'NaN', 'Infinity', 'undefined', 'string'] as const;

/** What an option that turns hostile does then. */
export type HostileTurn = (typeof HOSTILE_TURNS)[number];

/** A value that an option gives once it has turned hostile, or the exception it throws. */
function hostileValue(turn: HostileTurn): unknown {
  switch (turn) {
    case 'throws':
      throw new HostileError('turned hostile');
    case 'NaN':
      return NaN;
    case 'Infinity':
      return Infinity;
    case 'undefined':
      return undefined;
    case 'string':
      return '5';
  }
}

/** A clock that turns hostile: how often it was called, and the clock. */
export interface TurningClock {
  /** The calls so far. */
  readonly calls: () => number;
  /** Tells whether it has turned hostile yet: it was called more than its honest reads. */
  readonly turned: () => boolean;
  /** The clock: `step` milliseconds more on each honest call, then hostile. */
  readonly clock: () => number;
}

/**
 * A clock that answers honestly `reads` times, each time `step` milliseconds later, and then turns hostile:
 * the issue's clock that throws on its second call, or that returns `NaN`, `undefined` or a string.
 *
 * @param reads - the honest calls.
 * @param turn - what it does after them.
 * @param step - the milliseconds between honest calls.
 */
export function clockTurningHostile(reads: number, turn: HostileTurn, step = 1): TurningClock {
  let calls = 0;
  return {
    calls: () => calls,
    turned: () => calls > reads,
    clock: () => (++calls > reads ? (hostileValue(turn) as number) : calls * step),
  };
}

/**
 * An abort signal whose `aborted` is `false` for `reads` reads, then throws, as the issue's signal with a
 * throwing getter does from the first read.
 *
 * @param reads - the honest reads.
 */
export function signalTurningHostile(reads: number): { readonly aborted: boolean; readonly reads: () => number } {
  let count = 0;
  return {
    get aborted(): boolean {
      if (++count > reads) throw new HostileError('aborted');
      return false;
    },
    reads: () => count,
  };
}

/**
 * A copy of an object whose `key` is a getter that gives the key's value `reads` times, then turns hostile:
 * a library that reads an option twice would see two different values.
 *
 * @param value - a plain object.
 * @param key - the key to booby-trap.
 * @param reads - the honest reads.
 * @param turn - what the getter does after them.
 */
export function withGetterTurningHostile(value: object, key: string, reads: number, turn: HostileTurn): object {
  const copy: Record<string, unknown> = { ...value };
  const honest = copy[key];
  let count = 0;
  Object.defineProperty(copy, key, {
    enumerable: true,
    get: () => (++count > reads ? hostileValue(turn) : honest),
  });
  return copy;
}

/**
 * Checks that a result is the error of a code, with a message that names `text` (the option or path at fault).
 *
 * @param result - a library result.
 * @param code - the expected error code.
 * @param text - what the message must name.
 */
export function expectError(result: { ok: boolean; error?: { code: string; message: string } }, code: string, text: string): void {
  expect(result.ok).toBe(false);
  expect(result.error?.code).toBe(code);
  expect(result.error?.message).toContain(text);
}
