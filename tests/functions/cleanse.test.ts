// cleanseProducts (catalogue maintenance): every product rewritten in one update, touched count returned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDEFINED_LABEL } from '@fohzshop/shared/schemas/product';
import { closeAdmin, db, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { succeed } from './support/client.js';
import { resetDatabase, seedProduct } from './support/seed.js';

type Stored = Record<string, unknown> & {
  product_id: string;
  type: string;
  brand: string;
  views: number;
  updated_at?: string;
  images?: string[];
};

let admin: Account;

beforeAll(async () => {
  await resetDatabase();
  admin = await newAccount({ admin: true });
});
afterAll(closeAdmin);

describe('cleanseProducts', () => {
  it('rewrites every product: normalised type and brand, views 0, updated_at now', async () => {
    await db().ref('products').set(null);
    await seedProduct('c-1', { type: 'trottinette  electrique', brand: 'DUALTRON', views: 12 });
    await seedProduct('c-2', {
      type: 'Pièces détachées',
      brand: 'fohzshop',
      views: 3,
      images: ['/a.webp', ''],
    });
    await seedProduct('c-3', { type: 'hoverboard', brand: 'Xiaomi', views: 0 });
    await seedProduct('c-broken', {
      price: 'gratuit',
      type: 'piece competition',
      brand: 'kaabo',
      views: 7,
    });
    await db().ref('view_guards/c-1/abc').set(Date.now());
    const started = new Date().toISOString();

    expect(await succeed('cleanseProducts', {}, admin)).toEqual({ touched: 4 });

    const products = (await read<Record<string, Stored>>('products'))!;
    expect(Object.values(products).map((p) => [p.product_id, p.type, p.brand, p.views])).toEqual([
      ['c-1', 'Trottinette électrique', 'Dualtron', 0],
      ['c-2', 'Pièce détachée', 'FōhzShop', 0],
      ['c-3', UNDEFINED_LABEL, UNDEFINED_LABEL, 0],
      ['c-broken', 'Pièce compétition', 'Kaabo', 0],
    ]);
    for (const product of Object.values(products))
      expect(product.updated_at! >= started).toBe(true);
    expect(products['c-2']!.images).toEqual(['/a.webp']);
    expect(products['c-broken']!.price).toBe('gratuit'); // unrepairable: other fields left alone
    expect(await read('view_guards')).toBeNull();
  });

  it('reports 0 on an empty catalogue', async () => {
    await db().ref('products').set(null);
    expect(await succeed('cleanseProducts', {}, admin)).toEqual({ touched: 0 });
  });
});
