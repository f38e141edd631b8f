// Path of the sandbox's hosted payment page in the web app (local emulators only). Kept apart
// from payments.ts, which builds zod schemas on load: the route table imports this, and zod
// must stay out of the storefront's start-up bundle.
export const SANDBOX_PAYMENT_PATH = '/paiement-test';
export const sandboxPaymentUrl = (sessionId: string): string =>
  `${SANDBOX_PAYMENT_PATH}?session=${encodeURIComponent(sessionId)}`;
