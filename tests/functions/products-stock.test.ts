// Admin product edits never undo stock reserved by orders (audit of issue #9, gap 1): the
// admin's screen shows a stock, customers order meanwhile, then the admin saves. A save that
// leaves the stock as shown keeps the live stock; a stock edit is a compare-and-set refused in
// French when the stock moved; the cleansing never writes a stock it read before an order.
import type { Reference } from 'firebase-admin/database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCT_CARDS } from '@fohzshop/shared/catalog/product-card';
import { stockChangedMessage } from '@fohzshop/shared/messages';
import { closeAdmin, db, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { expectCardsInStep } from './support/cards.js';
import { call, succeed } from './support/client.js';
import { productInput } from './support/fixtures.js';
import { loadFunctions, runCallable } from './support/in-process.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import { resetDatabase } from './support/seed.js';

let admin: Account;
let customers: Account[];

const create = (product_id: string, stock: number) =>
  succeed('createProduct', { product_id, product: productInput({ stock }) }, admin);
/** A bank-transfer order of `quantity` units of `productId`, which must succeed. */
async function order(customer: Account, productId: string, quantity: number): Promise<void> {
  await seedCart(customer.uid, { [productId]: quantity });
  const outcome = await placeOrder(orderRequest(), customer);
  if (!outcome.ok) throw new Error(outcome.message);
}

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, ...customers] = await Promise.all([
    newAccount({ admin: true }),
    ...[1, 2, 3, 4].map(() => newAccount()),
  ]);
});
afterAll(closeAdmin);

describe('updateProduct and the stock reserved meanwhile', () => {
  it('keeps units an order reserved after the admin read the product (quick price edit)', async () => {
    await create('st-price', 5);
    const seen = await read<{ stock: number }>('products/st-price'); // the admin's screen
    await order(customers[0]!, 'st-price', 2);
    const product = productInput({ stock: seen!.stock, price: 2999 });
    await succeed(
      'updateProduct',
      { product_id: 'st-price', product, expected_stock: seen!.stock },
      admin,
    );
    expect(await read('products/st-price/stock')).toBe(3);
    expect(await read('products/st-price/price')).toBe(2999);
    expect(await read(`${PRODUCT_CARDS}/st-price/s`)).toBe(3);
    await expectCardsInStep('price edit after an order');
  });

  it('refuses a stock edit when an order moved the stock: failed-precondition, nothing written', async () => {
    await create('st-edit', 5);
    await order(customers[1]!, 'st-edit', 2);
    // The order's e-mail follow-up may still write under orders/: compare the catalogue.
    const catalogue = async () => [await read('products'), await read(PRODUCT_CARDS)];
    const before = await catalogue();
    const outcome = await call(
      'updateProduct',
      { product_id: 'st-edit', product: productInput({ stock: 8 }), expected_stock: 5 },
      admin,
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      message: stockChangedMessage(3),
    });
    expect(stockChangedMessage(3)).toBe(
      'Le stock a changé entre-temps (3 en stock) : rechargez et recommencez.',
    );
    expect(await catalogue()).toEqual(before);

    // Reloaded: the admin now sees 3 and sets 8.
    await succeed(
      'updateProduct',
      { product_id: 'st-edit', product: productInput({ stock: 8 }), expected_stock: 3 },
      admin,
    );
    expect(await read('products/st-edit/stock')).toBe(8);
    expect(await read(`${PRODUCT_CARDS}/st-edit/s`)).toBe(8);
    await expectCardsInStep('stock edit');
  });

  it('composes edits that keep the stock with concurrent orders', async () => {
    await create('st-race', 10);
    const product = productInput({ stock: 10, name: 'Dualtron Thunder 3 (série)' });
    const outcomes = await Promise.all([
      ...customers.map((customer) => order(customer, 'st-race', 1)),
      ...[1, 2, 3].map(() =>
        succeed('updateProduct', { product_id: 'st-race', product, expected_stock: 10 }, admin),
      ),
    ]);
    expect(outcomes).toHaveLength(customers.length + 3);
    expect(await read('products/st-race/stock')).toBe(10 - customers.length);
    expect(await read('products/st-race/name')).toBe('Dualtron Thunder 3 (série)');
    await expectCardsInStep('concurrent orders and edits');
  });
});

describe('cleanseProducts and the stock reserved meanwhile', () => {
  it('never writes back the stock it read before an order committed', async () => {
    await create('st-cleanse', 6);
    const { cleanseProducts } = await loadFunctions();
    // An order commits between the cleansing's read and its write (its one root update).
    const proto = Object.getPrototypeOf(db().ref('products')) as Reference;
    const update = proto.update;
    let interleaved = false;
    const spy = vi.spyOn(proto, 'update').mockImplementation(async function (
      this: Reference,
      ...args: Parameters<Reference['update']>
    ) {
      if (!interleaved && this.key === null && 'view_guards' in (args[0] ?? {})) {
        interleaved = true;
        await order(customers[0]!, 'st-cleanse', 2);
      }
      return update.apply(this, args);
    });
    try {
      const outcome = await runCallable(cleanseProducts, {}, { ...admin, admin: true });
      expect(outcome.ok).toBe(true);
      expect(interleaved).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(await read('products/st-cleanse/stock')).toBe(4);
    expect(await read(`${PRODUCT_CARDS}/st-cleanse/s`)).toBe(4);
    expect(await read('products/st-cleanse/views')).toBe(0);
    await expectCardsInStep('cleansing after an order');
  });
});
