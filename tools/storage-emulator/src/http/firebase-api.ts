// The Firebase Storage REST API (`/v0/b/<bucket>/o[/<name>]`) as the web SDK v12 and
// rules-unit-testing call it. Every request goes through the rules, except the owner's and a
// download carrying one of the object's download tokens.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { identityOf, type Identity } from '../auth/identity.js';
import type { StorageService } from '../storage-service.js';
import { firebaseMetadata } from '../store/wire-metadata.js';
import { applyMetadata, parseIncomingMetadata, TOKENS_KEY } from '../store/stored-object.js';
import { HttpError, parseJson, readBody, sendBytes, sendEmpty, sendJson } from './io.js';
import { parseMultipart } from './multipart.js';
import { continueUpload, startResumable } from './firebase-resumable.js';
import type { UploadSessions } from './upload-sessions.js';

const JSON_LIMIT = 1024 * 1024;

export interface Target {
  bucket: string;
  name: string | undefined;
  url: URL;
  origin: string;
}

export async function handleFirebaseApi(
  service: StorageService,
  uploads: UploadSessions,
  req: IncomingMessage,
  res: ServerResponse,
  target: Target,
): Promise<void> {
  const identity = identityOf(req.headers.authorization);
  if (!identity) throw new HttpError(401, 'Invalid credential.');
  const override = String(req.headers['x-http-method-override'] ?? '').toUpperCase();
  const method = override === 'PATCH' ? 'PATCH' : (req.method ?? 'GET');
  if ((method === 'GET' || method === 'HEAD') && target.name !== undefined)
    return download(service, identity, req, res, { ...target, name: target.name });
  if (method === 'GET') return list(service, identity, res, target);
  if (method === 'PATCH' && target.name !== undefined)
    return updateMetadata(service, identity, req, res, target.bucket, target.name);
  if (method === 'DELETE' && target.name !== undefined) {
    const existing = service.store.get(target.bucket, target.name)?.object ?? null;
    service.authorize(identity, 'delete', target.bucket, target.name, { existing });
    if (!existing) throw new HttpError(404, 'Object not found.');
    service.store.delete(target.bucket, target.name);
    return sendEmpty(res, 204);
  }
  if (method === 'POST' || method === 'PUT') {
    if (target.url.searchParams.has('create_token') || target.url.searchParams.has('delete_token'))
      return tokens(service, identity, res, target);
    if (target.url.searchParams.has('upload_id'))
      return continueUpload(
        service,
        uploads,
        req,
        res,
        uploads.get(target.url.searchParams.get('upload_id')),
      );
    return upload(service, uploads, identity, req, res, target);
  }
  throw new HttpError(405, `${method} is not supported here.`);
}

function download(
  service: StorageService,
  identity: Identity,
  req: IncomingMessage,
  res: ServerResponse,
  target: Target & { name: string },
): void {
  const entry = service.store.get(target.bucket, target.name);
  const token = target.url.searchParams.get('token');
  const media = target.url.searchParams.get('alt') === 'media';
  const tokenOpens =
    media && token !== null && entry?.object.downloadTokens.includes(token) === true;
  if (!tokenOpens)
    service.authorize(identity, 'get', target.bucket, target.name, {
      existing: entry?.object ?? null,
    });
  if (!entry) throw new HttpError(404, 'Object not found.');
  if (media) return sendBytes(req, res, entry.object, entry.data);
  // As production does for objects written without one (Admin SDK), a token is created on read.
  sendJson(res, 200, firebaseMetadata(service.store.ensureDownloadToken(entry)));
}

function list(
  service: StorageService,
  identity: Identity,
  res: ServerResponse,
  target: Target,
): void {
  const params = target.url.searchParams;
  const prefix = params.get('prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/'))
    throw new HttpError(
      400,
      'The prefix parameter is required to be empty or ends with a single / character.',
    );
  service.authorize(identity, 'list', target.bucket, prefix.replace(/\/$/, ''));
  const maxResults = Number(params.get('maxResults') ?? 1000);
  const result = service.store.list(target.bucket, {
    prefix,
    delimiter: params.get('delimiter') ?? '',
    pageToken: params.get('pageToken') ?? undefined,
    maxResults: Number.isInteger(maxResults) && maxResults > 0 ? Math.min(maxResults, 1000) : 1000,
  });
  sendJson(res, 200, {
    prefixes: result.prefixes,
    items: result.items.map((object) => ({ name: object.name, bucket: object.bucket })),
    ...(result.nextPageToken && { nextPageToken: result.nextPageToken }),
  });
}

async function updateMetadata(
  service: StorageService,
  identity: Identity,
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
  name: string,
): Promise<void> {
  const incoming = parseIncomingMetadata(parseJson(await readBody(req, JSON_LIMIT)));
  const existing = service.store.get(bucket, name)?.object ?? null;
  const next = existing ? applyMetadata(existing, incoming) : null;
  service.authorize(identity, 'update', bucket, name, { existing, next });
  const updated = service.store.updateMetadata(bucket, name, incoming);
  if (!updated) throw new HttpError(404, 'Object not found.');
  sendJson(res, 200, firebaseMetadata(updated));
}

function tokens(
  service: StorageService,
  identity: Identity,
  res: ServerResponse,
  target: Target,
): void {
  if (!identity.owner) throw new HttpError(403, 'Missing admin credentials.');
  const entry =
    target.name === undefined ? undefined : service.store.get(target.bucket, target.name);
  if (!entry) throw new HttpError(404, 'Object not found.');
  const removed = target.url.searchParams.get('delete_token');
  const remaining = entry.object.downloadTokens.filter((token) => token !== removed);
  const next = removed === null ? [...remaining, randomUUID()] : remaining;
  const updated = service.store.updateMetadata(entry.object.bucket, entry.object.name, {
    metadata: { [TOKENS_KEY]: next.join(',') },
  });
  sendJson(res, 200, firebaseMetadata(updated ?? entry.object));
}

async function upload(
  service: StorageService,
  uploads: UploadSessions,
  identity: Identity,
  req: IncomingMessage,
  res: ServerResponse,
  target: Target,
): Promise<void> {
  const name = target.name ?? target.url.searchParams.get('name');
  if (!name) throw new HttpError(400, 'The object name is missing.');
  const protocol = req.headers['x-goog-upload-protocol'];
  const command = String(req.headers['x-goog-upload-command'] ?? '');
  if (protocol === 'resumable' || command !== '') {
    if (command !== 'start')
      throw new HttpError(400, 'A resumable upload starts with the start command.');
    return startResumable(service, uploads, identity, req, res, { ...target, name });
  }
  const body = await readBody(req, service.options.maxObjectBytes + JSON_LIMIT);
  if (protocol === 'multipart') {
    const part = parseMultipart(req.headers['content-type'], body);
    const metadata = parseIncomingMetadata(part.metadata);
    if (metadata.contentType === undefined && part.contentType)
      metadata.contentType = part.contentType;
    const object = service.write(identity, target.bucket, name, part.data, metadata, true);
    return sendJson(res, 200, firebaseMetadata(object));
  }
  const contentType = req.headers['content-type'];
  const object = service.write(identity, target.bucket, name, body, { contentType }, true);
  sendJson(res, 200, firebaseMetadata(object));
}
