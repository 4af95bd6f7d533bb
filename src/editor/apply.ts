/**
 * How `patchView` applies a patch: in place, on the engine's own copy of a view, each path checked against it.
 *
 * @module
 */
import type { Patch } from 'immer';

/** A list's index named by a path's key: a number, or the canonical text of one (`"3"`, never `"03"` nor `"x"`). */
function listIndex(key: string | number): number | null {
  if (typeof key === 'number') return key;
  return /^(?:0|[1-9]\d*)$/.test(key) && Number.isSafeInteger(Number(key)) ? Number(key) : null;
}

/** The list items that `add` and `remove` patches have moved so far: each moves every item after its index. */
export interface ListWork {
  moved: number;
}

/**
 * Applies one patch to the engine's own copy of a view, in place (a list's native `splice`), and answers the new
 * root, or what does not fit: a key of a list that is no index of it (in `[0, length]` for `add`, where `"-"` adds
 * last, and in `[0, length)` for `replace` and `remove`, where `replace` of `length` may shorten it), a `replace`
 * or `remove` of a key the record has not, a path through no list or record, or the root path `[]` with another
 * operation than `replace`. The items an `add` or `remove` moves in its list are counted in `work`.
 */
export function applyPatch(root: unknown, patch: Patch, work: ListWork): { readonly root: unknown } | string {
  const { op, path } = patch;
  const value: unknown = patch.value;
  if (path.length === 0) return op === 'replace' ? { root: value } : `only "replace" applies to the whole view, path []`;
  let parent = root;
  for (const [depth, key] of path.entries()) {
    const at = (): string => JSON.stringify(path.slice(0, depth + 1));
    if (typeof parent !== 'object' || parent === null) return `${JSON.stringify(path.slice(0, depth))} is no list or record`;
    const last = depth === path.length - 1;
    if (Array.isArray(parent)) {
      const index = listIndex(key);
      if (last && op === 'add' && key === '-') {
        parent.push(value);
        return { root };
      }
      if (last && op === 'replace' && key === 'length') {
        if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) > parent.length)
          return `${at()}: expected a length from 0 to ${parent.length}`;
        parent.length = value as number;
        return { root };
      }
      const end = last && op === 'add' ? parent.length : parent.length - 1;
      if (index === null || index > end) return `${at()}: ${end < 0 ? 'expected no index: the list is empty' : `expected an index from 0 to ${end}`}`;
      if (!last) parent = (parent as unknown[])[index];
      else if (op === 'replace') parent[index] = value;
      else {
        work.moved += parent.length - index;
        if (op === 'add') parent.splice(index, 0, value);
        else parent.splice(index, 1);
      }
    } else {
      const record = parent as Record<string, unknown>;
      const name = String(key);
      if ((!last || op !== 'add') && !Object.hasOwn(record, name)) return `${at()}: expected a key of the record`;
      if (!last) parent = record[name];
      else if (op === 'remove') Reflect.deleteProperty(record, name);
      else record[name] = value;
    }
  }
  return { root };
}
