// RuleDataSnapshot: a (DataSource, path) pair. Only touches the DataSource where a method needs it;
// `val()` is the only call that may materialise a whole subtree.
import type { DataSource } from './types.js';

/** Thrown while evaluating a rule; the rule then evaluates to false. */
export class RuleRuntimeError extends Error {}

/** A database key: non-empty, without . # $ [ ] / or control characters. */
export function isValidKey(key: string): boolean {
  if (key === '' || /[.#$[\]/]/.test(key)) return false;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return false;
  }
  return true;
}

/** Keys of a relative child path ("a/b" → ["a", "b"]); empty segments are ignored. */
export function splitChildPath(rel: unknown): string[] {
  if (typeof rel !== 'string')
    throw new RuleRuntimeError(`child path must be a string, got ${typeName(rel)}`);
  return rel.split('/').filter((k) => k !== '');
}

export function typeName(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (v instanceof Snap) return 'RuleDataSnapshot';
  if (v instanceof RegExp) return 'regular expression';
  return typeof v;
}

/**
 * `unreachable` marks a path holding a key no data can have (e.g. `child('banned/' + auth.uid)`
 * with a uid containing "."): like the real database, it is a missing child, not an error.
 */
export class Snap {
  constructor(
    readonly src: DataSource,
    readonly path: readonly string[],
    readonly unreachable = false,
  ) {}

  child(rel: unknown): Snap {
    const keys = splitChildPath(rel);
    if (keys.length === 0) return this;
    const unreachable = this.unreachable || !keys.every(isValidKey);
    return new Snap(this.src, [...this.path, ...keys], unreachable);
  }

  parent(): Snap {
    if (this.path.length === 0) throw new RuleRuntimeError('The root has no parent');
    const path = this.path.slice(0, -1);
    return new Snap(this.src, path, this.unreachable && !path.every(isValidKey));
  }

  val(): unknown {
    return this.unreachable ? null : (this.src.val(this.path) ?? null);
  }

  /** Primitive value, or undefined for a node with children (avoids materialising subtrees). */
  leaf(): unknown {
    if (this.unreachable) return null;
    return this.src.childKeys(this.path).length > 0 ? undefined : (this.src.val(this.path) ?? null);
  }

  exists(): boolean {
    return this.leaf() !== null;
  }

  hasChildren(keys?: unknown): boolean {
    if (keys === undefined) return !this.unreachable && this.src.childKeys(this.path).length > 0;
    if (!Array.isArray(keys))
      throw new RuleRuntimeError('hasChildren expects an array of child names');
    return keys.every((k) => this.child(k).exists());
  }

  priority(): string | number | null {
    return this.unreachable ? null : this.src.priority(this.path);
  }
}
