// « Télécharger la facture » for an order that has been paid (refunded ones keep their invoice).
// Styled at build time: the spinner while it downloads is LoadingLabel's, as Chakra's Button drew it.
import { downloadInvoice } from '@fohzshop/shared/contracts/documents';
import type { Order } from '@fohzshop/shared/schemas/order';
import { useCallable } from '@/lib/callable/use-callable';
import { downloadPdf } from '@/lib/download';
import { LoadingLabel } from '@/ui/loading-label';
import { button } from '@/ui/recipes';

const INVOICED = ['paid', 'partially_refunded', 'refunded'];

export const hasInvoice = (order: Order): boolean => INVOICED.includes(order.payment.status);

export function InvoiceButton({ order }: { order: Order }) {
  const mutation = useCallable(
    downloadInvoice,
    { error: "La facture n'a pas pu être téléchargée. Réessayez." },
    { onSuccess: downloadPdf },
  );
  if (!hasInvoice(order)) return null;
  const busy = mutation.isPending;
  return (
    <button
      type="button"
      className={button({ variant: 'outline', size: 'sm' })}
      onClick={() => mutation.mutate({ order_id: order.order_id })}
      disabled={busy}
      data-loading={busy ? '' : undefined}
    >
      <LoadingLabel loading={busy}>Télécharger la facture</LoadingLabel>
    </button>
  );
}
