// An uploaded catalogue file → its header and lines of cells, or a French reason to refuse it.
// The size is checked before a byte is read; the bytes are decoded as UTF-8, or as
// Windows-1252 (Excel's plain « CSV ») with a warning; papaparse, loaded here only, splits the
// text with « ; ». Line numbers are the spreadsheet's rows (the header is line 1); rows whose
// cells are all empty are left out, keeping the numbers of the others.
import { fileSizeError } from '@fohzshop/shared/catalog/product-csv/file';
import { CSV_MESSAGES, MAX_IMPORT_ROWS } from '@fohzshop/shared/catalog/product-csv/messages';

export type CsvLine = { line: number; cells: string[] };
export type ReadFile =
  | { ok: true; header: string[]; lines: CsvLine[]; warning?: string }
  | { ok: false; message: string };

type Decoded = { ok: true; text: string; warning?: string } | { ok: false; message: string };

/** Bytes → text: UTF-8 (byte order mark dropped), else Windows-1252 said aloud; UTF-16 and binary refused. */
export function decodeCsvBytes(bytes: Uint8Array): Decoded {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return { ok: false, message: CSV_MESSAGES.utf16 };
  if (bytes.includes(0)) return { ok: false, message: CSV_MESSAGES.binary };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes);
    return { ok: true, text, warning: CSV_MESSAGES.windows1252 };
  }
}

const blank = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');

/** Text → header and lines (papaparse, « ; »), or the French reason it cannot be read. */
export async function splitCsv(text: string): Promise<ReadFile> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: false });
  const quote = parsed.errors.find((error) => error.type === 'Quotes');
  if (quote)
    return {
      ok: false,
      message: `Guillemet non fermé à la ligne ${(quote.row ?? 0) + 1} : chaque texte qui commence par « " » doit se terminer par « " ».`,
    };
  const [header, ...rows] = parsed.data;
  if (!header || blank(header)) return { ok: false, message: CSV_MESSAGES.emptyFile };
  const lines = rows.map((cells, i) => ({ line: i + 2, cells })).filter((row) => !blank(row.cells));
  if (lines.length === 0) return { ok: false, message: CSV_MESSAGES.headerOnly };
  if (lines.length > MAX_IMPORT_ROWS)
    return { ok: false, message: CSV_MESSAGES.tooManyRows(lines.length) };
  return { ok: true, header: header.map((name) => name.trim()), lines };
}

/** FileReader rather than Blob.arrayBuffer(): the same in every browser and in jsdom. */
const bytesOf = (file: Blob): Promise<ArrayBuffer> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('lecture impossible'));
    reader.readAsArrayBuffer(file);
  });

/** A chosen file, whole: size first, then encoding, then cells. */
export async function readCsvFile(file: Blob): Promise<ReadFile> {
  const sizeError = fileSizeError(file.size);
  if (sizeError) return { ok: false, message: sizeError };
  const decoded = decodeCsvBytes(new Uint8Array(await bytesOf(file)));
  if (!decoded.ok) return decoded;
  const split = await splitCsv(decoded.text);
  return split.ok && decoded.warning ? { ...split, warning: decoded.warning } : split;
}
