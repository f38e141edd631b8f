// The product form in a dialog (new product or edit), with the save error when there is one.
import { Text } from '@chakra-ui/react';
import type { Product, ProductInput } from '@fohzshop/shared/schemas/product';
import { FormDialog } from '@/ui/form-dialog';
import { ProductForm } from './product-form';

type Props = {
  /** undefined: closed; null: new product. */
  product: Product | null | undefined;
  scooters: readonly Product[];
  busy: boolean;
  error?: string;
  onSubmit: (input: ProductInput) => void;
  onClose: () => void;
};

export function ProductDialog({ product, scooters, busy, error, onSubmit, onClose }: Props) {
  return (
    <FormDialog
      open={product !== undefined}
      title={product ? `Modifier « ${product.name} »` : 'Nouveau produit'}
      size="xl"
      scrollInside
      busy={busy}
      onClose={onClose}
    >
      {error && (
        <Text role="alert" color="red.fg" mb="3">
          {error}
        </Text>
      )}
      {product !== undefined && (
        <ProductForm
          key={product?.product_id ?? 'new'}
          product={product ?? undefined}
          scooters={scooters}
          busy={busy}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  );
}
