// French (fr-FR) number and date formatting, written out instead of asking Intl. The output is
// exactly Intl's (french-format.test.ts compares them over thousands of values). Why: the first
// Intl object a browser page creates costs 20–50 ms while ICU starts up, and the storefront
// formats prices while it hydrates, in the middle of its start (docs/performance.md, "No Intl
// while the page starts").

/** fr-FR groups thousands with a narrow no-break space. */
const GROUP_SEPARATOR = '\u202f';
/** …and puts a no-break space between an amount and its currency sign. */
const CURRENCY_SPACE = '\u00a0';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** '1234567' → '1 234 567' (digits only). */
function groupDigits(digits: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = digits.slice(start, end) + (grouped ? GROUP_SEPARATOR + grouped : '');
  }
  return grouped;
}

/**
 * The decimal digits of |value| rounded half away from zero to `fractionDigits` places, as Intl
 * does: on the shortest decimal text of the double (0.15 → « 0,2 », like Intl), not its binary
 * value. Returns [integer digits, fraction digits padded to `fractionDigits`].
 */
function roundedDigits(value: number, fractionDigits: number): [string, string] {
  const abs = Math.abs(value);
  const [whole = '0', fraction = ''] = plainDecimal(String(abs)).split('.');
  const padded = fraction.padEnd(fractionDigits + 1, '0');
  const kept = whole + padded.slice(0, fractionDigits);
  const roundUp = Number(padded[fractionDigits]) >= 5;
  const digits = roundUp ? incrementDigits(kept) : kept;
  const integerLength = digits.length - fractionDigits;
  return [digits.slice(0, integerLength).replace(/^0+(?=\d)/, ''), digits.slice(integerLength)];
}

/** '1.5e+21' → '1500000000000000000000', '1e-7' → '0.0000001'; plain text is returned as is. */
function plainDecimal(text: string): string {
  const [mantissa = '', exponentText] = text.split('e');
  if (exponentText === undefined) return text;
  const [integer = '', fraction = ''] = mantissa.split('.');
  const digits = integer + fraction;
  const point = integer.length + Number(exponentText);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** '0999' → '1000': adds one to a string of decimal digits of any length. */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/** Intl writes a minus for every negative value, -0 and values that round to 0 included. */
const sign = (value: number): string => (value < 0 || Object.is(value, -0) ? '-' : '');

/**
 * A number with at most `maxFractionDigits` decimals, trailing zeros dropped: 1234.56 →
 * '1 234,6' for 1 decimal. Intl.NumberFormat('fr-FR', { maximumFractionDigits }).
 */
export function formatNumberFr(value: number, maxFractionDigits = 3): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${sign(value)}∞`;
  const [whole, fraction] = roundedDigits(value, maxFractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  return sign(value) + groupDigits(whole) + (decimals ? `,${decimals}` : '');
}

/** A number with exactly `fractionDigits` decimals: 4.5 → '4,5' for 1 decimal, 4 → '4,0'. */
export function formatFixedFr(value: number, fractionDigits: number): string {
  const [whole, fraction] = roundedDigits(value, fractionDigits);
  return sign(value) + groupDigits(whole) + (fractionDigits > 0 ? `,${fraction}` : '');
}

/** Integer cents → '1 299,00 €' (Intl.NumberFormat('fr-FR', { style: 'currency', 'EUR' })). */
export function formatEuroCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Centimes invalides : ${cents}`);
  const abs = String(Math.abs(cents)).padStart(3, '0');
  const whole = abs.slice(0, -2);
  return `${sign(cents)}${groupDigits(whole)},${abs.slice(-2)}${CURRENCY_SPACE}€`;
}

/** A day in words, « 3 mars 2026 », read in UTC (the calendar day an ISO date names). */
export function formatDayFr(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Date invalide');
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
