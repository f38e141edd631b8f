// Picks a catalogue product to add to an order: a search over name and brand, then a select of
// the matches (price and stock shown) and « Ajouter ». Used by the new-order dialog and by the
// edit of an unpaid order; products already on the order are not offered again.
import { Button, Flex } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Product } from '@fohzshop/shared/schemas/product';
import { formatEuros } from '@fohzshop/shared/money';
import { Input } from '@/ui/input';
import { useProducts } from '@/entities/product/hooks/use-products';
import { SelectField } from '@/ui/select-field';
import { matchesWords } from '../lib/table-filters';

/** Enough to choose from; the search narrows a large catalogue down. */
const MAX_OPTIONS = 200;

type Props = {
  /** Products already on the order. */
  exclude: readonly string[];
  onAdd: (product: Product) => void;
  /** Text of the button (« Ajouter », « Ajouter un produit »). */
  action?: string;
};

export function ProductLinePicker({ exclude, onAdd, action = 'Ajouter' }: Props) {
  const { products } = useProducts();
  const [query, setQuery] = useState('');
  const [productId, setProductId] = useState('');
  const options = useMemo(
    () =>
      products
        .filter((p) => !exclude.includes(p.product_id) && matchesWords(query, [p.name, p.brand]))
        .slice(0, MAX_OPTIONS),
    [products, exclude, query],
  );
  const chosen = options.find((p) => p.product_id === productId);
  return (
    <Flex gap="2" align="flex-end" wrap="wrap">
      <Input
        size="sm"
        width={{ base: 'full', md: '56' }}
        placeholder="Rechercher un produit…"
        aria-label="Rechercher un produit à ajouter"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <SelectField
        label="Produit"
        empty="Choisir…"
        options={options.map(
          (p) => [p.product_id, `${p.name} · ${formatEuros(p.price)} · stock ${p.stock}`] as const,
        )}
        value={chosen ? productId : ''}
        onChange={(e) => setProductId(e.target.value)}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          onAdd(chosen);
          setProductId('');
        }}
      >
        {action}
      </Button>
    </Flex>
  );
}
