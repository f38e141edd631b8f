// REST streaming (`GET /<path>.json` with `Accept: text/event-stream`), as production does it:
// a `put` of the whole value at "/", then a `put` or `patch` per change (paths relative to the
// streamed location), `keep-alive` events, and `cancel` (then the end of the stream) when the
// rules stop allowing the read. Query parameters are refused: filtered streams are not supported.
import type { ServerResponse } from 'node:http';
import type { Identity } from '../store/identity.js';
import type { Change, Listen, Subscriber } from '../store/listeners.js';
import type { Namespace } from '../store/namespace.js';
import { canRead } from '../store/read-access.js';
import { toJson } from '../tree/export.js';
import { nodeAt, type Node } from '../tree/node.js';
import { isPrefix, type Path } from '../tree/path.js';
import type { RestRequest } from './handlers.js';
import { CORS_HEADERS, HttpError } from './http-util.js';

const QUERY_PARAMS = [
  'orderBy',
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'equalTo',
  'limitToFirst',
  'limitToLast',
  'shallow',
];

/** A client that stops reading while changes pile up is dropped rather than buffered forever. */
const MAX_BUFFERED_BYTES = 256 * 1024 * 1024;

export function wantsEventStream(headers: RestRequest['headers']): boolean {
  const accept = headers.accept;
  return typeof accept === 'string' && accept.includes('text/event-stream');
}

class EventStream implements Subscriber {
  /** Value last sent for the whole location, to skip repeats caused by writes above it. */
  private last: Node | undefined;

  constructor(
    readonly identity: Identity,
    private readonly res: ServerResponse,
    private readonly exportFormat: boolean,
  ) {}

  send(event: string, data: unknown): void {
    if (this.res.writableEnded) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) return void this.res.destroy();
    this.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  json(node: Node): unknown {
    return toJson(node, { exportFormat: this.exportFormat, arrays: true });
  }

  putAll(node: Node): void {
    if (node === this.last) return;
    this.last = node;
    this.send('put', { path: '/', data: this.json(node) });
  }

  /** Never called: `deliver` and `revoked` replace the wire messages of WebSocket clients. */
  sendRaw(): void {}

  deliver(listen: Listen, root: Node, change: Change): void {
    const { base } = change;
    if (!isPrefix(listen.path, base)) return this.putAll(nodeAt(root, listen.path));
    this.last = nodeAt(root, listen.path);
    const relative = (path: Path) => '/' + path.slice(listen.path.length).join('/');
    if (!change.isMerge) {
      return this.send('put', { path: relative(base), data: this.json(nodeAt(root, base)) });
    }
    if (change.paths.every((path) => path.length === base.length + 1)) {
      const data: Record<string, unknown> = {};
      for (const path of change.paths)
        data[path[path.length - 1] as string] = this.json(nodeAt(root, path));
      return this.send('patch', { path: relative(base), data });
    }
    // Deeper multi-path updates: one put per path keeps every event a plain replacement.
    for (const path of change.paths)
      this.send('put', { path: relative(path), data: this.json(nodeAt(root, path)) });
  }

  revoked(): void {
    this.send('cancel', 'Permission denied');
    this.close();
  }

  close(): void {
    this.res.end();
  }
}

export function handleStream(req: RestRequest, res: ServerResponse): void {
  const { ns, path, identity, params } = req;
  const query = QUERY_PARAMS.find((name) => params.has(name));
  if (query) {
    throw new HttpError(
      400,
      `Streaming with ${query} is not supported by the emulator: stream the location and filter on the client`,
    );
  }
  if (!canRead(ns, identity, path, null)) throw new HttpError(401, 'Permission denied');
  res.writeHead(200, {
    ...CORS_HEADERS,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  res.socket?.setNoDelay(true);
  const stream = new EventStream(identity, res, params.get('format') === 'export');
  stream.putAll(nodeAt(ns.root, path));
  subscribe(ns, stream, path, res);
}

function subscribe(ns: Namespace, stream: EventStream, path: Path, res: ServerResponse): void {
  const listen: Listen = {
    subscriber: stream,
    path,
    query: null,
    wireQuery: null,
    tag: undefined,
    key: 'default',
  };
  ns.listeners.add(listen);
  ns.connections.add(stream); // ended when the server stops
  const keepAlive = setInterval(
    () => stream.send('keep-alive', null),
    ns.settings.streamKeepAliveMs,
  ).unref();
  res.on('close', () => {
    clearInterval(keepAlive);
    ns.listeners.removeAll(stream);
    ns.connections.delete(stream);
  });
}
