// The invoice of a paid order and the credit note of each refund, each downloadable as a PDF.
import { Button, List, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { formatEuros } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { fetchCreditNotePdf, fetchInvoicePdf, type PdfFile } from '../api/documents-api';
import { downloadBlob } from '@/lib/download';
import { formatDateTime } from './orders-table';
import { Panel } from './panel';

type RowProps = { name: string; detail: string; fetch: () => Promise<PdfFile> };

function DocumentRow({ name, detail, fetch }: RowProps) {
  const download = useMutation({
    mutationFn: fetch,
    meta: { errorMessage: "Le document n'a pas pu être téléchargé. Réessayez." },
    onSuccess: ({ filename, blob }) => downloadBlob(blob, filename),
  });
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
        onClick={() => download.mutate()}
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
          fetch={() => fetchInvoicePdf(order.order_id)}
        />
        {notes.map((note) => (
          <DocumentRow
            key={note.number}
            name={`Avoir ${note.number}`}
            detail={`−${formatEuros(note.amount)}`}
            fetch={() => fetchCreditNotePdf(order.order_id, note.number)}
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
