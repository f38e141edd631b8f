// The one PDF decoder of the test suites: reads the shop's documents (invoices, credit notes,
// the ledger's PDF) the way a viewer would, with pdf-lib — metadata, pages and the text drawn
// on them (pdf-lib writes Helvetica strings as hex, WinAnsi-encoded, in deflated streams). Used
// by the functions' unit tests and, through @fohzshop/functions, by the integration and e2e specs.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

export interface PdfContent {
  title: string | undefined;
  pageCount: number;
  /** Every string the pages draw, in drawing order (one per drawText: a line or a cell). */
  strings: string[];
  /** The same strings joined by spaces, so that a wrapped sentence reads in one piece. */
  text: string;
}

// Node's TextDecoder reads windows-1252 as Latin-1: the 0x80–0x9F block (€, ’, œ…) is mapped here.
const CP1252_EXTRAS: Record<number, string> = Object.fromEntries(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ'].map((char, i) => [
    0x80 + i,
    char,
  ]),
);
const winAnsi = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => CP1252_EXTRAS[byte] ?? String.fromCharCode(byte)).join('');

/** Strings shown by the text operators (Tj) of a content stream: hex <…> or literal (…). */
function shownStrings(content: string): string[] {
  const found: string[] = [];
  for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[1] !== undefined) {
      found.push(winAnsi(Buffer.from(match[1].replace(/\s+/g, ''), 'hex')));
    } else {
      found.push((match[2] ?? '').replace(/\\([\\()])/g, '$1'));
    }
  }
  return found;
}

/** Reads a PDF the way a viewer would: metadata, pages, and the text drawn on them. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const strings: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((item) => pdf.context.lookup(item))
        : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      strings.push(...shownStrings(winAnsi(decodePDFRawStream(stream).decode())));
    }
  }
  const text = strings.join(' ').replace(/\s+/g, ' ');
  return { title: pdf.getTitle(), pageCount: pdf.getPageCount(), strings, text };
}
