// Deploy-time configuration of the online payment providers (Cloud Functions params). Keys are
// secrets (Secret Manager in production, functions/.secret.local on the emulators); the rest are
// plain params with defaults, so that the emulator never prompts for them. `.value()` reads the
// environment at call time; a unit test without the CLI sees '' for every param, hence the
// fallbacks in code. See docs/decisions/0005-payment-providers.md.
import * as logger from 'firebase-functions/logger';
import { defineSecret, defineString } from 'firebase-functions/params';
import { REGION } from '@fohzshop/shared/constants';

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
export const ALMA_API_KEY = defineSecret('ALMA_API_KEY');

/**
 * Which online providers take payments, comma-separated: `stripe` (card), `alma` (instalments).
 * Empty (the default): card and instalments are refused until configured. Bank transfer needs
 * no provider. The local stacks point both at the payment sandbox (docs/local-stack.md).
 */
export const PAYMENT_PROVIDERS = defineString('PAYMENT_PROVIDERS', {
  default: '',
  description: 'Prestataires de paiement en ligne actifs : stripe, alma',
});
const STRIPE_API_URL = defineString('STRIPE_API_URL', { default: 'https://api.stripe.com' });
const ALMA_API_URL = defineString('ALMA_API_URL', { default: 'https://api.getalma.eu' });
/** Public origin of the shop, for the return pages after a hosted payment. */
const WEB_ORIGIN = defineString('WEB_ORIGIN', { default: '' });
/** Where Alma notifies payments (IPN); default: almaWebhook's cloudfunctions.net address. */
const ALMA_IPN_URL = defineString('ALMA_IPN_URL', { default: '' });

export type OnlineProvider = 'stripe' | 'alma';

/** The enabled providers; an unset param (a run without the CLI) enables none. */
export function enabledProviders(raw = PAYMENT_PROVIDERS.value()): Set<OnlineProvider> {
  const known: readonly string[] = ['stripe', 'alma'];
  return new Set(
    raw
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name): name is OnlineProvider => known.includes(name)),
  );
}

const projectId = (): string => process.env.GCLOUD_PROJECT ?? '';
const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** The emulators and the tests, which may talk to the local payment sandbox over plain http. */
export const isLocalRun = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.FUNCTIONS_EMULATOR === 'true' || env.NODE_ENV === 'test';

const LOOPBACK = /^(127(\.\d{1,3}){3}|localhost|\[::1\])$/;

/**
 * The API origin if it may carry the shop's secret keys: https only, except plain http to this
 * machine (the payment sandbox) on the emulators and in tests. Otherwise null (logged): the
 * provider then counts as unavailable rather than sending keys and card data in clear.
 */
export function checkedApiUrl(raw: string, local = isLocalRun()): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    logger.error('payment provider API URL invalid', { url: raw });
    return null;
  }
  const allowed =
    url.protocol === 'https:' || (local && url.protocol === 'http:' && LOOPBACK.test(url.hostname));
  if (!allowed) {
    logger.error('payment provider API URL refused: https only', { url: raw });
    return null;
  }
  return withoutTrailingSlash(url.origin + url.pathname);
}

export const stripeApiUrl = (): string | null =>
  checkedApiUrl(STRIPE_API_URL.value() || 'https://api.stripe.com');
export const almaApiUrl = (): string | null =>
  checkedApiUrl(ALMA_API_URL.value() || 'https://api.getalma.eu');

/**
 * Whether this deployment takes real money: a live Stripe key (sk_live_…, rk_live_…). Test keys
 * (sk_test_…) take only test events (livemode false), live keys only live ones.
 */
export const stripeLiveMode = (key = STRIPE_SECRET_KEY.value()): boolean =>
  /^[sr]k_live_/.test(key);

/** The shop's origin: the param, else the project's Firebase Hosting domain. */
export const webOrigin = (): string =>
  withoutTrailingSlash(WEB_ORIGIN.value() || `https://${projectId()}.web.app`);

export const almaIpnUrl = (): string =>
  ALMA_IPN_URL.value() || `https://${REGION}-${projectId()}.cloudfunctions.net/almaWebhook`;
