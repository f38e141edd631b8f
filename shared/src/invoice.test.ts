import { describe, expect, it } from 'vitest';
import {
  documentLines,
  formatDocumentNumber,
  htOfTtcCents,
  invoiceTotals,
  isInvoiced,
  refundedCents,
  vatBreakdown,
} from './invoice';

describe('document numbers', () => {
  it('pad the sequence to 6 digits after the prefix and year', () => {
    expect(formatDocumentNumber('FA', 2026, 1)).toBe('FA-2026-000001');
    expect(formatDocumentNumber('AV', 2027, 123456)).toBe('AV-2027-123456');
  });
  it('refuse a sequence that is not a positive integer', () => {
    expect(() => formatDocumentNumber('FA', 2026, 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber('FA', 2026, 1.5)).toThrow(RangeError);
  });
});

describe('VAT at 20 % in cents', () => {
  it('splits a TTC amount so that HT + VAT = TTC exactly', () => {
    expect(vatBreakdown(120_00)).toEqual({ ttcCents: 12000, vatCents: 2000, htCents: 10000 });
    expect(vatBreakdown(329_900)).toEqual({ ttcCents: 329900, vatCents: 54983, htCents: 274917 });
    for (const ttc of [1, 7, 99, 1001, 59_999, 1_000_000_00]) {
      const { vatCents, htCents } = vatBreakdown(ttc);
      expect(vatCents + htCents).toBe(ttc);
      expect(Number.isInteger(vatCents)).toBe(true);
    }
  });
  it('computes the VAT once on the total, not as a sum of rounded lines', () => {
    // Three lines of 0,10 € TTC: 3 × round(1,67 c) would give 6 c; on 30 c it is 5 c.
    const lines = documentLines([{ name: 'Vis', unit_price: 0.1, quantity: 3 }]);
    expect(lines[0]).toMatchObject({ unitTtcCents: 10, unitHtCents: 8, lineTtcCents: 30 });
    expect(invoiceTotals({ items: 0.3, shipping: 0, total: 0.3 })).toMatchObject({
      ttcCents: 30,
      vatCents: 5,
      htCents: 25,
    });
  });
  it('gives unit prices HT rounded to the cent', () => {
    expect(htOfTtcCents(329_900)).toBe(274_917);
    expect(htOfTtcCents(2_990)).toBe(2_492);
  });
  it('never drifts with float prices (0,1 + 0,2)', () => {
    expect(invoiceTotals({ items: 0.3, shipping: 0, discount: 0, total: 0.1 + 0.2 }).ttcCents).toBe(
      30,
    );
  });
});

describe('payment states', () => {
  it('knows which orders have an invoice', () => {
    expect(isInvoiced({ status: 'paid' })).toBe(true);
    expect(isInvoiced({ status: 'refunded' })).toBe(true);
    expect(isInvoiced({ status: 'pending' })).toBe(false);
    expect(isInvoiced({ status: 'cancelled' })).toBe(false);
    expect(isInvoiced(undefined)).toBe(false);
  });
  it('counts what was refunded, the whole total once « Remboursé »', () => {
    expect(refundedCents({ status: 'paid' }, 100)).toBe(0);
    expect(refundedCents({ status: 'partially_refunded', refunded_amount: 25.5 }, 100)).toBe(2550);
    expect(refundedCents({ status: 'refunded' }, 100)).toBe(10000);
  });
});
