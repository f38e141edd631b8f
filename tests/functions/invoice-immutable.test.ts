// An issued invoice never changes: its seller (settings/shop) and buyer (e-mail, addresses) are
// frozen on the order when it is numbered, so a later change of the shop's legal identity, an
// edit of the order's addresses or the deletion of the customer's account (anonymised order)
// leave the PDF as issued. An invoice issued before the parties were frozen gets them at its
// first download, and keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseOrder } from '@fohzshop/shared/account-orders';
import { readPdf } from '../e2e/support/files.js';
import { closeAdmin, db, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call } from './support/client.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';

const SELLER = {
  legal_name: 'Trotti Lyon SAS',
  legal_form: 'SAS',
  capital: 10000,
  address: '12 rue de la Mobilite, 69007 Lyon',
  siren: '912345678',
  rcs_city: 'Lyon',
  vat_number: 'FR12912345678',
};
const LATER_SELLER = { ...SELLER, legal_name: 'Autre Enseigne SARL', legal_form: 'SARL' };

let admin: Account;
let customer: Account;
let products = 0;

async function paidOrder(): Promise<string> {
  const product = `imm-${++products}`;
  await seedProduct(product, { price: 99.9, stock: 5 });
  await seedCart(customer.uid, { [product]: 1 });
  const placed = await placeOrder(orderRequest(), customer);
  if (!placed.ok) throw new Error(placed.message);
  const paid = await call('adminConfirmBankTransfer', { order_id: placed.result.order_id }, admin);
  expect(paid.ok).toBe(true);
  return placed.result.order_id;
}

async function invoiceText(orderId: string): Promise<string> {
  const outcome = await call<{ pdf_base64: string }>(
    'downloadInvoice',
    { order_id: orderId },
    admin,
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return (await readPdf(Buffer.from(outcome.result.pdf_base64, 'base64'))).text;
}

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  await db().ref('settings/shop/seller').set(SELLER);
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
});
afterAll(closeAdmin);

describe('issued invoices are immutable', () => {
  it('keep the seller and the buyer of their issue after the shop and the order change', async () => {
    const orderId = await paidOrder();
    expect(await read(`orders/${orderId}/invoice/parties/seller`)).toEqual(SELLER);
    await db().ref('settings/shop/seller').set(LATER_SELLER);
    // The customer deletes their account: the order is anonymised as deleteMyAccount does it.
    const order = (await read<Record<string, unknown>>(`orders/${orderId}`))!;
    await db()
      .ref(`orders/${orderId}`)
      .set(anonymiseOrder(order, customer.uid, new Date().toISOString()));
    const text = await invoiceText(orderId);
    expect(text).toContain('Trotti Lyon SAS');
    expect(text).not.toContain('Autre Enseigne SARL');
    expect(text).toContain('Léa Martin');
    expect(text).toContain('12 rue de la Paix');
    expect(text).not.toContain('Client supprimé');
    await db().ref('settings/shop/seller').set(SELLER);
  });

  it('an invoice issued without parties freezes them at its first download, then keeps them', async () => {
    const orderId = await paidOrder();
    await db().ref(`orders/${orderId}/invoice/parties`).remove();
    expect(await invoiceText(orderId)).toContain('Trotti Lyon SAS');
    expect(await read(`orders/${orderId}/invoice/parties/seller`)).toEqual(SELLER);
    await db().ref('settings/shop/seller').set(LATER_SELLER);
    expect(await invoiceText(orderId)).toContain('Trotti Lyon SAS');
    await db().ref('settings/shop/seller').set(SELLER);
  });
});
