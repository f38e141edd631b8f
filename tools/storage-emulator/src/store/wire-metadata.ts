// An object's metadata in the two JSON forms the clients read: the Firebase Storage API's (web
// SDK: `downloadTokens` joined, custom metadata apart) and the Cloud Storage JSON API's (Admin
// SDK, function events: `kind`, links, tokens inside `metadata`).
import { TOKENS_KEY, type StoredObject } from './stored-object.js';

const optional = (object: StoredObject) => ({
  ...(object.contentLanguage !== undefined && { contentLanguage: object.contentLanguage }),
  ...(object.cacheControl !== undefined && { cacheControl: object.cacheControl }),
});

export function firebaseMetadata(object: StoredObject): Record<string, unknown> {
  return {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    timeCreated: object.timeCreated,
    updated: object.updated,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.etag,
    downloadTokens: object.downloadTokens.join(','),
    contentEncoding: object.contentEncoding ?? 'identity',
    contentDisposition: object.contentDisposition ?? 'inline',
    metadata: { ...object.customMetadata },
    ...optional(object),
  };
}

/** `origin`: this server's URL as the client reached it, for `selfLink` and `mediaLink`. */
export function cloudMetadata(object: StoredObject, origin: string): Record<string, unknown> {
  const encoded = encodeURIComponent(object.name);
  const custom: Record<string, string> = { ...object.customMetadata };
  if (object.downloadTokens.length > 0) custom[TOKENS_KEY] = object.downloadTokens.join(',');
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${origin}/storage/v1/b/${object.bucket}/o/${encoded}`,
    mediaLink: `${origin}/download/storage/v1/b/${object.bucket}/o/${encoded}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.etag,
    timeCreated: object.timeCreated,
    updated: object.updated,
    timeStorageClassUpdated: object.timeCreated,
    ...(Object.keys(custom).length > 0 && { metadata: custom }),
    ...(object.contentEncoding !== undefined && { contentEncoding: object.contentEncoding }),
    ...(object.contentDisposition !== undefined && {
      contentDisposition: object.contentDisposition,
    }),
    ...optional(object),
  };
}
