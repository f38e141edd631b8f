// The client screens (cart, sign-in, sign-up, account, checkout, comparison) paint from the HTML
// Hosting serves: a shell the storefront function renders with the frame, the screen's title, its
// form or skeleton and the shop's settings, which the app then hydrates without a mismatch. A visitor sent from a protected
// screen to the sign-in sees nothing move, and what they type before the app has loaded is kept
// (docs/performance.md, "Client screens paint from their HTML").
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_SHELLS } from '@fohzshop/shared/storefront/client-shells';
import { newPage, uncaughtErrors, waitForHydration } from './support/browser';
import { adminDb, DEMO_CUSTOMER, e2eStack } from './support/stack';

const served = async (path: string) => {
  const response = await fetch(new URL(path, e2eStack().baseUrl));
  return { status: response.status, html: await response.text() };
};

const hydrationErrors = (page: Page) =>
  page.evaluate(() => (window as { __hydrationErrors?: string[] }).__hydrationErrors ?? []);

/** Every layout shift of the page so far (what CLS adds up), recorded from the first paint. */
const LAYOUT_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
`;

describe('client screens served with their shell', () => {
  it('serves every shell with its title, its heading and the data to hydrate', async () => {
    const paths = [
      ...CLIENT_SHELLS.map((shell) => shell.renderPath),
      '/mon-compte/mes-commandes/-Nabc123',
    ];
    for (const path of paths) {
      const { status, html } = await served(path);
      const shell = CLIENT_SHELLS.find((s) => s.renderPath === path) ?? CLIENT_SHELLS.at(-1);
      expect.soft(status, path).toBe(200);
      expect.soft(html, path).toContain(`<title>${shell?.title} | FōhzShop</title>`);
      expect.soft(html, path).toMatch(/<main\b[\s\S]*<h1\b[^>]*>[^<]+<\/h1>/);
      expect.soft(html, path).toContain('<script type="application/json" id="page-data">');
      expect
        .soft(html.includes('<meta name="robots" content="noindex" />'), path)
        .toBe(shell?.noindex);
    }
  });

  it('prints the shop’s settings of the moment, with no deploy', async () => {
    // The credit wording under the footer's instalment offer, from settings/shop: the storefront
    // function renders the shells with it, and a write of the settings renders them again.
    const lender = 'settings/shop/instalment_credit/lender_name';
    const before = await adminDb().get(lender);
    await adminDb().update('/', { [lender]: 'Prêteur Essai SA' });
    try {
      await expect
        .poll(async () => (await served('/mon-panier')).html, { timeout: 30_000 })
        .toContain('Prêteur Essai SA');
      expect((await served('/connexion')).html).toContain('Prêteur Essai SA');
    } finally {
      await adminDb().update('/', { [lender]: before ?? null });
    }
  });

  it('hydrates each shell without a mismatch, for a visitor', async () => {
    for (const path of ['/mon-panier', '/comparer', '/creer-mon-compte', '/comparer?ids=a,b']) {
      const page = await newPage({ viewport: 'mobile' });
      await page.goto(path);
      await waitForHydration(page);
      expect.soft(await hydrationErrors(page), path).toEqual([]);
      expect.soft(uncaughtErrors(page), path).toEqual([]);
      await page.context().close();
    }
  });

  it('moves nothing when a client screen fills in its skeleton', async () => {
    // A skeleton and the content that replaces it are distinct elements: a reused one counts as
    // a shift of the whole content (CLS 0.2 measured on the cart and the empty comparator).
    const products = (await adminDb().get('products')) as Record<string, { stock?: number }>;
    const id = Object.keys(products).find((key) => (products[key]?.stock ?? 0) > 2);
    const cart = { [String(id)]: { quantity: 1, added_at: new Date().toISOString() } };
    for (const path of ['/comparer', '/mon-panier']) {
      const page = await newPage({ viewport: 'mobile' });
      await page.addInitScript(
        (items) => localStorage.setItem('fohzshop:cart', JSON.stringify(items)),
        cart,
      );
      await page.addInitScript(LAYOUT_SHIFTS);
      await page.goto(path);
      await waitForHydration(page);
      await page.locator('main h2, main li').first().waitFor();
      // Layout shifts are reported after the frame that made them.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
      const shifts = await page.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? []);
      expect
        .soft(
          shifts.reduce((sum, value) => sum + value, 0),
          path,
        )
        .toBeLessThan(0.02);
      await page.context().close();
    }
  });

  it('styles a client screen reached from a storefront page, with the screens’ stylesheet', async () => {
    const page = await newPage({ viewport: 'desktop' });
    await page.goto('/mentions-legales');
    await waitForHydration(page);
    // The storefront page does not carry the client screens' rules…
    expect(await page.locator('style[data-screen-css]').count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Mon panier' }).click();
    const title = page.getByRole('heading', { level: 1, name: 'Mon panier' });
    await title.waitFor();
    // …the cart loads them with its module, before it renders (a flex column, as cart.styles.ts).
    expect(await page.locator('link[rel="stylesheet"][href*="screen-styles"]').count()).toBe(1);
    expect(await title.evaluate((h1) => getComputedStyle(h1.parentElement!).display)).toBe('flex');
    await page.context().close();
  });

  it('sends a visitor from a protected screen to the sign-in with nothing moving', async () => {
    const page = await newPage({ viewport: 'mobile' });
    await page.addInitScript(LAYOUT_SHIFTS);
    await page.goto('/mon-compte/mes-commandes/-Nabc123');
    // The shell paints the screen's title before any script has run.
    await page.getByRole('heading', { level: 1, name: 'Détail de la commande' }).waitFor();
    await page.waitForURL('**/connexion');
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    const shifts = await page.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? []);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
    expect(await hydrationErrors(page)).toEqual([]);
  });

  it('keeps what a visitor types in the sign-in form before the app has loaded', async () => {
    const page = await newPage();
    // The app's scripts are held back until the visitor has typed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/connexion');
    // A first visit asks for the cookie choice from the HTML (index.html's early script hid the
    // banner when nothing was stored, until the app showed it after hydration).
    expect(await page.getByTestId('cookie-banner').isVisible()).toBe(true);
    const form = page.locator('main form');
    await form.getByLabel('Adresse e-mail').fill(DEMO_CUSTOMER.email);
    await form.getByLabel('Mot de passe').fill(DEMO_CUSTOMER.password);
    // Until the app can send, the button does nothing (no submit of the browser's own).
    expect(await form.getByRole('button', { name: 'Se connecter' }).isDisabled()).toBe(true);
    release();
    await waitForHydration(page);
    expect(await form.getByLabel('Adresse e-mail').inputValue()).toBe(DEMO_CUSTOMER.email);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await page
      .getByRole('button', { name: /Mon compte|Mon espace/ })
      .first()
      .waitFor();
    expect(await hydrationErrors(page)).toEqual([]);
  });
});
