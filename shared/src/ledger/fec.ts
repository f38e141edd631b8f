// FEC (fichier des écritures comptables, LPF art. A47 A-1): the legal export of the books.
// One line of field names, then one line per debit or credit, 18 columns separated by « | »,
// dates AAAAMMJJ, amounts with a decimal comma and no thousands separator. Each grand livre
// entry becomes one balanced écriture numbered in a continuous sequence per journal:
//   revenue:  411 Clients (debit TTC) / 707 or 758 (credit HT) / 44571 TVA collectée (credit)
//   refund:   the reverse of a sale: 707 (debit HT) / 44571 (debit) / 411 (credit TTC)
//   expense:  6xx (debit HT) / 44566 TVA déductible (debit) / 401 Fournisseurs (credit TTC)
import { sortChronologically, splitVat, type LedgerLine } from './entries';
import { journalOf, mainAccount, thirdPartyAccount, vatAccount, type Account } from './accounts';

export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

export const FEC_SEPARATOR = '|';
const EOL = '\r\n';

/** 123456 → '1234,56'; 5 → '0,05'. */
export function fecAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Montant FEC : ${cents}`);
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** '2026-03-15' → '20260315'. */
export const fecDate = (day: string): string => day.slice(0, 10).replaceAll('-', '');

/** Free text made safe for one field: no separator, no line break, no tab. */
export const fecText = (text: string): string =>
  text
    .replace(/[|\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** File name required by the administration: <SIREN>FEC<closing date AAAAMMJJ>.txt */
export function fecFileName(siren: string, closingDay: string): string {
  return `${siren.replace(/\s+/g, '')}FEC${fecDate(closingDay)}.txt`;
}

type Movement = { account: Account; debit: number; credit: number };

function movements(entry: LedgerLine): Movement[] {
  const { ttcCents, vatCents, htCents } = splitVat(entry.amount, entry.vat_rate);
  const inflow = entry.kind === 'revenue';
  const side = (cents: number, debit: boolean): Omit<Movement, 'account'> =>
    debit ? { debit: cents, credit: 0 } : { debit: 0, credit: cents };
  const lines: Movement[] = [
    { account: thirdPartyAccount(entry), ...side(ttcCents, inflow) },
    { account: mainAccount(entry), ...side(htCents, !inflow) },
  ];
  if (vatCents > 0) lines.push({ account: vatAccount(entry), ...side(vatCents, !inflow) });
  return inflow ? lines : [lines[1]!, ...lines.slice(2), lines[0]!];
}

/** The whole FEC text (UTF-8, CRLF line ends), entries in chronological order. */
export function buildFec(entries: readonly LedgerLine[]): string {
  const sequence = new Map<string, number>();
  const rows: string[][] = [[...FEC_COLUMNS]];
  for (const entry of sortChronologically(entries)) {
    const journal = journalOf(entry);
    const next = (sequence.get(journal.code) ?? 0) + 1;
    sequence.set(journal.code, next);
    const date = fecDate(entry.date);
    const piece = entry.order_id ?? entry.entry_id;
    for (const { account, debit, credit } of movements(entry)) {
      rows.push([
        journal.code,
        journal.lib,
        `${journal.code}${String(next).padStart(6, '0')}`,
        date,
        account.num,
        account.lib,
        '',
        '',
        fecText(piece),
        date,
        fecText(entry.label),
        fecAmount(debit),
        fecAmount(credit),
        '',
        '',
        date,
        '',
        '',
      ]);
    }
  }
  return rows.map((row) => row.join(FEC_SEPARATOR)).join(EOL) + EOL;
}
