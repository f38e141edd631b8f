// What both download callables need: the caller's order (owner or admin; anyone else gets the
// same « not found » as for a missing order, so order ids cannot be probed) and the shop's
// legal identity from settings/shop.
import { InvoiceRefSchema } from '@fohzshop/shared/invoice';
import { SellerIdentitySchema } from '@fohzshop/shared/invoice-seller';
import { MESSAGES } from '@fohzshop/shared/messages';
import { OrderSchema, type Order } from '@fohzshop/shared/schemas/order';
import { SHOP_SETTINGS_PATH } from '@fohzshop/shared/schemas/settings';
import type { AuthData } from '../core/callable.js';
import { pathOf, ref, type Row } from '../core/db.js';
import { fail } from '../core/errors.js';
import type { ShopIdentity } from './render-document.js';

export const DOCUMENT_MESSAGES = {
  notPaid:
    "Cette commande n'a pas encore été payée : sa facture sera disponible après le paiement.",
  creditNoteNotFound: 'Avoir introuvable pour cette commande.',
  sellerMissing:
    'Les mentions légales de la boutique ne sont pas renseignées : la facture ne peut pas être établie. Contactez-nous.',
} as const;

export async function readCallerOrder(orderId: string, auth: AuthData): Promise<Order> {
  const stored = (await ref(pathOf('orders', orderId)).once('value')).val() as Row | null;
  if (stored === null) throw fail('not-found', MESSAGES.orderNotFound);
  if (stored.user_id !== auth.uid && auth.token.admin !== true)
    throw fail('not-found', MESSAGES.orderNotFound);
  return OrderSchema.parse({ ...stored, order_id: orderId });
}

export async function readShopIdentity(): Promise<ShopIdentity> {
  const settings = ((await ref(SHOP_SETTINGS_PATH).once('value')).val() ?? {}) as Row;
  const seller = SellerIdentitySchema.safeParse(settings.seller);
  if (!seller.success) throw fail('failed-precondition', DOCUMENT_MESSAGES.sellerMissing);
  const contact = (settings.contact ?? {}) as Row;
  return {
    seller: seller.data,
    email: typeof contact.email === 'string' ? contact.email : '',
    phone: typeof contact.phone === 'string' ? contact.phone : '',
  };
}

/** orders/{id}/invoice as stored now (after ensureInvoice may have numbered and frozen it). */
export async function readInvoice(orderId: string): Promise<Order['invoice']> {
  const stored = (await ref(pathOf('orders', orderId, 'invoice')).once('value')).val() as unknown;
  const parsed = InvoiceRefSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

export const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');
