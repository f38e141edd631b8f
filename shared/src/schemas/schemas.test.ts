import { describe, expect, it } from 'vitest';
import { clampQuantity, CartSchema } from './cart';
import { DatabaseKeySchema, EurosSchema, IsoDateSchema, UrlOrPathSchema } from './common';
import { ContactMessageInputSchema } from './contact';
import { LedgerEntryInputSchema } from './ledger';
import { OrderSchema, formatOrderNumber } from './order';
import { ProductInputSchema, ProductSchema, dropEmptyImages } from './product';
import { SAMPLE_SAFETY } from '../test-support/product-safety';
import { ReviewSubmissionSchema, computeReviewStats } from './review';
import { ShopSettingsSchema } from './settings';
import {
  AdminUserChangesSchema,
  NewUserSchema,
  UserProfileUpdateSchema,
  UserSchema,
  newUserRecord,
  userDisplayName,
} from './user';

const NOW = '2025-06-15T12:00:00.000Z';
const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('common', () => {
  it('validates RTDB keys', () => {
    for (const key of ['abc', 'dt-thunder_3', 'Ünïcode', 'constructor', '__proto'])
      expect(ok(DatabaseKeySchema, key)).toBe(true);
    for (const key of [
      '',
      'a.b',
      'a#b',
      'a$b',
      'a/b',
      'a[b',
      'a]b',
      'a\nb',
      'x'.repeat(129),
      '__proto__',
    ])
      expect(ok(DatabaseKeySchema, key)).toBe(false);
  });
  it('validates euros', () => {
    for (const v of [0, 0.1, 19.99, 0.1 + 0.2, 1_000_000]) expect(ok(EurosSchema, v)).toBe(true);
    for (const v of [-1, 1.005, Number.NaN, Number.POSITIVE_INFINITY, 1_000_000.01, '10'])
      expect(ok(EurosSchema, v)).toBe(false);
  });
  it('validates dates and image urls', () => {
    expect(ok(IsoDateSchema, NOW)).toBe(true);
    expect(ok(IsoDateSchema, '2025-06-15')).toBe(false);
    for (const v of ['https://cdn.example.com/a.webp', '/images/a.webp'])
      expect(ok(UrlOrPathSchema, v)).toBe(true);
    for (const v of ['javascript:alert(1)', 'images/a.webp', 'https://a b'])
      expect(ok(UrlOrPathSchema, v)).toBe(false);
  });
});

const input = {
  name: 'Dualtron Thunder 3',
  description: 'Trottinette haut de gamme.',
  brand: 'Dualtron',
  price: 3290,
  stock: 4,
  type: 'Trottinette électrique',
  images: ['', '/images/thunder.webp', '  '],
  specs: { power_w: 5400, range_km: 120, brakes: 'Disques hydrauliques' },
  safety: SAMPLE_SAFETY,
};

describe('product', () => {
  it('drops empty images from admin input', () => {
    expect(dropEmptyImages([' ', 'a', ''])).toEqual(['a']);
    expect(ProductInputSchema.parse(input).images).toEqual(['/images/thunder.webp']);
  });
  it('rejects extra fields, server fields and fallback values in input', () => {
    expect(ok(ProductInputSchema, { ...input, views: 3 })).toBe(false);
    expect(ok(ProductInputSchema, { ...input, brand: 'Non défini(e)' })).toBe(false);
    expect(ok(ProductInputSchema, { ...input, stock: 1.5 })).toBe(false);
    expect(ok(ProductInputSchema, { ...input, specs: { power_w: 1, turbo: true } })).toBe(false);
  });
  it('stores products with views and dates', () => {
    const stored = {
      ...ProductInputSchema.parse(input),
      product_id: 'thunder-3',
      views: 0,
      created_at: NOW,
    };
    expect(ProductSchema.parse(stored)).toMatchObject({ product_id: 'thunder-3' });
    expect(ok(ProductSchema, { ...stored, brand: 'Non défini(e)' })).toBe(true);
    expect(ok(ProductSchema, { ...stored, views: -1 })).toBe(false);
  });
});

describe('user', () => {
  it('creates the initial record', () => {
    const user = newUserRecord({ user_id: 'uid1', email: 'a@b.fr', first_name: ' Léa ' }, NOW);
    expect(NewUserSchema.parse(user)).toEqual({
      user_id: 'uid1',
      email: 'a@b.fr',
      first_name: 'Léa',
      last_name: '',
      phone: '',
      role: '',
      admin: false,
      created_at: NOW,
      updated_at: NOW,
    });
    expect(UserSchema.parse(user).addresses).toEqual([]);
    expect(userDisplayName(user)).toBe('Léa');
    expect(userDisplayName({ first_name: '', last_name: '', email: '' })).toBe('Client');
  });
  it('lets users change only profile fields', () => {
    expect(UserProfileUpdateSchema.parse({ phone: '06 12 34 56 78' })).toEqual({
      phone: '06 12 34 56 78',
    });
    expect(ok(UserProfileUpdateSchema, { admin: true })).toBe(false);
    expect(ok(UserProfileUpdateSchema, { role: 'x' })).toBe(false);
    expect(ok(UserProfileUpdateSchema, { phone: 'abc' })).toBe(false);
  });
  it('validates addresses in France', () => {
    const address = {
      first_name: 'Léa',
      last_name: 'Martin',
      line1: '1 rue de la Paix',
      postal_code: '75002',
      city: 'Paris',
    };
    expect(UserProfileUpdateSchema.parse({ addresses: [address] }).addresses?.[0]?.country).toBe(
      'France',
    );
    expect(ok(UserProfileUpdateSchema, { addresses: [{ ...address, postal_code: '7500' }] })).toBe(
      false,
    );
  });
  it('requires at least one admin change and never invents fields', () => {
    expect(ok(AdminUserChangesSchema, {})).toBe(false);
    expect(AdminUserChangesSchema.parse({ admin: true })).toEqual({ admin: true });
  });
});

