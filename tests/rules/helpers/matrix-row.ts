// One row of the rules' read/write matrix (matrix.ts), and the actor sets rows use.
import { ACTORS, type Actor } from './env.js';

export type Op = 'read' | 'write' | 'remove';

export interface MatrixRow {
  /** Path, or a function of the actor when each actor needs a fresh location. */
  path: string | ((actor: Actor) => string);
  label?: string;
  read: readonly Actor[];
  write: readonly Actor[];
  remove: readonly Actor[];
  /** A value that is valid for the path, so a denied write is about access, not shape. */
  value: unknown;
}

export const ALL = ACTORS;
export const NONE: readonly Actor[] = [];
export const ADMIN: readonly Actor[] = ['admin'];
