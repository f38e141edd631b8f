// downloadInvoice: the PDF invoice of a paid order, for its owner or an admin. The number was
// taken when the order was paid; an order paid while that step failed gets it now.
import { downloadInvoice as contract } from '@fohzshop/shared/contracts/documents';
import { isInvoiced } from '@fohzshop/shared/invoice';
import { callable } from '../core/callable.js';
import { fail } from '../core/errors.js';
import { DOCUMENT_MESSAGES, readCallerOrder, readInvoice, toBase64 } from './document-access.js';
import { issuedView } from './invoice-parties.js';
import { ensureInvoice } from './issue-documents.js';
import { renderOrderDocument } from './render-document.js';

export const downloadInvoice = callable(contract, async ({ order_id }, { auth }) => {
  const order = await readCallerOrder(order_id, auth);
  if (!isInvoiced(order.payment)) throw fail('not-found', DOCUMENT_MESSAGES.notPaid);
  const invoice = await ensureInvoice(order, new Date());
  if (!invoice) throw fail('not-found', DOCUMENT_MESSAGES.notPaid);
  // Seller and buyer as at issue (frozen then), never today's settings or addresses.
  const issued = await issuedView({ ...order, invoice: await readInvoice(order.order_id) });
  const { number, issued_at } = invoice;
  const pdf = await renderOrderDocument(issued.shop, issued.order, {
    kind: 'invoice',
    number,
    issued_at,
  });
  return { filename: `facture-${invoice.number}.pdf`, pdf_base64: toBase64(pdf) };
});
