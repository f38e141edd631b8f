// The product form in a dialog (new product or edit), with the save error when there is one.
import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Product, ProductInput } from '@fohzshop/shared/schemas/product';
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
    <Dialog.Root
      open={product !== undefined}
      size="xl"
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {product ? `Modifier « ${product.name} »` : 'Nouveau produit'}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
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
            </Dialog.Body>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
