// Checkout end to end in Chromium: the demo customer with a cart (written to carts/{uid} as the
// cart page would) pays by bank transfer (IBAN and reference shown, one order for a double
// click), by card through Stripe answered by the payment sandbox's test page (« Payer » ⇒ paid,
// « Échec » ⇒ failure shown) and in 3 instalments through Alma (schedule, then paid). The
// scooter's served page carries its safety information and éco-participation; its checkout
// shows the éco-participation and offers the free 1-for-1 take-back, recorded on the order.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, uncaughtErrors } from './support/browser';
import { adminDb, DEMO_CUSTOMER, e2eStack } from './support/stack';

type Row = Record<string, unknown>;
let uid = '';
let productId = '';
let productName = '';

const ORDER_BUTTON = 'Commander avec obligation de paiement';

async function ordersOfCustomer(): Promise<Row[]> {
  const orders = ((await adminDb().get('orders')) ?? {}) as Record<string, Row>;
  return Object.values(orders).filter((order) => order.user_id === uid);
}

/** carts/{uid} with one unit of the test product (the cart stores no prices). */
async function fillCart(): Promise<void> {
  const at = new Date().toISOString();
  await adminDb().update('', {
    [`carts/${uid}`]: { items: { [productId]: { quantity: 1, added_at: at } }, updated_at: at },
  });
}

/** Opens the checkout: the guard sends the visitor to the login page, then back. */
async function openCheckout(): Promise<Page> {
  const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto('/mon-panier/paiement');
  await page.waitForURL('**/connexion');
  await page.getByLabel('Adresse e-mail').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Mot de passe').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.waitForURL('**/mon-panier/paiement');
  await page.getByRole('heading', { name: 'Paiement', level: 1 }).waitFor();
  await page.getByText(productName).first().waitFor();
  return page;
}

async function order(page: Page, method: RegExp): Promise<void> {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }).check();
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
}

async function paySandbox(page: Page, button: 'Payer' | 'Échec'): Promise<void> {
  await page.waitForURL('**/paiement-test?session=*');
  await page.getByText('Environnement de test — aucun paiement réel').waitFor();
  expect(await page.getByTestId('sandbox-order-number').textContent()).toMatch(/^FZ-\d{4}-\d{6}$/);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL('**/commande-validee?commande=*');
}

const title = (page: Page) => page.getByTestId('confirmation-title');

beforeAll(async () => {
  const users = (await adminDb().get('users')) as Record<string, Row>;
  uid = Object.keys(users).find((id) => users[id]?.email === DEMO_CUSTOMER.email) ?? '';
  const products = (await adminDb().get('products')) as Record<string, Row>;
  const fit = Object.values(products).find(
    (p) =>
      p.type === 'Trottinette électrique' &&
      typeof p.stock === 'number' &&
      p.stock >= 5 &&
      typeof p.price === 'number' &&
      p.price >= 100 &&
      p.price <= 4000,
  );
  expect(uid).not.toBe('');
  expect(fit).toBeDefined();
  productId = String(fit!.product_id);
  productName = String(fit!.name);
});

describe('checkout', () => {
  it('the scooter’s served page carries « Sécurité et conformité » and its éco-participation', async () => {
    const response = await fetch(`${e2eStack().baseUrl}/trottinettes-electriques/${productId}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Sécurité et conformité');
    expect(html).toContain('Personne responsable dans l’Union européenne');
    expect(html).toMatch(/dont éco-participation : \d+,\d{2}\s€/u);
    expect(html).toContain('href="/reprise-batteries"');
  });

  it('bank transfer: the CGV box is required, a double click makes one order, IBAN and reference shown', async () => {
    await fillCart();
    const before = (await ordersOfCustomer()).length;
    const page = await openCheckout();
    // A scooter: its éco-participation apart, and the free 1-for-1 take-back offered.
    await page
      .getByTestId('checkout-eco-fee')
      .getByText(/^dont éco-participation : /)
      .waitFor();
    await page
      .getByRole('checkbox', { name: /reprise gratuite de mon ancienne trottinette/ })
      .check();
    await page.getByRole('button', { name: ORDER_BUTTON }).click();
    await page.getByText('Vous devez accepter les conditions générales de vente.').waitFor();
    await page.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }).check();
    await page.getByRole('button', { name: ORDER_BUTTON }).dblclick();
    await page.waitForURL('**/commande-validee?commande=*');
    await expect
      .poll(async () => title(page).textContent())
      .toBe('Commande enregistrée : en attente de votre virement');
    const orders = await ordersOfCustomer();
    expect(orders).toHaveLength(before + 1);
    const placed = orders.find(
      (o) => o.order_id === new URL(page.url()).searchParams.get('commande'),
    );
    const number = String(placed?.number);
    expect(placed?.take_back).toBe(true);
    expect((placed?.totals as Row).eco_fee).toBeGreaterThan(0);
    await page.getByText('FR76 3000 6000 0112 3456 7890 189').waitFor();
    await page.getByText(number, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Copier IBAN' }).click();
    await page.getByText('IBAN copié.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'FR76 3000 6000 0112 3456 7890 189',
    );
    await page.getByRole('link', { name: 'Voir ma commande' }).waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('card on the test page: « Payer » ⇒ the order is paid', async () => {
    await fillCart();
    const page = await openCheckout();
    await order(page, /Carte bancaire/);
    await paySandbox(page, 'Payer');
    await expect
      .poll(async () => title(page).textContent())
      .toBe('Merci, votre paiement est confirmé');
    const id = new URL(page.url()).searchParams.get('commande');
    expect(await adminDb().get(`orders/${id}/status`)).toBe('paid');
  });

  it('card on the test page: « Échec » ⇒ failure shown, items can go back to the cart', async () => {
    await fillCart();
    const stock = (await adminDb().get(`products/${productId}/stock`)) as number;
    const page = await openCheckout();
    await order(page, /Carte bancaire/);
    await paySandbox(page, 'Échec');
    await expect.poll(async () => title(page).textContent()).toBe('Paiement refusé');
    await page.getByRole('button', { name: 'Remettre les articles dans mon panier' }).waitFor();
    expect(await adminDb().get(`products/${productId}/stock`)).toBe(stock);
  });

  it('instalments in 3: the schedule, then paid', async () => {
    await fillCart();
    const page = await openCheckout();
    await page.getByRole('radio', { name: /Paiement en 2, 3 ou 4 fois/ }).check();
    await page.getByRole('radio', { name: '3 fois' }).check();
    const schedule = page.getByRole('list', { name: 'Échéancier' });
    await expect.poll(() => schedule.getByRole('listitem').count()).toBe(3);
    await order(page, /Paiement en 2, 3 ou 4 fois/);
    await page.waitForURL('**/paiement-test?session=*');
    // The sandbox's page loads Chakra's runtime once there (the checkout no longer has it): its
    // schedule shows a moment after the URL changes.
    const sandboxSchedule = page.getByRole('list', { name: 'Échéancier' });
    await expect.poll(() => sandboxSchedule.getByRole('listitem').count()).toBe(3);
    await paySandbox(page, 'Payer');
    await expect
      .poll(async () => title(page).textContent())
      .toBe('Merci, votre paiement est confirmé');
    await page.getByRole('heading', { name: 'Échéancier' }).waitFor();
    const id = new URL(page.url()).searchParams.get('commande');
    expect(await adminDb().get(`orders/${id}/payment/instalments`)).toBe(3);
  });
});
