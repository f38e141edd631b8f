// downloadCreditNote: the PDF of one credit note (facture d'avoir) of an order, for its owner
// or an admin, found by its AV- number among the order's credit notes.
import { downloadCreditNote as contract } from '@fohzshop/shared/contracts/documents';
import { toCents } from '@fohzshop/shared/money';
import { callable } from '../core/callable.js';
import { fail } from '../core/errors.js';
import { DOCUMENT_MESSAGES, readCallerOrder, toBase64 } from './document-access.js';
import { issuedView } from './invoice-parties.js';
import { renderOrderDocument } from './render-document.js';

export const downloadCreditNote = callable(contract, async ({ order_id, number }, { auth }) => {
  const order = await readCallerOrder(order_id, auth);
  const note = Object.values(order.credit_notes ?? {}).find((n) => n.number === number);
  if (!note || !order.invoice) throw fail('not-found', DOCUMENT_MESSAGES.creditNoteNotFound);
  // Seller and buyer as the invoice was issued (frozen then).
  const issued = await issuedView(order);
  const pdf = await renderOrderDocument(issued.shop, issued.order, {
    kind: 'credit_note',
    number: note.number,
    issued_at: note.issued_at,
    amountCents: toCents(note.amount),
    invoice: order.invoice,
  });
  return { filename: `avoir-${note.number}.pdf`, pdf_base64: toBase64(pdf) };
});
