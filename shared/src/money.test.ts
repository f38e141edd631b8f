import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatEuros,
  fromCents,
  lineTotalCents,
  percentOfCents,
  sumCents,
  sumEurosInCents,
  toCents,
  vatIncludedCents,
} from './money';

/** Intl uses U+202F / U+00A0; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('toCents / fromCents', () => {
  it('converts without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1299)).toBe(129900);
    expect(toCents(0)).toBe(0);
    expect(toCents(-4.35)).toBe(-435);
  });
  it('rounds half away from zero on the written decimal value', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.004)).toBe(100);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(1e-7)).toBe(0);
  });
  it('refuses non-finite amounts', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });
  it('round-trips', () => {
    for (const euros of [0.01, 0.3, 12.34, 999.99, 4999.5])
      expect(fromCents(toCents(euros))).toBe(euros);
  });
});

describe('sums', () => {
  it('adds cents exactly', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(() => sumCents([1.5])).toThrow(RangeError);
  });
  it('adds euros in cents', () => {
    expect(sumEurosInCents([0.1, 0.2])).toBe(30);
    expect(sumEurosInCents(Array(10).fill(0.1))).toBe(100);
  });
  it('computes line totals, percentages and included VAT', () => {
    expect(lineTotalCents(19.99, 3)).toBe(5997);
    expect(() => lineTotalCents(1, -1)).toThrow(RangeError);
    expect(percentOfCents(12345, 10)).toBe(1235);
    expect(vatIncludedCents(12000, 20)).toBe(2000);
  });
});

describe('formatting', () => {
  it('formats euros fr-FR', () => {
    expect(plain(formatEuros(1299))).toBe('1 299,00 €');
    expect(plain(formatEuros(0.1 + 0.2))).toBe('0,30 €');
    expect(plain(formatEuros(1234567.891))).toBe('1 234 567,89 €');
  });
  it('formats cents fr-FR', () => {
    expect(plain(formatCents(129900))).toBe('1 299,00 €');
    expect(plain(formatCents(5))).toBe('0,05 €');
  });
});
