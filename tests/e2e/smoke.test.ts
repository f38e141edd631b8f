// The stack is up and serves the French SPA, including deep links (Hosting rewrite to index.html).
import { describe, expect, it } from 'vitest';
import { newPage, uncaughtErrors } from './support/browser';
import { adminDb } from './support/stack';

describe('smoke', () => {
  it('serves the home page in French', async () => {
    const page = await newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.waitForFunction(() => document.title.startsWith('Accueil'));
    expect(await page.title()).toBe('Accueil | FōhzShop');
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('serves a deep link through the SPA rewrite', async () => {
    const page = await newPage({ viewport: 'mobile' });
    const response = await page.goto('/trottinettes-electriques');
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.title.startsWith('Trottinettes électriques'));
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('runs against the seeded demo database', async () => {
    expect((await adminDb().keys('products')).length).toBeGreaterThanOrEqual(40);
  });
});
