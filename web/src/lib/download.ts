// Hands a file built in the page to the browser: exports (personal data, grand livre CSV and FEC),
// the withdrawal form, invoices and credit notes. One way for the account and the Hyperviseur.
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked at once, some browsers would cancel the download they have not started yet.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `type` without its charset: the text is always sent as UTF-8. */
export function downloadText(text: string, filename: string, type = 'text/plain'): void {
  downloadBlob(new Blob([text], { type: `${type};charset=utf-8` }), filename);
}

/** A PDF as the document callables answer it (base64), under the file name the server chose. */
export function downloadPdf({ filename, pdf_base64 }: { filename: string; pdf_base64: string }) {
  const binary = atob(pdf_base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  downloadBlob(new Blob([bytes], { type: 'application/pdf' }), filename);
}
