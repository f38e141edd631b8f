// compatible_parts/{scooter_id}/{part_id} = the part's views (shared/src/catalog/product-card.ts):
// the index a scooter's page reads its most viewed parts from. It is derived from the cards (a
// part's card lists the scooters it fits in `w`), so every function that writes a card moves
// these entries in the same update.
import { COMPATIBLE_PARTS, type StoredCard } from '@fohzshop/shared/catalog/product-card';
import { PART_TYPES } from '@fohzshop/shared/catalog/taxonomy';
import { pathOf, type Row } from '../core/db.js';

export const compatiblePath = (scooterId: string, partId: string): string =>
  pathOf(COMPATIBLE_PARTS, scooterId, partId);

/** The scooters a raw stored card says its part fits (none for a scooter or no card). */
export function scootersOfCard(raw: unknown): string[] {
  if (!raw || typeof raw !== 'object') return [];
  const card = raw as Partial<Record<keyof StoredCard, unknown>>;
  if (!PART_TYPES.includes(card.t as never)) return [];
  const list = Array.isArray(card.w)
    ? card.w
    : card.w && typeof card.w === 'object'
      ? Object.values(card.w)
      : [];
  return list.filter((id): id is string => typeof id === 'string' && id !== '');
}

/** The paths that move a part's entries from its card `before` (raw, stored) to `after`. */
export function compatibleChanges(partId: string, before: unknown, after: StoredCard | null): Row {
  const next = scootersOfCard(after);
  const changes: Row = {};
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

/** Flattened `scooter/part` → views, for comparing and diffing two indexes. */
export function flatCompatible(index: unknown): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  if (!index || typeof index !== 'object') return flat;
  for (const [scooterId, parts] of Object.entries(index as Row))
    if (parts && typeof parts === 'object')
      for (const [partId, views] of Object.entries(parts as Row))
        flat[`${scooterId}/${partId}`] = views;
  return flat;
}
