// Product CRUD and cleansing as the admin sees them: ids, dates, views, images, not-found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@fohzshop/shared/messages';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call, succeed } from './support/client.js';
import { productInput } from './support/fixtures.js';
import { resetDatabase, seedProduct } from './support/seed.js';

type Stored = Record<string, unknown> & {
  created_at: string;
  updated_at?: string;
  views: number;
  images?: string[];
};

let admin: Account;

beforeAll(async () => {
  await resetDatabase();
  admin = await newAccount({ admin: true });
});
afterAll(closeAdmin);

describe('createProduct', () => {
  it('names the product by a slug of its name, numbered on collision', async () => {
    const first = await succeed<{ product_id: string }>(
      'createProduct',
      { product: productInput({ name: 'Pièce Compétition Étrier' }) },
      admin,
    );
    const second = await succeed<{ product_id: string }>(
      'createProduct',
      { product: productInput({ name: 'Pièce Compétition Étrier' }) },
      admin,
    );
    expect(first.product_id).toBe('piece-competition-etrier');
    expect(second.product_id).toBe('piece-competition-etrier-2');
  });

  it('stores product_id, views 0, created_at, and drops empty images', async () => {
    const { product_id } = await succeed<{ product_id: string }>(
      'createProduct',
      { product: productInput({ name: 'Teverun Fighter 11+' }) },
      admin,
    );
    const stored = await read<Stored>(`products/${product_id}`);
    expect(stored).toMatchObject({
      product_id,
      name: 'Teverun Fighter 11+',
      views: 0,
      price: 3299,
    });
    expect(stored!.images).toEqual([
      '/images/dualtron-thunder-3.webp',
      'https://cdn.example.fr/t3-side.webp',
    ]);
    expect(new Date(stored!.created_at).toISOString()).toBe(stored!.created_at);
  });

  it('uses a given id, and refuses it when taken: already-exists, no write', async () => {
    await succeed('createProduct', { product_id: 'ref-T3-2026', product: productInput() }, admin);
    const before = await dump();
    const outcome = await call(
      'createProduct',
      { product_id: 'ref-T3-2026', product: productInput({ name: 'Autre' }) },
      admin,
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: 'already-exists',
      message: MESSAGES.alreadyExists,
    });
    expect(await dump()).toEqual(before);
  });
});

describe('updateProduct', () => {
  it('replaces the editable fields, keeps views and created_at, sets updated_at, drops empty images', async () => {
    await seedProduct('upd-1', { views: 42, old_price: 3599 });
    const changes = productInput({
      name: 'Dualtron Thunder 3 (2026)',
      price: 3199,
      old_price: undefined,
      images: ['', '/images/new.webp', ' '],
    });
    await succeed(
      'updateProduct',
      { product_id: 'upd-1', product: changes, expected_stock: changes.stock },
      admin,
    );
    const stored = await read<Stored>('products/upd-1');
    expect(stored).toMatchObject({
      product_id: 'upd-1',
      name: 'Dualtron Thunder 3 (2026)',
      price: 3199,
      views: 42,
      created_at: '2026-01-05T10:00:00.000Z',
    });
    expect(stored).not.toHaveProperty('old_price');
    expect(stored!.images).toEqual(['/images/new.webp']);
    expect(stored!.updated_at! > stored!.created_at).toBe(true);
  });

  it('refuses an unknown product: not-found, no write', async () => {
    const before = await dump();
    const outcome = await call(
      'updateProduct',
      { product_id: 'inconnu', product: productInput(), expected_stock: 4 },
      admin,
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: 'not-found',
      message: MESSAGES.productNotFound,
    });
    expect(await dump()).toEqual(before);
  });
});

describe('GPSR safety information', () => {
  it('is required for a scooter: a clear French refusal, nothing written', async () => {
    const { safety: _, ...withoutSafety } = productInput({ name: 'Kaabo Wolf Sans GPSR' });
    const before = await dump();
    const outcome = await call('createProduct', { product: withoutSafety }, admin);
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(outcome.ok || outcome.message).toContain(
      'informations de sécurité obligatoires pour une trottinette',
    );
    expect(outcome.ok || outcome.message).toContain('règlement GPSR');
    expect(await dump()).toEqual(before);
  });

  it('is required for a battery, and an EU responsible person for a maker outside the EU', async () => {
    await seedProduct('batt-1', {
      type: 'Pièce détachée',
      name: 'Batterie de rechange 60 V 25 Ah',
    });
    const battery = productInput({
      type: 'Pièce détachée',
      name: 'Batterie de rechange 60 V 25 Ah',
    });
    const before = await dump();
    const { safety: _, ...withoutSafety } = battery;
    const { eu_responsible: _eu, ...noEuPerson } = battery.safety!;
    for (const product of [withoutSafety, { ...battery, safety: noEuPerson }]) {
      const outcome = await call(
        'updateProduct',
        { product_id: 'batt-1', product, expected_stock: 4 },
        admin,
      );
      expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    }
    expect(await dump()).toEqual(before);
  });

  it('is stored with the product and its éco-participation, and stays off the public card', async () => {
    const { product_id } = await succeed<{ product_id: string }>(
      'createProduct',
      { product: productInput({ name: 'Dualtron Avec GPSR', eco_fee_cents: 250 }) },
      admin,
    );
    const stored = await read<Stored>(`products/${product_id}`);
    expect(stored).toMatchObject({ safety: productInput().safety, eco_fee_cents: 250 });
    const card = await read<Record<string, unknown>>(`product_cards/${product_id}`);
    expect(card).toMatchObject({ e: 250 });
    expect(card).not.toHaveProperty('safety');
  });
});

describe('deleteProduct', () => {
  it('removes the product and its view guards', async () => {
    await seedProduct('del-1');
    await db().ref('view_guards/del-1/abc').set(Date.now());
    await succeed('deleteProduct', { product_id: 'del-1' }, admin);
    expect(await read('products/del-1')).toBeNull();
    expect(await read('view_guards/del-1')).toBeNull();
  });

  it('refuses an unknown product: not-found, no write', async () => {
    const before = await dump();
    const outcome = await call('deleteProduct', { product_id: 'del-1' }, admin);
    expect(outcome).toMatchObject({
      ok: false,
      code: 'not-found',
      message: MESSAGES.productNotFound,
    });
    expect(await dump()).toEqual(before);
  });
});
