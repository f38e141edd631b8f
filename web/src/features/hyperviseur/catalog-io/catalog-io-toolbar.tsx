// The products screen's « Exporter (CSV) » and « Importer (CSV) » (docs/catalogue-import.md).
// The export is built in the page from the catalogue the screen already listens to (the
// admin's database read, as every Hyperviseur screen), in the file French Excel opens; the
// import dialog and its CSV parser load when it is first opened.
import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { buildProductsCsv, productsCsvFileName } from '@fohzshop/shared/catalog/product-csv/file';
import type { Product } from '@fohzshop/shared/schemas/product';
import { downloadText } from '@/lib/download';

const ImportDialog = lazy(() =>
  import('./import-dialog').then((module) => ({ default: module.ImportDialog })),
);

export function exportCatalogue(products: readonly Product[], now = new Date()): void {
  downloadText(
    buildProductsCsv(products),
    productsCsvFileName(now.toISOString().slice(0, 10)),
    'text/csv',
  );
}

export function CatalogIoToolbar({ products }: { products: readonly Product[] }) {
  const [importing, setImporting] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        disabled={products.length === 0}
        onClick={() => exportCatalogue(products)}
      >
        Exporter (CSV)
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          setOpened(true);
          setImporting(true);
        }}
      >
        Importer (CSV)
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ImportDialog open={importing} products={products} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
