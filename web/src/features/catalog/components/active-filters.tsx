// The active filters as removable chips, so a shared link shows at once what it narrows.
import { Button, HStack } from '@chakra-ui/react';
import { FILTER_KEY_LABELS, parsePriceRange, type Filter } from '@fohzshop/shared/catalog/filters';
import { formatCents } from '@fohzshop/shared/money';
import { CloseIcon } from '@/ui/icons';

type Props = { filters: readonly Filter[]; onRemove: (filter: Filter) => void };

/** '500-2000' → '500,00 € – 2 000,00 €', '-300' → "jusqu'à 300,00 €". */
export function priceText(query: string): string {
  const range = parsePriceRange(query);
  if (!range) return query;
  const { minCents: min, maxCents: max } = range;
  if (min !== undefined && max !== undefined)
    return min === max ? formatCents(min) : `${formatCents(min)} – ${formatCents(max)}`;
  return min !== undefined ? `à partir de ${formatCents(min)}` : `jusqu'à ${formatCents(max ?? 0)}`;
}

const text = (filter: Filter) => (filter.key === 'price' ? priceText(filter.query) : filter.query);

export function ActiveFilters({ filters, onRemove }: Props) {
  if (filters.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" aria-label="Filtres actifs">
      {filters.map((filter) => (
        <Button
          key={`${filter.key}:${filter.query}`}
          size="xs"
          variant="subtle"
          rounded="full"
          onClick={() => onRemove(filter)}
          aria-label={`Retirer le filtre ${FILTER_KEY_LABELS[filter.key]} : ${filter.query}`}
        >
          {text(filter)}
          <CloseIcon size="3" />
        </Button>
      ))}
    </HStack>
  );
}
