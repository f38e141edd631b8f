// HTTP routing: the Firebase API under /v0, the emulator's own /internal routes (rules upload as
// rules-unit-testing sends it, trigger status), the Cloud Storage JSON API everywhere else.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleCloudApi } from './http/cloud-api.js';
import { handleFirebaseApi } from './http/firebase-api.js';
import { HttpError, parseJson, readBody, sendError, sendJson, setCors } from './http/io.js';
import { checkedBucket, checkedName, decodeComponent } from './http/names.js';
import { UploadSessions } from './http/upload-sessions.js';
import { RulesSyntaxError } from './rules/ast.js';
import { StorageRules } from './rules/engine.js';
import type { StorageService } from './storage-service.js';
import { BadMetadataError } from './store/stored-object.js';
import type { TriggerNotifier } from './triggers/notifier.js';

const FIREBASE_PATH = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/;
/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_MS = 620_000;

export function createStorageServer(service: StorageService, notifier?: TriggerNotifier): Server {
  const uploads = new UploadSessions(service.options.maxObjectBytes);
  const server = createServer((req, res) => {
    route(service, uploads, notifier, req, res).catch((error: unknown) => {
      if (error instanceof HttpError) return sendError(res, error.status, error.message);
      if (error instanceof BadMetadataError) return sendError(res, 400, error.message);
      console.error('[storage-emulator] request failed:', error);
      sendError(res, 500, 'Internal error.');
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  // Node closes an idle keep-alive connection after 5 s; a client that reuses it just then (the
  // variants function writing its first file after a long decode) gets EPIPE and the trigger
  // dies. Google's front ends keep idle connections far longer: clients close theirs first.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 5_000;
  return server;
}

async function route(
  service: StorageService,
  uploads: UploadSessions,
  notifier: TriggerNotifier | undefined,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  setCors(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Content-Length': '0' });
    res.end();
    return;
  }
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const url = new URL(req.url ?? '/', origin);
  if (url.pathname === '/' || url.pathname === '/v0' || url.pathname === '/v0/')
    return sendJson(res, 200, { emulator: 'storage' });
  if (url.pathname === '/internal/setRules' && req.method === 'PUT')
    return setRules(service, req, res);
  if (url.pathname === '/internal/triggers' && req.method === 'GET')
    return sendJson(res, 200, { enabled: notifier !== undefined, pending: notifier?.pending ?? 0 });
  const firebase = FIREBASE_PATH.exec(url.pathname);
  if (firebase?.[1]) {
    const bucket = checkedBucket(decodeComponent(firebase[1]));
    const name = firebase[2] === undefined ? undefined : checkedName(decodeComponent(firebase[2]));
    const named = url.searchParams.get('name');
    if (named !== null) checkedName(named);
    return handleFirebaseApi(service, uploads, req, res, { bucket, name, url, origin });
  }
  return handleCloudApi(service, uploads, req, res, url, origin);
}

/** rules-unit-testing's `storage: { rules }`: `{ rules: { files: [{ name, content }] } }`. */
async function setRules(
  service: StorageService,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = parseJson(await readBody(req, 1024 * 1024)) as
    { rules?: { files?: { name?: unknown; content?: unknown }[] } } | undefined;
  const files = body?.rules?.files;
  const content = files?.length === 1 ? files[0]?.content : undefined;
  if (typeof content !== 'string')
    throw new HttpError(
      400,
      "Request body must include one file in 'rules.files' with its content.",
    );
  try {
    service.rules = StorageRules.load(content);
  } catch (error) {
    if (error instanceof RulesSyntaxError) throw new HttpError(400, error.message);
    throw error;
  }
  sendJson(res, 200, { message: 'Rules updated successfully' });
}
