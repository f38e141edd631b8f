// The Hyperviseur end to end in Chromium: the demo admin creates a product that a visitor's
// catalogue shows live, changes its stock from the table (the visitor's card follows live), takes a bank-transfer order through
// paid / shipped / delivered; a signed-in customer typing /hyperviseur/commandes sees none of it
// and, like a visitor of the storefront, never downloads the admin chunks.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, uncaughtErrors, waitForQuietNetwork } from './support/browser';
import { adminDb, DEMO_ADMIN, DEMO_CUSTOMER, e2eStack } from './support/stack';

type Row = Record<string, unknown>;
const stamp = Date.now().toString(36);
const PRODUCT_NAME = `Garde-boue e2e ${stamp}`;
const ORDER_ID = `e2e-hv-${stamp}`;
const ORDER_NUMBER = `FZ-2099-${String(Date.now() % 1_000_000).padStart(6, '0')}`;

let customerUid = '';

async function signIn(
  path: string,
  user: { email: string; password: string },
  page?: Page,
): Promise<Page> {
  page ??= await newPage();
  await page.goto(path);
  await page.waitForURL('**/connexion');
  await page.getByLabel('Adresse e-mail').fill(user.email);
  await page.getByLabel('Mot de passe').fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.waitForURL(`**${path}`);
  return page;
}

/** The built files of the Hyperviseur's modules (admin shell, its routes), from Vite's manifest. */
async function adminChunks(): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(join(e2eStack().webDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string }>;
  const admin = /^src\/(?:features\/(?:hyperviseur|hv-reviews)|entities\/admin-shell)\//;
  return Object.entries(manifest)
    .filter(([key, chunk]) => admin.test(chunk.src ?? key))
    .map(([, chunk]) => `/${chunk.file}`);
}

/** A fresh page recording the path of every script it requests. */
async function recordingPage(): Promise<{ page: Page; scripts: string[] }> {
  const page = await newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return { page, scripts };
}

const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).first().waitFor();

