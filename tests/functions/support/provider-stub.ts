// A local HTTP server that answers like Stripe (POST /v1/checkout/sessions) and Alma
// (POST /v1/payments, GET /v1/payments/:id), so that the adapters run offline against the wire
// formats of docs/decisions/0005-payment-providers.md; refunds are answered by
// provider-stub-refunds.ts. It records every request, keeps the Stripe sessions and Alma
// payments it created (a test sets their state), and can be told to fail.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  refundRoutes,
  type AlmaStubRefund,
  type RefundsState,
  type StripeStubSession,
  type StubRefund,
} from './provider-stub-refunds.js';

export type { StripeStubSession, StubRefund };

export type StubRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Stripe: the form fields as sent (`line_items[0][price_data][unit_amount]` → '29998'). */
  form?: Record<string, string>;
  json?: Record<string, unknown>;
};
export type AlmaStubPayment = {
  id: string;
  url: string;
  state: string;
  purchase_amount: number;
  installments_count: number;
  custom_data: Record<string, unknown>;
  refunds: AlmaStubRefund[];
};

export type ProviderStub = Omit<RefundsState, 'almaPayments' | 'stripeIdempotency'> & {
  origin: string;
  requests: StubRequest[];
  almaPayments: Map<string, AlmaStubPayment>;
  /** Every request answers this status (e.g. 500) while set. */
  failWith: number | null;
  close: () => Promise<void>;
};

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** `keys`: the API keys refund calls must carry (Authorization header), unchecked if absent. */
export async function startProviderStub(keys: RefundsState['keys'] = null): Promise<ProviderStub> {
  let sequence = 0;
  const stub: Omit<ProviderStub, 'origin' | 'close'> & RefundsState = {
    requests: [],
    almaPayments: new Map(),
    failWith: null,
    keys,
    stripeSessions: new Map(),
    refunds: [],
    refundFailure: null,
    dropRefundReplies: 0,
    stripeIdempotency: new Map(),
  };
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = req.url ?? '/';
      const type = req.headers['content-type'] ?? '';
      const record: StubRequest = { method: req.method ?? 'GET', path, headers: req.headers };
      if (type.includes('application/x-www-form-urlencoded'))
        record.form = Object.fromEntries(new URLSearchParams(raw));
      else if (raw) record.json = JSON.parse(raw) as Record<string, unknown>;
      stub.requests.push(record);
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (stub.failWith !== null)
        return reply(stub.failWith, { error: { type: 'api_error', message: 'Stub en panne' } });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const form = record.form ?? {};
        const id = `cs_test_${++sequence}`;
        const unit = Number(form['line_items[0][price_data][unit_amount]']);
        const quantity = Number(form['line_items[0][quantity]']);
        stub.stripeSessions.set(id, { id, amount_total: unit * quantity, payment_intent: null });
        return reply(200, {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stub/pay/${id}`,
          client_reference_id: form.client_reference_id ?? null,
          metadata: { order_id: form['metadata[order_id]'], number: form['metadata[number]'] },
          amount_total: unit * quantity,
          currency: 'eur',
          payment_intent: null,
        });
      }
      if (req.method === 'POST' && path === '/v1/payments') {
        const payment = (record.json?.payment ?? {}) as Record<string, unknown>;
        const id = `payment_stub${++sequence}`;
        const created: AlmaStubPayment = {
          id,
          url: `https://pay.alma.stub/${id}`,
          state: 'not_started',
          purchase_amount: Number(payment.purchase_amount),
          installments_count: Number(payment.installments_count),
          custom_data: (payment.custom_data ?? {}) as Record<string, unknown>,
          refunds: [],
        };
        stub.almaPayments.set(id, created);
        return reply(200, created);
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (req.method === 'POST' && expire) {
        const session = stub.stripeSessions.get(decodeURIComponent(expire[1]!));
        if (!session) return reply(404, { error: { type: 'invalid_request_error' } });
        if ((session.status ?? 'open') !== 'open')
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          });
        session.status = 'expired';
        return reply(200, { object: 'checkout.session', ...session });
      }
      if (refundRoutes(stub, record, reply, () => res.destroy())) return;
      const almaRead = /^\/v1\/payments\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && almaRead) {
        const payment = stub.almaPayments.get(decodeURIComponent(almaRead[1]!));
        return payment ? reply(200, payment) : reply(404, { message: 'Not found' });
      }
      return reply(404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
