// A small client of Alma's REST payments API (https://docs.almapay.com): create a payment,
// read one back, refund part or all of it, cancel one nobody paid (`PUT
// /v1/payments/{id}/cancel`, as Alma's PHP client calls it: no body, no payment in the answer).
// Authenticated with `Authorization: Alma-Auth <api key>`; JSON both ways.
import { z } from 'zod';
import { ALMA_API_KEY, almaApiUrl } from '../payment-params.js';

const TIMEOUT_MS = 10_000;

/** The fields of an Alma Payment the shop relies on (others are ignored). */
export const AlmaPaymentSchema = z.object({
  id: z.string().min(1),
  url: z.string().optional(),
  state: z.string(),
  purchase_amount: z.number().int(),
  installments_count: z.number().int().optional(),
  custom_data: z.record(z.string(), z.unknown()).nullish(),
  refunds: z
    .array(
      z.object({
        id: z.string().min(1),
        amount: z.number().int(),
        merchant_reference: z.string().nullish(),
      }),
    )
    .optional(),
});
export type AlmaPayment = z.infer<typeof AlmaPaymentSchema>;

/** Alma's payment ids, e.g. payment_11uwPpq2eBVJV3QMphBQk2OIsUnkE1sKay (safe in a URL path). */
export const AlmaPaymentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

export class AlmaError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'AlmaError';
  }
}

export type AlmaClient = {
  createPayment(body: unknown): Promise<AlmaPayment>;
  fetchPayment(id: string): Promise<AlmaPayment>;
  /** Answers the payment, its refunds included. */
  refundPayment(id: string, body: unknown): Promise<AlmaPayment>;
  /** Resolves once Alma cancelled the payment; throws AlmaError when it refuses (e.g. paid). */
  cancelPayment(id: string): Promise<void>;
};

/** The client of the configured key and API, or null (no key, or an API URL refused). */
export function configuredAlmaClient(): AlmaClient | null {
  const key = ALMA_API_KEY.value();
  const url = almaApiUrl();
  return key && url ? almaClient(url, key) : null;
}

export function almaClient(baseUrl: string, apiKey: string): AlmaClient {
  async function send(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Alma-Auth ${apiKey}`,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new AlmaError(null, `alma ${method} ${path}: ${String(error)}`);
    }
    const text = await response.text();
    if (!response.ok)
      throw new AlmaError(response.status, `alma ${method} ${path}: ${response.status} ${text}`);
    return { response, text };
  }
  async function request(method: 'GET' | 'POST', path: string, body?: unknown) {
    const { response, text } = await send(method, path, body);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new AlmaError(response.status, `alma ${method} ${path}: invalid JSON`);
    }
    const payment = AlmaPaymentSchema.safeParse(json);
    if (!payment.success)
      throw new AlmaError(response.status, `alma ${method} ${path}: unexpected payment`);
    return payment.data;
  }
  return {
    createPayment: (body) => request('POST', '/v1/payments', body),
    fetchPayment: (id) => request('GET', `/v1/payments/${encodeURIComponent(id)}`),
    refundPayment: (id, body) =>
      request('POST', `/v1/payments/${encodeURIComponent(id)}/refund`, body),
    cancelPayment: async (id) => {
      await send('PUT', `/v1/payments/${encodeURIComponent(id)}/cancel`);
    },
  };
}
