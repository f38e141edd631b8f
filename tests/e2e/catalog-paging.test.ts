// Listing pages in real Chromium: 30 extra competition parts make /pieces-competition two pages
// long; the page is in the URL, a filter goes back to page 1, and page 2's cards stay live.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@fohzshop/shared/catalog/paging';
import { productsFromSnapshot } from '@fohzshop/shared/catalog/stored-product';
import { newPage, uncaughtErrors, waitForHydration } from './support/browser';
import type { Product } from '@fohzshop/shared/schemas/product';
import { patchProduct, putProducts, removeProducts } from './support/catalog-writes';
import { adminDb } from './support/stack';

const TYPE = 'Pièce compétition';
const LISTING = '/pieces-competition';
const IDS = Array.from({ length: 30 }, (_, i) => `e2e-paging-${String(i + 1).padStart(2, '0')}`);
/** The page shows the build's catalogue until the live listener starts (≤ 4 s after hydration). */
const LIVE = { timeout: 15_000 };

let total = 0;
let added: Product[] = [];

beforeAll(async () => {
  const stored = ((await adminDb().get('products')) ?? {}) as Record<string, { type?: string }>;
  const model = productsFromSnapshot(stored).find((p) => p.type === TYPE);
  if (!model) throw new Error('aucune pièce compétition à copier');
  added = IDS.map((id, i) => ({
    ...model,
    product_id: id,
    name: `Pièce de test pagination ${i + 1}`,
    stock: 5,
  }));
  await putProducts(added);
  const listed = productsFromSnapshot(await adminDb().get('products')).filter(
    (p) => p.type === TYPE && p.brand !== 'Nami',
  );
  total = listed.length;
  // Two pages, the second one partly filled: what the checks below rely on.
  expect(total).toBeGreaterThan(PAGE_SIZE + 1);
  expect(total).toBeLessThanOrEqual(2 * PAGE_SIZE);
});

afterAll(async () => {
  await removeProducts(added);
});

const cardIds = (page: Page) =>
  page
    .getByRole('list', { name: 'Produits' })
    .locator('article')
    .evaluateAll((articles) => articles.map((a) => a.getAttribute('data-product-id') ?? ''));
const countLine = (page: Page) => page.getByTestId('result-count').textContent();
const pageParam = (page: Page) => new URL(page.url()).searchParams.get('page');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const pageLink = (page: Page, n: number) =>
  pagination(page).getByRole('link', { name: `Page ${n}`, exact: true });

async function open(path: string): Promise<Page> {
  const page = await newPage();
  await page.goto(path);
  await waitForHydration(page);
  const refuse = page.getByRole('button', { name: 'Tout refuser' });
  if (await refuse.isVisible().catch(() => false)) await refuse.click();
  return page;
}

describe('listing pages', () => {
  it('shows 24 cards and the pagination, then page 2 through its link, with ?page=2', async () => {
    const page = await open(LISTING);
    await expect.poll(() => countLine(page), LIVE).toBe(`1–24 sur ${total} produits`);
    expect(await cardIds(page)).toHaveLength(PAGE_SIZE);
    expect(await pageLink(page, 1).getAttribute('aria-current')).toBe('page');
    expect(await pageLink(page, 2).getAttribute('href')).toBe(`${LISTING}?page=2`);
    expect(await pagination(page).getByText('Page 1 sur 2').isVisible()).toBe(true);
    expect(await pagination(page).getByRole('link', { name: 'Précédent' }).count()).toBe(0);
    const firstPage = await cardIds(page);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pagination(page).getByRole('link', { name: 'Suivant' }).click();
    await expect.poll(() => pageParam(page)).toBe('2');
    await expect.poll(() => countLine(page)).toBe(`25–${total} sur ${total} produits`);
    const secondPage = await cardIds(page);
    expect(secondPage).toHaveLength(total - PAGE_SIZE);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    expect(await pageLink(page, 2).getAttribute('aria-current')).toBe('page');
    // Back at the top of the results, not at the bottom of the previous page.
    const top = await page
      .getByTestId('result-count')
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(800);

    await page.goBack();
    await expect.poll(() => pageParam(page)).toBeNull();
    await expect.poll(() => cardIds(page)).toEqual(firstPage);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('shows a card of page 2 change live, and a filter goes back to page 1', async () => {
    const page = await open(`${LISTING}?page=2`);
    await expect.poll(() => countLine(page), LIVE).toBe(`25–${total} sur ${total} produits`);
    expect(
      await page.evaluate(
        () => (window as { __hydrationErrors?: string[] }).__hydrationErrors ?? [],
      ),
    ).toEqual([]);
    const id = (await cardIds(page)).find((shown) => IDS.includes(shown));
    if (!id) throw new Error('aucune pièce de test en page 2');
    const stock = page.locator(`article[data-product-id="${id}"]`).getByTestId('stock');
    expect(await stock.textContent()).toBe('En stock');
    await patchProduct(id, { stock: 0, backorder: false });
    await expect.poll(() => stock.textContent(), LIVE).toBe('Rupture de stock');

    await page.getByRole('checkbox', { name: /^En stock/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('stock')).toBe('En stock');
    expect(pageParam(page)).toBeNull();
    await expect.poll(() => countLine(page)).toMatch(/^1–24 sur \d+ produits$|^\d+ produits$/);
    expect(await cardIds(page)).not.toContain(id);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('reads an invalid page as page 1 and an out-of-range one as the last page', async () => {
    const page = await open(`${LISTING}?page=abc`);
    await expect.poll(() => countLine(page), LIVE).toBe(`1–24 sur ${total} produits`);
    await page.goto(`${LISTING}?page=99`);
    await waitForHydration(page);
    await expect.poll(() => countLine(page), LIVE).toBe(`25–${total} sur ${total} produits`);
    expect(await pageLink(page, 2).getAttribute('aria-current')).toBe('page');
  });
});
