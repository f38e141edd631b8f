// One filter key as a group of native checkboxes (values of one key are OR-ed, keys AND-ed).
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import type { FilterKey } from '@fohzshop/shared/catalog/filters';

type Option = { value: string; count?: number };
type Props = {
  legend: string;
  filterKey: FilterKey;
  options: readonly Option[];
  isChecked: (value: string) => boolean;
  onToggle: (value: string) => void;
};

export function FilterCheckboxGroup({ legend, filterKey, options, isChecked, onToggle }: Props) {
  if (options.length === 0) return null;
  return (
    <Box as="fieldset" borderWidth="0" p="0" m="0">
      <Text as="legend" fontWeight="semibold" fontSize="sm" mb="2">
        {legend}
      </Text>
      <Flex direction="column" gap="1.5">
        {options.map((option) => {
          const id = `filtre-${filterKey}-${option.value}`.replace(/\s+/g, '-');
          return (
            <chakra.label
              key={option.value}
              htmlFor={id}
              display="flex"
              alignItems="center"
              gap="2"
              fontSize="sm"
              cursor="pointer"
            >
              <chakra.input
                id={id}
                type="checkbox"
                checked={isChecked(option.value)}
                onChange={() => onToggle(option.value)}
                accentColor="colorPalette.solid"
                boxSize="4"
              />
              <span>{option.value}</span>
              {option.count !== undefined && (
                <Text as="span" color="fg.muted">
                  ({option.count})
                </Text>
              )}
            </chakra.label>
          );
        })}
      </Flex>
    </Box>
  );
}
