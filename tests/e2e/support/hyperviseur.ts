// Helpers of the Hyperviseur scenario (hyperviseur.test.ts): toasts, money as the screens and
// the CSV write it, the admin chunks of the build, and an order taken with « Nouvelle commande ».
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { newPage } from './browser';
import { e2eStack } from './stack';

/** Waits for the toast that says `text` (the shop's success and error messages). */
export const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).first().waitFor();

const EUR = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** fr-FR text with every kind of space made plain, to compare with what a page shows. */
export const plain = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ').trim();
export const eur = (cents: number) => plain(EUR.format(cents / 100));
/** Amount as the CSV writes it: decimal comma, no thousands separator. */
export const fileAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The built files of the Hyperviseur's modules (admin shell, its routes), from Vite's manifest. */
export async function adminChunks(): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(join(e2eStack().webDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string }>;
  const admin = /^src\/(?:features\/(?:hyperviseur|hv-reviews)|entities\/admin-shell)\//;
  return Object.entries(manifest)
    .filter(([key, chunk]) => admin.test(chunk.src ?? key))
    .map(([, chunk]) => `/${chunk.file}`);
}

/** A fresh page recording the path of every script it requests. */
export async function recordingPage(): Promise<{ page: Page; scripts: string[] }> {
  const page = await newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return { page, scripts };
}

/** Opens a screen of the Hyperviseur from its menu. */
export async function openScreen(page: Page, link: string, path: string): Promise<void> {
  await page
    .getByRole('navigation', { name: "Menu de l'Hyperviseur" })
    .getByRole('link', { name: link, exact: true })
    .click();
  await page.waitForURL(`**${path}`);
}

/**
 * « Nouvelle commande » on the orders screen: the customer found by e-mail, their first address,
 * `quantity` of the product found by `search`, paid by bank transfer. Returns the new order's id
 * (the dialog opens its page).
 */
export async function createTransferOrder(
  admin: Page,
  order: { email: string; uid: string; search: string; productId: string; quantity: number },
): Promise<string> {
  await admin.getByRole('button', { name: 'Nouvelle commande' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Nouvelle commande pour un client' });
  await dialog.getByLabel('Rechercher un client').fill(order.email);
  await dialog.getByLabel('Client', { exact: true }).selectOption(order.uid);
  await dialog.getByLabel('Adresse de livraison').waitFor();
  await dialog.getByLabel('Rechercher un produit à ajouter').fill(order.search);
  await dialog.getByLabel('Produit', { exact: true }).selectOption(order.productId);
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await dialog.getByLabel(/^Quantité de /).fill(String(order.quantity));
  await dialog.getByLabel('Paiement').selectOption('bank_transfer');
  await dialog.getByRole('button', { name: 'Créer la commande' }).click();
  await toast(admin, 'Commande créée avec succès.');
  await admin.waitForURL(/\/hyperviseur\/commandes\/[^/]+$/);
  return decodeURIComponent(new URL(admin.url()).pathname.split('/').pop() ?? '');
}
