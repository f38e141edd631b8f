// RTDB key rule, zod-free (schemas/common builds DatabaseKeySchema on it; the garage reads it
// on the shop's initial path without zod).

/** RTDB forbids `. # $ / [ ]` and control characters in keys; 128 keeps paths short. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_KEY_CHARS = /[.#$/[\]\u0000-\u001f\u007f]/;
export const MAX_KEY_LENGTH = 128;
export const DATABASE_KEY_ERROR =
  'Identifiant invalide : les caractères . # $ / [ ] et de contrôle sont interdits.';

/** Characters allowed in a key (length checked separately). */
export const hasValidKeyChars = (key: string): boolean => !FORBIDDEN_KEY_CHARS.test(key);

/** A usable RTDB key: 1 to 128 characters, none forbidden. */
export const isDatabaseKey = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length >= 1 &&
  value.length <= MAX_KEY_LENGTH &&
  hasValidKeyChars(value);
