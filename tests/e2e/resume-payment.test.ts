// An online payment abandoned on the provider's page, end to end: the customer leaves the
// payment sandbox's test page (a Stripe Checkout Session) without paying, finds « Reprendre le
// paiement » on the order page (back to the same session) and « Annuler la commande », which
// cancels the order, gives the stock back (cancelMyOrder) and expires the session: its page can
// no longer take the payment.
import { beforeAll, describe, expect, it } from 'vitest';
import { uncaughtErrors } from './support/browser';
import { signIn } from './support/session';
import { adminDb, DEMO_CUSTOMER } from './support/stack';

type Row = Record<string, unknown>;
let uid = '';
let productId = '';

beforeAll(async () => {
  const users = (await adminDb().get('users')) as Record<string, Row>;
  uid = Object.keys(users).find((id) => users[id]?.email === DEMO_CUSTOMER.email) ?? '';
  const products = (await adminDb().get('products')) as Record<string, Row>;
  const fit = Object.values(products).find(
    (p) => Number(p.stock) >= 5 && Number(p.price) >= 100 && Number(p.price) <= 4000,
  );
  expect(uid && fit).toBeTruthy();
  productId = String(fit!.product_id);
});

describe('abandoned online payment', () => {
  it('is resumed from the order page, or the order cancelled with its stock back', async () => {
    const at = new Date().toISOString();
    await adminDb().update('', {
      [`carts/${uid}`]: { items: { [productId]: { quantity: 1, added_at: at } }, updated_at: at },
    });
    const stock = (await adminDb().get(`products/${productId}/stock`)) as number;
    const page = await signIn('/mon-panier/paiement', DEMO_CUSTOMER);
    await page.getByRole('radio', { name: /Carte bancaire/ }).check();
    await page.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }).check();
    await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
    await page.waitForURL('**/paiement-test?session=*');
    const session = new URL(page.url()).searchParams.get('session')!;
    const orders = (await adminDb().get('orders')) as Record<string, Row>;
    const orderId = Object.keys(orders).find(
      (id) => (orders[id]?.payment as Row | undefined)?.provider_ref === session,
    )!;
    expect(orders[orderId]).toMatchObject({ payment: { provider: 'stripe', status: 'pending' } });
    expect(await adminDb().get(`products/${productId}/stock`)).toBe(stock - 1);

    // The customer leaves without paying, and comes back from « Mes commandes ».
    await page.goto(`/mon-compte/mes-commandes/${orderId}`);
    await page.getByRole('button', { name: 'Reprendre le paiement' }).click();
    await page.waitForURL(`**/paiement-test?session=${session}`);
    await page.getByText('Environnement de test — aucun paiement réel').waitFor();

    await page.goto(`/mon-compte/mes-commandes/${orderId}`);
    await page.getByRole('button', { name: 'Annuler la commande' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText('Commande annulée par le client (paiement abandonné)').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Reprendre le paiement' }).count())
      .toBe(0);
    expect(await adminDb().get(`orders/${orderId}/status`)).toBe('cancelled');
    expect(await adminDb().get(`products/${productId}/stock`)).toBe(stock);
    expect(uncaughtErrors(page)).toEqual([]);

    // cancelMyOrder expired the session at « Stripe »: its page can no longer take the payment.
    await page.goto(`/paiement-test?session=${session}`);
    await page.getByRole('button', { name: 'Payer', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Ce paiement de test est déjà terminé.' })
      .waitFor();
    expect(await adminDb().get(`orders/${orderId}/status`)).toBe('cancelled');
  });
});
