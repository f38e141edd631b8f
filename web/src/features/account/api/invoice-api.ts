// The invoice of a paid order, rendered as PDF by the downloadInvoice callable.
import { downloadInvoice } from '@fohzshop/shared/contracts/documents';
import { callFunction } from '@/lib/firebase/call-function';

/** The PDF as a Blob, with the file name the server chose. */
export async function fetchInvoice(orderId: string): Promise<{ filename: string; blob: Blob }> {
  const { filename, pdf_base64 } = await callFunction(downloadInvoice, { order_id: orderId });
  const binary = atob(pdf_base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { filename, blob: new Blob([bytes], { type: 'application/pdf' }) };
}
