// The demo customer's browser for the signed-in pages: a Chromium with a profile of its own,
// signed in once through /connexion (the session stays in its IndexedDB), which Lighthouse then
// drives with its storage kept. Before each run its HTTP cache is emptied, so every run loads
// the page's scripts as a first visit would. The customer has items in their cart and a delivered
// order (written as the functions leave one), so the cart, the checkout and the order page show
// what a real customer sees.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { DEMO_CUSTOMER } from '@fohzshop/local-stack/seed/demo-users';
import type { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import { productsFromSnapshot } from '@fohzshop/shared/catalog/stored-product';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import type { SessionChrome } from '../lighthouse-runs';

export const BENCH_ORDER_ID = 'bench-commande-livree';

export async function demoCustomerUid(db: RtdbClient): Promise<string> {
  const users = ((await db.get('users')) ?? {}) as Record<string, { email?: string }>;
  const uid = Object.keys(users).find((id) => users[id]?.email === DEMO_CUSTOMER.email);
  if (!uid) throw new Error(`Aucun users/{uid} pour ${DEMO_CUSTOMER.email}.`);
  return uid;
}

/** Two in-stock products in the customer's cart and one delivered order in their account. */
export async function prepareCustomer(db: RtdbClient): Promise<void> {
  const uid = await demoCustomerUid(db);
  const products = productsFromSnapshot(await db.get('products')).filter((p) => p.stock > 2);
  const [scooter, part] = [
    products.find((p) => p.type === 'Trottinette électrique'),
    products.find((p) => p.type === 'Pièce détachée'),
  ];
  if (!scooter || !part) throw new Error('Pas de produit en stock pour le panier du banc.');
  const at = new Date(Date.now() - 5 * 86_400_000).toISOString();
  const line = (p: typeof scooter) => ({
    product_id: p.product_id,
    name: p.name,
    brand: p.brand,
    type: p.type,
    unit_price: p.price,
    quantity: 1,
  });
  const total = Math.round((scooter.price + part.price) * 100) / 100;
  await db.update('', {
    [`carts/${uid}`]: {
      items: {
        [scooter.product_id]: { quantity: 1, added_at: at },
        [part.product_id]: { quantity: 2, added_at: at },
      },
      updated_at: at,
    },
    [`orders/${BENCH_ORDER_ID}`]: {
      order_id: BENCH_ORDER_ID,
      number: 'FZ-2026-900001',
      user_id: uid,
      email: DEMO_CUSTOMER.email,
      items: [line(scooter), line(part)],
      totals: { items: total, shipping: 0, discount: 0, total },
      shipping_address: {
        ...DEMO_CUSTOMER.address,
        first_name: DEMO_CUSTOMER.first_name,
        last_name: DEMO_CUSTOMER.last_name,
        country: 'France',
      },
      payment: { method: 'card', status: 'paid', paid_at: at },
      delivery: { status: 'delivered', delivered_at: at },
      status: 'delivered',
      history: [{ at, event: 'Commande passée', by: 'customer' }],
      created_at: at,
      updated_at: at,
      mails: { order_confirmation: at, payment_received: at, shipped: at, delivered: at },
    },
  });
}

export type SignedInChrome = SessionChrome & { close: () => Promise<void> };

/** A Chromium signed in as the demo customer on `baseUrl`. */
export async function signedInChrome(baseUrl: string): Promise<SignedInChrome> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'fohzshop-bench-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium sans contexte par défaut.');
  const page = await context.newPage();
  await page.goto(new URL('/connexion', baseUrl).href);
  const form = page.locator('main form');
  await form.getByLabel('Adresse e-mail').fill(DEMO_CUSTOMER.email);
  await form.getByLabel('Mot de passe').fill(DEMO_CUSTOMER.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/connexion', { timeout: 30_000 });
  // The cookie banner answered once, as a returning customer has.
  await page.evaluate(() =>
    localStorage.setItem(
      'fohzshop:consent',
      JSON.stringify({ analytics: false, decided_at: new Date().toISOString() }),
    ),
  );
  const cdp = await context.newCDPSession(page);
  return {
    port: chrome.port,
    beforeRun: async () => {
      await cdp.send('Network.clearBrowserCache');
    },
    close: async () => {
      await browser.close().catch(() => undefined);
      chrome.kill();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
