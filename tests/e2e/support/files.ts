// Files the SPA hands to the browser: the download event's file, and the text of a PDF (the
// decoder lives with the code that makes the documents: functions/test/pdf-text.ts).
import { readFile } from 'node:fs/promises';
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

export { readPdf, type PdfContent } from '@fohzshop/functions/test/pdf-text.js';

/** fr-FR euros as the documents print them: ordinary spaces instead of narrow no-break ones. */
export const documentEuros = (cents: number): string =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u00A0\u202F]/g, ' ');
