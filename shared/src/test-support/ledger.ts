// Grand livre and FEC fixtures for the shared unit tests.
import type { LedgerLine } from '../ledger/entries';

export const entry = (overrides: Partial<LedgerLine>): LedgerLine => ({
  entry_id: 'e1',
  date: '2026-03-15',
  kind: 'revenue',
  category: 'sales',
  label: 'Paiement commande FZ-2026-000123',
  amount: 612,
  vat_rate: 20,
  created_at: '2026-03-15T10:00:00.000Z',
  ...overrides,
});

/** The lines of a FEC text, split into fields. */
export const rowsOf = (text: string) =>
  text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split('|'));

/** Σ debit − Σ credit for every EcritureNum, in cents. */
export function balances(text: string): Map<string, number> {
  const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);
  const sums = new Map<string, number>();
  for (const row of rowsOf(text).slice(1))
    sums.set(row[2]!, (sums.get(row[2]!) ?? 0) + cents(row[11]!) - cents(row[12]!));
  return sums;
}

export const YEAR = { from: '2026-01-01', to: '2026-12-31' };

/** [JournalCode, EcritureNum, EcritureDate, CompteNum, PieceRef, Debit, Credit, Let, DateLet]. */
export const moves = (text: string) =>
  rowsOf(text)
    .slice(1)
    .map((r) => [r[0], r[2], r[3], r[4], r[8], r[11], r[12], r[13], r[14]]);
