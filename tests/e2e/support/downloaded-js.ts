// The JavaScript a shopper's browser downloaded for a page: every script of the shop's origin the
// document loaded (Resource Timing, so the entry, lazy chunks and SDKs alike, cached or not),
// sized from the e2e build's files gzipped at level 9 (the same bytes give the same figures).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage, waitForQuietNetwork } from './browser';
import { signIn } from './session';
import { adminDb, DEMO_CUSTOMER, e2eStack } from './stack';

export type DownloadedChunk = { url: string; gzip: number };
export type DownloadedJs = {
  path: string;
  total: number;
  chunks: DownloadedChunk[];
  /** Stylesheets fetched (a shell carries its sheets: any fetch is a restyle of the page). */
  stylesheets: string[];
};

export async function downloadedJs(page: Page, path: string): Promise<DownloadedJs> {
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
  const urls = fetched.filter((url) => url.endsWith('.js'));
  const chunks = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const content = await readFile(join(e2eStack().webDir, url.replace(/^\//, '')));
      return { url, gzip: gzipSync(content, { level: 9 }).length };
    }),
  );
  chunks.sort((a, b) => b.gzip - a.gzip || a.url.localeCompare(b.url));
  return {
    path,
    total: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    chunks,
    stylesheets: fetched.filter((url) => url.endsWith('.css')),
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export const describeDownloadedJs = ({ path, total, chunks }: DownloadedJs): string[] => [
  `${path}: ${total} o (${kib(total)}) téléchargés, ${chunks.length} scripts`,
  ...chunks.map((chunk) => `  ${chunk.url}: ${chunk.gzip} o gzip`),
];

type Row = Record<string, unknown>;

/** A product in stock, one unit: on the device for the cart page, in carts/{uid} for checkout. */
export async function buyingPagesJs(): Promise<DownloadedJs[]> {
  const products = (await adminDb().get('products')) as Record<string, Row>;
  const product = Object.values(products).find((p) => Number(p.stock) > 0 && Number(p.price) > 0);
  const users = (await adminDb().get('users')) as Record<string, Row>;
  const uid = Object.keys(users).find((id) => users[id]?.email === DEMO_CUSTOMER.email) ?? '';
  expect(product && uid).toBeTruthy();
  const at = new Date().toISOString();
  const items = { [String(product!.product_id)]: { quantity: 1, added_at: at } };

  const visitor = await newPage();
  await visitor.addInitScript(
    (cart) => localStorage.setItem('fohzshop:cart', cart),
    JSON.stringify(items),
  );
  await visitor.goto('/mon-panier');
  await visitor.getByText(String(product!.name)).first().waitFor();
  await waitForQuietNetwork(visitor);
  const cart = await downloadedJs(visitor, '/mon-panier');

  const before = await adminDb().get(`carts/${uid}`);
  await adminDb().update('', { [`carts/${uid}`]: { items, updated_at: at } });
  try {
    const customer = await signIn('/mon-panier/paiement', DEMO_CUSTOMER);
    // Measured on a fresh load of the page by a signed-in customer (no login screen in it).
    await customer.goto('/mon-panier/paiement');
    await customer.getByRole('heading', { name: 'Paiement', level: 1 }).waitFor();
    await customer.getByText(String(product!.name)).first().waitFor();
    await waitForQuietNetwork(customer);
    return [cart, await downloadedJs(customer, '/mon-panier/paiement')];
  } finally {
    await adminDb().update('', { [`carts/${uid}`]: before ?? null });
  }
}
