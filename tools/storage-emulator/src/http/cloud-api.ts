// The Cloud Storage JSON API as @google-cloud/storage (inside firebase-admin) calls it with
// STORAGE_EMULATOR_HOST: objects under `[/storage/v1|/download/storage/v1]/b/<bucket>/o`,
// uploads under `/upload/storage/v1/b/<bucket>/o` (uploadType media, multipart, resumable).
// As with the official emulator, this API is the server side's: it is not subject to the rules.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OWNER } from '../auth/identity.js';
import type { StorageService } from '../storage-service.js';
import { parseIncomingMetadata } from '../store/stored-object.js';
import { cloudMetadata } from '../store/wire-metadata.js';
import { HttpError, parseJson, readBody, sendBytes, sendEmpty, sendJson } from './io.js';
import { parseMultipart } from './multipart.js';
import { checkedBucket, checkedName, decodeComponent } from './names.js';
import type { UploadSession, UploadSessions } from './upload-sessions.js';

const JSON_LIMIT = 1024 * 1024;

// Object names are URL-encoded in these paths: a raw slash after the name is another route.
const OBJECT_PATH = /^(?:\/storage\/v1|\/download\/storage\/v1)?\/b\/([^/]+)\/o(?:\/([^/]+))?$/;
const UPLOAD_PATH = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/;
const BUCKET_PATH = /^(?:\/storage\/v1)?\/b(?:\/([^/]+))?$/;

export async function handleCloudApi(
  service: StorageService,
  uploads: UploadSessions,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  origin: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  const upload = UPLOAD_PATH.exec(url.pathname);
  if (upload?.[1]) {
    const bucket = checkedBucket(decodeComponent(upload[1]));
    if (url.searchParams.has('upload_id'))
      return resumableChunk(
        service,
        uploads,
        req,
        res,
        uploads.get(url.searchParams.get('upload_id')),
        origin,
      );
    if (method !== 'POST') throw new HttpError(405, `${method} is not supported here.`);
    return startUpload(service, uploads, req, res, url, bucket, origin);
  }
  const object = OBJECT_PATH.exec(url.pathname);
  if (object?.[1]) {
    const bucket = checkedBucket(decodeComponent(object[1]));
    if (object[2] === undefined) {
      if (method !== 'GET') throw new HttpError(405, `${method} is not supported here.`);
      return list(service, res, url, bucket, origin);
    }
    const name = checkedName(decodeComponent(object[2]));
    const entry = service.store.get(bucket, name);
    if (method === 'PATCH' || method === 'PUT') {
      const incoming = parseIncomingMetadata(parseJson(await readBody(req, JSON_LIMIT)));
      const updated = service.store.updateMetadata(bucket, name, incoming);
      if (!updated) throw new HttpError(404, `No such object: ${bucket}/${name}`);
      return sendJson(res, 200, cloudMetadata(updated, origin));
    }
    if (!entry) throw new HttpError(404, `No such object: ${bucket}/${name}`);
    if (method === 'DELETE') {
      service.store.delete(bucket, name);
      return sendEmpty(res, 204);
    }
    if (method !== 'GET' && method !== 'HEAD')
      throw new HttpError(405, `${method} is not supported here.`);
    if (url.searchParams.get('alt') === 'media' || url.pathname.startsWith('/download/'))
      return sendBytes(req, res, entry.object, entry.data);
    return sendJson(res, 200, cloudMetadata(entry.object, origin));
  }
  const bucket = BUCKET_PATH.exec(url.pathname);
  if (bucket && method === 'GET') {
    const describe = (name: string) => ({
      kind: 'storage#bucket',
      id: name,
      name,
      location: 'EUROPE-WEST1',
      storageClass: 'STANDARD',
    });
    if (bucket[1]) return sendJson(res, 200, describe(decodeComponent(bucket[1])));
    return sendJson(res, 200, {
      kind: 'storage#buckets',
      items: service.store.bucketNames().map(describe),
    });
  }
  throw new HttpError(501, `${method} ${url.pathname} is not implemented by this server.`);
}

