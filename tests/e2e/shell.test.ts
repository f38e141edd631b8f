// The shell end to end: titles of every public route, the search dialog, breadcrumb, theme,
// mobile side panel, login guard and sign-in (the accessibility scan: accessibility-scan.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeDescription } from '@fohzshop/shared/route-descriptions';
import { NOT_FOUND_PAGE, ROUTE_LIST, documentTitle } from '@fohzshop/shared/routes';
import {
  newPage,
  uncaughtErrors,
  waitForAnimations,
  waitForHydration,
  waitForToastsGone,
} from './support/browser';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './support/stack';

const PUBLIC_ROUTES = ROUTE_LIST.filter(
  (route) => !route.needAuth && !route.needAdmin && !route.path.includes(':'),
);
const PLACEHOLDER = 'Rechercher un produit ou une page...';

async function waitForTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, documentTitle(title));
}

/** The SPA loads the route descriptions lazily: pages not prerendered get theirs a moment later. */
async function waitForDescription(page: Page, description: string) {
  await page
    .waitForFunction(
      (expected) =>
        document.head.querySelector('meta[name="description"]')?.getAttribute('content') ===
        expected,
      description,
    )
    .catch(() => undefined);
}

async function dismissCookies(page: Page) {
  await page.getByRole('button', { name: 'Tout refuser' }).click();
}

