// « − 2 + »: a quantity between `min` and `max` (the stock, at most 99). Plain buttons rather than
// a number-input machine: it sits on product pages, whose initial bundle is counted.
import { HStack, IconButton, Text } from '@chakra-ui/react';

type Props = {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  min?: number;
  disabled?: boolean;
  /** What is counted, for screen readers: « Quantité de <label> ». */
  label?: string;
  size?: 'sm' | 'md';
};

export function QuantityStepper({
  value,
  max,
  onChange,
  min = 1,
  disabled = false,
  label,
  size = 'md',
}: Props) {
  const name = label ? `Quantité de ${label}` : 'Quantité';
  return (
    <HStack gap="0" borderWidth="1px" rounded="l2" role="group" aria-label={name} w="fit-content">
      <IconButton
        variant="ghost"
        size={size}
        aria-label="Diminuer la quantité"
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </IconButton>
      <Text
        minW="8"
        textAlign="center"
        fontWeight="semibold"
        aria-live="polite"
        data-testid="quantity"
      >
        {value}
      </Text>
      <IconButton
        variant="ghost"
        size={size}
        aria-label="Augmenter la quantité"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </IconButton>
    </HStack>
  );
}
