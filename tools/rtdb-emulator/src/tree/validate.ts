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

/**
 * JSON nesting accepted in a request: 32 tree levels, each possibly wrapped in `.value`, plus
 * `.sv` placeholders and the protocol envelope. Anything deeper cannot be valid data and is
 * refused before recursive code (server values, tree building, query keys) ever sees it.
 */
export const MAX_JSON_NESTING = 2 * MAX_DEPTH + 8;

/** Throws InvalidDataError when `json` nests deeper than `limit`; iterative, so any depth is safe. */
export function assertNestingWithin(json: unknown, limit = MAX_JSON_NESTING): void {
  const values: object[] = [];
  const depths: number[] = [];
  const visit = (value: unknown, depth: number) => {
    if (value === null || typeof value !== 'object') return;
    if (depth > limit)
      throw new InvalidDataError(`Invalid data: nested deeper than ${MAX_DEPTH} levels`);
    values.push(value);
    depths.push(depth);
  };
  visit(json, 1);
  while (values.length > 0) {
    const value = values.pop() as Record<string, unknown>;
    const depth = (depths.pop() as number) + 1;
    if (Array.isArray(value)) for (const child of value) visit(child, depth);
    else for (const key in value) visit(value[key], depth);
  }
}
