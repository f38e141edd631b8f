// The 13 sorts of the shared SORT_OPTIONS (default 'Meilleures ventes') and a reset button.
import { Button, HStack, chakra } from '@chakra-ui/react';
import { NativeSelectField, NativeSelectIndicator, NativeSelectRoot } from '@/ui/native-select';
import { DEFAULT_SORT, SORT_OPTIONS, isSortKey, type SortKey } from '@fohzshop/shared/catalog/sort';

type Props = { value: SortKey; onChange: (sort: SortKey) => void; onReset: () => void };

export function SortSelect({ value, onChange, onReset }: Props) {
  return (
    <HStack gap="2" wrap="wrap">
      <chakra.label htmlFor="catalog-sort" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        Trier par
      </chakra.label>
      <NativeSelectRoot size="sm" width="auto" minW="48">
        <NativeSelectField
          id="catalog-sort"
          value={value}
          onChange={(event) => {
            if (isSortKey(event.currentTarget.value)) onChange(event.currentTarget.value);
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectIndicator />
      </NativeSelectRoot>
      {value !== DEFAULT_SORT && (
        <Button size="sm" variant="ghost" onClick={onReset}>
          Réinitialiser le tri
        </Button>
      )}
    </HStack>
  );
}
