// /.lp: the JSONP long-polling transport of browsers (BrowserPollConnection), used when a
// WebSocket attempt failed earlier. Requests: start (`start=t&cb=`), polls (`id&pw&seg<i>&ts<i>&d<i>`),
// the disconnect frame (`dframe=t`, held open until the page goes away) and `disconn=t`.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Databases } from '../store/databases.js';
import { LongPollConnection } from './long-poll-connection.js';
import { namespaceFromRequest } from './namespace-name.js';
import { helloMessage } from './websocket.js';

const MAX_CONNECTIONS = 10000;

export class LongPollRegistry {
  private readonly byId = new Map<string, LongPollConnection>();
  /** Hello session id → connection, for the WebSocket upgrade (`/.ws?...&s=<session id>`). */
  private readonly bySessionKey = new Map<string, LongPollConnection>();

  constructor(private readonly databases: Databases) {}

  findBySessionKey(key: string | null): LongPollConnection | undefined {
    return key === null ? undefined : this.bySessionKey.get(key);
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = url.searchParams;
    if (params.get('start') === 't') return this.start(url, req.headers.host ?? 'localhost', res);
    const conn = this.byId.get(params.get('id') ?? '');
    if (!conn || conn.password !== params.get('pw')) {
      res.writeHead(404, { 'Content-Type': 'application/javascript' }).end('');
      return;
    }
    if (params.get('dframe') === 't') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).flushHeaders();
      res.on('close', () => conn.end()); // the page (and its iframe) went away
      return;
    }
    if (params.get('disconn') === 't') {
      conn.end();
      res.writeHead(200, { 'Content-Type': 'application/javascript' }).end('');
      return;
    }
    conn.receive(readSegments(params));
    conn.hold(res);
  }

  private start(url: URL, host: string, res: ServerResponse): void {
    if (this.byId.size >= MAX_CONNECTIONS) {
      res.writeHead(503).end();
      return;
    }
    const callbackId = /^\d{1,20}$/.test(url.searchParams.get('cb') ?? '')
      ? (url.searchParams.get('cb') as string)
      : '';
    const ns = this.databases.get(namespaceFromRequest(url, host));
    const id = randomBytes(9).toString('hex');
    const password = randomBytes(9).toString('hex');
    const hello = helloMessage(host);
    const sessionKey = (JSON.parse(hello) as { d: { d: { s: string } } }).d.d.s;
    const conn = new LongPollConnection(id, password, callbackId, ns, () => {
      this.byId.delete(id);
      this.bySessionKey.delete(sessionKey);
    });
    this.byId.set(id, conn);
    this.bySessionKey.set(sessionKey, conn);
    const body =
      conn.script('pLPCommand', `'start','${id}','${password}'`) +
      conn.script('pRTLPCB', `0,[${hello}]`);
    res
      .writeHead(200, {
        'Content-Type': 'application/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      })
      .end(body);
  }

  closeAll(): void {
    for (const conn of [...this.byId.values()]) conn.end();
  }
}

function readSegments(
  params: URLSearchParams,
): Array<{ seg: number; total: number; data: string }> {
  const segments = [];
  for (let i = 0; params.has(`seg${i}`); i++) {
    const seg = Number(params.get(`seg${i}`));
    const total = Number(params.get(`ts${i}`));
    const data = params.get(`d${i}`) ?? '';
    if (
      !Number.isInteger(seg) ||
      seg < 0 ||
      !Number.isInteger(total) ||
      total < 1 ||
      total > 100000
    )
      continue;
    segments.push({ seg, total, data });
  }
  return segments;
}
