// The payment sandbox's page API (scripts/stack/payment-sandbox/checkout-page.ts, local builds
// only): the Stripe session or Alma payment to show, and the customer's choice, after which the
// sandbox notifies the shop's webhook as the provider would and says where to go next.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** The sandbox's origin; empty in a production build, which has no test page at all. */
const SANDBOX_URL = import.meta.env.VITE_PAYMENT_SANDBOX_URL ?? '';

export const TEST_OUTCOMES = ['paid', 'failed', 'cancelled'] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];

const TestSessionSchema = z.object({
  id: z.string(),
  provider: z.enum(['stripe', 'alma']),
  number: z.string(),
  amount_cents: z.number().int().min(0),
  method: z.enum(['card', 'instalments']),
  instalments: z.number().int().optional(),
  created_at: z.string(),
  status: z.enum(['open', ...TEST_OUTCOMES, 'expired']),
});
export type TestSession = z.infer<typeof TestSessionSchema>;

const sessionUrl = (id: string) => `${SANDBOX_URL}/sandbox/sessions/${encodeURIComponent(id)}`;

export const testSessionQuery = (id: string) =>
  queryOptions({
    queryKey: ['payment-sandbox', id],
    /** null: the sandbox knows no such session (or does not answer). */
    queryFn: async (): Promise<TestSession | null> => {
      if (!id) return null;
      try {
        const response = await fetch(sessionUrl(id));
        if (!response.ok) return null;
        const parsed = TestSessionSchema.safeParse(await response.json());
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    staleTime: Infinity,
  });

const UNREACHABLE = 'Le bac à sable de paiement ne répond pas : réessayez dans un instant.';

/** Sends the choice; resolves with where the provider would send the customer back. */
export async function sendTestOutcome(id: string, outcome: TestOutcome): Promise<string | null> {
  const response = await fetch(sessionUrl(id), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  }).catch(() => null);
  if (!response) throw new Error(UNREACHABLE);
  const body = (await response.json().catch(() => ({}))) as {
    redirect_url?: string | null;
    error?: string;
  };
  if (!response.ok) throw new Error(body.error ?? UNREACHABLE);
  return body.redirect_url ?? null;
}
