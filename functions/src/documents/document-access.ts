// What both download callables need: the caller's order (owner or admin; anyone else gets the
// same « not found » as for a missing order, so order ids cannot be probed) and the shop's
// legal identity from settings/shop.
import { InvoiceRefSchema } from '@fohzshop/shared/invoice';
import { SellerIdentitySchema } from '@fohzshop/shared/invoice-seller';
import { MESSAGES } from '@fohzshop/shared/messages';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { AuthData } from '../core/callable.js';
import { pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { readOrder, readShopSettings } from '../core/records.js';
import type { ShopIdentity } from './render-document.js';

export const DOCUMENT_MESSAGES = {
  notPaid:
    "Cette commande n'a pas encore été payée : sa facture sera disponible après le paiement.",
  creditNoteNotFound: 'Avoir introuvable pour cette commande.',
  sellerMissing:
    'Les mentions légales de la boutique ne sont pas renseignées : la facture ne peut pas être établie. Contactez-nous.',
} as const;

export async function readCallerOrder(orderId: string, auth: AuthData): Promise<Order> {
  const order = await readOrder(orderId);
  if (order === null) throw fail('not-found', MESSAGES.orderNotFound);
  if (order.user_id !== auth.uid && auth.token.admin !== true)
    throw fail('not-found', MESSAGES.orderNotFound);
  return order;
}

export async function readShopIdentity(): Promise<ShopIdentity> {
  const settings = await readShopSettings();
  const seller = SellerIdentitySchema.safeParse(settings.seller);
  if (!seller.success) throw fail('failed-precondition', DOCUMENT_MESSAGES.sellerMissing);
  return {
    seller: seller.data,
    email: settings.contact?.email ?? '',
    phone: settings.contact?.phone ?? '',
  };
}

/** orders/{id}/invoice as stored now (after ensureInvoice may have numbered and frozen it). */
export async function readInvoice(orderId: string): Promise<Order['invoice']> {
  const stored: unknown = (await ref(pathOf('orders', orderId, 'invoice')).once('value')).val();
  const parsed = InvoiceRefSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

export const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');
