// Step 1 of the withdrawal function: name, order number, the order's e-mail (where the
// acknowledgement goes), whole order or some items. Checked with the shared schema, then shown
// for confirmation (StatementReview); only that second step calls the server.
import { Box, Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { submitWithdrawal } from '@fohzshop/shared/contracts/withdrawal';
import type { Order } from '@fohzshop/shared/schemas/order';
import {
  WITHDRAWAL_LIMITS,
  WITHDRAWAL_SCOPE_LABELS,
  WithdrawalRequestSchema,
  type ParsedWithdrawalRequest,
  type WithdrawalRequest,
} from '@fohzshop/shared/schemas/withdrawal';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { useCallable } from '@/lib/callable/use-callable';
import { itemsText, requestOf, type WithdrawalValues } from '../lib/prefill';
import { StatementReview } from './statement-review';
import { WithdrawalSent } from './withdrawal-sent';

const Choice = chakra('input', {
  base: { accentColor: 'orange.solid', boxSize: '4', flexShrink: 0, cursor: 'pointer' },
});

type Props = { defaults: WithdrawalValues; order?: Order | undefined };

export function WithdrawalForm({ defaults, order }: Props) {
  const [review, setReview] = useState<ParsedWithdrawalRequest | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<WithdrawalRequest, unknown, ParsedWithdrawalRequest>({
    resolver: zodResolver(WithdrawalRequestSchema, { error: frenchErrorMap }),
    defaultValues: defaults,
  });
  const mutation = useCallable(submitWithdrawal, { error: WITHDRAWAL_TEXTS.failed });
  const scope = useWatch({ control, name: 'scope' });

  if (mutation.isSuccess) return <WithdrawalSent />;
  if (review)
    return (
      <StatementReview
        statement={review}
        sending={mutation.isPending}
        onConfirm={() => mutation.mutate(requestOf({ ...review, items: review.items ?? '' }))}
        onEdit={() => setReview(null)}
      />
    );

  const tick = (productId: string, on: boolean) => {
    const next = on ? [...ticked, productId] : ticked.filter((id) => id !== productId);
    setTicked(next);
    if (order) setValue('items', itemsText(order, next));
  };

  return (
    <form
      noValidate
      aria-label="Formulaire de rétractation"
      onSubmit={handleSubmit((values) => setReview(values))}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Nom et prénom" error={errors.name?.message} required>
            <Input autoComplete="name" maxLength={WITHDRAWAL_LIMITS.name} {...register('name')} />
          </FormField>
          <FormField
            label="Numéro de commande"
            error={errors.order_number?.message}
            helper="Dans l’e-mail de confirmation, sous la forme FZ-2026-000123."
            required
          >
            <Input autoCapitalize="characters" {...register('order_number')} />
          </FormField>
        </SimpleGrid>
        <FormField
          label="Adresse e-mail utilisée pour la commande"
          error={errors.email?.message}
          helper="L’accusé de réception est envoyé à cette adresse, celle de la commande."
          required
        >
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <Box as="fieldset">
          <Text as="legend" fontWeight="medium" mb="2">
            Rétractation de
          </Text>
          <Stack gap="2">
            {(['order', 'items'] as const).map((value) => (
              <Box as="label" key={value} display="flex" gap="2" alignItems="center">
                <Choice type="radio" value={value} {...register('scope')} />
                {WITHDRAWAL_SCOPE_LABELS[value]}
              </Box>
            ))}
          </Stack>
        </Box>
        {scope === 'items' && (
          <Stack gap="2">
            {order?.items.map((item) => (
              <Box as="label" key={item.product_id} display="flex" gap="2" alignItems="center">
                <Choice
                  type="checkbox"
                  checked={ticked.includes(item.product_id)}
                  onChange={(event) => tick(item.product_id, event.target.checked)}
                />
                {item.quantity} × {item.name}
              </Box>
            ))}
            <FormField
              label="Articles concernés"
              error={errors.items?.message}
              helper="Par exemple : 1 × Batterie 60 V 30 Ah."
              required
            >
              <Textarea rows={3} maxLength={WITHDRAWAL_LIMITS.items} {...register('items')} />
            </FormField>
          </Stack>
        )}
        <Button type="submit" alignSelf="flex-start" size="lg">
          {WITHDRAWAL_TEXTS.review}
        </Button>
      </Stack>
    </form>
  );
}
