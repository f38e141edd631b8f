// compatible_parts/{scooter_id}/{part_id} = the part's views (shared/src/catalog/product-card.ts):
// the index a scooter's page reads its most viewed parts from. It is derived from the cards (a
// part's card lists the scooters it fits in `w`), so every function that writes a card moves
// these entries in the same update.
import { COMPATIBLE_PARTS, type StoredCard } from '@fohzshop/shared/catalog/product-card';
import { pathOf, type PathUpdates } from '../core/db.js';
import { scootersOfCard } from '../core/product-records.js';

export const compatiblePath = (scooterId: string, partId: string): string =>
  pathOf(COMPATIBLE_PARTS, scooterId, partId);

/** The paths that move a part's entries from its card `before` (raw, stored) to `after`. */
export function compatibleChanges(
  partId: string,
  before: unknown,
  after: StoredCard | null,
): PathUpdates {
  const next = scootersOfCard(after);
  const changes: PathUpdates = {};
  for (const scooterId of scootersOfCard(before))
    if (!next.includes(scooterId)) changes[compatiblePath(scooterId, partId)] = null;
  for (const scooterId of next) changes[compatiblePath(scooterId, partId)] = after?.v ?? 0;
  return changes;
}

/** The whole index the cards call for: {scooter: {part: views}}. */
export function compatibleOf(
  cards: Record<string, StoredCard>,
): Record<string, Record<string, number>> {
  const index: Record<string, Record<string, number>> = {};
  for (const [partId, card] of Object.entries(cards))
    for (const scooterId of scootersOfCard(card)) (index[scooterId] ??= {})[partId] = card.v;
  return index;
}
