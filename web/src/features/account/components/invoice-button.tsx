// « Télécharger la facture » for an order that has been paid (refunded ones keep their invoice).
import { Button } from '@chakra-ui/react';
import { downloadInvoice } from '@fohzshop/shared/contracts/documents';
import type { Order } from '@fohzshop/shared/schemas/order';
import { useCallable } from '@/lib/callable/use-callable';
import { downloadPdf } from '@/lib/download';

const INVOICED = ['paid', 'partially_refunded', 'refunded'];

export const hasInvoice = (order: Order): boolean => INVOICED.includes(order.payment.status);

export function InvoiceButton({ order }: { order: Order }) {
  const mutation = useCallable(
    downloadInvoice,
    { error: "La facture n'a pas pu être téléchargée. Réessayez." },
    { onSuccess: downloadPdf },
  );
  if (!hasInvoice(order)) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => mutation.mutate({ order_id: order.order_id })}
      loading={mutation.isPending}
    >
      Télécharger la facture
    </Button>
  );
}
