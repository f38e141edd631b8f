import { describe, expect, it } from 'vitest';
import {
  CALLABLES,
  adminUpdateUser,
  cleanseProducts,
  createProduct,
  parseRequest,
  placeOrder,
  recordProductView,
} from './index';

const product = {
  name: 'Pneu',
  description: '',
  brand: 'Kaabo',
  price: 29.9,
  stock: 3,
  type: 'Pièce détachée',
  images: [''],
};
const address = {
  first_name: 'Léa',
  last_name: 'Martin',
  line1: '1 rue',
  postal_code: '75002',
  city: 'Paris',
};

describe('contracts', () => {
  it('are keyed by their callable name with a known access', () => {
    for (const [key, contract] of Object.entries(CALLABLES)) {
      expect(contract.name).toBe(key);
      expect(['public', 'user', 'admin']).toContain(contract.access);
    }
    expect(recordProductView.access).toBe('public');
    expect(placeOrder.access).toBe('user');
    expect(createProduct.access).toBe('admin');
  });
  it('parse valid requests, applying transforms', () => {
    const result = parseRequest(createProduct, { product });
    expect(result).toEqual({ ok: true, data: { product: { ...product, images: [] } } });
    expect(parseRequest(cleanseProducts, {})).toEqual({ ok: true, data: {} });
  });
  it('reject extra fields and bad input with French text', () => {
    expect(parseRequest(recordProductView, { product_id: 'p', views: 1e9 })).toEqual({
      ok: false,
      message: 'Champ non autorisé : « views ».',
    });
    expect(parseRequest(recordProductView, { product_id: 'a/b' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('product_id'),
    });
    expect(parseRequest(createProduct, { product: { ...product, price: -1 } })).toEqual({
      ok: false,
      message: 'Le champ « product.price » doit être un nombre positif.',
    });
    expect(parseRequest(adminUpdateUser, { user_id: 'u', changes: {} })).toMatchObject({
      ok: false,
      message: expect.stringContaining('aucune modification à enregistrer'),
    });
    expect(parseRequest(cleanseProducts, null)).toMatchObject({ ok: false });
  });
  it('require an instalment count exactly for instalment payments', () => {
    const base = {
      idempotency_key: 'checkout-0123456789abcdef',
      shipping_address: address,
      accept_terms: true,
    };
    expect(parseRequest(placeOrder, { ...base, payment_method: 'card' }).ok).toBe(true);
    expect(
      parseRequest(placeOrder, { ...base, payment_method: 'instalments', instalments: 3 }).ok,
    ).toBe(true);
    expect(parseRequest(placeOrder, { ...base, payment_method: 'instalments' }).ok).toBe(false);
    expect(parseRequest(placeOrder, { ...base, payment_method: 'card', instalments: 2 }).ok).toBe(
      false,
    );
    expect(
      parseRequest(placeOrder, { ...base, idempotency_key: 'court', payment_method: 'card' }).ok,
    ).toBe(false);
    const { idempotency_key: _key, ...withoutKey } = base;
    expect(parseRequest(placeOrder, { ...withoutKey, payment_method: 'card' }).ok).toBe(false);
    expect(parseRequest(placeOrder, { ...base, payment_method: 'card', total: 1 })).toMatchObject({
      ok: false,
      message: 'Champ non autorisé : « total ».',
    });
    expect(
      parseRequest(placeOrder, { ...base, accept_terms: false, payment_method: 'card' }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('conditions générales'),
    });
  });
});
