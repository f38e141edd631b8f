// An entry typed by hand (usually an expense): date, category, label, supplier, amount TTC and
// VAT rate. react-hook-form + the shared LedgerEntryInputSchema.
import { Button, Flex, Input, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  LEDGER_CATEGORY_LABELS,
  LEDGER_KIND_LABELS,
  LedgerEntryInputSchema,
  VAT_RATES,
  type LedgerEntryInput,
} from '@fohzshop/shared/schemas/ledger';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import { FormField } from '@/ui/form-field';
import { SelectField, optionsOf } from '@/ui/select-field';

type Props = {
  today: string;
  busy: boolean;
  onSubmit: (entry: LedgerEntryInput) => Promise<unknown>;
};

const VAT_OPTIONS = VAT_RATES.map(
  (rate) => [String(rate), `${String(rate).replace('.', ',')} %`] as const,
);

export function LedgerEntryForm({ today, busy, onSubmit }: Props) {
  const defaults = {
    date: today,
    kind: 'expense',
    category: 'purchases',
    label: '',
    supplier: '',
    vat_rate: 20,
  } as const;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LedgerEntryInput>({
    resolver: zodResolver(LedgerEntryInputSchema, { error: frenchErrorMap }),
    defaultValues: defaults,
  });
  return (
    <form
      noValidate
      aria-label="Nouvelle écriture"
      onSubmit={handleSubmit((entry) =>
        onSubmit({ ...entry, supplier: entry.supplier?.trim() || undefined }).then(() =>
          reset(defaults),
        ),
      )}
    >
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
        <FormField label="Date" error={errors.date?.message} required>
          <Input size="sm" type="date" {...register('date')} />
        </FormField>
        <SelectField
          label="Type"
          options={optionsOf(LEDGER_KIND_LABELS)}
          error={errors.kind?.message}
          {...register('kind')}
        />
        <SelectField
          label="Catégorie"
          options={optionsOf(LEDGER_CATEGORY_LABELS)}
          error={errors.category?.message}
          {...register('category')}
        />
        <FormField label="Libellé" error={errors.label?.message} required>
          <Input size="sm" {...register('label')} />
        </FormField>
        <FormField label="Fournisseur" error={errors.supplier?.message}>
          <Input size="sm" {...register('supplier')} />
        </FormField>
        <FormField label="Montant TTC (€)" error={errors.amount?.message} required>
          <Input
            size="sm"
            inputMode="decimal"
            {...register('amount', {
              setValueAs: (v: string) =>
                v === '' ? undefined : Number(String(v).replace(',', '.')),
            })}
          />
        </FormField>
        <SelectField
          label="TVA"
          options={VAT_OPTIONS}
          error={errors.vat_rate?.message}
          {...register('vat_rate', { setValueAs: Number })}
        />
        <Flex>
          <Button type="submit" size="sm" loading={busy}>
            Enregistrer l'écriture
          </Button>
        </Flex>
      </SimpleGrid>
    </form>
  );
}
