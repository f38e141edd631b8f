// The dialog's results for a query: every card of the catalogue (asked for when the dialog first
// opens: the panel is lazy), folded once per catalogue change, optionally narrowed to the parts
// that fit « Mon garage ».
import { useDeferredValue, useMemo, useState } from 'react';
import { useCards } from '@/entities/product/hooks/use-catalog';
import { useGarage } from '@/entities/garage/hooks/use-garage';
import { toSections } from '../components/search-sections';
import { narrowIndex, searchCards, searchIndex } from '../lib/search-index';

export function useSearchResults(query: string) {
  const { cards, isLoading } = useCards(undefined);
  const { scooterIds } = useGarage();
  const [onlyCompatible, setOnlyCompatible] = useState(false);
  const narrowed = scooterIds.length > 0 && onlyCompatible;
  const index = useMemo(() => searchIndex(cards), [cards]);
  const searched = useMemo(
    () => (narrowed ? narrowIndex(index, scooterIds) : index),
    [narrowed, index, scooterIds],
  );
  const deferredQuery = useDeferredValue(query);
  const sections = useMemo(
    () => toSections(searchCards(deferredQuery, searched)),
    [deferredQuery, searched],
  );
  const options = useMemo(() => sections.flatMap((section) => section.options), [sections]);
  return {
    sections,
    options,
    isLoading,
    hasGarage: scooterIds.length > 0,
    onlyCompatible,
    setOnlyCompatible,
  };
}
