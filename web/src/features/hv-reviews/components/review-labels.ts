// French labels and badge colours of the reviews screen.
import type { Review, ReviewStatus } from '@fohzshop/shared/schemas/review';

export const SOURCE_LABELS: Record<Review['source'], string> = {
  site: 'Site',
  external: 'Importé',
};

export const STATUS_PALETTE: Record<ReviewStatus, string> = {
  published: 'green',
  pending: 'orange',
  hidden: 'gray',
};

export const RATING_OPTIONS = [5, 4, 3, 2, 1].map(
  (n) => [String(n), `${'★'.repeat(n)}${'☆'.repeat(5 - n)} (${n}/5)`] as const,
);

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' });

export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
export const formatDay = (iso: string) => DAY.format(new Date(iso));
