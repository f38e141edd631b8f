// Catalogue in real Chromium against the local stack: filters and sorts in the URL, live stock,
// product view counter, lawful reductions only, comparison, the garage filter, and the
// back-in-stock alert of an out-of-stock scooter (its confirmation e-mail and link).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, uncaughtErrors, waitForHydration } from './support/browser';
import { adminDb, DEMO_CUSTOMER } from './support/stack';
import { dismissCookies } from './support/session';
import { patchProduct } from './support/catalog-writes';
import { shownReduction } from '@fohzshop/shared/catalog/reduction';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import { formatCents } from '@fohzshop/shared/money';
import { productPath } from '@fohzshop/shared/routes';
import { STOCK_ALERT_TEXTS } from '@fohzshop/shared/stock-alerts';
import { linkAfter, waitForMail } from './support/mail';

type StoredProduct = {
  name: string;
  brand: string;
  type: string;
  price: number;
  stock: number;
  backorder?: boolean;
  views?: number;
  compatible_with?: string[];
};

async function products(): Promise<Record<string, StoredProduct>> {
  return ((await adminDb().get('products')) ?? {}) as Record<string, StoredProduct>;
}

/** Card names, prices and brands as shown, in order. */
async function cards(page: Page) {
  const list = page.getByRole('list', { name: 'Produits' });
  await list.waitFor();
  return list.locator('article').evaluateAll((articles) =>
    articles.map((article) => ({
      id: article.getAttribute('data-product-id') ?? '',
      price: Number(
        (article.querySelector('[data-testid="price"]')?.textContent ?? '')
          .replace(/[^\d,]/g, '')
          .replace(',', '.'),
      ),
      stock: article.querySelector('[data-testid="stock"]')?.textContent ?? '',
    })),
  );
}

