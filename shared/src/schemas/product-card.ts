// product_cards/{id} and compatible_parts as the server reads them back (to compare them with
// what products/* says they should be): the StoredCard of catalog/product-card.ts as a strict
// schema, so that a card with a field too many or too few reads as unreadable and is rewritten.
// Kept out of catalog/product-card.ts, which the storefront loads without zod.
import { z } from 'zod';
import type { StoredCard } from '../catalog/product-card';
import { entriesOf } from '../stored-value';

const count = z.number().int().min(0);

export const StoredCardSchema = z.strictObject({
  n: z.string().min(1),
  b: z.string(),
  t: z.string(),
  p: count,
  o: count.optional(),
  s: count,
  r: z.literal(true).optional(),
  v: count,
  c: z.number(),
  i: z.string().optional(),
  f: z.strictObject({ i: z.string(), w: count, h: count, s: z.array(count) }).optional(),
  // A list comes back as an object keyed 0…n once it has holes: read as the list it stands for.
  w: z
    .preprocess(
      (value) => (value && typeof value === 'object' ? Object.values(value) : value),
      z.array(z.string()),
    )
    .optional(),
  e: count.optional(),
}) satisfies z.ZodType<StoredCard>;

/** A stored card, or null when it does not match (it is then rewritten or removed). */
export function parseStoredCard(raw: unknown): StoredCard | null {
  const card = StoredCardSchema.safeParse(raw);
  return card.success ? card.data : null;
}

/** A stored compatible_parts index flattened: `scooter/part` → views, null when unreadable. */
export function compatibleEntriesOf(index: unknown): Map<string, number | null> {
  const flat = new Map<string, number | null>();
  for (const [scooterId, parts] of entriesOf(index))
    for (const [partId, views] of entriesOf(parts)) {
      const parsed = count.safeParse(views);
      flat.set(`${scooterId}/${partId}`, parsed.success ? parsed.data : null);
    }
  return flat;
}
