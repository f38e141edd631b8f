// « Télécharger la facture » for an order that has been paid (refunded ones keep their invoice).
import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import type { Order } from '@fohzshop/shared/schemas/order';
import { fetchInvoice } from '../api/invoice-api';
import { downloadBlob } from '@/lib/download';

const INVOICED = ['paid', 'partially_refunded', 'refunded'];

export const hasInvoice = (order: Order): boolean => INVOICED.includes(order.payment.status);

export function InvoiceButton({ order }: { order: Order }) {
  const mutation = useMutation({
    mutationFn: () => fetchInvoice(order.order_id),
    meta: { errorMessage: "La facture n'a pas pu être téléchargée. Réessayez." },
    onSuccess: ({ blob, filename }) => downloadBlob(blob, filename),
  });
  if (!hasInvoice(order)) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => mutation.mutate()}
      loading={mutation.isPending}
    >
      Télécharger la facture
    </Button>
  );
}
