// WebSocket transport on /.ws: hello handshake, framing, session lifecycle, and the
// secondary socket of a long-poll → WebSocket upgrade (`s=<session id>` of a live LP session).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { Databases } from '../store/databases.js';
import { FrameAssembler, splitMessage } from './framing.js';
import type { LongPollRegistry } from './long-poll.js';
import { namespaceFromRequest } from './namespace-name.js';
import { PONG, Session, type Transport } from './session.js';

export function helloMessage(host: string): string {
  const hello = { ts: Date.now(), v: '5', h: host, s: randomBytes(12).toString('hex') };
  return JSON.stringify({ t: 'c', d: { t: 'h', d: hello } });
}

const MAX_BUFFERED_BYTES = 256 * 1024 * 1024;

/** One-entry cache: a fan-out sends the same message to many sockets in a row; encode it once. */
let lastText = '';
let lastBuffer = Buffer.alloc(0);
function encoded(frame: string): Buffer {
  if (frame !== lastText) {
    lastText = frame;
    lastBuffer = Buffer.from(frame, 'utf8');
  }
  return lastBuffer;
}

/** `raw` is the TCP socket under `socket`: corked until the end of the tick, so the frames of one tick go out in one write. */
function socketTransport(socket: WebSocket, raw: Duplex): Transport {
  let corked = false;
  return {
    send(text) {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate(); // a client that stopped reading
      if (!corked) {
        corked = true;
        raw.cork();
        process.nextTick(() => {
          corked = false;
          raw.uncork();
        });
      }
      for (const frame of splitMessage(text)) socket.send(encoded(frame), { binary: false });
    },
    close(reason) {
      socket.close(1008, reason.slice(0, 100));
    },
  };
}

/** Feeds reassembled messages to `onMessage`; oversized or malformed framing closes the socket. */
function onMessages(socket: WebSocket, onMessage: (text: string) => void): void {
  const frames = new FrameAssembler();
  socket.on('message', (data) => {
    try {
      const message = frames.push((data as Buffer).toString('utf8'));
      if (message !== null) onMessage(message);
    } catch (error) {
      socket.close(1009, (error as Error).message.slice(0, 100));
    }
  });
  socket.on('error', () => socket.terminate());
}

export interface Upgrade {
  socket: WebSocket;
  raw: Duplex;
  request: IncomingMessage;
}

export function acceptWebSocket(
  { socket, raw, request }: Upgrade,
  databases: Databases,
  longPolls: LongPollRegistry,
): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const upgrading = longPolls.findBySessionKey(url.searchParams.get('s'));
  if (upgrading) return acceptUpgrade(socket, raw, upgrading);
  const host = request.headers.host ?? 'localhost';
  const session = new Session(
    databases.get(namespaceFromRequest(url, host)),
    socketTransport(socket, raw),
  );
  socket.send(helloMessage(host));
  onMessages(socket, (text) => session.handleText(text));
  socket.on('close', () => session.close());
}

type Upgradable = NonNullable<ReturnType<LongPollRegistry['findBySessionKey']>>;

/** Secondary socket: answers pings until the client's switch-ack 'a', then carries the session. */
function acceptUpgrade(socket: WebSocket, raw: Duplex, lp: Upgradable): void {
  let switched = false;
  let released = false;
  const pending: string[] = [];
  onMessages(socket, (text) => {
    if (released) return lp.session.handleText(text);
    if (switched) return void pending.push(text); // wait for the client's last long-poll message
    const control = (JSON.parse(text) as { t?: string; d?: { t?: string } } | null) ?? {};
    if (control.t !== 'c') return;
    if (control.d?.t === 'p') socket.send(PONG);
    if (control.d?.t === 'a') {
      switched = true;
      lp.upgrade(socketTransport(socket, raw));
      lp.afterClientEnded(() => {
        released = true;
        for (const message of pending.splice(0)) lp.session.handleText(message);
      });
    }
  });
  socket.on('close', () => {
    if (switched) lp.session.close();
  });
}
