// Validity windows of promotion codes are set and read in the shop's time zone (Europe/Paris),
// whatever the admin's browser or the server says; they are stored as instants.
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Instant → 'YYYY-MM-DDTHH:mm' on a Paris wall clock. */
export function parisLocal(at: string | number | Date): string {
  const get = (type: string) =>
    PARTS.formatToParts(new Date(at)).find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** 'YYYY-MM-DDTHH:mm' on a Paris wall clock → ISO instant; undefined if malformed. */
export function parisLocalToIso(local: string): string | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (new Date(wall).toISOString().slice(0, 16) !== local) return undefined;
  // The offset at the guess, then at the corrected instant (they differ only around a change).
  const offsetAt = (t: number) => Date.parse(`${parisLocal(t)}:00Z`) - t;
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** Instant → « 31/08/2026 à 23:59 » in Paris. */
export function parisLabel(at: string): string {
  const local = parisLocal(at);
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} à ${local.slice(11, 16)}`;
}
