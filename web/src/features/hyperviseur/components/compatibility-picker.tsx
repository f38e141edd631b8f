// Which scooters a part fits: a searchable list of the catalogue's scooters with checkboxes.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Product } from '@fohzshop/shared/schemas/product';
import { Input } from '@/ui/input';
import { matchesWords } from '../lib/table-filters';
import { InlineCheckbox } from './inline-checkbox';

type Props = { scooters: readonly Product[]; value: string[]; onChange: (ids: string[]) => void };

export function CompatibilityPicker({ scooters, value, onChange }: Props) {
  const [query, setQuery] = useState('');
  const selected = new Set(value);
  const shown = useMemo(
    () => scooters.filter((s) => matchesWords(query, [s.name, s.brand])),
    [scooters, query],
  );
  const toggle = (id: string) =>
    onChange(selected.has(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Compatibilité ({value.length} trottinette{value.length > 1 ? 's' : ''})
      </Heading>
      <Input
        size="sm"
        placeholder="Filtrer les trottinettes…"
        aria-label="Filtrer les trottinettes compatibles"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Box maxHeight="48" overflowY="auto" borderWidth="1px" rounded="md" p="2">
        {shown.length === 0 && <Text color="fg.muted">Aucune trottinette.</Text>}
        {shown.map((scooter) => (
          <InlineCheckbox
            key={scooter.product_id}
            label={`${scooter.brand} · ${scooter.name}`}
            checked={selected.has(scooter.product_id)}
            onChange={() => toggle(scooter.product_id)}
          />
        ))}
      </Box>
    </Stack>
  );
}