describe('catalogue', () => {
  it('takes a back-in-stock alert on an out-of-stock scooter, confirmed by the e-mailed link', async () => {
    const [id, scooter] =
      Object.entries(await products()).find(
        ([, p]) => p.type === 'Trottinette électrique' && p.stock === 0 && !p.backorder,
      ) ?? [];
    if (!id || !scooter) throw new Error('aucune trottinette en rupture de stock');
    const email = `alerte-${Date.now()}@example.fr`;
    const page = await newPage();
    await page.goto(productPath({ product_id: id, type: scooter.type }));
    await waitForHydration(page);
    await dismissCookies(page);
    await page.getByRole('button', { name: STOCK_ALERT_TEXTS.button }).click();
    const dialog = page.getByRole('dialog', { name: STOCK_ALERT_TEXTS.formTitle });
    await dialog.getByLabel(STOCK_ALERT_TEXTS.emailLabel).fill(email);
    await dialog.getByRole('button', { name: STOCK_ALERT_TEXTS.submit }).click();
    await dialog.getByText(STOCK_ALERT_TEXTS.requested).waitFor({ timeout: 30_000 });
    const mail = await waitForMail(email, /^Confirmez votre alerte de retour en stock/);
    expect(mail.subject).toContain(scooter.name);
    await page.goto(linkAfter(mail, 'Confirmer mon alerte'));
    await page.getByText(STOCK_ALERT_TEXTS.confirmed(scooter.name)).waitFor({ timeout: 30_000 });
    expect(uncaughtErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('filters and sorts change the list and the URL; back and reload keep them', async () => {
    const page = await newPage();
    await page.goto('/trottinettes-electriques');
    await waitForHydration(page);
    await dismissCookies(page);
    const all = await cards(page);
    expect(all.length).toBeGreaterThan(3);

    // Controlled by the URL: the box is checked once the navigation lands (poll below).
    await page.getByRole('checkbox', { name: /^Kaabo/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('marque')).toEqual(['Kaabo']);
    const db = await products();
    const onlyKaabo = async () =>
      (await cards(page)).every((card) => db[card.id]?.brand === 'Kaabo');
    await expect.poll(onlyKaabo).toBe(true);
    const kaabo = await cards(page);
    expect(kaabo.length).toBeGreaterThan(0);

    await page.getByLabel('Trier par').selectOption('price-asc');
    await expect.poll(() => new URL(page.url()).searchParams.get('tri')).toBe('price-asc');
    const ascending = async () => {
      const prices = (await cards(page)).map((c) => c.price);
      return prices.every((price, i) => i === 0 || (prices[i - 1] as number) <= price);
    };
    await expect.poll(ascending).toBe(true);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('tri')).toBeNull();
    await page.reload();
    await waitForHydration(page);
    // The server renders the listing without the query; the filter applies once hydrated.
    await expect
      .poll(async () => (await cards(page)).map((c) => c.id).sort())
      .toEqual(kaabo.map((c) => c.id).sort());
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('shows stock changes made in the database without a reload', async () => {
    const page = await newPage();
    await page.goto('/trottinettes-electriques?stock=En+stock');
    await waitForHydration(page);
    // The URL's filter applies once the page is hydrated.
    await expect
      .poll(async () => (await cards(page)).every((card) => card.stock === 'En stock'))
      .toBe(true);
    const [first] = await cards(page);
    if (!first) throw new Error('aucune trottinette en stock');
    const card = page.locator(`article[data-product-id="${first.id}"]`);
    await patchProduct(first.id, { stock: 0 });
    // The page shows the catalogue it was built with until the live listener starts (at the
    // first interaction, or LIVE_START_DELAY_MS = 4 s after hydration).
    const live = { timeout: 15_000 };
    try {
      await expect.poll(() => card.count(), live).toBe(0); // no longer 'En stock': filtered out live
      await page.goto('/trottinettes-electriques');
      await expect
        .poll(() => card.getByTestId('stock').textContent(), live)
        .toMatch(/Rupture de stock|Sur commande/);
    } finally {
      await patchProduct(first.id, { stock: 5 });
    }
    await expect.poll(() => card.getByTestId('stock').textContent(), live).toBe('En stock');
  });

  it('counts a product view once in the database', async () => {
    const db = await products();
    const [id, product] = Object.entries(db).find(([, p]) => p.type === 'Pièce détachée') ?? [];
    if (!id || !product) throw new Error('aucune pièce détachée');
    // Every browser of the suite is the same visitor (127.0.0.1) and counts once per hour: forget
    // a view another spec may have made of this product, as if the hour had passed.
    await adminDb().update('view_guards', { [id]: null });
    const before = ((await adminDb().get(`products/${id}/views`)) as number | null) ?? 0;
    const page = await newPage();
    await page.goto(`/pieces-detachees/${id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await expect
      // A bound on waiting, not a speed claim: the view goes through a cold function instance,
      // slow when the functions suite loads the machine at the same time.
      .poll(async () => (await adminDb().get(`products/${id}/views`)) as number, {
        timeout: 45_000,
      })
      .toBe(before + 1);
    await page.waitForTimeout(1_000);
    expect(await adminDb().get(`products/${id}/views`)).toBe(before + 1);
  });

  it('shows only the lawful reduction: the 30-day low struck through, « -X % » computed on it', async () => {
    // The demo's Thunder 3: 4 590 € for weeks (its seeded price history), then 4 290 €.
    const id = 'dualtron-thunder-3';
    const stored = parseStoredProduct(await adminDb().get(`products/${id}`), id);
    if (!stored) throw new Error(`aucun produit ${id}`);
    expect(shownReduction(stored)).toEqual({ referenceCents: 459_000, percent: 6 });
    const page = await newPage();
    const served = await (await page.goto(productPath(stored)))!.text();
    // The server-rendered HTML says the same as the page (React may split text with comments).
    expect(served).toContain(`>${formatCents(459_000)}</del>`);
    expect(served).toMatch(/>-(<!-- -->)?6(<!-- -->)? %</);
    const summary = page.getByTestId('price').first().locator('..');
    await expect.poll(() => summary.locator('del').textContent()).toBe(formatCents(459_000));
    expect(await summary.getByText(/^-\d+ %$/).textContent()).toBe('-6 %');
    await waitForHydration(page);
    // An old price the history does not justify (a direct edit): no reduction, live.
    await patchProduct(id, { old_price: 4990 });
    try {
      await expect.poll(() => summary.locator('del').count(), { timeout: 15_000 }).toBe(0);
      expect(await summary.getByText(/%$/).count()).toBe(0);
    } finally {
      await patchProduct(id, { old_price: 4590 });
    }
  });

  it('compares scooters added from the catalogue, with a shareable URL', async () => {
    const page = await newPage();
    await page.goto('/trottinettes-electriques');
    await waitForHydration(page);
    await dismissCookies(page);
    const [a, b] = await cards(page);
    if (!a || !b) throw new Error('moins de deux trottinettes');
    await page
      .locator(`article[data-product-id="${a.id}"]`)
      .getByRole('button', { name: /Ajouter au comparateur/ })
      .click();
    await page
      .locator(`article[data-product-id="${b.id}"]`)
      .getByRole('button', { name: /Ajouter au comparateur/ })
      .click();
    await page
      .getByRole('complementary', { name: 'Comparateur' })
      .getByRole('link', { name: 'Comparer' })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ids')).toBe(`${a.id},${b.id}`);
    await page.getByRole('rowheader', { name: /^Puissance/ }).waitFor();
    expect(await page.locator('thead th').count()).toBe(3);

    const shared = await newPage({ viewport: 'mobile' });
    await shared.goto(`/comparer?ids=${a.id},${b.id}`);
    await shared.getByRole('rowheader', { name: /^Puissance/ }).waitFor();
    const scroll = shared.getByTestId('compare-scroll');
    expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const sticky = await shared
      .getByRole('rowheader', { name: /^Puissance/ })
      .evaluate((el) => getComputedStyle(el).position);
    expect(sticky).toBe('sticky');
  });

  it('narrows spare parts to the scooters of my garage', async () => {
    const db = await products();
    const [scooterId, scooter] =
      Object.entries(db).find(
        ([id, p]) =>
          p.type === 'Trottinette électrique' &&
          Object.values(db).some((x) => x.compatible_with?.includes(id)),
      ) ?? [];
    if (!scooterId || !scooter) throw new Error('aucune trottinette avec des pièces compatibles');
    const page = await newPage();
    await page.goto('/pieces-detachees');
    await waitForHydration(page);
    await dismissCookies(page);
    const before = await cards(page);
    await page.getByLabel('Ajouter ma trottinette').selectOption({ label: scooter.name });
    await expect
      .poll(() => new URL(page.url()).searchParams.getAll('compatible'))
      .toEqual([scooterId]);
    await expect.poll(async () => (await cards(page)).length).toBeLessThan(before.length);
    const narrowed = await cards(page);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((card) => db[card.id]?.compatible_with?.includes(scooterId))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('garage'))).toBe(
      JSON.stringify([scooterId]),
    );

    await page.getByRole('checkbox', { name: /Uniquement les pièces compatibles/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('compatible')).toEqual([]);
    // Every part again: at least the build's list (a part another spec creates meanwhile shows
    // up live, so the count may have grown since `before`).
    await expect.poll(async () => (await cards(page)).length).toBeGreaterThanOrEqual(before.length);
  });

  it('keeps the garage on the account of a signed-in customer', async () => {
    const db = await products();
    const [scooterId, scooter] =
      Object.entries(db).find(([, p]) => p.type === 'Trottinette électrique') ?? [];
    if (!scooterId || !scooter) throw new Error('aucune trottinette');
    const users = ((await adminDb().get('users')) ?? {}) as Record<string, { email: string }>;
    const uid = Object.keys(users).find((id) => users[id]?.email === DEMO_CUSTOMER.email);
    if (!uid) throw new Error('client de démonstration introuvable');
    const page = await newPage();
    await page.goto('/connexion');
    await dismissCookies(page);
    await page.getByLabel('Adresse e-mail').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Mot de passe').fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.getByTestId('account-button').waitFor();
    await page.goto('/pieces-detachees');
    // Prerendered: the session starts once the page is hydrated (the sign-in left its hint).
    await waitForHydration(page);
    await page.getByTestId('account-button').waitFor();
    await page.getByLabel('Ajouter ma trottinette').selectOption({ label: scooter.name });
    await expect
      .poll(() => adminDb().get(`users/${uid}/garage`), { timeout: 15_000 })
      .toEqual({ [scooterId]: true });
  });
});
