// One CSV cell ⇄ one value of the catalogue file (docs/catalogue-import.md): French decimal
// comma, « oui » / « non », lists joined with « | » (a « | » or « \ » inside an item escaped
// with « \ »), and the spreadsheet formula guard of the grand livre's CSV, made reversible so
// that an import gives back exactly the text that was exported.
import { formulaSafe } from '../../ledger/csv';

export const LIST_SEPARATOR = '|';

/** A text a spreadsheet would run (= + - @ tab CR first), possibly already behind apostrophes. */
const GUARDED = /^'+[=+\-@\t\r]/;

/**
 * The text as written in the file: formula-safe like the grand livre's CSV (an apostrophe in
 * front), plus one more apostrophe in front of a text that already starts with apostrophes and
 * a formula character, so that reading it back (cellText) is exact.
 */
export const guardCell = (text: string): string =>
  GUARDED.test(text) ? `'${text}` : formulaSafe(text);

/** The text a cell stands for: the apostrophe guardCell added, if any, removed. Never evaluated. */
export const cellText = (cell: string): string => (GUARDED.test(cell) ? cell.slice(1) : cell);

/** Quoted when it holds the separator, a quote or a line break (RFC 4180). */
export const quoteCell = (cell: string): string =>
  /[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;

/** ['a|b', 'c'] → 'a\|b|c'. */
export const joinList = (items: readonly string[]): string =>
  items.map((item) => item.replaceAll('\\', '\\\\').replaceAll('|', '\\|')).join(LIST_SEPARATOR);

/** 'a\|b|c' → ['a|b', 'c']; '' → []; a lone « \ » before another character is kept as is. */
export function splitList(cell: string): string[] {
  if (cell === '') return [];
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < cell.length; i++) {
    const char = cell[i]!;
    const next = cell[i + 1];
    if (char === '\\' && (next === '\\' || next === LIST_SEPARATOR)) {
      current += next;
      i++;
    } else if (char === LIST_SEPARATOR) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items;
}

/** 52.5 → '52,5' (no thousands separator: spreadsheets read it as a number). */
export const formatNumber = (value: number): string => String(value).replace('.', ',');

/** Euros with their two decimals: 1299.9 → '1299,90'. */
export const formatEurosCell = (euros: number): string =>
  formatNumber(euros).replace(
    /^(\d+)(?:,(\d{1,2}))?$/,
    (_all, units: string, decimals: string | undefined) =>
      `${units},${(decimals ?? '').padEnd(2, '0')}`,
  );

/**
 * '1 299,90', '1299.9', '-3' → a number; undefined when it is not one. Spaces (also the no-break
 * ones French spreadsheets write) are ignored; a thousands dot (« 1.299,90 ») is not a number.
 */
export function parseNumber(cell: string): number | undefined {
  const text = cell.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^-?\d+(?:[.,]\d+)?$/.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}

const TRUE = new Set(['oui', 'vrai', 'true', '1', 'o', 'x']);
const FALSE = new Set(['non', 'faux', 'false', '0', 'n']);

/** 'oui' / 'non' (and the usual spellings) → boolean; undefined when it is neither. */
export function parseBoolean(cell: string): boolean | undefined {
  const text = cell.trim().toLowerCase();
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  return undefined;
}

export const formatBoolean = (value: boolean): string => (value ? 'oui' : 'non');
