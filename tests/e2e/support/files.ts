// Files the SPA hands to the browser: the download event's file, and the text of a PDF.
import { readFile } from 'node:fs/promises';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import type { Page } from 'playwright-core';

export interface DownloadedFile {
  name: string;
  bytes: Buffer;
}

/** Runs `trigger` (a click) and returns the file it makes the browser download. */
export async function downloadOf(
  page: Page,
  trigger: () => Promise<unknown>,
): Promise<DownloadedFile> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  // null once the file is complete; a message if the browser gave up (e.g. a revoked blob URL).
  const failure = await download.failure();
  if (failure !== null) throw new Error(`Téléchargement échoué : ${failure}`);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

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

/** fr-FR euros as the documents print them: ordinary spaces instead of narrow no-break ones. */
export const documentEuros = (cents: number): string =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u00A0\u202F]/g, ' ');
