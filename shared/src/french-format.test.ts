import { describe, expect, it } from 'vitest';
import { formatDayFr, formatEuroCents, formatFixedFr, formatNumberFr } from './french-format';

// The reference: what Intl writes for fr-FR (Node ships the full ICU data).
const intlNumber = (max: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: max });
const intlFixed = (digits: number) =>
  new Intl.NumberFormat('fr-FR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const intlEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const intlDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A reproducible spread of values: small, large, halves, long fractions, negatives. */
function sampleValues(): number[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const values = [0, -0, 0.05, 0.15, 0.25, 0.45, 1.005, 2.675, 9.95, 9.99, 99.95, 999.5, 1000];
  values.push(1234.5678, 999999.95, 1e6, 123456789.125, 1e21, 1.5e22, 1e-7, 2.5e-7, -0.04);
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(random() * 10 - 3);
    const value = Math.round(random() * magnitude * 10 ** 4) / 10 ** Math.floor(random() * 5);
    values.push(random() < 0.2 ? -value : value);
  }
  return values;
}

describe('formatNumberFr', () => {
  it.each([0, 1, 2, 3])('writes what Intl writes, with at most %i decimals', (max) => {
    const intl = intlNumber(max);
    for (const value of sampleValues())
      expect(formatNumberFr(value, max), `${value}`).toBe(intl.format(value));
  });

  it('groups thousands with a narrow no-break space and uses a decimal comma', () => {
    expect(formatNumberFr(1234567.25, 1)).toBe('1\u202f234\u202f567,3');
    expect(formatNumberFr(12)).toBe('12');
  });
});

describe('formatFixedFr', () => {
  it.each([0, 1, 2])('writes what Intl writes, with exactly %i decimals', (digits) => {
    const intl = intlFixed(digits);
    for (const value of sampleValues())
      expect(formatFixedFr(value, digits), `${value}`).toBe(intl.format(value));
  });
});

describe('formatEuroCents', () => {
  it('writes what Intl writes for euros, for every kind of amount', () => {
    const cents = [0, 1, 5, 10, 99, 100, 101, 999, 129900, 99999, 100000, 123456789, -1, -129950];
    for (let value = 0; value < 3_000_000; value += 997) cents.push(value, -value);
    for (const value of cents)
      expect(formatEuroCents(value), `${value}`).toBe(intlEuros.format(value / 100));
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => formatEuroCents(1.5)).toThrow(RangeError);
    expect(() => formatEuroCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDayFr', () => {
  it('writes the UTC calendar day as Intl does, every day over four years', () => {
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const date = new Date(day + 23 * 3_600_000);
      expect(formatDayFr(date)).toBe(intlDay.format(date));
    }
  });

  it('refuses an invalid date', () => {
    expect(() => formatDayFr(new Date('pas une date'))).toThrow(RangeError);
  });
});
