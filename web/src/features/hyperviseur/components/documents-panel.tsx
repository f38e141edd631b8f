// The invoice of a paid order and the credit note of each refund, each downloadable as a PDF.
import { Button, List, Text } from '@chakra-ui/react';
import { downloadCreditNote, downloadInvoice } from '@fohzshop/shared/contracts/documents';
import { formatEuros } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { useCallable } from '@/lib/callable/use-callable';
import { downloadPdf } from '@/lib/download';
import { formatDateTime } from './orders-table';
import { Panel } from './panel';

/** The invoice (no number) or one credit note of the order. */
type RowProps = { name: string; detail: string; orderId: string; number?: string };

const FAILED = { error: "Le document n'a pas pu être téléchargé. Réessayez." };

function DocumentRow({ name, detail, orderId, number }: RowProps) {
  const invoice = useCallable(downloadInvoice, FAILED, { onSuccess: downloadPdf });
  const note = useCallable(downloadCreditNote, FAILED, { onSuccess: downloadPdf });
  const download = number === undefined ? invoice : note;
  const start = () =>
    number === undefined
      ? invoice.mutate({ order_id: orderId })
      : note.mutate({ order_id: orderId, number });
  return (
    <List.Item display="flex" alignItems="center" justifyContent="space-between" gap="2">
      <Text>
        {name} · {detail}
      </Text>
      <Button
        size="xs"
        variant="outline"
        aria-label={`Télécharger ${name}`}
        loading={download.isPending}
        onClick={start}
      >
        Télécharger
      </Button>
    </List.Item>
  );
}

export function DocumentsPanel({ order }: { order: Order }) {
  const { invoice } = order;
  if (!invoice) return null;
  const notes = Object.values(order.credit_notes ?? {}).sort((a, b) =>
    a.number.localeCompare(b.number),
  );
  return (
    <Panel title="Documents">
      <List.Root variant="plain" gap="2">
        <DocumentRow
          name={`Facture ${invoice.number}`}
          detail={formatDateTime(invoice.issued_at)}
          orderId={order.order_id}
        />
        {notes.map((note) => (
          <DocumentRow
            key={note.number}
            name={`Avoir ${note.number}`}
            detail={`−${formatEuros(note.amount)}`}
            orderId={order.order_id}
            number={note.number}
          />
        ))}
      </List.Root>
      {notes.length === 0 && (
        <Text mt="2" fontSize="sm" color="fg.muted">
          Aucun avoir : chaque remboursement en émet un.
        </Text>
      )}
    </Panel>
  );
}
