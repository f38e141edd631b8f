// The scooters « Mon garage » offers to pick from: the cards of the scooter type only (a small
// live query), never the whole catalogue. `enabled` false until the picker shows.
import { useMemo } from 'react';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { SCOOTER_TYPE } from '@fohzshop/shared/catalog/taxonomy';
import { useCards } from '@/entities/product/hooks/use-catalog';
import { useGarage } from './use-garage';

export type GarageScooters = {
  /** Every scooter of the catalogue (key order). */
  scooters: readonly ListingProduct[];
  /** The garage's scooters still in the catalogue, in the order they were added. */
  owned: readonly ListingProduct[];
  isLoading: boolean;
};

export function useGarageScooters(enabled = true): GarageScooters {
  const { cards, isLoading } = useCards(SCOOTER_TYPE, enabled);
  const { scooterIds } = useGarage();
  const owned = useMemo(() => {
    const byId = new Map(cards.map((card) => [card.product_id, card]));
    return scooterIds.flatMap((id) => byId.get(id) ?? []);
  }, [cards, scooterIds]);
  return { scooters: cards, owned, isLoading };
}