function list(
  service: StorageService,
  res: ServerResponse,
  url: URL,
  bucket: string,
  origin: string,
): void {
  const params = url.searchParams;
  const maxResults = Number(params.get('maxResults') ?? 1000);
  const result = service.store.list(bucket, {
    prefix: params.get('prefix') ?? '',
    delimiter: params.get('delimiter') ?? '',
    pageToken: params.get('pageToken') ?? undefined,
    maxResults: Number.isInteger(maxResults) && maxResults > 0 ? maxResults : 1000,
  });
  sendJson(res, 200, {
    kind: 'storage#objects',
    items: result.items.map((object) => cloudMetadata(object, origin)),
    prefixes: result.prefixes,
    ...(result.nextPageToken && { nextPageToken: result.nextPageToken }),
  });
}

async function startUpload(
  service: StorageService,
  uploads: UploadSessions,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  origin: string,
): Promise<void> {
  const uploadType = url.searchParams.get('uploadType') ?? req.headers['x-goog-upload-protocol'];
  const nameOf = (metadata: unknown) => {
    const fromBody = (metadata as { name?: unknown } | undefined)?.name;
    const name = url.searchParams.get('name') ?? (typeof fromBody === 'string' ? fromBody : '');
    if (!name) throw new HttpError(400, 'The object name is missing.');
    return checkedName(name);
  };
  if (uploadType === 'resumable') {
    const raw = parseJson(await readBody(req, JSON_LIMIT));
    const metadata = parseIncomingMetadata(raw);
    const headerType = req.headers['x-upload-content-type'];
    if (metadata.contentType === undefined && typeof headerType === 'string')
      metadata.contentType = headerType;
    const length = Number(req.headers['x-upload-content-length']);
    const name = nameOf(raw);
    const session = uploads.start({
      bucket,
      name,
      metadata,
      identity: OWNER,
      ...(Number.isInteger(length) && length >= 0 && { declaredSize: length }),
    });
    const location = new URL(`/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`, origin);
    location.searchParams.set('uploadType', 'resumable');
    location.searchParams.set('name', name);
    location.searchParams.set('upload_id', session.id);
    return sendEmpty(res, 200, {
      Location: location.toString(),
      'X-GUploader-UploadID': session.id,
    });
  }
  const body = await readBody(req, service.options.maxObjectBytes + JSON_LIMIT);
  if (uploadType === 'multipart') {
    const part = parseMultipart(req.headers['content-type'], body);
    const metadata = parseIncomingMetadata(part.metadata);
    if (metadata.contentType === undefined && part.contentType)
      metadata.contentType = part.contentType;
    const object = service.write(OWNER, bucket, nameOf(part.metadata), part.data, metadata, false);
    return sendJson(res, 200, cloudMetadata(object, origin));
  }
  const contentType = req.headers['content-type'];
  const object = service.write(OWNER, bucket, nameOf(undefined), body, { contentType }, false);
  sendJson(res, 200, cloudMetadata(object, origin));
}

/** `Content-Range: bytes <first>-<last>/<total|*>`, or `bytes *\/<total|*>` (status query). */
async function resumableChunk(
  service: StorageService,
  uploads: UploadSessions,
  req: IncomingMessage,
  res: ServerResponse,
  session: UploadSession,
  origin: string,
): Promise<void> {
  if (req.method === 'DELETE') {
    uploads.cancel(session);
    return sendEmpty(res, 499);
  }
  if (session.result?.object)
    return sendJson(res, 200, cloudMetadata(session.result.object, origin));
  const body = await readBody(req, service.options.maxObjectBytes);
  const range = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(
    String(req.headers['content-range'] ?? ''),
  );
  const total = range?.[3] !== undefined && range[3] !== '*' ? Number(range[3]) : undefined;
  if (range?.[1] !== undefined) uploads.append(session, body, Number(range[1]));
  else if (!range && body.length > 0) uploads.append(session, body, session.received);
  const complete = total !== undefined ? session.received >= total : !range;
  if (!complete) {
    const received: Record<string, string> =
      session.received > 0 ? { Range: `bytes=0-${session.received - 1}` } : {};
    return sendEmpty(res, 308, received);
  }
  session.status = 'final';
  const object = service.write(
    OWNER,
    session.bucket,
    session.name,
    uploads.bytes(session),
    session.metadata,
    false,
  );
  session.result = { status: 200, object };
  session.chunks = [];
  sendJson(res, 200, cloudMetadata(object, origin));
}
