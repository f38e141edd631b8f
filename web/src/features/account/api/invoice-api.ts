// The documents of a paid order, rendered as PDF by the downloadInvoice and downloadCreditNote
// callables (the server lets the order's owner download them).
import { downloadCreditNote, downloadInvoice } from '@fohzshop/shared/contracts/documents';
import { callFunction } from '@/lib/firebase/call-function';

export type PdfFile = { filename: string; blob: Blob };

function pdfFile({ filename, pdf_base64 }: { filename: string; pdf_base64: string }): PdfFile {
  const binary = atob(pdf_base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { filename, blob: new Blob([bytes], { type: 'application/pdf' }) };
}

/** The invoice as a Blob, with the file name the server chose. */
export async function fetchInvoice(orderId: string): Promise<PdfFile> {
  return pdfFile(await callFunction(downloadInvoice, { order_id: orderId }));
}

/** One credit note (AV- number) of the order, as a Blob. */
export async function fetchCreditNote(orderId: string, number: string): Promise<PdfFile> {
  return pdfFile(await callFunction(downloadCreditNote, { order_id: orderId, number }));
}
