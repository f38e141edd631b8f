// Key and value rules of the Realtime Database (same limits as production).

export class InvalidDataError extends Error {
  override name = 'InvalidDataError';
}

export const MAX_KEY_BYTES = 768;
export const MAX_DEPTH = 32;
const FORBIDDEN_KEY_CHARS = /[.#$[\]/]/;

function hasControlChar(key: string): boolean {
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function assertValidKey(key: string, where: string): void {
  if (key === '') throw new InvalidDataError(`Invalid ${where}: empty key`);
  if (FORBIDDEN_KEY_CHARS.test(key) || hasControlChar(key)) {
    throw new InvalidDataError(
      `Invalid ${where}: key "${printable(key)}" contains ".", "#", "$", "/", "[", "]" or a control character`,
    );
  }
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) {
    throw new InvalidDataError(`Invalid ${where}: key longer than ${MAX_KEY_BYTES} bytes`);
  }
}

function printable(key: string): string {
  return JSON.stringify(key.slice(0, 40)).slice(1, -1);
}
