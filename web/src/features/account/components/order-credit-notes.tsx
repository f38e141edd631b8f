// « Avoirs » of an order: one credit note per refund, each downloadable as a PDF.
import { Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import type { CreditNoteRef } from '@fohzshop/shared/invoice';
import { formatEuros } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { fetchCreditNote } from '../api/invoice-api';
import { downloadBlob } from '@/lib/download';
import { formatDay } from './format-date';

export const creditNotesOf = (order: Order): CreditNoteRef[] =>
  Object.values(order.credit_notes ?? {}).sort((a, b) => a.number.localeCompare(b.number));

function CreditNoteRow({ orderId, note }: { orderId: string; note: CreditNoteRef }) {
  const download = useMutation({
    mutationFn: () => fetchCreditNote(orderId, note.number),
    meta: { errorMessage: "L'avoir n'a pas pu être téléchargé. Réessayez." },
    onSuccess: ({ blob, filename }) => downloadBlob(blob, filename),
  });
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
        onClick={() => download.mutate()}
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
