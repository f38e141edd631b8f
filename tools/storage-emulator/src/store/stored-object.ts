// One object as the server keeps it, and the metadata the clients may set on it.

export interface StoredObject {
  bucket: string;
  name: string;
  /** Microseconds since the epoch at the write, as a decimal string (Cloud Storage's form). */
  generation: string;
  metageneration: number;
  size: number;
  contentType: string;
  contentEncoding?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  /** Custom metadata, without the download tokens. */
  customMetadata: Record<string, string>;
  /** `firebaseStorageDownloadTokens`, split on commas. */
  downloadTokens: string[];
  md5Hash: string;
  crc32c: string;
  etag: string;
  timeCreated: string;
  updated: string;
}

/** Metadata a client sends (upload body, PATCH): standard fields and `metadata` (custom). */
export interface IncomingMetadata {
  contentType?: string | null;
  contentEncoding?: string | null;
  contentDisposition?: string | null;
  contentLanguage?: string | null;
  cacheControl?: string | null;
  metadata?: Record<string, string | null> | null;
}

export const TOKENS_KEY = 'firebaseStorageDownloadTokens';

export const EDITABLE_FIELDS = [
  'contentType',
  'contentEncoding',
  'contentDisposition',
  'contentLanguage',
  'cacheControl',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class BadMetadataError extends Error {}

/** Reads a client's metadata JSON, refusing anything that is not strings (or null to remove). */
export function parseIncomingMetadata(value: unknown): IncomingMetadata {
  if (value === undefined || value === null || value === '') return {};
  if (!isRecord(value)) throw new BadMetadataError('Metadata must be a JSON object.');
  const result: IncomingMetadata = {};
  for (const field of EDITABLE_FIELDS) {
    const fieldValue = value[field];
    if (fieldValue === undefined) continue;
    if (fieldValue !== null && typeof fieldValue !== 'string')
      throw new BadMetadataError(`${field} must be a string.`);
    result[field] = fieldValue;
  }
  const custom = value.metadata;
  if (custom === null) result.metadata = null;
  else if (custom !== undefined) {
    if (!isRecord(custom)) throw new BadMetadataError('metadata must be an object of strings.');
    const entries: Record<string, string | null> = {};
    for (const [key, entry] of Object.entries(custom)) {
      if (entry === null) entries[key] = null;
      else if (typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean')
        entries[key] = String(entry);
      else throw new BadMetadataError(`metadata.${key} must be a string.`);
    }
    result.metadata = entries;
  }
  return result;
}

/** `object` with `incoming` applied: a null field or custom key removes it (PATCH semantics). */
export function applyMetadata(object: StoredObject, incoming: IncomingMetadata): StoredObject {
  const next: StoredObject = { ...object, customMetadata: { ...object.customMetadata } };
  for (const field of EDITABLE_FIELDS) {
    const value = incoming[field];
    if (value === undefined) continue;
    if (field === 'contentType') next.contentType = value ?? 'application/octet-stream';
    else if (value === null) delete next[field];
    else next[field] = value;
  }
  if (incoming.metadata === null) {
    next.customMetadata = {};
  } else if (incoming.metadata) {
    for (const [key, value] of Object.entries(incoming.metadata)) {
      if (key === TOKENS_KEY) next.downloadTokens = value ? splitTokens(value) : [];
      else if (value === null) delete next.customMetadata[key];
      else next.customMetadata[key] = value;
    }
  }
  return next;
}

export const splitTokens = (value: string): string[] =>
  value
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
