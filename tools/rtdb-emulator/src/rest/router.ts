// REST entry point: CORS, method override, auth, namespace, then settings / inspect / data.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { namespaceFromRequest } from '../protocol/namespace-name.js';
import type { Databases } from '../store/databases.js';
import { ANONYMOUS, identityFromCredential, type Identity } from '../store/identity.js';
import { parsePath } from '../tree/path.js';
import { InvalidDataError } from '../tree/validate.js';
import { handleData } from './handlers.js';
import {
  CORS_HEADERS,
  credential,
  HttpError,
  parseJsonBody,
  readBody,
  sendJson,
  writeLimit,
} from './http-util.js';
import { handleSettings } from './settings.js';

function identityOf(req: IncomingMessage, params: URLSearchParams): Identity {
  const cred = credential(req, params);
  if (cred === null || cred === '') return ANONYMOUS;
  const identity = identityFromCredential(cred);
  if (!identity) throw new HttpError(401, 'Could not parse auth token.');
  return identity;
}

function decodePath(pathname: string): string[] {
  const keys = pathname
    .slice(0, -'.json'.length)
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw new HttpError(400, 'Invalid path: bad percent-encoding');
      }
    });
  return parsePath(keys.join('/'));
}

export async function handleRest(
  databases: Databases,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const override = req.headers['x-http-method-override'];
    const method = (
      typeof override === 'string' && req.method === 'POST' ? override : (req.method ?? 'GET')
    ).toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const { pathname } = url;
    if (pathname === '/.inspect/databases.json') {
      return sendJson(
        res,
        200,
        databases.list().map((db) => ({ name: db.name })),
      );
    }
    const ns = databases.get(namespaceFromRequest(url, req.headers.host ?? ''));
    if (pathname.startsWith('/.settings/'))
      return await handleSettings(ns, method, pathname, url.searchParams, req, res);
    if (!pathname.endsWith('.json'))
      throw new HttpError(404, 'Not found: REST paths end with .json');
    const identity = identityOf(req, url.searchParams);
    const path = decodePath(pathname);
    const limit = writeLimit(url.searchParams, ns.settings.maxWriteBytes);
    const body = async () => parseJsonBody(await readBody(req, limit));
    await handleData(
      { ns, method, path, params: url.searchParams, identity, headers: req.headers, body },
      res,
    );
  } catch (error) {
    if (error instanceof HttpError) {
      const closing: Record<string, string> = error.closeConnection ? { Connection: 'close' } : {};
      return sendJson(res, error.status, { error: error.message }, closing);
    }
    if (error instanceof InvalidDataError) return sendJson(res, 400, { error: error.message });
    throw error;
  }
}
