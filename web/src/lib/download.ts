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
