// A real paid order: the demo customer checks out by card and pays on the payment sandbox's test
// page (which notifies stripeWebhook as Stripe does), so the functions book the revenue, number the invoice and send the e-mails as in production.
import type { Page } from 'playwright-core';
import { signIn } from './session';
import { adminDb, DEMO_CUSTOMER } from './stack';

type Row = Record<string, unknown>;

/** Polls the e2e database until `test` accepts the value at `path` (30 s at most). */
export async function waitForDb<T>(path: string, test: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    const value = (await adminDb().get(path)) as T;
    if (test(value)) return value;
    if (Date.now() > until) throw new Error(`${path} : ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export async function demoCustomerUid(): Promise<string> {
  const users = (await adminDb().get('users')) as Record<string, Row>;
  const uid = Object.keys(users).find((id) => users[id]?.email === DEMO_CUSTOMER.email);
  if (!uid) throw new Error(`aucun users/{uid} pour ${DEMO_CUSTOMER.email}`);
  return uid;
}

export interface PaidOrder {
  /** The customer's signed-in page, left on the confirmation page. */
  page: Page;
  orderId: string;
  number: string;
  productName: string;
  totalCents: number;
  invoiceNumber: string;
}

/**
 * One in-stock scooter in the cart (carts/{uid} as the cart page writes it), paid by card.
 * `atCheckout` acts on the checkout page before the order (e.g. a promotion code); `page` reuses
 * a signed-in page of the demo customer.
 */
export async function placePaidCardOrder(
  options: { atCheckout?: (page: Page) => Promise<void>; page?: Page } = {},
): Promise<PaidOrder> {
  const uid = await demoCustomerUid();
  const products = (await adminDb().get('products')) as Record<string, Row>;
  const product = Object.values(products).find(
    (p) =>
      p.type === 'Trottinette électrique' &&
      typeof p.stock === 'number' &&
      p.stock >= 5 &&
      typeof p.price === 'number' &&
      p.price >= 100 &&
      p.price <= 4000,
  );
  if (!product) throw new Error('aucune trottinette en stock dans la démo');
  const at = new Date().toISOString();
  await adminDb().update('', {
    [`carts/${uid}`]: {
      items: { [String(product.product_id)]: { quantity: 1, added_at: at } },
      updated_at: at,
    },
  });

  const page = options.page ?? (await signIn('/mon-panier/paiement', DEMO_CUSTOMER));
  if (options.page) await page.goto('/mon-panier/paiement');
  await page.getByText(String(product.name)).first().waitFor();
  await options.atCheckout?.(page);
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await page.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await page.waitForURL('**/paiement-test?session=*');
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await page.waitForURL('**/commande-validee?commande=*');
  await page
    .getByTestId('confirmation-title')
    .filter({ hasText: /^Merci, votre paiement est confirmé$/ })
    .waitFor({ timeout: 20_000 });

  const orderId = new URL(page.url()).searchParams.get('commande') ?? '';
  const order = await waitForDb<Row | null>(
    `orders/${orderId}`,
    (o) => o?.status === 'paid' && typeof (o.invoice as Row | undefined)?.number === 'string',
  );
  return {
    page,
    orderId,
    number: String(order!.number),
    productName: String(product.name),
    totalCents: Math.round(Number((order!.totals as Row).total) * 100),
    invoiceNumber: String((order!.invoice as Row).number),
  };
}
