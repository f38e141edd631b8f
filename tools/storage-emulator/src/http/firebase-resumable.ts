// Resumable uploads of the Firebase API: `X-Goog-Upload-Command: start` opens a session (rules
// checked with the announced size and metadata), then `upload` / `upload, finalize` /
// `finalize` / `query` / `cancel` on its URL; the finalized bytes are checked again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Identity } from '../auth/identity.js';
import type { StorageService } from '../storage-service.js';
import { parseIncomingMetadata } from '../store/stored-object.js';
import { firebaseMetadata } from '../store/wire-metadata.js';
import type { Target } from './firebase-api.js';
import { HttpError, parseJson, readBody, sendEmpty, sendJson } from './io.js';
import type { UploadSession, UploadSessions } from './upload-sessions.js';

const JSON_LIMIT = 1024 * 1024;
const CHUNK_GRANULARITY = String(256 * 1024);

export async function startResumable(
  service: StorageService,
  uploads: UploadSessions,
  identity: Identity,
  req: IncomingMessage,
  res: ServerResponse,
  target: Target & { name: string },
): Promise<void> {
  const metadata = parseIncomingMetadata(parseJson(await readBody(req, JSON_LIMIT)));
  const headerType = req.headers['x-goog-upload-header-content-type'];
  if (metadata.contentType === undefined && typeof headerType === 'string')
    metadata.contentType = headerType;
  const length = Number(req.headers['x-goog-upload-header-content-length']);
  const declaredSize = Number.isInteger(length) && length >= 0 ? length : undefined;
  if (declaredSize !== undefined && declaredSize > service.options.maxObjectBytes)
    throw new HttpError(413, `Object larger than ${service.options.maxObjectBytes} bytes.`);
  // Checked at the start with the announced size, and again with the bytes at the end.
  const existing = service.store.get(target.bucket, target.name)?.object;
  const next = service.planned(target.bucket, target.name, declaredSize ?? 0, metadata, existing);
  service.authorize(identity, existing ? 'update' : 'create', target.bucket, target.name, {
    existing,
    next,
  });
  const session = uploads.start({
    bucket: target.bucket,
    name: target.name,
    metadata,
    identity,
    declaredSize,
  });
  const url = new URL(`/v0/b/${encodeURIComponent(target.bucket)}/o`, target.origin);
  url.searchParams.set('name', target.name);
  url.searchParams.set('upload_id', session.id);
  url.searchParams.set('upload_protocol', 'resumable');
  return sendEmpty(res, 200, {
    'X-Goog-Upload-Status': 'active',
    'X-Goog-Upload-URL': url.toString(),
    'X-Goog-Upload-Control-URL': '',
    'X-Goog-Upload-Chunk-Granularity': CHUNK_GRANULARITY,
    'X-GUploader-UploadID': session.id,
  });
}

export async function continueUpload(
  service: StorageService,
  uploads: UploadSessions,
  req: IncomingMessage,
  res: ServerResponse,
  session: UploadSession,
): Promise<void> {
  const command = String(req.headers['x-goog-upload-command'] ?? '');
  const status = { 'X-Goog-Upload-Status': session.status };
  if (command === 'query')
    return sendEmpty(res, 200, {
      ...status,
      'X-Goog-Upload-Size-Received': String(session.received),
    });
  if (command === 'cancel') {
    uploads.cancel(session);
    return sendEmpty(res, 200, { 'X-Goog-Upload-Status': 'cancelled' });
  }
  if (session.result) {
    // A retried finalize gets the first answer again.
    const final = { 'X-Goog-Upload-Status': 'final' };
    if (!session.result.object)
      throw new HttpError(session.result.status, 'The upload was refused.');
    return sendJson(res, 200, firebaseMetadata(session.result.object), final);
  }
  const commands = command.split(',').map((part) => part.trim());
  if (commands.includes('upload')) {
    const body = await readBody(req, service.options.maxObjectBytes);
    const offset = Number(req.headers['x-goog-upload-offset'] ?? session.received);
    uploads.append(session, body, Number.isInteger(offset) ? offset : session.received);
  }
  if (!commands.includes('finalize')) {
    if (!commands.includes('upload'))
      throw new HttpError(400, `Unknown upload command ${command}.`);
    return sendEmpty(res, 200, {
      'X-Goog-Upload-Status': 'active',
      'X-GUploader-UploadID': session.id,
    });
  }
  const data = uploads.bytes(session);
  if (session.declaredSize !== undefined && data.length !== session.declaredSize)
    throw new HttpError(400, 'The upload ended before the size announced at its start.');
  session.status = 'final';
  res.setHeader('X-Goog-Upload-Status', 'final');
  try {
    const object = service.write(
      session.identity,
      session.bucket,
      session.name,
      data,
      session.metadata,
      true,
    );
    session.result = { status: 200, object };
    session.chunks = [];
    sendJson(res, 200, firebaseMetadata(object));
  } catch (error) {
    session.result = { status: error instanceof HttpError ? error.status : 500 };
    session.chunks = [];
    throw error;
  }
}
