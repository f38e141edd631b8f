// Arbitraries for strings whose rule the JSON Schema cannot carry (zod refinements and pipes):
// database keys, e-mails zod accepts, French phones and postal codes, image URLs. Without them
// most "valid" requests of the money paths failed the contract and never reached a handler.
import fc from 'fast-check';
import { MAX_KEY_LENGTH } from '@fohzshop/shared/database-key';
import type { Schema } from './json-schema.js';

/** `. # $ / [ ]`, control characters and `__proto__` are refused in keys: none drawn here. */
const keyChars = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-é',
);
export const databaseKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 9, arbitrary: fc.string({ unit: keyChars, minLength: 1, maxLength: 24 }) },
  // The longest legal key, where an off-by-one in a handler would show.
  { weight: 1, arbitrary: fc.constant('k'.repeat(MAX_KEY_LENGTH)) },
);

const label = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
  minLength: 1,
  maxLength: 12,
});
/** What zod's z.email() accepts (its pattern is stricter than RFC 5322, so fc.emailAddress fails). */
export const email: fc.Arbitrary<string> = fc
  .tuple(label, fc.option(label, { nil: undefined }), label, fc.constantFrom('fr', 'com', 'eu'))
  .map(([user, dotted, domain, tld]) => `${user}${dotted ? `.${dotted}` : ''}@${domain}.${tld}`);

/** French numbers as customers type them; '' (not filled in) is allowed too. */
export const phone: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^0[1-9]( ?[0-9]{2}){4}$/),
  fc.stringMatching(/^\+33 ?[1-9]([ .-]?[0-9]{2}){4}$/),
);

/** Metropolitan codes (01000–95999, Corsica 20xxx): valid for shipping and billing alike. */
export const postalCode: fc.Arbitrary<string> = fc
  .integer({ min: 1000, max: 95_999 })
  .map((n) => String(n).padStart(5, '0'));

/** An image: an http(s) URL or a site path; '' is dropped by the contract before checking. */
export const image: fc.Arbitrary<string> = fc.oneof(
  fc.webUrl({ withQueryParameters: true }),
  fc.stringMatching(/^\/images\/[a-z0-9-]{1,20}\.(webp|jpg|png)$/),
  fc.constant(''),
);

/** Names of fields with a rule only zod knows, and what to draw for them. */
const BY_NAME: Record<string, fc.Arbitrary<string>> = {
  email,
  phone,
  postal_code: postalCode,
  images: image,
};

/** Free text: any graphemes (accents, emoji, `. # $ / [ ]`), trimmed length within bounds. */
function text(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 200;
  const usual = fc
    .string({ minLength: min, maxLength: Math.min(max, Math.max(min + 20, 60)), unit: 'grapheme' })
    .filter((t) => t.trim().length >= min && t.length <= max);
  // Long but legal: exactly the maximum, which 60-character strings never try.
  const longest = fc.constantFrom('é', 'a', '€').map((c) => c.repeat(max));
  return fc.oneof({ weight: 19, arbitrary: usual }, { weight: 1, arbitrary: longest });
}

const isKeyShape = (s: Schema): boolean =>
  s.minLength === 1 && s.maxLength === MAX_KEY_LENGTH && !s.pattern && !s.format;

/** A string for field `name` with schema `s`. */
export function stringFor(s: Schema, name: string): fc.Arbitrary<string> {
  const named = BY_NAME[name];
  if (named) return named;
  if (isKeyShape(s)) return databaseKey;
  if (s.format === 'date' || name === 'date')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  return text(s);
}
