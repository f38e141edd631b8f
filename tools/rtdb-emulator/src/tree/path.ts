// Paths are key arrays; the wire form is "/a/b" with "/" for the root.
import { InvalidDataError, assertValidKey } from './validate.js';

export type Path = readonly string[];

/** Parses a wire or REST path; rejects keys the database forbids (".priority" is allowed last). */
export function parsePath(text: unknown): string[] {
  if (typeof text !== 'string') throw new InvalidDataError('Invalid path: expected a string');
  const keys = text.split('/').filter((key) => key !== '');
  keys.forEach((key, i) => {
    if (key === '.priority' && i === keys.length - 1) return;
    assertValidKey(key, 'path');
  });
  return keys;
}

export function pathToString(path: Path): string {
  return '/' + path.join('/');
}

export function isPrefix(prefix: Path, path: Path): boolean {
  if (prefix.length > path.length) return false;
  return prefix.every((key, i) => key === path[i]);
}

/** True when one path contains the other (a write at one affects data seen at the other). */
export function pathsOverlap(a: Path, b: Path): boolean {
  return isPrefix(a, b) || isPrefix(b, a);
}
