// Dates and amounts as a French reader expects them on a document or in an e-mail.
import { formatCents } from '@fohzshop/shared/money';

const DAY = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** '2026-03-05T23:30:00Z' → '06/03/2026' (the day in Paris). */
export const frenchDay = (iso: string): string => DAY.format(new Date(iso));

/** 129900 → '1 299,00 €' with ordinary spaces (safe in PDFs and plain-text mails). */
export const euros = (cents: number): string => formatCents(cents).replace(/[\u00A0\u202F]/g, ' ');
