// What both APIs share: the object store, the rules (replaceable at run time, as
// rules-unit-testing does) and the access decision for a request.
import { HttpError } from './http/io.js';
import type { Identity } from './auth/identity.js';
import type { RequestMethod } from './rules/ast.js';
import type { StorageRules } from './rules/engine.js';
import type { ObjectStore } from './store/object-store.js';
import { rulesView } from './store/rules-view.js';
import { applyMetadata, type IncomingMetadata, type StoredObject } from './store/stored-object.js';

export interface ServiceOptions {
  /** Largest object accepted, in bytes. */
  maxObjectBytes: number;
}

export class StorageService {
  /** Without rules, every client request is refused (production's default for a new bucket). */
  rules: StorageRules | null;

  constructor(
    readonly store: ObjectStore,
    rules: StorageRules | null,
    readonly options: ServiceOptions,
  ) {
    this.rules = rules;
  }

  /** Throws a 403 unless `identity` may do `method` on `name` (the owner always may). */
  authorize(
    identity: Identity,
    method: RequestMethod,
    bucket: string,
    name: string,
    objects: { existing?: StoredObject | null; next?: StoredObject | null } = {},
  ): void {
    if (identity.owner) return;
    const allowed =
      this.rules?.allows({
        method,
        bucket,
        path: name,
        auth: identity.auth,
        resource: objects.existing ? rulesView(objects.existing) : null,
        requestResource: objects.next ? rulesView(objects.next) : null,
      }) ?? false;
    if (!allowed) throw new HttpError(403, 'Permission denied.');
  }

  /** The object a write would produce (for `request.resource`), before it is stored. */
  planned(
    bucket: string,
    name: string,
    size: number,
    metadata: IncomingMetadata,
    existing: StoredObject | undefined,
  ): StoredObject {
    const now = new Date().toISOString();
    return applyMetadata(
      {
        bucket,
        name,
        generation: '0',
        metageneration: 1,
        size,
        contentType: 'application/octet-stream',
        customMetadata: {},
        downloadTokens: [],
        md5Hash: '',
        crc32c: '',
        etag: '',
        timeCreated: existing?.timeCreated ?? now,
        updated: now,
      },
      metadata,
    );
  }

  /** Checks a whole write (create or update) of `data`, then stores it. */
  write(
    identity: Identity,
    bucket: string,
    name: string,
    data: Buffer,
    metadata: IncomingMetadata,
    withToken: boolean,
  ): StoredObject {
    if (data.length > this.options.maxObjectBytes)
      throw new HttpError(413, `Object larger than ${this.options.maxObjectBytes} bytes.`);
    const existing = this.store.get(bucket, name)?.object;
    const next = this.planned(bucket, name, data.length, metadata, existing);
    this.authorize(identity, existing ? 'update' : 'create', bucket, name, { existing, next });
    return this.store.put(bucket, name, data, metadata, withToken);
  }
}
