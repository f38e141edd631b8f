// Issued invoices are immutable: the seller (settings/shop) and the buyer (e-mail, addresses) are
// frozen at orders/{id}/invoice/parties when the invoice is numbered, and every later PDF of the
// invoice or of its credit notes prints them. An invoice numbered before this existed, or while
// the seller's legal identity was not filled in, gets its parties frozen at its first download.
import * as logger from 'firebase-functions/logger';
import { InvoicePartiesSchema, type InvoiceParties } from '@fohzshop/shared/invoice';
import type { Order } from '@fohzshop/shared/schemas/order';
import { pathOf, ref } from '../core/db.js';
import { isStoredObject } from '../core/records.js';
import { readShopIdentity } from './document-access.js';
import type { ShopIdentity } from './render-document.js';

type Buyer = Pick<Order, 'email' | 'shipping_address' | 'billing_address'>;

function partiesOf(shop: ShopIdentity, order: Buyer): InvoiceParties {
  return InvoicePartiesSchema.parse({
    seller: shop.seller,
    seller_email: shop.email,
    seller_phone: shop.phone,
    buyer_email: order.email,
    shipping_address: order.shipping_address,
    ...(order.billing_address && { billing_address: order.billing_address }),
  });
}

/**
 * Writes the parties once into the issued invoice (existing parties win) and returns what is
 * stored. Never into an invoice that is not there: a late call for an order deleted meanwhile
 * must not write a ghost order holding only `invoice/parties` (nor an unnumbered invoice).
 */
async function freeze(orderId: string, parties: InvoiceParties): Promise<InvoiceParties> {
  const result = await ref(pathOf('orders', orderId, 'invoice')).transaction((current: unknown) => {
    // null may be the SDK's empty cache: a no-op write that the server re-checks.
    if (current === null) return null;
    if (!isStoredObject(current) || typeof current.number !== 'string') return undefined;
    return current.parties === undefined ? { ...current, parties } : undefined;
  });
  const stored: unknown = result.snapshot.val();
  return InvoicePartiesSchema.parse(isStoredObject(stored) ? stored.parties : undefined);
}

/** At numbering time; never throws (the seller may be unset: frozen at first download then). */
export async function freezeInvoiceParties(orderId: string, order: Order): Promise<void> {
  try {
    const shop = await readShopIdentity();
    await freeze(orderId, partiesOf(shop, order));
  } catch (error) {
    logger.warn('invoice parties not frozen at issue', { orderId, error: String(error) });
  }
}

/** The shop and the order as the invoice was issued (frozen now if they were not yet). */
export async function issuedView(order: Order): Promise<{ shop: ShopIdentity; order: Order }> {
  const parties =
    order.invoice?.parties ??
    (await freeze(order.order_id, partiesOf(await readShopIdentity(), order)));
  const { billing_address: _current, ...rest } = order;
  return {
    shop: { seller: parties.seller, email: parties.seller_email, phone: parties.seller_phone },
    order: {
      ...rest,
      email: parties.buyer_email,
      shipping_address: parties.shipping_address,
      ...(parties.billing_address && { billing_address: parties.billing_address }),
    },
  };
}
