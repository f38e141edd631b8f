// « Me prévenir du retour en stock » on a product that cannot be bought: a plain button styled at
// build time; the dialog with its form, Chakra's runtime, zod and the callable client load on the
// first intent (pointer down, focus), like the mobile menu, so the page's first load has none.
import { lazy, Suspense, useState } from 'react';
import { STOCK_ALERT_TEXTS } from '@fohzshop/shared/stock-alerts';
import { button } from '@/ui/recipes';
import { loadWithChakra } from '@/ui/theme/with-chakra';

const loadDialog = () =>
  loadWithChakra(import('./back-in-stock-dialog').then((m) => m.BackInStockDialog));
const BackInStockDialog = lazy(async () => ({ default: await loadDialog() }));

type Props = { productId: string; productName: string };

export function BackInStockButton({ productId, productName }: Props) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'solid' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {STOCK_ALERT_TEXTS.button}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <BackInStockDialog
            open={open}
            onClose={() => setOpen(false)}
            productId={productId}
            productName={productName}
          />
        </Suspense>
      )}
    </>
  );
}