describe('shell', () => {
  it('renders every public route with its French title and description, and a French 404', async () => {
    const page = await newPage();
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await waitForTitle(page, route.title);
      await waitForDescription(page, routeDescription(route));
      const description = await page.getAttribute('meta[name="description"]', 'content');
      expect(description, route.path).toBe(routeDescription(route));
      await page.locator('h1').first().waitFor();
    }
    await page.goto('/cette-page-n-existe-pas');
    await waitForTitle(page, NOT_FOUND_PAGE.title);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(NOT_FOUND_PAGE.title);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('search dialog: Ctrl+K, empty state, a match, no match, keyboard, close', async () => {
    const page = await newPage();
    await page.goto('/');
    await waitForTitle(page, 'Accueil');
    await waitForHydration(page);
    const input = page.getByPlaceholder(PLACEHOLDER);
    // The shortcut is listened to once the dialog's module has loaded (after hydration).
    await expect
      .poll(async () => {
        await page.keyboard.press('Control+k');
        return input.isVisible();
      })
      .toBe(true);
    await page.waitForFunction(
      () =>
        (document.activeElement as HTMLInputElement | null)?.placeholder ===
        'Rechercher un produit ou une page...',
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const top = page
      .getByRole('group', { name: 'Trottinettes les plus consultées' })
      .getByRole('option');
    await expect.poll(() => top.count()).toBe(4);
    expect(await top.last().textContent()).toBe('Voir toutes les trottinettes');
    expect(
      await page.getByRole('group', { name: 'Marques' }).getByRole('option').allTextContents(),
    ).toEqual(['Dualtron', 'Teverun', 'Kaabo', 'InMotion']);
    expect(
      await page.getByRole('group', { name: 'Pages principales' }).getByRole('option').count(),
    ).toBe(6);

    await input.fill('dualtron');
    const scooters = page.getByRole('group', { name: 'Trottinettes' }).getByRole('option');
    await expect.poll(() => scooters.count()).toBeGreaterThan(0);
    expect(await scooters.first().textContent()).toMatch(/Dualtron/i);

    await input.fill('zzqqxxw');
    await page.getByText('Aucun résultat trouvé.').waitFor();

    await input.fill('kaabo');
    await scooters.first().waitFor();
    const firstPath = await page.evaluate(
      () => document.querySelector('[role=option][aria-selected=true]')?.id,
    );
    expect(firstPath).toBeTruthy();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/trottinettes-electriques\/.+/);
    await input.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /Rechercher/ }).click();
    await input.waitFor();
    await page.getByRole('button', { name: 'Fermer la recherche' }).click();
    await input.waitFor({ state: 'detached' });
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('breadcrumb starts with Accueil and collapses long paths', async () => {
    const page = await newPage();
    await page.goto('/trottinettes-electriques/dualtron');
    const crumb = page.getByRole('navigation', { name: "Fil d'Ariane" });
    await crumb.waitFor();
    expect((await crumb.textContent())?.replace(/\s+/g, '')).toContain(
      'AccueilTrottinettesélectriquesDualtron'.replace(/\s+/g, ''),
    );
    await page.goto('/un/deux/trois/quatre/cinq');
    // Hosting answers with the prerendered 404 page; once hydrated, the breadcrumb shows the URL.
    await waitForHydration(page);
    await crumb.waitFor();
    await expect.poll(() => crumb.locator('[aria-current=page]').textContent()).toBe('cinq');
    // Only Accueil links ('un' matches no page); the last item is the current page.
    expect(await crumb.locator('a[href]').allTextContents()).toEqual(['Accueil']);
    expect(await crumb.getByLabel('Niveaux intermédiaires masqués').count()).toBe(1);
    expect(await crumb.textContent()).toContain('un');
    expect(await crumb.textContent()).toContain('cinq');
    expect(await crumb.textContent()).not.toContain('trois');
    await page.goto('/');
    await waitForTitle(page, 'Accueil');
    expect(await crumb.count()).toBe(0);
  });

  it('keeps the theme across a reload, without flash', async () => {
    const page = await newPage();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Activer le thème sombre' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    // Applied by the inline script of index.html, before the app renders anything.
    await page.getByRole('button', { name: 'Activer le thème clair' }).waitFor();
  });

  it('mobile (390 px): the side panel opens, expands a group, closes and navigates', async () => {
    const page = await newPage({ viewport: 'mobile' });
    await page.goto('/');
    await waitForHydration(page);
    await dismissCookies(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const panel = page.getByTestId('mobile-menu');
    await panel.waitFor();
    await waitForAnimations(panel);
    await panel.getByRole('button', { name: 'Trottinettes' }).click();
    const kaabo = panel.getByRole('link', { name: 'Kaabo' });
    await kaabo.waitFor();
    await waitForAnimations(panel);
    await kaabo.click();
    await page.waitForURL('**/trottinettes-electriques/kaabo');
    await panel.waitFor({ state: 'detached' });
    await waitForTitle(page, 'Trottinettes électriques Kaabo');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('guards signed-in pages, then signs in and out', async () => {
    const page = await newPage();
    await page.goto('/mon-compte');
    await page.waitForURL('**/connexion');
    await page.getByText('Vous devez être connecté pour accéder à cette page.').waitFor();

    await page.getByLabel('Adresse e-mail').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.getByText('Adresse e-mail ou mot de passe incorrect.').waitFor();

    await page.getByLabel('Mot de passe').fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.waitForURL('**/mon-compte');
    await page.getByTestId('account-button').waitFor();
    expect(await page.getByRole('button', { name: 'Hyperviseur' }).count()).toBe(0);

    await page.getByTestId('account-button').click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Créer un compte' }).waitFor();
  });

  it('shows the Hyperviseur menu to admins, on desktop and mobile', async () => {
    const page = await newPage();
    await page.goto('/connexion');
    await page.getByLabel('Adresse e-mail').fill(DEMO_ADMIN.email);
    await page.getByLabel('Mot de passe').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    // The header can show the admin menu just before the login page navigates home; opening the
    // side panel during that navigation would race with it (focus moves to the new page).
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Hyperviseur' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForToastsGone(page);
    // From the keyboard: the sign-in's toast can still arrive once the toaster's chunk has loaded
    // (a loaded CI machine), over the menu button, and a pointer aimed under it pauses it for good.
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    await menuButton.focus();
    await menuButton.press('Enter');
    await page.getByTestId('mobile-menu').getByRole('button', { name: 'Hyperviseur' }).waitFor();
  });
});
