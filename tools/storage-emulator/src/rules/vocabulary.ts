// What the rules may name: the parts of `request`, `resource` and the methods this server
// evaluates. Anything else is refused when the rules are loaded, never silently denied.

/** Fields of `resource` and `request.resource` (the object before and after the request). */
export const OBJECT_FIELDS = new Set([
  'name',
  'bucket',
  'generation',
  'metageneration',
  'size',
  'contentType',
  'contentEncoding',
  'contentDisposition',
  'contentLanguage',
  'cacheControl',
  'metadata',
  'md5Hash',
  'crc32c',
  'etag',
]);

export const REQUEST_FIELDS = new Set(['auth', 'resource']);
export const AUTH_FIELDS = new Set(['uid', 'token']);

/** Method name → number of arguments. */
export const METHOD_ARITY: Record<string, number> = {
  matches: 1,
  size: 0,
  keys: 0,
  values: 0,
  hasAll: 1,
  hasAny: 1,
  hasOnly: 1,
  lower: 0,
  upper: 0,
  trim: 0,
};

export const TYPE_NAMES = new Set(['string', 'int', 'number', 'bool', 'map', 'list']);

/** Names of the rules language this server does not evaluate (named in the refusal). */
export const UNSUPPORTED_GLOBALS = new Set([
  'firestore',
  'math',
  'timestamp',
  'duration',
  'debug',
  'int',
  'float',
  'string',
  'path',
  'latlng',
  'hashing',
  'exists',
  'get',
]);

/** RE2 (the rules' regex engine) has no lookaround and no back-references. */
export function unsupportedRegex(pattern: string): string | null {
  if (/\(\?[=!<]/.test(pattern)) return 'lookaround';
  if (/\\[1-9]/.test(pattern)) return 'back-reference';
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'invalid pattern';
  }
  return null;
}
