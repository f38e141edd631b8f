// HTTP server: WebSocket upgrades on /.ws, long polling on /.lp, REST everywhere else.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { MAX_MESSAGE_CHARS } from './protocol/framing.js';
import { acceptWebSocket } from './protocol/websocket.js';
import { LongPollRegistry } from './protocol/long-poll.js';
import { handleRest } from './rest/router.js';
import type { Databases } from './store/databases.js';

export interface EmulatorServer {
  http: Server;
  close(): Promise<void>;
}

export function createEmulatorServer(databases: Databases): EmulatorServer {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_CHARS + 1024,
    perMessageDeflate: false,
  });
  const longPolls = new LongPollRegistry(databases);
  const http = createServer((req, res) => void route(databases, longPolls, req, res));
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (!(req.url ?? '').startsWith('/.ws')) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      try {
        acceptWebSocket({ socket: ws, raw: socket, request: req }, databases, longPolls);
      } catch (error) {
        console.error('[rtdb-emulator] websocket setup failed:', error);
        ws.terminate();
      }
    });
  });
  http.on('clientError', (_error, socket) => socket.destroy());
  return {
    http,
    close: () =>
      new Promise<void>((resolve) => {
        // Sessions end first, so their onDisconnect writes are logged before persistence closes.
        for (const ns of databases.list())
          for (const connection of [...ns.connections]) connection.close();
        longPolls.closeAll();
        for (const client of wss.clients) client.terminate();
        wss.close();
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}

async function route(
  databases: Databases,
  longPolls: LongPollRegistry,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    if ((req.url ?? '').startsWith('/.lp')) longPolls.handle(req, res);
    else await handleRest(databases, req, res);
  } catch (error) {
    console.error('[rtdb-emulator] request failed:', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'Internal error' }));
  }
}
