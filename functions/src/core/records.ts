// Typed reads of the money paths (the other entities: *-records.ts beside this file): what the server reads from the database is parsed with the
// shared zod schemas here, at the boundary. A record that does not match its schema is an error
// naming its path and zod's message (the callable wrapper logs it and answers `internal`), never
// a silent cast. Writers that change a stored record write the stored value back with their
// changes on top (storedWith), so that a field the schema does not know is never dropped.
import { z } from 'zod';
import { LedgerEntrySchema, type LedgerEntry } from '@fohzshop/shared/schemas/ledger';
import { OrderSchema, type Order } from '@fohzshop/shared/schemas/order';
import { SHOP_SETTINGS_PATH, ShopSettingsSchema } from '@fohzshop/shared/schemas/settings';
import { pathOf, ref } from './db.js';
import { isStoredObject, listOf, RecordError, type StoredObject } from './stored-value.js';

export {
  entriesOf,
  isStoredObject,
  objectEntriesOf,
  RecordError,
  type StoredObject,
} from './stored-value.js';

/** `raw` read at `path`, parsed with `schema`; a RecordError naming the path when it does not match. */
export function parseRecord<T>(schema: z.ZodType<T>, raw: unknown, path: string): T {
  const result = schema.safeParse(raw);
  if (!result.success) throw new RecordError(path, result.error);
  return result.data;
}

/** The raw value stored at `path`: an object, or null when there is none. A scalar is an error. */
export async function readStoredObject(path: string): Promise<StoredObject | null> {
  const raw: unknown = (await ref(path).once('value')).val();
  if (raw === null || isStoredObject(raw)) return raw;
  throw new RecordError(path, 'an object was expected');
}

/** orders/{orderId} as stored (its id is the key: stored orders may not repeat it). */
export function parseOrder(raw: unknown, orderId: string): Order {
  const record = isStoredObject(raw)
    ? { ...raw, order_id: orderId, items: listOf(raw.items), history: listOf(raw.history) }
    : raw;
  return parseRecord(OrderSchema, record, pathOf('orders', orderId));
}

export async function readOrder(orderId: string): Promise<Order | null> {
  const raw: unknown = (await ref(pathOf('orders', orderId)).once('value')).val();
  return raw === null ? null : parseOrder(raw, orderId);
}

export function parseLedgerEntry(raw: unknown, entryId: string): LedgerEntry {
  const record = isStoredObject(raw) ? { ...raw, history: listOf(raw.history) } : raw;
  return parseRecord(LedgerEntrySchema, record, pathOf('ledger', entryId));
}

export async function readLedgerEntry(entryId: string): Promise<LedgerEntry | null> {
  const raw: unknown = (await ref(pathOf('ledger', entryId)).once('value')).val();
  return raw === null ? null : parseLedgerEntry(raw, entryId);
}

/**
 * What the money paths read of settings/shop, every part optional: e-mails and documents work
 * with what is filled in; the seller is parsed where it is used (an invoice cannot be issued
 * without it: a French refusal there, not an error here).
 */
export const ShopSettingsReadSchema = z.object({
  contact: ShopSettingsSchema.shape.contact.partial().optional(),
  seller: z.unknown().optional(),
});
export type ShopSettingsRead = z.infer<typeof ShopSettingsReadSchema>;

export async function readShopSettings(): Promise<ShopSettingsRead> {
  const raw: unknown = (await ref(SHOP_SETTINGS_PATH).once('value')).val();
  return parseRecord(ShopSettingsReadSchema, raw ?? {}, SHOP_SETTINGS_PATH);
}

/**
 * The stored value with `next`'s changed top-level fields on top: a field `next` shares with
 * `parsedValue` (unchanged) keeps its stored form, fields the schema does not know stay, and the
 * `merged` object fields keep the stored sub-fields `next` does not set. Never removes a field.
 */
export function storedWith<T extends object>(
  raw: StoredObject,
  parsedValue: T,
  next: T,
  merged: readonly string[] = [],
): StoredObject {
  const before = new Map<string, unknown>(Object.entries(parsedValue));
  const changes = Object.entries(next)
    .filter(([key, value]) => before.get(key) !== value)
    .map(([key, value]): [string, unknown] => {
      const stored = raw[key];
      const merge = merged.includes(key) && isStoredObject(stored) && isStoredObject(value);
      return [key, merge ? { ...stored, ...value } : value];
    });
  return { ...raw, ...Object.fromEntries(changes) };
}
