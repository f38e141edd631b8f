// The state the fuzz starts every case from: accounts, products, and orders at each stage a
// callable acts on (awaiting a transfer, paid, delivered, with a return, refunded with a credit
// note, awaiting an online payment at the payment sandbox), a ledger entry and reviews. Built
// through the callables themselves, so that the records are exactly what the handlers expect.
import { adminAuth, db, dump } from '../support/admin.js';
import { triggersIdle } from '../support/triggers.js';
import { newAccount, type Account } from '../support/accounts.js';
import { runCallable, type Identity } from '../support/in-process.js';
import { ADDRESS, seedSettings } from '../support/orders.js';
import { resetDatabase, seedProduct, seedUserRecord } from '../support/seed.js';
import type { KnownIds } from './schema-arbitrary.js';

const SELLER = {
  legal_name: 'FōhzShop SAS',
  legal_form: 'SAS',
  capital: 10000,
  address: '12 rue de la Mobilité, 69007 Lyon',
  siren: '912345678',
  rcs_city: 'Lyon',
  vat_number: 'FR12912345678',
};

export type FuzzWorld = {
  customer: Account;
  admin: Account;
  ids: KnownIds;
  /** Puts the database back as seeded (and the customer's Auth account, after a deletion). */
  restore: (account?: boolean) => Promise<void>;
};

export const identityOf = (account: Account, admin = false): Identity => ({
  uid: account.uid,
  email: account.email,
  ...(admin && { admin: true }),
});

export async function seedFuzzWorld(functions: Record<string, unknown>): Promise<FuzzWorld> {
  await resetDatabase();
  await seedSettings();
  // The seller's legal identity: without it no invoice or credit note can be rendered.
  await db().ref('settings/shop/seller').set(SELLER);
  const [customer, admin] = await Promise.all([newAccount(), newAccount({ admin: true })]);
  await seedUserRecord(customer.uid, { email: customer.email, addresses: [ADDRESS] });
  await seedUserRecord(admin.uid, { email: admin.email, admin: true });
  await seedProduct('fz-scooter', { type: 'Trottinette électrique', stock: 500 });
  await seedProduct('fz-part', { stock: 500, price: 149.99 });
  await db()
    .ref(`carts/${customer.uid}/items/fz-part`)
    .set({ quantity: 1, added_at: '2026-02-01T09:00:00.000Z' });

  const asAdmin = identityOf(admin, true);
  const asCustomer = identityOf(customer);
  const run = async <T>(name: string, data: unknown, who: Identity): Promise<T> => {
    const outcome = await runCallable(functions[name], data, who);
    if (!outcome.ok)
      throw new Error(`fuzz seed: ${name} refused (${outcome.code}): ${outcome.message}`);
    return outcome.result as T;
  };
  const order = async (payment_method = 'bank_transfer', extra: object = {}) =>
    run<{ order_id: string; payment_url?: string }>(
      'adminCreateOrder',
      {
        user_id: customer.uid,
        items: [{ product_id: 'fz-part', quantity: 2 }],
        shipping_address: ADDRESS,
        payment_method,
        ...extra,
      },
      asAdmin,
    );
  const paid = async () => {
    const { order_id } = await order();
    await run('adminConfirmBankTransfer', { order_id }, asAdmin);
    return order_id;
  };
  const delivered = async () => {
    const order_id = await paid();
    await run('adminUpdateDelivery', { order_id, status: 'shipped' }, asAdmin);
    await run('adminUpdateDelivery', { order_id, status: 'delivered' }, asAdmin);
    return order_id;
  };

  const awaiting = (await order()).order_id;
  const online = await order('instalments', { instalments: 3 });
  const paidOnly = await paid();
  const deliveredOnly = await delivered();
  const returned = await delivered();
  await run(
    'requestReturn',
    { order_id: returned, reason: 'Elle ne me convient pas du tout.' },
    asCustomer,
  );
  const refunded = await paid();
  await run(
    'adminUpdatePayment',
    {
      order_id: refunded,
      status: 'partially_refunded',
      refund_amount: 10,
      request_key: 'fz-refund',
    },
    asAdmin,
  );
  const notes = (await db().ref(`orders/${refunded}/credit_notes`).once('value')).val() as Record<
    string,
    { number: string }
  > | null;
  const entry = await run<{ entry_id: string }>(
    'createLedgerEntry',
    {
      entry: {
        date: '2026-03-01',
        kind: 'expense',
        category: 'rent',
        label: 'Loyer',
        amount: 900,
        vat_rate: 20,
      },
    },
    asAdmin,
  );
  const review = {
    rating: 4,
    title: 'Très bien',
    body: 'Livrée vite, rien à dire.',
    author_name: 'Léa',
  };
  const saved = await run<{ review_id: string }>(
    'adminSaveReview',
    { review: { ...review, source: 'site', status: 'published' } },
    asAdmin,
  );
  const submitted = await run<{ review_id: string }>(
    'submitReview',
    { rating: 5, title: 'Super', body: 'Une pièce de qualité.', product_id: 'fz-scooter' },
    asCustomer,
  );

  const seeded = (await dump()) as { products: Record<string, { stock: number }> };
  const restore = async (account = false) => {
    await db().ref().set(seeded);
    await triggersIdle();
    // deleteMyAccount removes the Auth account too; the customer must exist for later cases.
    if (account)
      await adminAuth()
        .createUser({ uid: customer.uid, email: customer.email })
        .catch((error: { code?: string }) => {
          if (error.code !== 'auth/uid-already-exists') throw error;
        });
  };
  const ids: KnownIds = {
    product_id: ['fz-scooter', 'fz-part'],
    user_id: [customer.uid, admin.uid],
    order_id: [awaiting, online.order_id, paidOnly, deliveredOnly, returned, refunded],
    number: Object.values(notes ?? {}).map((note) => note.number),
    entry_id: [entry.entry_id],
    review_id: [saved.review_id, submitted.review_id],
    // updateProduct changes the stock only from the one the admin saw.
    expected_stock: Object.values(seeded.products).map((product) => product.stock),
  };
  return { customer, admin, ids, restore };
}
