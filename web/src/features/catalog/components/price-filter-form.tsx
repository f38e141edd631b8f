// Price filter: 'min-max' in euros, inclusive (shared catalog/filters); either bound may be left empty.
// The parent keys this form by the current query, so back/forward refills it from the URL.
import { Button, Field, HStack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { parsePriceRange } from '@fohzshop/shared/catalog/filters';
import { FieldRoot } from '@/ui/field-root';
import { Input } from '@/ui/input';

const AMOUNT = /^\d{1,7}([.,]\d{1,2})?$/;
const amount = z
  .string()
  .trim()
  .refine((value) => value === '' || AMOUNT.test(value), {
    error: 'Montant invalide (ex. 1299 ou 1299,90).',
  });
const toNumber = (value: string) => Number(value.replace(',', '.'));

export const PriceFormSchema = z
  .object({ min: amount, max: amount })
  .refine(({ min, max }) => min === '' || max === '' || toNumber(min) <= toNumber(max), {
    error: 'Le prix minimum doit être inférieur ou égal au prix maximum.',
    path: ['max'],
  });
type PriceForm = z.infer<typeof PriceFormSchema>;

const euros = (cents: number | undefined) =>
  cents === undefined ? '' : String(cents / 100).replace('.', ',');

/** 'min-max' query for the URL, '' when both bounds are empty. */
export function priceQuery({ min, max }: PriceForm): string {
  const clean = (value: string) => value.trim().replace(',', '.');
  return min.trim() === '' && max.trim() === '' ? '' : `${clean(min)}-${clean(max)}`;
}

type Props = { query: string; onApply: (query: string) => void };

export function PriceFilterForm({ query, onApply }: Props) {
  const range = parsePriceRange(query);
  const { register, handleSubmit, formState } = useForm<PriceForm>({
    resolver: zodResolver(PriceFormSchema),
    defaultValues: { min: euros(range?.minCents), max: euros(range?.maxCents) },
  });
  const { errors } = formState;
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="2"
      onSubmit={handleSubmit((values) => onApply(priceQuery(values)))}
      noValidate
      aria-label="Filtrer par prix"
    >
      <Text as="h3" fontWeight="semibold" fontSize="sm">
        Prix (€)
      </Text>
      <HStack gap="2" align="start">
        <FieldRoot invalid={!!errors.min}>
          <Field.Label fontSize="xs">Minimum</Field.Label>
          <Input
            size="sm"
            inputMode="decimal"
            placeholder="0"
            autoComplete="off"
            {...register('min')}
          />
          <Field.ErrorText>{errors.min?.message}</Field.ErrorText>
        </FieldRoot>
        <FieldRoot invalid={!!errors.max}>
          <Field.Label fontSize="xs">Maximum</Field.Label>
          <Input
            size="sm"
            inputMode="decimal"
            placeholder="5000"
            autoComplete="off"
            {...register('max')}
          />
          <Field.ErrorText>{errors.max?.message}</Field.ErrorText>
        </FieldRoot>
      </HStack>
      <Button type="submit" size="sm" variant="outline">
        Appliquer le prix
      </Button>
    </chakra.form>
  );
}
