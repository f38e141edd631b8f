// The price filter of a listing on a phone: its form (react-hook-form + zod) is not part of the
// page's load while the filters are folded; unfolded, it validates in French and filters.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, uncaughtErrors, waitForHydration } from './support/browser';
import { dismissCookies } from './support/session';

/** The prices of the listed cards, in euros, as shown. */
async function cardPrices(page: Page): Promise<number[]> {
  const list = page.getByRole('list', { name: 'Produits' });
  await list.waitFor();
  return list
    .locator('[data-testid="price"]')
    .evaluateAll((prices) =>
      prices.map((price) =>
        Number((price.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')),
      ),
    );
}

describe('listing price filter', () => {
  it('loads when the filters unfold on a phone, refuses a bad amount, then filters', async () => {
    const page = await newPage({ viewport: 'mobile' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/trottinettes-electriques');
    await waitForHydration(page);
    await dismissCookies(page);
    const all = await cardPrices(page);
    expect(scripts.filter((url) => url.includes('price-filter-form'))).toEqual([]);

    await page.getByRole('button', { name: /^Filtres/ }).click();
    const form = page.getByRole('form', { name: 'Filtrer par prix' });
    await form.getByLabel('Minimum').fill('abc');
    await form.getByRole('button', { name: 'Appliquer le prix' }).click();
    await form.getByText('Montant invalide (ex. 1299 ou 1299,90).').waitFor();
    expect(new URL(page.url()).searchParams.get('prix')).toBeNull();

    const ceiling = Math.floor([...all].sort((a, b) => a - b)[Math.floor(all.length / 2)] ?? 0);
    await form.getByLabel('Minimum').fill('');
    await form.getByLabel('Maximum').fill(String(ceiling));
    await form.getByRole('button', { name: 'Appliquer le prix' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('prix')).toBe(`-${ceiling}`);
    await expect
      .poll(async () => (await cardPrices(page)).every((price) => price <= ceiling))
      .toBe(true);
    expect((await cardPrices(page)).length).toBeLessThan(all.length);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
