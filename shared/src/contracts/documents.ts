// Documents of a paid order: the invoice and the credit notes, rendered as PDF on demand.
import { z } from 'zod';
import { CREDIT_NOTE_NUMBER_PATTERN } from '../invoice';
import { DatabaseKeySchema } from '../schemas/common';
import { defineCallable } from './define';

const PdfDocumentSchema = z.object({
  /** e.g. 'facture-FA-2026-000001.pdf' */
  filename: z.string().min(1),
  pdf_base64: z.string().min(1),
});

/** Owner or admin; someone else's order, or an order never paid, reads as not found. */
export const downloadInvoice = defineCallable({
  name: 'downloadInvoice',
  access: 'user',
  request: z.strictObject({ order_id: DatabaseKeySchema }),
  response: PdfDocumentSchema,
});

export const downloadCreditNote = defineCallable({
  name: 'downloadCreditNote',
  access: 'user',
  request: z.strictObject({
    order_id: DatabaseKeySchema,
    number: z.string().regex(CREDIT_NOTE_NUMBER_PATTERN, {
      error: "Numéro d'avoir invalide (AV-AAAA-NNNNNN).",
    }),
  }),
  response: PdfDocumentSchema,
});
