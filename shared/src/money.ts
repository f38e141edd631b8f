// Money: prices are stored as euros (≤ 2 decimals) but every computation is done in integer
// cents, so 0.1 + 0.2 is exactly 0.30 € and totals never drift.
import { formatEuroCents } from './french-format';

/**
 * Euros → integer cents, rounding half away from zero on the decimal value as written
 * (1.005 → 101, whereas 1.005 * 100 = 100.49999…). Throws on NaN/Infinity.
 */
export function toCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Montant invalide : ${euros}`);
  const abs = Math.abs(euros);
  const text = String(abs);
  // Shift the decimal point in the decimal representation, not in binary.
  const shifted = text.includes('e') ? abs * 100 : Number(`${text}e2`);
  const cents = Math.round(shifted);
  return euros < 0 && cents !== 0 ? -cents : cents;
}

/** Integer cents → euros (the nearest double, e.g. 30 → 0.3). */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Centimes invalides : ${cents}`);
  return cents / 100;
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((total, cents) => {
    if (!Number.isSafeInteger(cents)) throw new RangeError(`Centimes invalides : ${cents}`);
    return total + cents;
  }, 0);
}

/** Sum of euro amounts, computed in cents; returns cents. */
export function sumEurosInCents(values: readonly number[]): number {
  return sumCents(values.map(toCents));
}

/** Line total: unit price (euros) × quantity, in cents. */
export function lineTotalCents(unitEuros: number, quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 0)
    throw new RangeError(`Quantité invalide : ${quantity}`);
  return toCents(unitEuros) * quantity;
}

/** Percentage of an amount in cents, rounded to the cent (e.g. VAT, discounts). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/** VAT part included in a TTC amount: ttc × rate / (100 + rate), in cents. */
export function vatIncludedCents(ttcCents: number, ratePercent: number): number {
  return Math.round((ttcCents * ratePercent) / (100 + ratePercent));
}

/** 1299 → '1 299,00 €' (fr-FR, narrow no-break spaces between thousands; see french-format). */
export function formatEuros(euros: number): string {
  return formatEuroCents(toCents(euros));
}

/** 129900 → '1 299,00 €'. */
export function formatCents(cents: number): string {
  return formatEuroCents(cents);
}
