// The buckets and their objects, in memory (and on disk with a data folder). Every change is
// reported to `onChange`, which sends the function triggers.
import { randomUUID } from 'node:crypto';
import { crc32cBase64, md5Base64 } from './hashes.js';
import type { ObjectFiles } from './persistence.js';
import {
  applyMetadata,
  TOKENS_KEY,
  type IncomingMetadata,
  type StoredObject,
} from './stored-object.js';

export type ObjectEvent = 'finalize' | 'metadataUpdate' | 'delete';

export interface StoredEntry {
  object: StoredObject;
  data: Buffer;
}

export interface ListResult {
  items: StoredObject[];
  prefixes: string[];
  nextPageToken?: string;
}

export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredEntry>>();
  private lastGeneration = 0n;

  constructor(
    private readonly files?: ObjectFiles,
    private readonly onChange: (event: ObjectEvent, object: StoredObject) => void = () => {},
  ) {
    if (!files) return;
    for (const entry of files.loadAll()) {
      this.bucket(entry.object.bucket).set(entry.object.name, entry);
      const generation = BigInt(entry.object.generation);
      if (generation > this.lastGeneration) this.lastGeneration = generation;
    }
  }

  private bucket(name: string): Map<string, StoredEntry> {
    let bucket = this.buckets.get(name);
    if (!bucket) this.buckets.set(name, (bucket = new Map()));
    return bucket;
  }

  /** Microseconds, strictly increasing even within one millisecond. */
  private nextGeneration(): string {
    const now = BigInt(Date.now()) * 1000n;
    this.lastGeneration = now > this.lastGeneration ? now : this.lastGeneration + 1n;
    return String(this.lastGeneration);
  }

  get(bucket: string, name: string): StoredEntry | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  /** Writes a new generation of `name`; `withToken` gives it a download token (Firebase API). */
  put(
    bucket: string,
    name: string,
    data: Buffer,
    metadata: IncomingMetadata,
    withToken: boolean,
  ): StoredObject {
    const previous = this.get(bucket, name);
    const now = new Date().toISOString();
    const blank: StoredObject = {
      bucket,
      name,
      generation: this.nextGeneration(),
      metageneration: 1,
      size: data.length,
      contentType: 'application/octet-stream',
      customMetadata: {},
      downloadTokens: [],
      md5Hash: md5Base64(data),
      crc32c: crc32cBase64(data),
      etag: '',
      timeCreated: now,
      updated: now,
    };
    const object = applyMetadata(blank, metadata);
    object.etag = Buffer.from(`${object.generation}/1`).toString('base64');
    if (withToken && object.downloadTokens.length === 0) object.downloadTokens = [randomUUID()];
    this.files?.write(object, data, previous?.object);
    this.bucket(bucket).set(name, { object, data });
    this.onChange('finalize', object);
    return object;
  }

  updateMetadata(bucket: string, name: string, metadata: IncomingMetadata): StoredObject | null {
    const entry = this.get(bucket, name);
    if (!entry) return null;
    const object = applyMetadata(entry.object, metadata);
    object.metageneration = entry.object.metageneration + 1;
    object.updated = new Date().toISOString();
    object.etag = Buffer.from(`${object.generation}/${object.metageneration}`).toString('base64');
    this.files?.write(object);
    entry.object = object;
    this.onChange('metadataUpdate', object);
    return object;
  }

  /** The object with a download token, created (and kept) if it had none. */
  ensureDownloadToken(entry: StoredEntry): StoredObject {
    if (entry.object.downloadTokens.length > 0) return entry.object;
    return (
      this.updateMetadata(entry.object.bucket, entry.object.name, {
        metadata: { [TOKENS_KEY]: randomUUID() },
      }) ?? entry.object
    );
  }

  delete(bucket: string, name: string): boolean {
    const entry = this.get(bucket, name);
    if (!entry) return false;
    this.files?.remove(entry.object);
    this.buckets.get(bucket)?.delete(name);
    this.onChange('delete', entry.object);
    return true;
  }

  bucketNames(): string[] {
    return [...this.buckets.keys()];
  }

  /** Names (and folders, with a delimiter) in byte order; a page token names the last entry. */
  list(
    bucket: string,
    options: { prefix?: string; delimiter?: string; pageToken?: string; maxResults?: number },
  ): ListResult {
    const prefix = options.prefix ?? '';
    const delimiter = options.delimiter ?? '';
    const names = [...(this.buckets.get(bucket)?.keys() ?? [])]
      .filter((name) => name.startsWith(prefix))
      .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    const entries: { key: string; object?: StoredObject }[] = [];
    const folders = new Set<string>();
    for (const name of names) {
      const rest = name.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (cut < 0) entries.push({ key: name, object: this.get(bucket, name)!.object });
      else {
        const folder = prefix + rest.slice(0, cut + delimiter.length);
        if (!folders.has(folder)) entries.push({ key: folder });
        folders.add(folder);
      }
    }
    const after = options.pageToken
      ? Buffer.from(options.pageToken, 'base64url').toString('utf8')
      : undefined;
    const found =
      after === undefined
        ? 0
        : entries.findIndex(
            (entry) => Buffer.compare(Buffer.from(entry.key), Buffer.from(after)) > 0,
          );
    const from = found < 0 ? entries.length : found;
    const page = entries.slice(from, from + (options.maxResults ?? 1000));
    const last = page.at(-1);
    return {
      items: page.flatMap((entry) => (entry.object ? [entry.object] : [])),
      prefixes: page.flatMap((entry) => (entry.object ? [] : [entry.key])),
      ...(last &&
        from + page.length < entries.length && {
          nextPageToken: Buffer.from(last.key).toString('base64url'),
        }),
    };
  }
}
