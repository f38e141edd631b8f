// The invoice and credit notes of an order as PDF files, rendered by the document callables.
import { downloadCreditNote, downloadInvoice } from '@fohzshop/shared/contracts/documents';
import { callAdmin } from './call-admin';

export type PdfFile = { filename: string; blob: Blob };

function toFile({ filename, pdf_base64 }: { filename: string; pdf_base64: string }): PdfFile {
  const binary = atob(pdf_base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { filename, blob: new Blob([bytes], { type: 'application/pdf' }) };
}

export const fetchInvoicePdf = async (orderId: string): Promise<PdfFile> =>
  toFile(await callAdmin(downloadInvoice, { order_id: orderId }));

export const fetchCreditNotePdf = async (orderId: string, number: string): Promise<PdfFile> =>
  toFile(await callAdmin(downloadCreditNote, { order_id: orderId, number }));
