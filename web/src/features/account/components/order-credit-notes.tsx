// « Avoirs » of an order: one credit note per refund, each downloadable as a PDF.
import { Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { downloadCreditNote } from '@fohzshop/shared/contracts/documents';
import type { CreditNoteRef } from '@fohzshop/shared/invoice';
import { formatEuros } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { useCallable } from '@/lib/callable/use-callable';
import { downloadPdf } from '@/lib/download';
import { formatDay } from './format-date';

export const creditNotesOf = (order: Order): CreditNoteRef[] =>
  Object.values(order.credit_notes ?? {}).sort((a, b) => a.number.localeCompare(b.number));

function CreditNoteRow({ orderId, note }: { orderId: string; note: CreditNoteRef }) {
  const download = useCallable(
    downloadCreditNote,
    { error: "L'avoir n'a pas pu être téléchargé. Réessayez." },
    { onSuccess: downloadPdf },
  );
  return (
    <List.Item display="flex" alignItems="center" justifyContent="space-between" gap="3">
      <Text>
        Avoir {note.number} · −{formatEuros(note.amount)} · {formatDay(note.issued_at)}
      </Text>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Télécharger l'avoir ${note.number}`}
        loading={download.isPending}
        onClick={() => download.mutate({ order_id: orderId, number: note.number })}
      >
        Télécharger
      </Button>
    </List.Item>
  );
}

export function OrderCreditNotes({ order }: { order: Order }) {
  const notes = creditNotesOf(order);
  if (notes.length === 0) return null;
  return (
    <Stack gap="3" as="section" aria-labelledby="credit-notes-title">
      <Heading as="h2" size="md" id="credit-notes-title">
        Avoirs
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Chaque remboursement de cette commande fait l’objet d’une facture d’avoir.
      </Text>
      <List.Root variant="plain" gap="2">
        {notes.map((note) => (
          <CreditNoteRow key={note.number} orderId={order.order_id} note={note} />
        ))}
      </List.Root>
    </Stack>
  );
}
