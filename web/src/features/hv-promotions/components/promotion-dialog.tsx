// Create or edit a promotion code: react-hook-form, validated by the shared PromotionInputSchema
// (promotionResolver) before the callable validates it again. Dates are typed in Paris time.
import { chakra, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useForm, useWatch } from 'react-hook-form';
import { BRANDS, PRODUCT_TYPES } from '@fohzshop/shared/catalog/taxonomy';
import {
  PROMOTION_KIND_LABELS,
  type Promotion,
  type PromotionInput,
} from '@fohzshop/shared/schemas/promotion';
import { FormDialog, SubmitFooter } from '@/ui/form-dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { SelectField } from '@/ui/select-field';
import {
  EMPTY_PROMOTION_FORM,
  formOf,
  promotionInput,
  promotionResolver,
  type PromotionFormValues,
} from '../lib/promotion-form';

type Props = {
  /** null: a new code. */
  promotion: Promotion | null;
  busy: boolean;
  onSubmit: (input: PromotionInput) => void;
  onClose: () => void;
};

function Check({
  label,
  ...props
}: { label: string } & ReturnType<ReturnType<typeof useForm<PromotionFormValues>>['register']> & {
    value?: string;
  }) {
  return (
    <Flex as="label" gap="2" align="center" fontSize="sm" cursor="pointer">
      <chakra.input type="checkbox" width="4" height="4" accentColor="orange.solid" {...props} />
      {label}
    </Flex>
  );
}

export function PromotionDialog({ promotion, busy, onSubmit, onClose }: Props) {
  const { register, handleSubmit, control, formState } = useForm<PromotionFormValues>({
    resolver: promotionResolver,
    defaultValues: promotion ? formOf(promotion) : EMPTY_PROMOTION_FORM,
  });
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const submit = handleSubmit((values) => {
    const result = promotionInput(values);
    if (result.ok) onSubmit(result.input);
  });
  return (
    <FormDialog
      open
      title={promotion ? `Modifier le code ${promotion.code}` : 'Nouveau code promo'}
      busy={busy}
      onClose={onClose}
      scrollInside
      form={{ noValidate: true, 'aria-label': 'Code promo', onSubmit: submit }}
      footer={<SubmitFooter busy={busy} onCancel={onClose} />}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label="Code" error={errors.code?.message} required>
            <Input maxLength={32} readOnly={promotion !== null} {...register('code')} />
          </FormField>
          <SelectField
            label="Type de remise"
            options={Object.entries(PROMOTION_KIND_LABELS)}
            {...register('kind')}
          />
          <FormField
            label={kind === 'percent' ? 'Pourcentage (%)' : 'Montant (€)'}
            error={errors.value?.message}
            required
          >
            <Input inputMode="decimal" {...register('value')} />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField
            label="Panier minimum (€)"
            error={errors.min_basket?.message}
            helper="Vide : aucun minimum."
          >
            <Input inputMode="decimal" {...register('min_basket')} />
          </FormField>
          <FormField
            label="Utilisations au total"
            error={errors.max_uses?.message}
            helper="Vide : sans limite."
          >
            <Input inputMode="numeric" {...register('max_uses')} />
          </FormField>
          <FormField
            label="Utilisations par client"
            error={errors.max_uses_per_customer?.message}
            helper="Vide : sans limite."
          >
            <Input inputMode="numeric" {...register('max_uses_per_customer')} />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label="Début de validité (heure de Paris)"
            error={errors.starts_local?.message}
          >
            <Input type="datetime-local" {...register('starts_local')} />
          </FormField>
          <FormField
            label="Fin de validité (heure de Paris)"
            error={errors.ends_local?.message}
            helper="Vide : sans date de fin."
          >
            <Input type="datetime-local" {...register('ends_local')} />
          </FormField>
        </SimpleGrid>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="semibold" fontSize="sm">
            Articles concernés (aucun choix : tout le panier)
          </Text>
          <Flex gap="4" wrap="wrap">
            {PRODUCT_TYPES.map((type) => (
              <Check key={type} label={type} value={type} {...register('types')} />
            ))}
          </Flex>
          <Flex gap="4" wrap="wrap">
            {BRANDS.map((brand) => (
              <Check key={brand} label={brand} value={brand} {...register('brands')} />
            ))}
          </Flex>
          <FormField
            label="Produits (références séparées par des virgules)"
            error={errors.products?.message}
          >
            <Input {...register('products')} />
          </FormField>
        </Stack>
        <Flex gap="6" wrap="wrap">
          <Check label="Première commande uniquement" {...register('first_order_only')} />
          <Check label="En pause" {...register('paused')} />
        </Flex>
        <FormField
          label="Bandeau affiché à tous les visiteurs"
          error={errors.banner?.message}
          helper="Vide : code non annoncé. Le bandeau est toujours suivi des conditions du code."
        >
          <Input maxLength={160} {...register('banner')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
