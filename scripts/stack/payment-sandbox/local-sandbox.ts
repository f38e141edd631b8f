// The payment sandbox of a local stack (npm start, e2e), on paymentSandboxPortFor(ports), with the stack's local API keys and webhook secret
// (functions/.secret.local), and the functions' params that send card and instalment payments
// through it instead of api.stripe.com and api.getalma.eu.
import { REGION } from '@fohzshop/shared/constants';
import { HOST, PROJECT_ID } from '../config';
import { ensureLocalSecrets } from '../local-secrets';
import { startPaymentSandbox, type PaymentSandbox } from './server';

export const functionUrl = (functionsOrigin: string, name: string): string =>
  `${functionsOrigin}/${PROJECT_ID}/${REGION}/${name}`;

/** The functions' params of a stack whose providers are this sandbox. */
export function paymentSandboxParams(
  sandboxOrigin: string,
  functionsOrigin: string,
  webOrigin: string,
): Record<string, string> {
  return {
    PAYMENT_PROVIDERS: 'stripe,alma',
    STRIPE_API_URL: sandboxOrigin,
    ALMA_API_URL: sandboxOrigin,
    WEB_ORIGIN: webOrigin,
    ALMA_IPN_URL: functionUrl(functionsOrigin, 'almaWebhook'),
  };
}

/** Starts the sandbox with the keys the local functions read from functions/.secret.local. */
export async function startLocalPaymentSandbox(options: {
  port: number;
  functionsOrigin: string;
  webOrigin: string;
  secretsFile?: string;
}): Promise<{ sandbox: PaymentSandbox; params: Record<string, string> }> {
  const secrets = await ensureLocalSecrets(options.secretsFile);
  const sandbox = await startPaymentSandbox({
    port: options.port,
    host: HOST,
    keys: { stripe: secrets.get('STRIPE_SECRET_KEY')!, alma: secrets.get('ALMA_API_KEY')! },
    webOrigin: options.webOrigin,
    stripeWebhook: {
      url: functionUrl(options.functionsOrigin, 'stripeWebhook'),
      secret: secrets.get('STRIPE_WEBHOOK_SECRET')!,
    },
  });
  const params = paymentSandboxParams(sandbox.origin, options.functionsOrigin, options.webOrigin);
  return { sandbox, params };
}
