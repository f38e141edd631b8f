// The typed reads of the money paths (core/records.ts): a stored record that does not match its
// schema is a clear error naming its path, a valid one comes back typed, and a write-back keeps
// what the schema does not know.
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '@fohzshop/shared/schemas/ledger';
import {
  ShopSettingsReadSchema,
  parseLedgerEntry,
  parseOrder,
  storedWith,
} from '../src/core/records.js';
import { applyStatusChange } from '../src/orders/order-transition.js';
import { sampleOrder } from './order-fixture.js';

const stored = () => {
  const { order_id: _key, ...rest } = sampleOrder();
  return rest;
};

describe('parseOrder', () => {
  it('returns the stored order typed, its id from the key', () => {
    const order = parseOrder(stored(), '-Ord1');
    expect(order.order_id).toBe('-Ord1');
    expect(order.payment.status).toBe('pending');
    expect(order.totals.total).toBe(3337.7);
  });

  it('reads a list the database gave back as an object (holes in the keys)', () => {
    const [first, second] = sampleOrder().items;
    const order = parseOrder({ ...stored(), items: { 0: first, 2: second } }, '-Ord1');
    expect(order.items.map((item) => item.product_id)).toEqual(['p1', 'p2']);
  });

  it('refuses a malformed record with its path and what is wrong', () => {
    const broken = { ...stored(), totals: { items: 10, shipping: 0, total: '10' } };
    expect(() => parseOrder(broken, '-Ord1')).toThrow(/orders\/-Ord1 does not match its schema/);
    expect(() => parseOrder(broken, '-Ord1')).toThrow(/totals\.total/);
    expect(() => parseOrder({ ...stored(), payment: { status: 'paid' } }, '-Ord2')).toThrow(
      /orders\/-Ord2.*\n.*payment\.method/s,
    );
    expect(() => parseOrder('not an order', '-Ord3')).toThrow(/orders\/-Ord3/);
  });
});

describe('parseLedgerEntry', () => {
  const entry: LedgerEntry = {
    entry_id: 'e1',
    date: '2026-03-02',
    kind: 'expense',
    category: 'rent',
    label: 'Loyer de mars',
    amount: 900,
    vat_rate: 20,
    created_by: 'admin1',
    created_at: '2026-03-02T09:00:00.000Z',
  };

  it('returns a valid entry, its history read from an object as well', () => {
    const line = { at: '2026-03-03T09:00:00.000Z', by: 'admin1', action: 'updated' as const };
    expect(parseLedgerEntry({ ...entry, history: { 0: line } }, 'e1').history).toEqual([line]);
  });

  it('refuses a malformed entry with its path', () => {
    expect(() => parseLedgerEntry({ ...entry, amount: -5 }, 'e1')).toThrow(
      /ledger\/e1 does not match its schema/,
    );
  });
});

describe('storedWith: a change written back over the stored order', () => {
  it('keeps the fields the schema does not know, at the top and inside the payment', () => {
    const raw = {
      ...stored(),
      written_by_another_version: { keep: true },
      payment: { ...sampleOrder().payment, session_mode: 'test' },
    };
    const order = parseOrder(raw, '-Ord1');
    expect(order).not.toHaveProperty('written_by_another_version');
    const decision = applyStatusChange(order, {
      order: 'paid',
      payment: 'paid',
      event: 'Paiement reçu',
      by: 'system',
      at: '2026-03-03T10:00:00.000Z',
      paymentPatch: { paid_at: '2026-03-03T10:00:00.000Z' },
    });
    if ('refuse' in decision) throw new Error(decision.refuse);
    const written = storedWith(raw, order, decision.next, ['payment']);
    expect(written).toMatchObject({
      written_by_another_version: { keep: true },
      status: 'paid',
      updated_at: '2026-03-03T10:00:00.000Z',
      payment: { status: 'paid', paid_at: '2026-03-03T10:00:00.000Z', session_mode: 'test' },
    });
    // The written value is still a valid order.
    expect(parseOrder(written, '-Ord1').history).toHaveLength(1);
  });

  it('writes only what changed: unchanged fields keep their stored form', () => {
    // Stored before `discount` existed: parsing adds its default, the write-back does not.
    const raw = { ...stored(), totals: { items: 3337.7, shipping: 0, total: 3337.7 } };
    const order = parseOrder(raw, '-Ord1');
    expect(order.totals.discount).toBe(0);
    const written = storedWith(raw, order, { ...order, updated_at: '2026-03-04T00:00:00.000Z' });
    expect(written.totals).toBe(raw.totals);
    expect(written).not.toHaveProperty('order_id');
  });

  it('replaces a map field that is not merged (a smaller reservation drops its product)', () => {
    const raw = { ...stored(), stock_reserved: { p1: 1, p2: 3 } };
    const order = parseOrder(raw, '-Ord1');
    const written = storedWith(raw, order, { ...order, stock_reserved: { p1: 1 } }, ['payment']);
    expect(written.stock_reserved).toEqual({ p1: 1 });
  });
});

describe('settings/shop as the money paths read it', () => {
  it('accepts a shop whose seller or contact is not filled in yet', () => {
    expect(ShopSettingsReadSchema.parse({})).toEqual({});
    const bank = { holder: 'FōhzShop', bank_name: 'Banque', iban: 'FR76…', bic: 'AGRIFRPP' };
    expect(ShopSettingsReadSchema.parse({ bank, contact: { email: 'a@b.fr' } })).toEqual({
      contact: { email: 'a@b.fr' },
    });
  });

  it('refuses a malformed contact', () => {
    expect(ShopSettingsReadSchema.safeParse({ contact: { email: 42 } }).success).toBe(false);
  });
});
