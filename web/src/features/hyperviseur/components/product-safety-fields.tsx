// « Sécurité et conformité » in the product form: the GPSR information (required for scooters
// and batteries) and the éco-participation included in the price.
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { FormField } from '@/ui/form-field';
import type { ProductFormValues } from '../lib/product-form';
import { PARTY_FIELDS } from '../lib/product-safety-form';

type Props = {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
};

const PARTIES = [
  ['manufacturer', 'Fabricant', undefined],
  [
    'eu_responsible',
    'Personne responsable dans l’Union européenne',
    'Obligatoire quand le fabricant est établi hors de l’UE (importateur ou mandataire).',
  ],
] as const;

export function ProductSafetyFields({ register, errors }: Props) {
  const safety = errors.safety;
  return (
    <Stack as="fieldset" gap="3" data-testid="product-safety-fields">
      <Heading as="legend" size="sm">
        Sécurité et conformité (GPSR)
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Obligatoire pour une trottinette ou une batterie ; affiché sur la fiche produit.
      </Text>
      {PARTIES.map(([key, title, helper]) => (
        <Stack key={key} gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            {title}
          </Text>
          {helper && (
            <Text fontSize="xs" color="fg.muted">
              {helper}
            </Text>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {PARTY_FIELDS.map(([field, label]) => (
              <FormField
                key={field}
                label={`${label} (${key === 'manufacturer' ? 'fabricant' : 'responsable UE'})`}
                error={safety?.[key]?.[field]?.message ?? safety?.[key]?.message}
              >
                <Input {...register(`safety.${key}.${field}`)} />
              </FormField>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <FormField label="Modèle" error={safety?.model?.message}>
          <Input {...register('safety.model')} />
        </FormField>
        <FormField label="Référence" error={safety?.reference?.message}>
          <Input {...register('safety.reference')} />
        </FormField>
        <FormField label="EAN (si connu)" error={safety?.ean?.message}>
          <Input inputMode="numeric" {...register('safety.ean')} />
        </FormField>
      </SimpleGrid>
      <FormField
        label="Avertissements et consignes de sécurité (en français, un par ligne)"
        error={safety?.warnings?.message}
      >
        <Textarea rows={4} {...register('safety.warnings')} />
      </FormField>
      <FormField
        label="Éco-participation comprise dans le prix (€)"
        error={errors.eco_fee?.message}
        helper="Montant du fournisseur, répercuté à l’identique ; vide si aucune."
      >
        <Input inputMode="decimal" {...register('eco_fee')} />
      </FormField>
    </Stack>
  );
}
