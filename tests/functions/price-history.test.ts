// The price history (L112-1-1 C. conso.): every writer of a product's price appends it to
// price_history/{id} (createProduct, updateProduct, the cleansing, the nightly refresh), and the
// lawful reference it justifies is stored as products/{id}/reference_price and on the card only
// when the admin's old_price is that reference. The admin is told why an old_price is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_HISTORY, priceChangesOf } from '@fohzshop/shared/catalog/price-history';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { expectCardsInStep } from './support/cards.js';
import { call, succeed } from './support/client.js';
import { productInput } from './support/fixtures.js';
import { loadFunctions, runScheduled } from './support/in-process.js';
import { resetDatabase, seedProduct } from './support/seed.js';

const DAY = 24 * 60 * 60 * 1000;
let admin: Account;

beforeAll(async () => {
  await resetDatabase();
  admin = await newAccount({ admin: true });
});
afterAll(closeAdmin);

const history = async (id: string) => priceChangesOf(await read(`${PRICE_HISTORY}/${id}`));
const prices = async (id: string) => (await history(id)).map((change) => change.price_cents);
const update = (product_id: string, price: number, old_price?: number) =>
  succeed<{ ok: true; reduction?: unknown }>(
    'updateProduct',
    {
      product_id,
      product: productInput({ price, old_price }),
      expected_stock: productInput().stock,
    },
    admin,
  );
/** A product sold at `price` euros for the last `days` days, recorded as the server would. */
async function soldSince(id: string, price: number, days: number): Promise<void> {
  await seedProduct(id, { price, old_price: null });
  await db()
    .ref(`${PRICE_HISTORY}/${id}/-seeded`)
    .set({ price_cents: price * 100, at: Date.now() - days * DAY });
}

describe('price history', () => {
  it('createProduct records the first price; an old_price with no history is refused and not shown', async () => {
    const started = Date.now();
    const created = await succeed<{ product_id: string; reduction: unknown }>(
      'createProduct',
      { product_id: 'ph-new', product: productInput({ price: 3299, old_price: 3599 }) },
      admin,
    );
    expect(created.reduction).toEqual({
      status: 'refused',
      lawful_cents: null,
      lowest_cents: 329_900,
    });
    const [first, ...rest] = await history('ph-new');
    expect(rest).toEqual([]);
    expect(first!.price_cents).toBe(329_900);
    expect(first!.at).toBeGreaterThanOrEqual(started);
    expect(await read('products/ph-new/reference_price')).toBeNull();
    expect(await read('product_cards/ph-new/o')).toBeNull();
  });

  it('updateProduct appends each price change, and nothing when the price is unchanged', async () => {
    await update('ph-new', 3299);
    expect(await prices('ph-new')).toEqual([329_900]);
    await update('ph-new', 3199);
    await update('ph-new', 3399);
    expect(await prices('ph-new')).toEqual([329_900, 319_900, 339_900]);
  });

  it('shows a reduction only at the lawful reference, and keeps it through successive reductions', async () => {
    await soldSince('ph-t3', 4590, 60);
    expect(await update('ph-t3', 4290, 4590)).toEqual({
      ok: true,
      reduction: { status: 'shown', reference_cents: 459_000 },
    });
    expect(await read('products/ph-t3/reference_price')).toBe(4590);
    expect(await read('product_cards/ph-t3/o')).toBe(459_000);
    // A second, deeper reduction: the reference stays the price before the first one.
    expect((await update('ph-t3', 3990, 4590)).reduction).toEqual({
      status: 'shown',
      reference_cents: 459_000,
    });
    // An old_price that is not the lawful reference: saved, not shown, and the admin is told.
    expect((await update('ph-t3', 3990, 4990)).reduction).toEqual({
      status: 'refused',
      lawful_cents: 459_000,
      lowest_cents: 399_000,
    });
    expect(await read('products/ph-t3/old_price')).toBe(4990);
    expect(await read('product_cards/ph-t3/o')).toBeNull();
    expect(await prices('ph-t3')).toEqual([459_000, 429_000, 399_000]);
    await expectCardsInStep('reductions');
  });

  it('refuses a reference_price sent by a client: invalid-argument, nothing written', async () => {
    const before = await dump();
    const forged = { ...productInput({ price: 1990, old_price: 4590 }), reference_price: 4590 };
    const outcomes = await Promise.all([
      call('updateProduct', { product_id: 'ph-t3', product: forged, expected_stock: 4 }, admin),
      call('createProduct', { product_id: 'ph-forged', product: forged }, admin),
    ]);
    expect(outcomes.map((o) => o.ok || o.code)).toEqual(['invalid-argument', 'invalid-argument']);
    expect(await dump()).toEqual(before);
  });

  it('refuses a reduction from a price raised just before it (the 30-day low is lower)', async () => {
    await soldSince('ph-raise', 80, 60);
    await update('ph-raise', 100);
    expect((await update('ph-raise', 90, 100)).reduction).toEqual({
      status: 'refused',
      lawful_cents: null,
      lowest_cents: 8_000,
    });
    expect(await read('products/ph-raise/reference_price')).toBeNull();
  });

  it('the cleansing and the nightly refresh record a price changed in the console', async () => {
    await soldSince('ph-console', 200, 60);
    await db().ref('products/ph-console').update({ price: 150, old_price: 200 });
    await succeed('cleanseProducts', {}, admin);
    expect(await prices('ph-console')).toEqual([20_000, 15_000]);
    expect(await read('products/ph-console/reference_price')).toBe(200);
    expect(await read('product_cards/ph-console/o')).toBe(20_000);

    await db().ref('products/ph-console/price').set(120);
    const { rebuildProductCardsDaily } = await loadFunctions();
    await runScheduled(rebuildProductCardsDaily);
    expect(await prices('ph-console')).toEqual([20_000, 15_000, 12_000]);
    expect(await read('products/ph-console/reference_price')).toBe(200);
    await expectCardsInStep('nightly refresh');
  });
});
