// Dates of the account pages, in French and Paris time whatever the visitor's clock says.
const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const DAY_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

export const formatDay = (iso: string | Date): string => DAY.format(new Date(iso));
export const formatDayTime = (iso: string | Date): string => DAY_TIME.format(new Date(iso));
