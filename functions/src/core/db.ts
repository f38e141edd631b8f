// Conditional writes built on RTDB transactions. The Admin SDK first calls a transaction's
// update function with its local cache (usually null, nothing is cached in a function); the
// helpers below therefore never abort on a null they may not have verified: writing null
// over null is a no-op, and if the server holds data the hash check fails and the function is
// called again with the real value. The outcome is read from the committed snapshot.
import type { Reference } from 'firebase-admin/database';
import { db } from './admin.js';
import { isStoredObject, RecordError, type StoredObject } from './stored-value.js';

export const ref = (path: string): Reference => db().ref(path);

/** Joins checked keys into a path; keys come from zod-validated DatabaseKeySchema values. */
export const pathOf = (...keys: string[]): string => keys.join('/');

/** What the database stores at a path (undefined is refused by the SDK; null removes). */
export type DatabaseValue = string | number | boolean | object | null;
/** A multi-path update: database paths → the values written there. A write, never a read. */
export type PathUpdates = { [path: string]: DatabaseValue };

/**
 * `value` without its undefined fields, for a write: the database refuses undefined (and null
 * would delete). The type stays T: only fields whose value is undefined (optional ones) go.
 */
export const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/** The transaction's current value as an object (or null); a scalar there is a RecordError. */
function currentObject(path: string, current: unknown): StoredObject | null {
  if (current === null || isStoredObject(current)) return current;
  throw new RecordError(path, 'an object was expected');
}

/**
 * Rewrites an existing node with next(current) atomically; false when the node does not exist
 * (then nothing is written).
 */
export async function updateExisting(
  path: string,
  next: (current: StoredObject) => StoredObject,
): Promise<boolean> {
  const result = await ref(path).transaction((raw: unknown) => {
    const current = currentObject(path, raw);
    return current === null ? null : next(current);
  });
  return result.committed && result.snapshot.exists();
}

/** Writes value only if nothing is at path; true when this call created it. */
export async function createIfAbsent(path: string, value: object): Promise<boolean> {
  const result = await ref(path).transaction((current: unknown) =>
    current === null ? value : undefined,
  );
  return result.committed;
}

/** Writes next(current or null) atomically (create or replace). */
export async function upsert(
  path: string,
  next: (current: StoredObject | null) => object,
): Promise<void> {
  await ref(path).transaction((raw: unknown) => next(currentObject(path, raw)));
}

/** Deletes an existing node atomically; false when there was nothing to delete. */
export async function removeExisting(path: string): Promise<boolean> {
  let existed = false;
  await ref(path).transaction((current: unknown) => {
    existed = current !== null;
    return null;
  });
  return existed;
}
