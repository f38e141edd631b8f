// « Code promo »: one code per order. The server's answer is shown here: the code applied with
// its conditions, or its French refusal at the field. The order sends the code, never an amount.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatCents } from '@fohzshop/shared/money';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import type { AppliedCode } from '../hooks/use-promotion-code';

type Props = {
  applied: AppliedCode | null;
  error?: string | undefined;
  pending: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
};

export function PromotionCodeField({ applied, error, pending, onApply, onRemove }: Props) {
  const [typed, setTyped] = useState('');
  if (applied)
    return (
      <Stack gap="1" data-testid="promotion-applied">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">
            Code {applied.code} appliqué : -{formatCents(applied.discount_cents)}
          </Text>
          <Button size="xs" variant="outline" onClick={onRemove}>
            Retirer le code
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {applied.conditions}
        </Text>
      </Stack>
    );
  return (
    <HStack align="flex-end" gap="2">
      <FormField label="Code promo" error={error}>
        <Input
          name="promotion_code"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code; it must not submit the order.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onApply(typed);
          }}
        />
      </FormField>
      <Button variant="outline" loading={pending} onClick={() => onApply(typed)}>
        Appliquer
      </Button>
    </HStack>
  );
}