describe('cart, order, review, ledger, contact, settings', () => {
  it('bounds cart quantities', () => {
    expect(CartSchema.parse({ updated_at: NOW }).items).toEqual({});
    expect(
      ok(CartSchema, { updated_at: NOW, items: { p: { quantity: 100, added_at: NOW } } }),
    ).toBe(false);
    expect([
      clampQuantity(0),
      clampQuantity(5.7),
      clampQuantity(500),
      clampQuantity(Number.NaN),
    ]).toEqual([1, 5, 99, 1]);
  });
  it('formats order numbers and validates orders', () => {
    expect(formatOrderNumber(2026, 42)).toBe('FZ-2026-000042');
    const address = {
      first_name: 'Léa',
      last_name: 'Martin',
      line1: '1 rue',
      postal_code: '75002',
      city: 'Paris',
    };
    const order = {
      order_id: 'o1',
      number: 'FZ-2026-000042',
      user_id: 'u1',
      email: 'a@b.fr',
      items: [
        {
          product_id: 'p',
          name: 'Pneu',
          brand: 'Dualtron',
          type: 'Pièce détachée',
          unit_price: 29.9,
          quantity: 2,
        },
      ],
      totals: { items: 59.8, shipping: 0, total: 59.8 },
      shipping_address: address,
      payment: { method: 'instalments', instalments: 3, status: 'pending' },
      delivery: { status: 'pending' },
      status: 'pending_payment',
      created_at: NOW,
      updated_at: NOW,
    };
    expect(OrderSchema.parse(order).history).toEqual([]);
    expect(ok(OrderSchema, { ...order, number: 'FZ-26-1' })).toBe(false);
    expect(ok(OrderSchema, { ...order, payment: { ...order.payment, instalments: 5 } })).toBe(
      false,
    );
    expect(ok(OrderSchema, { ...order, status: 'lost' })).toBe(false);
  });
  it('validates reviews and computes stats', () => {
    expect(
      ok(ReviewSubmissionSchema, { rating: 5, title: 'Top', body: 'Très bonne trottinette.' }),
    ).toBe(true);
    expect(
      ok(ReviewSubmissionSchema, { rating: 6, title: 'Top', body: 'Très bonne trottinette.' }),
    ).toBe(false);
    expect(
      computeReviewStats([
        { rating: 5, status: 'published' },
        { rating: 4, status: 'published' },
        { rating: 5, status: 'published' },
        { rating: 1, status: 'hidden' },
      ]),
    ).toEqual({ average: 4.7, count: 3 });
    expect(computeReviewStats([])).toEqual({ average: 0, count: 0 });
  });
  it('validates ledger entries', () => {
    const entry = {
      date: '2025-06-01',
      kind: 'expense',
      category: 'shipping',
      label: 'Transporteur',
      amount: 120.5,
      vat_rate: 20,
    };
    expect(ok(LedgerEntryInputSchema, entry)).toBe(true);
    expect(ok(LedgerEntryInputSchema, { ...entry, amount: 0 })).toBe(false);
    expect(ok(LedgerEntryInputSchema, { ...entry, vat_rate: 19 })).toBe(false);
  });
  it('bounds contact messages', () => {
    const message = {
      name: 'Léa',
      email: 'lea@example.fr',
      subject: 'Livraison',
      message: 'Bonjour, où en est ma commande ?',
    };
    expect(ok(ContactMessageInputSchema, message)).toBe(true);
    expect(ok(ContactMessageInputSchema, { ...message, message: 'court' })).toBe(false);
    expect(ok(ContactMessageInputSchema, { ...message, email: 'lea' })).toBe(false);
    expect(ok(ContactMessageInputSchema, { ...message, name: 'x'.repeat(101) })).toBe(false);
  });
  it('validates shop settings', () => {
    const settings = {
      bank: {
        holder: 'FōhzShop SAS',
        bank_name: 'Banque',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        bic: 'AGRIFRPP',
      },
      contact: { email: 'contact@fohzshop.fr', phone: '01 23 45 67 89', address: 'Paris' },
    };
    expect(ShopSettingsSchema.parse(settings).bank_transfer_hold_hours).toBe(72);
    expect(ok(ShopSettingsSchema, { ...settings, bank: { ...settings.bank, bic: 'x' } })).toBe(
      false,
    );
  });
});
