// FEC (fichier des écritures comptables, LPF art. A47 A-1): the legal export of the books. One line of field
// names, then one line per debit or credit, 18 columns separated by « | », dates AAAAMMJJ,
// amounts with a decimal comma and no thousands separator, in the order the écritures were
// validated. What each entry becomes is in fec-ecritures.ts; the whole mapping (journals,
// accounts, lettering, numbering) is explained in docs/data-model.md (« FEC »).
import { formulaSafe } from './csv';
import { LEDGER_MESSAGES } from './messages';
import { ecrituresOf, validDay, type FecEcriture } from './fec-ecritures';
import type { LedgerLine } from './entries';

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

/**
 * Free text made safe for one field: no separator, no line break, no tab (each becomes a space),
 * then formula-safe like the CSV (csv.ts): a text that still starts with = + - or @ gets an
 * apostrophe, so a spreadsheet opening the file shows it instead of running it. The apostrophe
 * is a plain character of the field, allowed by the FEC format (free alphanumeric text).
 */
export const fecText = (text: string): string =>
  formulaSafe(
    text
      .replace(/[|\r\n\t]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** File name required by the administration: <SIREN>FEC<closing date AAAAMMJJ>.txt */
export function fecFileName(siren: string, closingDay: string): string {
  return `${siren.replace(/\s+/g, '')}FEC${fecDate(closingDay)}.txt`;
}

/** The fiscal year of a day: the shop closes its books on 31 December. */
export const fiscalYearOf = (day: string): string => day.slice(0, 4);

type Numbered = FecEcriture & { num: string };

const byValidation = (a: FecEcriture, b: FecEcriture): number =>
  fiscalYearOf(a.day).localeCompare(fiscalYearOf(b.day)) ||
  a.validAt.localeCompare(b.validAt) ||
  (a.entry.entry_id < b.entry.entry_id ? -1 : a.entry.entry_id > b.entry.entry_id ? 1 : 0) ||
  a.part - b.part;

/**
 * Every écriture of every entry, numbered per journal and fiscal year in the order it was
 * validated (written), e.g. VT2026-000042. The numbers depend on the whole year's entries only,
 * never on a filter or on the exported period: the same écriture keeps its number in every
 * export, and a back-dated entry takes the next number instead of shifting the others.
 */
export function numberEcritures(entries: readonly LedgerLine[]): Numbered[] {
  const sequences = new Map<string, number>();
  return entries
    .flatMap(ecrituresOf)
    .sort(byValidation)
    .map((ecriture) => {
      const year = fiscalYearOf(ecriture.day);
      const key = `${year}|${ecriture.journal.code}`;
      const next = (sequences.get(key) ?? 0) + 1;
      sequences.set(key, next);
      return {
        ...ecriture,
        num: `${ecriture.journal.code}${year}-${String(next).padStart(6, '0')}`,
      };
    });
}

export type FecPeriod = { from: string; to: string };

/**
 * The FEC text (UTF-8, CRLF) of the écritures dated within the period (whole days, bounds
 * included). `entries` must be every entry of the ledger, unfiltered: the numbering and the
 * lettering look at the whole fiscal year.
 */
export function buildFec(entries: readonly LedgerLine[], period: FecPeriod): string {
  const numbered = numberEcritures(entries);
  // Lettering: the sale's (or expense's) third-party line and its settlement's share a code,
  // the number of the sale's écriture, dated on the settlement day.
  const letters = new Map<string, { code: string; day: string }>();
  for (const e of numbered)
    if (e.part === 0) letters.set(e.entry.entry_id, { code: e.num, day: '' });
  for (const e of numbered) {
    const letter = letters.get(e.entry.entry_id);
    if (e.part === 1 && letter) letter.day = e.day;
  }
  const rows: string[][] = [[...FEC_COLUMNS]];
  for (const ecriture of numbered) {
    if (ecriture.day < period.from || ecriture.day > period.to) continue;
    const date = fecDate(ecriture.day);
    const letter = letters.get(ecriture.entry.entry_id);
    for (const { account, debit, credit, lettered } of ecriture.lines) {
      const lettering = lettered && letter?.day ? [letter.code, fecDate(letter.day)] : ['', ''];
      rows.push([
        ecriture.journal.code,
        ecriture.journal.lib,
        ecriture.num,
        date,
        account.num,
        account.lib,
        '',
        '',
        fecText(ecriture.pieceRef),
        date,
        fecText(ecriture.label),
        fecAmount(debit),
        fecAmount(credit),
        ...lettering,
        fecDate(validDay(ecriture)),
        '',
        '',
      ]);
    }
  }
  return rows.map((row) => row.join(FEC_SEPARATOR)).join(EOL) + EOL;
}

/** French refusal when the export cannot be legal, else the file's name and text. */
export function fecExport(
  entries: readonly LedgerLine[],
  period: FecPeriod,
  siren: string | undefined,
): { ok: true; fileName: string; text: string } | { ok: false; message: string } {
  if (!siren || !/^\d{9}$/.test(siren.replace(/\s+/g, '')))
    return { ok: false, message: LEDGER_MESSAGES.fecSirenMissing };
  if (!period.from || !period.to || period.from > period.to)
    return { ok: false, message: LEDGER_MESSAGES.fecPeriodInvalid };
  return { ok: true, fileName: fecFileName(siren, period.to), text: buildFec(entries, period) };
}
