// The cart end to end: a visitor fills it from a card and a product page, changes and removes
// lines on /mon-panier, finds it again after a reload and in a second tab, then signs in as the
// demo customer whose account already holds a cart: both are merged (quantities summed, capped by
// the stock), the device cart is emptied, and signing out leaves an empty cart on the device.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { AuthAdminClient } from '@fohzshop/local-stack/stack/auth-admin';
import { maxOrderableQuantity } from '@fohzshop/shared/catalog/stock';
import { productPath } from '@fohzshop/shared/routes';
import type { Product } from '@fohzshop/shared/schemas/product';
import { newPage, uncaughtErrors, waitForHydration } from './support/browser';
import { DEMO_CUSTOMER, adminDb, e2eStack } from './support/stack';
import { dismissCookies } from './support/session';

const SCOOTER = 'Trottinette électrique';
const PART = 'Pièce détachée';

async function catalogue(): Promise<Product[]> {
  const products = (await adminDb().get('products')) as Record<string, Product>;
  return Object.values(products).filter((product) => !product.backorder);
}

async function customerUid(): Promise<string> {
  const account = await new AuthAdminClient(e2eStack().authUrl).findByEmail(DEMO_CUSTOMER.email);
  if (!account) throw new Error('client de démonstration absent');
  return account.localId;
}

const badge = (page: Page) => page.getByTestId('cart-count');
const line = (page: Page, productId: string) => page.locator(`li[data-product-id="${productId}"]`);
const quantityOf = (page: Page, productId: string) =>
  line(page, productId).getByTestId('quantity').textContent();

async function waitForBadge(page: Page, count: number) {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="cart-count"]')?.textContent === expected,
    String(count),
  );
}

let uid: string | undefined;
afterAll(async () => {
  // The demo customer's cart is left as other specs expect it: empty.
  if (uid) await adminDb().update('/', { [`carts/${uid}`]: null });
});

describe('cart', () => {
  it('keeps a visitor cart across reloads and tabs, then merges it into the account at sign-in', async () => {
    const products = await catalogue();
    const scooter = products.find((p) => p.type === SCOOTER && p.stock >= 2);
    const [part, extra] = products.filter((p) => p.type === PART && p.stock >= 3 && p.stock <= 50);
    if (!scooter || !part || !extra) throw new Error('catalogue de démonstration inattendu');
    uid = await customerUid();
    // The account already holds the part (as much as the stock) and another part.
    const addedAt = new Date(Date.now() - 86_400_000).toISOString();
    await adminDb().update('/', {
      [`carts/${uid}`]: {
        items: {
          [part.product_id]: { quantity: part.stock, added_at: addedAt },
          [extra.product_id]: { quantity: 1, added_at: addedAt },
        },
        updated_at: addedAt,
      },
    });

    // A card of the listing, then the product page with a quantity of 2.
    const page = await newPage();
    await page.goto('/trottinettes-electriques');
    await waitForHydration(page);
    await dismissCookies(page);
    expect(await badge(page).count()).toBe(0);
    await page
      .locator(`article[data-product-id="${scooter.product_id}"]`)
      .getByRole('button', { name: `Ajouter au panier : ${scooter.name}` })
      .click();
    await waitForBadge(page, 1);

    await page.goto(productPath(part));
    await waitForHydration(page);
    await waitForBadge(page, 1);
    await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await waitForBadge(page, 3);

    // The cart page: change a quantity, remove a line.
    await page
      .getByRole('link', { name: /^Mon panier/ })
      .first()
      .click();
    await page.waitForURL('**/mon-panier');
    await line(page, scooter.product_id).waitFor();
    expect(await quantityOf(page, part.product_id)).toBe('2');
    await line(page, scooter.product_id)
      .getByRole('button', { name: 'Augmenter la quantité' })
      .click();
    await waitForBadge(page, 4);
    await page.getByRole('button', { name: `Retirer ${scooter.name} du panier` }).click();
    await line(page, scooter.product_id).waitFor({ state: 'detached' });
    await waitForBadge(page, 2);
    expect(await page.getByText('Livraison offerte').count()).toBe(1);

    await page.reload();
    await line(page, part.product_id).waitFor();
    await waitForBadge(page, 2);
    expect(await quantityOf(page, part.product_id)).toBe('2');

    // A second tab sees the same cart, and a change there reaches the first tab.
    const second = await page.context().newPage();
    await second.goto('/mon-panier');
    await line(second, part.product_id).waitFor();
    expect(await quantityOf(second, part.product_id)).toBe('2');
    await line(second, part.product_id)
      .getByRole('button', { name: 'Diminuer la quantité' })
      .click();
    await waitForBadge(page, 1);
    await second.close();

    // Signing in to order: back to the payment, with the carts merged on the account.
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await page.waitForURL('**/connexion');
    await page.getByLabel('Adresse e-mail').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Mot de passe').fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.waitForURL('**/mon-panier/paiement');

    const expected = Math.min(part.stock + 1, maxOrderableQuantity(part));
    await page.goto('/mon-panier');
    await line(page, extra.product_id).waitFor();
    expect(await quantityOf(page, part.product_id)).toBe(String(expected));
    await waitForBadge(page, expected + 1);
    const stored = (await adminDb().get(`carts/${uid}/items`)) as Record<
      string,
      { quantity: number }
    >;
    expect(stored[part.product_id]?.quantity).toBe(expected);
    expect(stored[extra.product_id]?.quantity).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('fohzshop:cart'))).toBeNull();

    // Signed out: the device shows an empty cart; the account keeps its own.
    await page.getByTestId('account-button').click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Créer un compte' }).waitFor();
    await badge(page).waitFor({ state: 'detached' });
    // « Vous êtes déconnecté. » sits over the header's right end, where the cart link is; a
    // visitor closes it (it waits while the page is idle, which a headless page may be).
    const signedOut = page.getByRole('button', { name: 'Fermer la notification' });
    await signedOut.waitFor({ timeout: 5_000 }).then(
      () => signedOut.click({ timeout: 2_000 }).catch(() => undefined), // gone meanwhile
      () => undefined, // never shown, or already gone
    );
    await page
      .getByRole('link', { name: /^Mon panier/ })
      .first()
      .click();
    await page.getByText('Votre panier est vide.').waitFor();
    expect(await badge(page).count()).toBe(0);
    expect(await adminDb().keys(`carts/${uid}/items`)).toHaveLength(2);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