async function waitForDb<T>(path: string, test: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    const value = (await adminDb().get(path)) as T;
    if (test(value)) return value;
    if (Date.now() > until) throw new Error(`${path} : ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

beforeAll(async () => {
  const users = (await adminDb().get('users')) as Record<string, Row>;
  customerUid = Object.keys(users).find((id) => users[id]?.email === DEMO_CUSTOMER.email) ?? '';
  expect(customerUid).not.toBe('');
  const products = (await adminDb().get('products')) as Record<string, Row>;
  const scooter = Object.values(products).find((p) => Number(p.stock) >= 2);
  const now = new Date().toISOString();
  // A bank-transfer order waiting for its payment, as placeOrder leaves it.
  await adminDb().update('', {
    [`orders/${ORDER_ID}`]: {
      order_id: ORDER_ID,
      number: ORDER_NUMBER,
      user_id: customerUid,
      email: DEMO_CUSTOMER.email,
      items: [
        {
          product_id: scooter!.product_id,
          name: scooter!.name,
          brand: scooter!.brand,
          type: scooter!.type,
          unit_price: scooter!.price,
          quantity: 1,
        },
      ],
      totals: { items: scooter!.price, shipping: 0, discount: 0, total: scooter!.price },
      shipping_address: DEMO_CUSTOMER.address,
      payment: { method: 'bank_transfer', provider: 'bank_transfer', status: 'pending' },
      delivery: { status: 'pending' },
      status: 'pending_payment',
      history: [{ at: now, event: 'Commande passée', by: customerUid }],
      stock_reserved: { [String(scooter!.product_id)]: 1 },
      created_at: now,
      updated_at: now,
    },
  });
});

describe('Hyperviseur', () => {
  it('creates a product that a visitor sees live, then changes its stock in the table', async () => {
    const visitor = await newPage();
    await visitor.goto('/pieces-detachees');
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    await visitor.mouse.move(10, 10); // the live listener starts at the first interaction

    const admin = await signIn('/hyperviseur/produits', DEMO_ADMIN);
    await admin.getByRole('heading', { name: 'Produits', level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Nouveau produit' }).click();
    const form = admin.getByRole('form', { name: 'Nouveau produit' });
    await form.getByLabel('Nom').fill(PRODUCT_NAME);
    await form.getByLabel('Type').selectOption('Pièce détachée');
    await form.getByLabel('Marque').selectOption('FōhzShop');
    await form.getByLabel('Prix TTC (€)').fill('19,90');
    await form.getByRole('textbox', { name: 'Stock', exact: true }).fill('7');
    await form.getByRole('textbox', { name: 'Image 1', exact: true }).fill('pas-une-url');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Invalid URL').waitFor();
    await form
      .getByRole('textbox', { name: 'Image 1', exact: true })
      .fill('https://exemple.fr/garde-boue.webp');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(admin, 'Produit sauvegardé avec succès.');

    const products = await waitForDb<Record<string, Row>>('products', (all) =>
      Object.values(all ?? {}).some((p) => p.name === PRODUCT_NAME),
    );
    const created = Object.values(products).find((p) => p.name === PRODUCT_NAME)!;
    expect(created).toMatchObject({
      price: 19.9,
      stock: 7,
      images: ['https://exemple.fr/garde-boue.webp'],
    });
    await visitor.getByText(PRODUCT_NAME).first().waitFor({ timeout: 30_000 });

    await admin.getByLabel('Rechercher un produit').fill(stamp);
    const stock = admin.getByLabel(`Stock de ${PRODUCT_NAME}`);
    await stock.fill('0');
    await stock.press('Enter');
    await toast(admin, 'Produit mis à jour avec succès.');
    await waitForDb<Row>(`products/${String(created.product_id)}`, (p) => p?.stock === 0);
    // The visitor's card follows the Hyperviseur's change without a reload.
    const card = visitor.locator(`article[data-product-id="${String(created.product_id)}"]`);
    await expect
      .poll(() => card.getByTestId('stock').textContent(), { timeout: 15_000 })
      .toBe('Rupture de stock');
    expect(uncaughtErrors(admin)).toEqual([]);
    expect(uncaughtErrors(visitor)).toEqual([]);
  });

  it('takes an order through paid, shipped and delivered', async () => {
    const admin = await signIn('/hyperviseur/commandes', DEMO_ADMIN);
    await admin.getByLabel('Rechercher une commande').fill(ORDER_NUMBER);
    await admin.getByRole('link', { name: ORDER_NUMBER }).click();
    await admin.waitForURL(`**/hyperviseur/commandes/${ORDER_ID}`);

    await admin.getByRole('button', { name: 'Virement reçu' }).click();
    await waitForDb<Row>(`orders/${ORDER_ID}`, (o) => o?.status === 'paid');
    const delivery = admin.getByRole('region', { name: 'Livraison' });
    await delivery.getByLabel('Transporteur').fill('Colissimo');
    await delivery.getByLabel('N° de suivi').fill('6A12345678901');
    await delivery.getByRole('button', { name: 'Marquer expédiée' }).click();
    await waitForDb<Row>(`orders/${ORDER_ID}`, (o) => o?.status === 'shipped');
    await admin
      .getByRole('region', { name: 'Livraison' })
      .getByRole('button', { name: 'Marquer livrée' })
      .click();
    const delivered = await waitForDb<Row>(`orders/${ORDER_ID}`, (o) => o?.status === 'delivered');
    expect(delivered.delivery).toMatchObject({
      status: 'delivered',
      carrier: 'Colissimo',
      tracking_number: '6A12345678901',
    });
    // The history timeline shows every step live.
    await admin
      .getByRole('region', { name: 'Historique' })
      .getByText(/Livrée/)
      .first()
      .waitFor();
    expect(uncaughtErrors(admin)).toEqual([]);
  });

  it('shows nothing of it to a customer who types /hyperviseur/commandes', async () => {
    const customer = await signIn('/hyperviseur/commandes', DEMO_CUSTOMER);
    await customer.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    expect(await customer.getByText(ORDER_NUMBER).count()).toBe(0);
    expect(await customer.getByRole('navigation', { name: "Menu de l'Hyperviseur" }).count()).toBe(
      0,
    );
  });

  it('never sends the admin chunks to a customer nor to a visitor of the storefront', async () => {
    const admin = await adminChunks();
    // The routes, the order page and the admin shell: the list is not vacuous.
    expect(admin.filter((file) => /dashboard-route|admin-layout/.test(file))).toHaveLength(2);
    expect(admin.length).toBeGreaterThanOrEqual(8);

    // The same record on the admin's page does see them (the file names are the requested ones).
    const owner = await recordingPage();
    await signIn('/hyperviseur', DEMO_ADMIN, owner.page);
    await owner.page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    expect(owner.scripts.filter((file) => admin.includes(file)).length).toBeGreaterThan(0);

    const customer = await recordingPage();
    await signIn('/hyperviseur/commandes', DEMO_CUSTOMER, customer.page);
    await customer.page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await customer.page.goto('/hyperviseur');
    await customer.page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await waitForQuietNetwork(customer.page);
    expect(customer.scripts.length).toBeGreaterThan(0);
    expect(customer.scripts.filter((file) => admin.includes(file))).toEqual([]);

    const visitor = await recordingPage();
    await visitor.page.goto('/');
    await visitor.page.mouse.move(10, 10); // the first interaction brings the live catalogue
    await waitForQuietNetwork(visitor.page);
    await visitor.page.goto('/hyperviseur/produits'); // a visitor is sent to /connexion
    await visitor.page.waitForURL('**/connexion');
    await waitForQuietNetwork(visitor.page);
    expect(visitor.scripts.length).toBeGreaterThan(0);
    expect(visitor.scripts.filter((file) => admin.includes(file))).toEqual([]);
  });
});
