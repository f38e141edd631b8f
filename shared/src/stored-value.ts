// The raw shapes the Realtime Database hands back (objects, arrays, scalars or null), told apart
// by type guards rather than casts. The shared readers of stored records (cards, products, price
// histories, settings) and the server's typed accessors (functions/src/core) both start here.

/** A stored JSON object. */
export type StoredObject = { readonly [key: string]: unknown };

export const isStoredObject = (value: unknown): value is StoredObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The children of a stored map (a query's result, a list of records), as [key, raw value]. */
export const entriesOf = (value: unknown): [string, unknown][] =>
  isStoredObject(value) ? Object.entries(value) : [];

/** The object children of a stored map ({key: record}); other children are skipped. */
export const objectEntriesOf = (value: unknown): [string, StoredObject][] =>
  entriesOf(value).filter((entry): entry is [string, StoredObject] => isStoredObject(entry[1]));

/** RTDB gives a list back as an array, or as an object keyed 0…n once it has holes. */
export const listOf = (value: unknown): unknown =>
  isStoredObject(value) ? Object.values(value) : value;

/** The field `key` of a stored value, or undefined when the value is not an object. */
export const fieldOf = (value: unknown, key: string): unknown =>
  isStoredObject(value) ? value[key] : undefined;
