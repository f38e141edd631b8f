// The catalogue file as a whole: what French Excel opens (UTF-8 with a byte order mark, « ; »,
// CRLF), the size check of a file to import, and the checks that need every line at once
// (duplicated product ids). Decoding the bytes and splitting the text into cells are the
// browser's job (papaparse); the server only ever receives cells.
import type { Product } from '../../schemas/product';
import { cellText, guardCell, quoteCell } from './cells';
import { PRODUCT_CSV_COLUMNS, PRODUCT_ID_COLUMN } from './columns';
import { CSV_MESSAGES, MAX_IMPORT_FILE_BYTES } from './messages';
import { productCells } from './row';

export const CSV_SEPARATOR = ';';
const EOL = '\r\n';
const BOM = '\uFEFF';

const line = (cells: readonly string[]): string =>
  cells.map((cell) => quoteCell(guardCell(cell))).join(CSV_SEPARATOR);

/** The whole catalogue, one product per line, in product_id order. */
export function buildProductsCsv(products: readonly Product[]): string {
  const sorted = [...products].sort((a, b) =>
    a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0,
  );
  const lines = [
    line(PRODUCT_CSV_COLUMNS.map((c) => c.name)),
    ...sorted.map((p) => line(productCells(p))),
  ];
  return BOM + lines.join(EOL) + EOL;
}

/** catalogue-2026-11-28.csv */
export const productsCsvFileName = (day: string): string => `catalogue-${day}.csv`;

/** The file's size, before anything is read. */
export function fileSizeError(bytes: number): string | null {
  if (bytes === 0) return CSV_MESSAGES.emptyFile;
  return bytes > MAX_IMPORT_FILE_BYTES ? CSV_MESSAGES.fileTooLarge(bytes) : null;
}

/**
 * Lines that name the same product (spreadsheet line numbers, the header being line 1): each is
 * refused with a message naming the others, whatever their content, so no line silently wins.
 */
export function duplicateIdErrors(
  header: readonly string[],
  rows: readonly { line: number; cells: readonly string[] }[],
): Map<number, string> {
  const idIndex = header.findIndex((name) => name.trim() === PRODUCT_ID_COLUMN);
  const byId = new Map<string, number[]>();
  if (idIndex < 0) return new Map();
  for (const row of rows) {
    const id = cellText(row.cells[idIndex] ?? '').trim();
    if (id !== '') byId.set(id, [...(byId.get(id) ?? []), row.line]);
  }
  const errors = new Map<number, string>();
  for (const [id, lines] of byId)
    if (lines.length > 1)
      for (const at of lines) errors.set(at, CSV_MESSAGES.duplicateId(id, lines));
  return errors;
}
