// An entry typed by hand (usually an expense): date, category, label, supplier, amount TTC, VAT
// rate and the day it was paid. react-hook-form + the shared LedgerEntryInputSchema; the same
// form creates an entry and edits one (`entry`).
import { Button, Flex, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  LEDGER_CATEGORY_LABELS,
  LEDGER_KIND_LABELS,
  LedgerEntryInputSchema,
  VAT_RATES,
  type LedgerEntry,
  type LedgerEntryInput,
} from '@fohzshop/shared/schemas/ledger';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import { Input } from '@/ui/input';
import { FormField } from '@/ui/form-field';
import { SelectField, optionsOf } from '@/ui/select-field';

type Props = {
  today: string;
  busy: boolean;
  /** The entry being edited; absent: a new entry. */
  entry?: LedgerEntry;
  onSubmit: (entry: LedgerEntryInput) => Promise<unknown>;
};

/** The input fields of a stored entry, as the form holds them. */
function inputOf(entry: LedgerEntry): LedgerEntryInput {
  const { date, kind, category, label, amount, vat_rate, supplier, order_id, paid_on } = entry;
  return {
    date,
    kind,
    category,
    label,
    amount,
    vat_rate,
    supplier: supplier ?? '',
    ...(order_id ? { order_id } : {}),
    ...(paid_on ? { paid_on } : {}),
  };
}

const emptyToUndefined = (value: string) => (value === '' ? undefined : value);

/** Drops empty optional fields: the callable SDK would send an undefined one as null. */
function withoutEmpty(input: LedgerEntryInput): LedgerEntryInput {
  const supplier = input.supplier?.trim();
  const fields = Object.entries({ ...input, supplier }).filter(
    ([, v]) => v !== undefined && v !== '',
  );
  return Object.fromEntries(fields) as LedgerEntryInput;
}

const VAT_OPTIONS = VAT_RATES.map(
  (rate) => [String(rate), `${String(rate).replace('.', ',')} %`] as const,
);

export function LedgerEntryForm({ today, busy, entry, onSubmit }: Props) {
  const defaults: Partial<LedgerEntryInput> = entry
    ? inputOf(entry)
    : {
        date: today,
        kind: 'expense',
        category: 'purchases',
        label: '',
        supplier: '',
        vat_rate: 20,
      };
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
      aria-label={entry ? "Modifier l'écriture" : 'Nouvelle écriture'}
      onSubmit={handleSubmit((input) => onSubmit(withoutEmpty(input)).then(() => reset(defaults)))}
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
        <FormField
          label="Réglée le"
          helper="Vide tant qu’elle n’est pas payée"
          error={errors.paid_on?.message}
        >
          <Input size="sm" type="date" {...register('paid_on', { setValueAs: emptyToUndefined })} />
        </FormField>
        <Flex>
          <Button type="submit" size="sm" loading={busy}>
            {entry ? 'Enregistrer les modifications' : "Enregistrer l'écriture"}
          </Button>
        </Flex>
      </SimpleGrid>
    </form>
  );
}
