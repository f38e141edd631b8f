// /hyperviseur/produits: the live catalogue with search and filters, quick stock and price
// edits, the units reserved by unpaid orders and their holds, the product form, delete with
// confirmation, the catalogue « Cleansing » and its CSV export and import (catalog-io/).
import { Button, Spinner, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import {
  cleanseProducts,
  createProduct,
  deleteProduct,
  updateProduct,
} from '@fohzshop/shared/contracts/products';
import { MESSAGES } from '@fohzshop/shared/messages';
import { SCOOTER_TYPE, type Product, type ProductInput } from '@fohzshop/shared/schemas/product';
import { useProducts } from '@/entities/product/hooks/use-products';
import { userMessage } from '@/lib/errors';
import { PageSpinner } from '@/ui/spinners';
import { notify } from '@/ui/toaster-store';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { HoldsDialog } from '../components/holds-dialog';
import { Pager, pageOf } from '../components/pager';
import { ProductDialog } from '../components/product-dialog';
import { ProductFiltersBar } from '../components/product-filters-bar';
import { ProductsTable } from '../components/products-table';
import { ScreenHeader } from '@/entities/admin-shell/components/screen-header';
import { CatalogIoToolbar } from '../catalog-io/catalog-io-toolbar';
import { useLowStockThreshold } from '../hooks/use-admin-data';
import { useCallable } from '@/lib/callable/use-callable';
import { useUnpaidOrders } from '../hooks/use-reservations';
import { productInputOf } from '../lib/product-form';
import { verdictNotice, type ReductionVerdict } from '../lib/reduction-notice';
import { useWaitingCounts } from '../hooks/use-waiting-counts';
import { holdsByProduct, reservedUnits } from '../lib/reservations';
import { NO_PRODUCT_FILTERS, filterProducts } from '../lib/table-filters';

const PAGE_SIZE = 50;

export function ProductsRoute() {
  const { products, isLoading } = useProducts();
  const threshold = useLowStockThreshold();
  const [filters, setFilters] = useState(NO_PRODUCT_FILTERS);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Product | undefined>();
  const [cleansing, setCleansing] = useState(false);
  const [holdsOf, setHoldsOf] = useState<Product | undefined>();
  const { orders: unpaid } = useUnpaidOrders();
  const holds = useMemo(() => holdsByProduct(unpaid), [unpaid]);
  const reserved = useMemo(() => reservedUnits(holds), [holds]);
  const waiting = useWaitingCounts();
  const create = useCallable(createProduct, {
    success: MESSAGES.productSaved,
    error: MESSAGES.productSaveFailed,
  });
  // A failed update is silent in toasts (the shop's rule); the form shows it instead.
  const update = useCallable(updateProduct, { success: MESSAGES.productUpdated, silent: true });
  const remove = useCallable(deleteProduct, {
    success: MESSAGES.productDeleted,
    error: MESSAGES.productDeleteFailed,
  });
  const cleanse = useCallable(cleanseProducts, { success: MESSAGES.cleansingDone });

  const sorted = useMemo(
    () => [...products].sort((a, b) => a.name.localeCompare(b.name, 'fr')),
    [products],
  );
  const filtered = useMemo(
    () => filterProducts(sorted, filters, threshold),
    [sorted, filters, threshold],
  );
  const scooters = useMemo(() => sorted.filter((p) => p.type === SCOOTER_TYPE), [sorted]);
  const current = pageOf(filtered, page, PAGE_SIZE);

  const save = (input: ProductInput) => {
    // Saved, but an old_price the price history does not justify is not shown: say why.
    const close = {
      onSuccess: ({ reduction }: { reduction?: ReductionVerdict }) => {
        setEditing(undefined);
        const notice = verdictNotice(reduction);
        if (notice) notify.warning(notice);
      },
    };
    // The stock the form was opened with: the server keeps the live stock when it is unchanged,
    // and refuses a stock edit if orders moved it meanwhile.
    if (editing)
      update.mutate(
        { product_id: editing.product_id, product: input, expected_stock: editing.stock },
        close,
      );
    else create.mutate({ product: input }, close);
  };
  const quickSave = (product: Product, change: { stock?: number; price?: number }) =>
    update
      .mutateAsync({
        product_id: product.product_id,
        product: { ...productInputOf(product), ...change },
        expected_stock: product.stock,
      })
      .then((saved) => {
        const notice = verdictNotice(saved.reduction);
        if (notice) notify.warning(notice);
        return saved;
      });

  if (isLoading) return <PageSpinner />;
  return (
    <>
      <ScreenHeader
        title="Produits"
        summary={`${products.length} produits · ${filtered.length} affichés`}
      >
        <Button onClick={() => setEditing(null)}>Nouveau produit</Button>
        <Button variant="outline" onClick={() => setCleansing(true)}>
          Cleansing
        </Button>
        <CatalogIoToolbar products={products} />
      </ScreenHeader>
      <ProductFiltersBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <ProductsTable
        rows={current.rows}
        lowStockThreshold={threshold}
        reserved={reserved}
        waiting={waiting}
        onShowHolds={setHoldsOf}
        onQuickSave={quickSave}
        onEdit={(product) => {
          update.reset();
          setEditing(product);
        }}
        onDelete={setDeleting}
      />
      <Pager
        page={current.page}
        pageCount={current.pageCount}
        total={filtered.length}
        onPage={setPage}
      />
      <HoldsDialog
        product={holdsOf}
        holds={(holdsOf && holds.get(holdsOf.product_id)) || []}
        now={new Date()}
        onClose={() => setHoldsOf(undefined)}
      />
      <ProductDialog
        product={editing}
        scooters={scooters}
        busy={create.isPending || update.isPending}
        error={
          editing && update.isError
            ? userMessage(update.error, MESSAGES.productSaveFailed)
            : undefined
        }
        onSubmit={save}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title="Supprimer le produit"
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { product_id: deleting.product_id },
            { onSettled: () => setDeleting(undefined) },
          )
        }
      >
        {`Supprimer définitivement « ${deleting?.name ?? ''} » du catalogue ?`}
      </ConfirmDialog>
      <ConfirmDialog
        open={cleansing}
        title="Cleansing du catalogue"
        busy={cleanse.isPending}
        onCancel={() => setCleansing(false)}
        onConfirm={() => cleanse.mutate({}, { onSettled: () => setCleansing(false) })}
      >
        {cleanse.isPending ? (
          <Text role="status" display="flex" gap="2" alignItems="center">
            <Spinner size="sm" /> Cleansing en cours sur {products.length} produits…
          </Text>
        ) : (
          'Normaliser le type et la marque de tous les produits, remettre leurs vues à 0 et actualiser leur date de mise à jour ?'
        )}
      </ConfirmDialog>
    </>
  );
}
