// REST data endpoints: GET/PUT/PATCH/POST/DELETE on /<path>.json.
import type { ServerResponse } from 'node:http';
import { applyQuery } from '../query/filter.js';
import type { Identity } from '../store/identity.js';
import type { Namespace } from '../store/namespace.js';
import { canRead } from '../store/read-access.js';
import { applyWrite, type WriteRequest } from '../store/writes.js';
import { toJson } from '../tree/export.js';
import { hashNode } from '../tree/hash.js';
import { nodeAt, sortedKeys, type Node } from '../tree/node.js';
import { nextPushId } from '../tree/push-id.js';
import type { Path } from '../tree/path.js';
import { HttpError, sendJson } from './http-util.js';
import { restQuery } from './query.js';
import { handleStream, wantsEventStream } from './stream.js';

export interface RestRequest {
  ns: Namespace;
  method: string;
  path: Path;
  params: URLSearchParams;
  identity: Identity;
  headers: Record<string, string | string[] | undefined>;
  body: () => Promise<unknown>;
}

function render(node: Node, params: URLSearchParams): unknown {
  if (params.get('shallow') === 'true') {
    if (node?.kind !== 'branch') return toJson(node);
    const out: Record<string, unknown> = {};
    for (const key of sortedKeys(node)) {
      const child = node.children.get(key) ?? null;
      out[key] = child?.kind === 'leaf' ? child.value : true;
    }
    return out;
  }
  return toJson(node, { exportFormat: params.get('format') === 'export', arrays: true });
}

function etag(node: Node): string {
  return hashNode(node) || 'null_etag';
}

function respond(
  req: RestRequest,
  res: ServerResponse,
  status: number,
  body: unknown,
  node: Node,
): void {
  const extra: Record<string, string> =
    req.headers['x-firebase-etag'] === 'true' ? { ETag: etag(node) } : {};
  if (req.params.get('print') === 'silent') {
    res.writeHead(204, extra).end();
    return;
  }
  const callback = req.params.get('callback');
  if (callback && /^[\w$.]+$/.test(callback)) {
    res
      .writeHead(status, { 'Content-Type': 'application/javascript', ...extra })
      .end(`${callback}(${JSON.stringify(body)});`);
    return;
  }
  sendJson(res, status, body, extra, req.params.get('print') === 'pretty');
}

async function write(
  req: RestRequest,
  res: ServerResponse,
  request: WriteRequest,
  reply: () => unknown,
): Promise<void> {
  const ifMatch = req.headers['if-match'];
  const current = nodeAt(req.ns.root, request.path);
  if (typeof ifMatch === 'string' && ifMatch !== etag(current)) {
    sendJson(res, 412, toJson(current, { arrays: true }), { ETag: etag(current) });
    return;
  }
  const outcome = applyWrite(req.ns, request, req.identity);
  if (!outcome.ok) {
    const status = outcome.status === 'permission_denied' ? 401 : 400;
    throw new HttpError(status, outcome.message);
  }
  respond(req, res, 200, reply(), nodeAt(req.ns.root, request.path));
}

export async function handleData(req: RestRequest, res: ServerResponse): Promise<void> {
  const { ns, path } = req;
  switch (req.method) {
    case 'GET': {
      if (wantsEventStream(req.headers)) return handleStream(req, res);
      const query = restQuery(req.params);
      if (!canRead(ns, req.identity, path, query)) throw new HttpError(401, 'Permission denied');
      const node = applyQuery(nodeAt(ns.root, path), query);
      return respond(req, res, 200, render(node, req.params), node);
    }
    case 'PUT': {
      const data = await req.body();
      return write(req, res, { kind: 'set', path, data }, () =>
        toJson(nodeAt(ns.root, path), { arrays: true }),
      );
    }
    case 'PATCH': {
      const data = await req.body();
      return write(req, res, { kind: 'update', path, data }, () => data);
    }
    case 'POST': {
      const data = await req.body();
      const name = nextPushId();
      return write(req, res, { kind: 'set', path: [...path, name], data }, () => ({ name }));
    }
    case 'DELETE':
      return write(req, res, { kind: 'set', path, data: null }, () => null);
    default:
      throw new HttpError(405, `Method ${req.method} not allowed`);
  }
}
