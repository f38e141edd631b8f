// « Avoirs » of an order: one credit note per refund, each downloadable as a PDF. Styled at build
// time (order-details.styles.ts).
import { downloadCreditNote } from '@fohzshop/shared/contracts/documents';
import type { CreditNoteRef } from '@fohzshop/shared/invoice';
import { formatEuros } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { useCallable } from '@/lib/callable/use-callable';
import { downloadPdf } from '@/lib/download';
import { LoadingLabel } from '@/ui/loading-label';
import { button, heading, list } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import a from './account.styles';
import { formatDay } from './format-date';
import s from './order-details.styles';

export const creditNotesOf = (order: Order): CreditNoteRef[] =>
  Object.values(order.credit_notes ?? {}).sort((a, b) => a.number.localeCompare(b.number));

const plainList = list({ variant: 'plain' });

function CreditNoteRow({ orderId, note }: { orderId: string; note: CreditNoteRef }) {
  const download = useCallable(
    downloadCreditNote,
    { error: "L'avoir n'a pas pu être téléchargé. Réessayez." },
    { onSuccess: downloadPdf },
  );
  const busy = download.isPending;
  return (
    <li className={cx(plainList.item, s.creditNote)}>
      <p>
        Avoir {note.number} · −{formatEuros(note.amount)} · {formatDay(note.issued_at)}
      </p>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        aria-label={`Télécharger l'avoir ${note.number}`}
        disabled={busy}
        data-loading={busy ? '' : undefined}
        onClick={() => download.mutate({ order_id: orderId, number: note.number })}
      >
        <LoadingLabel loading={busy}>Télécharger</LoadingLabel>
      </button>
    </li>
  );
}

export function OrderCreditNotes({ order }: { order: Order }) {
  const notes = creditNotesOf(order);
  if (notes.length === 0) return null;
  return (
    <section className={s.stack} aria-labelledby="credit-notes-title">
      <h2 className={heading({ size: 'md' })} id="credit-notes-title">
        Avoirs
      </h2>
      <p className={a.smallMuted}>
        Chaque remboursement de cette commande fait l’objet d’une facture d’avoir.
      </p>
      {/* Chakra's List set role="list": kept. */}
      <ul role="list" className={cx(plainList.root, s.creditNotes)}>
        {notes.map((note) => (
          <CreditNoteRow key={note.number} orderId={order.order_id} note={note} />
        ))}
      </ul>
    </section>
  );
}
