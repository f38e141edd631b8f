// The local payment sandbox: one HTTP server that answers like Stripe's and Alma's APIs
// (provider-api.ts) and serves the shop's test page (checkout-page.ts), which calls the shop's
// real stripeWebhook / almaWebhook back over HTTP. `npm start`, the e2e stack and the functions
// tests point the functions' STRIPE_API_URL and ALMA_API_URL here
// (docs/decisions/0005-payment-providers.md, docs/local-stack.md). Everything is in memory; a
// test drives failures through the returned handle.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageApi, PAGE_API_PREFIX, type PageContext } from './checkout-page';
import { providerApi, TEST_PAGE_PATH } from './provider-api';
import type { ApiKeys, SandboxRequest, SandboxState } from './types';

export type * from './types';

export interface PaymentSandboxOptions {
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  /** The API keys every provider call must carry; unchecked when absent. */
  keys?: ApiKeys | null;
  /** The shop's web origin: hosted pages live there, and only it may call the page API. */
  webOrigin?: string;
  /** Where « Payer », « Échec », « Annuler » of a Stripe session are notified, and the whsec. */
  stripeWebhook?: { url: string; secret: string } | null;
}

export type PaymentSandbox = SandboxState & {
  origin: string;
  close: () => Promise<void>;
};

/** The shop's page for a session or payment id (absolute on the web origin). */
export const testPageUrl = (webOrigin: string, id: string): string =>
  `${webOrigin.replace(/\/+$/, '')}${TEST_PAGE_PATH}?session=${encodeURIComponent(id)}`;

async function readRequest(req: IncomingMessage): Promise<SandboxRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const type = req.headers['content-type'] ?? '';
  const request: SandboxRequest = {
    method: req.method ?? 'GET',
    path: req.url ?? '/',
    headers: req.headers,
  };
  if (type.includes('application/x-www-form-urlencoded'))
    request.form = Object.fromEntries(new URLSearchParams(raw));
  else if (raw) {
    try {
      request.json = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      request.json = {};
    }
  }
  return request;
}

export async function startPaymentSandbox(
  options: PaymentSandboxOptions = {},
): Promise<PaymentSandbox> {
  const state: SandboxState = {
    keys: options.keys ?? null,
    requests: [],
    stripeSessions: new Map(),
    almaPayments: new Map(),
    refunds: [],
    failWith: null,
    refundFailure: null,
    dropRefundReplies: 0,
    stripeIdempotency: new Map(),
    choices: new Map(),
    sequence: 0,
  };
  // Ids differ from one run to the next: an order kept from an earlier run never names a session
  // of this one.
  const tag = randomBytes(4).toString('hex');
  const webOrigin = options.webOrigin;
  const context: PageContext = {
    state,
    tag,
    pageUrl: (id) => testPageUrl(webOrigin ?? origin, id),
    stripeWebhook: options.stripeWebhook ?? null,
  };
  const cors = (req: IncomingMessage, res: ServerResponse) => {
    if (!webOrigin || req.headers.origin !== webOrigin) return;
    res.setHeader('access-control-allow-origin', webOrigin);
    res.setHeader('access-control-allow-methods', 'GET, POST');
    res.setHeader('access-control-allow-headers', 'content-type');
    res.setHeader('vary', 'origin');
  };
  const server = createServer((req, res) => {
    void (async () => {
      const reply = (status: number, body: unknown) => {
        if (status === 204) return res.writeHead(204).end();
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const request = await readRequest(req);
      if (request.path.startsWith(PAGE_API_PREFIX)) {
        cors(req, res);
        if (request.method === 'OPTIONS') return res.writeHead(204).end();
        const answer = await pageApi(context, request);
        return answer && reply(answer.status, answer.body);
      }
      state.requests.push(request);
      const outcome = providerApi(context, request);
      if (outcome === 'drop') return res.destroy();
      if (outcome) return reply(outcome.status, outcome.body);
      return reply(404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(error) }));
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  return Object.assign(state, {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
