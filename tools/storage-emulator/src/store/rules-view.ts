// How an object looks to the rules: `resource` (as stored) and `request.resource` (as it would be
// after the request; for a resumable upload before its bytes arrive, with the declared size).
import type { Value } from '../rules/evaluate.js';
import type { StoredObject } from './stored-object.js';

export function rulesView(object: StoredObject): Record<string, Value> {
  return {
    name: object.name,
    bucket: object.bucket,
    generation: Number(object.generation),
    metageneration: object.metageneration,
    size: object.size,
    contentType: object.contentType,
    contentEncoding: object.contentEncoding ?? null,
    contentDisposition: object.contentDisposition ?? null,
    contentLanguage: object.contentLanguage ?? null,
    cacheControl: object.cacheControl ?? null,
    metadata: { ...object.customMetadata },
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.etag,
  };
}
