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

export function splitChildPath(rel: unknown): string[] {
  if (typeof rel !== 'string')
    throw new RuleRuntimeError(`child path must be a string, got ${typeName(rel)}`);
  const keys = rel.split('/').filter((k) => k !== '');
  for (const key of keys) {
    if (!isValidKey(key)) throw new RuleRuntimeError(`Invalid child path ${JSON.stringify(rel)}`);
  }
  return keys;
}

export function typeName(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (v instanceof Snap) return 'RuleDataSnapshot';
  if (v instanceof RegExp) return 'regular expression';
  return typeof v;
}

export class Snap {
  constructor(
    readonly src: DataSource,
    readonly path: readonly string[],
  ) {}

  child(rel: unknown): Snap {
    const keys = splitChildPath(rel);
    return keys.length === 0 ? this : new Snap(this.src, [...this.path, ...keys]);
  }

  parent(): Snap {
    if (this.path.length === 0) throw new RuleRuntimeError('The root has no parent');
    return new Snap(this.src, this.path.slice(0, -1));
  }

  val(): unknown {
    return this.src.val(this.path) ?? null;
  }

  /** Primitive value, or undefined for a node with children (avoids materialising subtrees). */
  leaf(): unknown {
    return this.src.childKeys(this.path).length > 0 ? undefined : (this.src.val(this.path) ?? null);
  }

  exists(): boolean {
    return this.leaf() !== null;
  }

  hasChildren(keys?: unknown): boolean {
    if (keys === undefined) return this.src.childKeys(this.path).length > 0;
    if (!Array.isArray(keys))
      throw new RuleRuntimeError('hasChildren expects an array of child names');
    return keys.every((k) => this.child(k).exists());
  }

  priority(): string | number | null {
    return this.src.priority(this.path);
  }
}
