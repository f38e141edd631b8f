// RTDB key rule, zod-free (schemas/common builds DatabaseKeySchema on it; the garage reads it
// on the shop's initial path without zod).

/** RTDB forbids `. # $ / [ ]` and control characters in keys; 128 keeps paths short. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_KEY_CHARS = /[.#$/[\]\u0000-\u001f\u007f]/;
export const MAX_KEY_LENGTH = 128;
export const DATABASE_KEY_ERROR =
  'Identifiant invalide : les caractères . # $ / [ ] et de contrôle, ainsi que « __proto__ », sont interdits.';

/**
 * Characters allowed in a key (length checked separately). `__proto__` is a legal database key,
 * but the Firebase SDKs keep children in plain objects: a transaction on such a path never settles
 * (found by the fuzz suite), so no id of ours may be called that.
 */
export const hasValidKeyChars = (key: string): boolean =>
  !FORBIDDEN_KEY_CHARS.test(key) && key !== '__proto__';

/** A usable RTDB key: 1 to 128 characters, none forbidden. */
export const isDatabaseKey = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length >= 1 &&
  value.length <= MAX_KEY_LENGTH &&
  hasValidKeyChars(value);
