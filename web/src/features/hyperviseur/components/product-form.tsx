// Create / edit a product: every field, the datasheet for scooters, the compatibility picker for
// parts, image URLs (empty lines dropped). react-hook-form + the form schema (lib/product-form).
import { Button, Flex, Heading, IconButton, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  BRANDS,
  PRODUCT_TYPES,
  SCOOTER_TYPE,
  type Product,
  type ProductInput,
} from '@fohzshop/shared/schemas/product';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { FormField } from '@/ui/form-field';
import { CloseIcon } from '@/ui/icons';
import {
  ProductFormSchema,
  SPEC_FIELDS,
  toFormValues,
  toProductInput,
  type ProductFormValues,
} from '../lib/product-form';
import { CompatibilityPicker } from './compatibility-picker';
import { InlineCheckbox } from './inline-checkbox';
import { ProductSafetyFields } from './product-safety-fields';
import { ProductPhotosField } from './product-photos-field';
import { photosProblem, usePhotoUploads } from '../hooks/use-photo-uploads';
import { storedReductionNotice } from '../lib/reduction-notice';
import { SelectField } from '@/ui/select-field';
import { DIALOG_LABELS } from '@fohzshop/shared/constants';

type Props = {
  product?: Product;
  scooters: readonly Product[];
  busy: boolean;
  onSubmit: (input: ProductInput) => void;
  onCancel: () => void;
};

const pairs = (values: readonly string[]) => values.map((v) => [v, v] as const);
/** The photo field sees the form through its own part of the values (photo-form.ts). */
type PhotoFieldBindings = Pick<
  Parameters<typeof ProductPhotosField>[0],
  'control' | 'register' | 'errors'
>;

export function ProductForm({ product, scooters, busy, onSubmit, onCancel }: Props) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProductFormValues>({
    resolver: zodResolver(ProductFormSchema, { error: frenchErrorMap }) as never,
    defaultValues: toFormValues(product),
  });
  const images = useFieldArray({ control, name: 'images' });
  const photoUploads = usePhotoUploads(product?.product_id);
  const isScooter = useWatch({ control, name: 'type' }) === SCOOTER_TYPE;
  return (
    <form
      noValidate
      aria-label={product ? `Modifier ${product.name}` : 'Nouveau produit'}
      onSubmit={handleSubmit((values) => {
        const problem = photosProblem(
          values.photos.map((photo) => photo.id),
          photoUploads,
        );
        if (problem) setError('photos', { message: problem });
        else onSubmit(toProductInput(values));
      })}
    >
      <Stack gap="4">
        <FormField label="Nom" error={errors.name?.message} required>
          <Input {...register('name')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            label="Type"
            empty="Choisir…"
            options={pairs(PRODUCT_TYPES)}
            error={errors.type?.message}
            {...register('type')}
          />
          <SelectField
            label="Marque"
            empty="Choisir…"
            options={pairs(BRANDS)}
            error={errors.brand?.message}
            {...register('brand')}
          />
          <FormField label="Prix TTC (€)" error={errors.price?.message} required>
            <Input inputMode="decimal" {...register('price')} />
          </FormField>
          <FormField
            label="Ancien prix (€)"
            error={errors.old_price?.message}
            helper={storedReductionNotice(product)}
          >
            <Input inputMode="decimal" {...register('old_price')} />
          </FormField>
          <FormField label="Stock" error={errors.stock?.message} required>
            <Input inputMode="numeric" {...register('stock')} />
          </FormField>
          <InlineCheckbox label="Sur commande quand le stock est à 0" {...register('backorder')} />
        </SimpleGrid>
        <FormField label="Description" error={errors.description?.message}>
          <Textarea rows={5} {...register('description')} />
        </FormField>
        <ProductSafetyFields register={register} errors={errors} />
        <ProductPhotosField
          {...({ control, register, errors } as unknown as PhotoFieldBindings)}
          productId={product?.product_id}
          photoUploads={photoUploads}
        />
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Images (URL http(s))
          </Heading>
          {images.fields.map((field, index) => (
            <Flex key={field.id} gap="2" align="flex-start">
              <FormField label={`Image ${index + 1}`} error={errors.images?.[index]?.url?.message}>
                <Input placeholder="https://…" {...register(`images.${index}.url`)} />
              </FormField>
              <IconButton
                aria-label={`Retirer l'image ${index + 1}`}
                variant="ghost"
                mt="6"
                onClick={() => images.remove(index)}
              >
                <CloseIcon />
              </IconButton>
            </Flex>
          ))}
          {errors.images?.root?.message && (
            <FormField label="" error={errors.images.root.message}>
              <span />
            </FormField>
          )}
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => images.append({ url: '' })}
          >
            Ajouter une image
          </Button>
        </Stack>
        {isScooter ? (
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Fiche technique
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              {SPEC_FIELDS.map(([key, label, kind]) => (
                <FormField key={key} label={label}>
                  <Input
                    inputMode={kind === 'number' ? 'decimal' : 'text'}
                    {...register(`specs.${key}`)}
                  />
                </FormField>
              ))}
            </SimpleGrid>
          </Stack>
        ) : (
          <Controller
            control={control}
            name="compatible_with"
            render={({ field }) => (
              <CompatibilityPicker
                scooters={scooters}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        )}
        <Flex gap="2" justify="flex-end">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {DIALOG_LABELS.cancel}
          </Button>
          <Button type="submit" loading={busy} loadingText="Enregistrement…">
            Enregistrer
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
