// Calendar days and months in the shop's time zone (Paris), whatever the admin's browser says:
// « ce mois-ci » and the daily chart must match the accounts.
const DAY = new Intl.DateTimeFormat('fr-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** ISO instant → 'YYYY-MM-DD' in Paris. */
export const parisDay = (at: string | number | Date): string => DAY.format(new Date(at));

/** ISO instant → 'YYYY-MM' in Paris. */
export const parisMonth = (at: string | number | Date): string => parisDay(at).slice(0, 7);

/** 'YYYY-MM' of the month `offset` months from `month` (negative: earlier). */
export function shiftMonth(month: string, offset: number): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' of the day `offset` days from `day`. */
export function shiftDay(day: string, offset: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const MONTH_LABEL = new Intl.DateTimeFormat('fr-FR', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

/** '2025-06' → 'juin 25'. */
export const monthLabel = (month: string): string =>
  MONTH_LABEL.format(new Date(`${month}-15T12:00:00Z`));

/** '2025-06-15' → '15/06'. */
export const dayLabel = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
