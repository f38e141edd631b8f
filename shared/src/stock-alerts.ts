// Back-in-stock alerts (« Me prévenir du retour en stock »): the nodes, the time limits and every
// French text, without zod, so the product page's button can use them on its first paint.
// The flow and its guarantees: docs/data-model.md, « stock_alerts ».

/** stock_alerts/{alert_id}: one alert per e-mail address and product (functions only). */
export const STOCK_ALERTS = 'stock_alerts';
/** stock_alert_counts/{product_id}: active alerts waiting for the product (admins read). */
export const STOCK_ALERT_COUNTS = 'stock_alert_counts';

/** An active alert ends after six months without a restock. */
export const STOCK_ALERT_MONTHS = 6;
/** The confirmation link works this long; an unconfirmed alert is then removed. */
export const STOCK_ALERT_CONFIRM_DAYS = 7;
/** A second request for the same address and product within this window sends no new e-mail. */
export const STOCK_ALERT_RESEND_MS = 24 * 60 * 60 * 1000;
/** Confirmation e-mails one address may receive per UTC day, whatever the products. */
export const STOCK_ALERT_MAILS_PER_ADDRESS_PER_DAY = 3;

/** The page of the links in the e-mails reads one of these query parameters. */
export const STOCK_ALERT_PARAMS = { confirm: 'confirmer', unsubscribe: 'desinscrire' } as const;

/**
 * A link's token: the alert's id (32 hex) and a random secret (32 bytes, base64url) of which the
 * database keeps only the SHA-256.
 */
export const STOCK_ALERT_TOKEN = /^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/;

/** `iso` plus `months` calendar months (a 31st becomes the month's last day). */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString();
}

export const STOCK_ALERT_TEXTS = {
  button: 'Me prévenir du retour en stock',
  formTitle: 'Être prévenu du retour en stock',
  formIntro:
    'Indiquez votre adresse e-mail : nous vous enverrons un lien pour confirmer l’alerte, puis un seul e-mail quand le produit sera de nouveau disponible.',
  emailLabel: 'Adresse e-mail',
  submit: 'Recevoir l’alerte',
  /** The same answer whether or not the address was already subscribed. */
  requested:
    'C’est noté. Si cette adresse n’a pas encore d’alerte pour ce produit, un e-mail de confirmation vient de lui être envoyé : ouvrez son lien pour activer l’alerte.',
  failed: 'L’alerte n’a pas pu être enregistrée. Réessayez dans un instant.',
  productNotFound: 'Produit introuvable.',
  available: 'Ce produit est disponible : vous pouvez le commander dès maintenant.',
  addressTooMany:
    'Trop d’alertes ont été demandées pour cette adresse e-mail aujourd’hui. Réessayez demain.',
  linkInvalid:
    'Ce lien n’est plus valable : il a expiré ou l’alerte a déjà pris fin. Vous pouvez en demander une nouvelle depuis la fiche du produit.',
  confirmed: (name: string) =>
    `Votre alerte est active : nous vous écrirons dès que « ${name} » sera de nouveau disponible.`,
  unsubscribed: 'Vous ne recevrez plus d’alerte de retour en stock pour ce produit.',
  missingToken:
    'Ce lien est incomplet. Ouvrez le lien de l’e-mail reçu, ou demandez une alerte depuis la fiche du produit.',
  pageTitle: 'Alerte de retour en stock',
  privacy:
    'Votre adresse sert uniquement à cette alerte : elle est effacée quand le produit revient, si vous vous désinscrivez, ou au bout de six mois.',
} as const;

/** The page of the links in the e-mails (a client screen, not indexed). */
export const STOCK_ALERT_PAGE_PATH = '/alerte-retour-en-stock';
/** RFC 8058 one-click unsubscription: mail clients POST here (Hosting → stockAlertUnsubscribe). */
export const STOCK_ALERT_ONE_CLICK_PATH = '/alerte-retour-en-stock/desinscription';
