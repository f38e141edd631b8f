// CSV export of grand livre entries for a spreadsheet in French: « ; » separator, decimal
// comma, dates JJ/MM/AAAA, UTF-8 with a byte order mark (so Excel reads the accents), CRLF.
// Amounts are signed (expenses and refunds negative) and the last column is the running balance.
import { LEDGER_CATEGORY_LABELS, LEDGER_KIND_LABELS } from '../schemas/ledger';
import { signedCents, splitVat, withRunningBalance, type LedgerLine } from './entries';

export const CSV_COLUMNS = [
  'Date',
  'Type',
  'Catégorie',
  'Libellé',
  'Fournisseur',
  'Commande',
  'Montant TTC',
  'Taux TVA',
  'TVA',
  'Montant HT',
  'Solde',
] as const;

const SEPARATOR = ';';
const EOL = '\r\n';
const BOM = '\uFEFF';
/** Label of the row that carries the balance of everything before the period. */
export const OPENING_LABEL = 'Solde antérieur';

/** -123456 → '-1234,56' (no thousands separator: spreadsheets read it as a number). */
export function csvAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Montant CSV : ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** '2026-03-15' → '15/03/2026'. */
export const csvDate = (day: string): string => {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
};

/**
 * Text that a spreadsheet would run as a formula (= + - @, tab or CR at the start) gets an
 * apostrophe in front, which spreadsheets read as « this is text ». Shared by the CSV and the FEC.
 */
export const formulaSafe = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;

/** Formula-safe, and quoted when needed (separator, quote, line break). */
export function csvText(text: string): string {
  const safe = formulaSafe(text);
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const rate = (percent: number): string => `${String(percent).replace('.', ',')} %`;

/**
 * The CSV text of the entries, in chronological order, balance starting at openingCents. With
 * `openingDay` (first day of the period), a first row « Solde antérieur » carries that balance.
 */
export function buildLedgerCsv(
  entries: readonly LedgerLine[],
  openingCents = 0,
  openingDay?: string,
): string {
  const opening = openingDay
    ? [
        [
          csvDate(openingDay),
          '',
          '',
          OPENING_LABEL,
          '',
          '',
          '',
          '',
          '',
          '',
          csvAmount(openingCents),
        ],
      ]
    : [];
  const rows = withRunningBalance(entries, openingCents).map(({ entry, balanceCents }) => {
    const sign = signedCents(entry) < 0 ? -1 : 1;
    const { ttcCents, vatCents, htCents } = splitVat(entry.amount, entry.vat_rate);
    return [
      csvDate(entry.date),
      LEDGER_KIND_LABELS[entry.kind],
      LEDGER_CATEGORY_LABELS[entry.category],
      csvText(entry.label),
      csvText(entry.supplier ?? ''),
      csvText(entry.order_id ?? ''),
      csvAmount(sign * ttcCents),
      rate(entry.vat_rate),
      csvAmount(sign * vatCents),
      csvAmount(sign * htCents),
      csvAmount(balanceCents),
    ].join(SEPARATOR);
  });
  const lines = [
    CSV_COLUMNS.join(SEPARATOR),
    ...opening.map((row) => row.join(SEPARATOR)),
    ...rows,
  ];
  return BOM + lines.join(EOL) + EOL;
}

/** grand-livre_2026-03-01_2026-03-31.csv */
export const ledgerCsvFileName = (from: string, to: string): string =>
  `grand-livre_${from}_${to}.csv`;
