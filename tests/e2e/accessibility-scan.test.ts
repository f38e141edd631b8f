// Automated WCAG 2.2 AA scan (axe-core) of every screen of the shared route table: the public
// pages and a product of each type as a visitor, the account, checkout and confirmation as the
// demo customer, every Hyperviseur screen (and an order) as the demo admin. Any violation, of any
// impact, fails. The route table is checked against what is scanned, so a new route cannot be
// left out. The accessibility statement, its footer link and the CGV's section are checked too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSIBILITY_STATUS } from '@fohzshop/shared/accessibility-statement';
import {
  NOT_FOUND_PAGE,
  ROUTES,
  ROUTE_LIST,
  productPath,
  type RouteDef,
} from '@fohzshop/shared/routes';
import { PRODUCT_TYPES } from '@fohzshop/shared/catalog/taxonomy';
import type { Page } from 'playwright-core';
import { visit, wcagViolations } from './support/axe-scan';
import {
  newPage,
  uncaughtErrors,
  waitForHydration,
  waitForQuietNetwork,
  waitForToastsGone,
} from './support/browser';
import { dismissCookies, signIn, uidOf } from './support/session';
import { adminDb, DEMO_ADMIN, DEMO_CUSTOMER } from './support/stack';

type Row = Record<string, unknown>;
const scanned = new Set<string>();
const found: string[] = [];

async function scan(page: Page, route: RouteDef | string, path: string, title?: string) {
  await visit(page, path, title);
  found.push(...(await wcagViolations(page, path)));
  scanned.add(typeof route === 'string' ? route : route.name);
}

/** The visitor's first page, the home page: a real load, scanned with its cookie banner. */
async function homeWithCookieBanner(page: Page): Promise<void> {
  await page.goto(ROUTES.HOME.path);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Tout refuser' }).waitFor();
  await waitForQuietNetwork(page, { quietMs: 300 });
  found.push(...(await wcagViolations(page, '/ (avec le bandeau des cookies)')));
  scanned.add('HOME');
  await dismissCookies(page);
}

let customerUid = '';
/** The order the customer places during the scan (its confirmation, detail and admin screens). */
let customerOrder = '';
let cartBefore: unknown = null;

beforeAll(async () => {
  customerUid = await uidOf(DEMO_CUSTOMER.email);
  cartBefore = await adminDb().get(`carts/${customerUid}`);
});

afterAll(async () => {
  await adminDb().update('', { [`carts/${customerUid}`]: cartBefore });
});

describe('WCAG 2.2 AA scan of every screen', () => {
  it('public pages, a product of each type, the comparator and the 404, as a visitor', async () => {
    const page = await newPage();
    await homeWithCookieBanner(page);
    const pages = ROUTE_LIST.filter((r) => !r.needAuth && !r.path.includes(':') && r.path !== '/');
    for (const route of pages) await scan(page, route, route.path, route.title);
    const products = Object.values((await adminDb().get('products')) as Record<string, Row>);
    for (const type of PRODUCT_TYPES) {
      const product = products.find((p) => p.type === type && p.published !== false);
      expect(product, type).toBeDefined();
      const path = productPath(product as { product_id: string; type: string });
      const route = ROUTE_LIST.find((r) => r.productType === type && r.path.includes(':'));
      await scan(page, route!, path);
    }
    await scan(page, 'NOT_FOUND', '/page-inexistante', NOT_FOUND_PAGE.title);
    // The comparator filled in: two scooters, so its table with the differing rows and the best
    // value of each (colours the empty comparator scanned above never shows).
    const scooters = products.filter((p) => p.type === PRODUCT_TYPES[0] && p.published !== false);
    const ids = scooters.slice(0, 2).map((p) => String(p.product_id));
    await visit(page, `${ROUTES.COMPARE.path}?ids=${ids.join(',')}`, ROUTES.COMPARE.title);
    await page.locator('main table [data-differs] td').first().waitFor();
    found.push(...(await wcagViolations(page, `${ROUTES.COMPARE.path}?ids=…`)));

    // The statement: its status, the checks made, the recourse; linked from the footer and the CGV.
    await visit(page, ROUTES.ACCESSIBILITY.path, ROUTES.ACCESSIBILITY.title);
    const main = page.locator('main');
    await main.getByText(ACCESSIBILITY_STATUS, { exact: true }).first().waitFor();
    await main.getByRole('heading', { name: 'Voies de recours' }).waitFor();
    await main.getByRole('link', { name: /formulaire en ligne du Défenseur des droits/ }).waitFor();
    await main.getByRole('link', { name: 'formulaire de contact' }).first().waitFor();
    const footerLink = page
      .getByRole('navigation', { name: 'Informations légales' })
      .getByRole('link', { name: `Accessibilité : ${ACCESSIBILITY_STATUS}` });
    expect(await footerLink.getAttribute('href')).toBe(ROUTES.ACCESSIBILITY.path);
    await visit(page, ROUTES.TERMS.path, ROUTES.TERMS.title);
    const cgv = page.locator('#accessibilite');
    await cgv.getByRole('heading', { name: 'Accessibilité du service' }).waitFor();
    expect(
      await cgv.getByRole('link', { name: 'déclaration d’accessibilité' }).getAttribute('href'),
    ).toBe(ROUTES.ACCESSIBILITY.path);
    expect(found.splice(0)).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  }, 240_000);

  it('account, cart, checkout, confirmation and an order, as the demo customer', async () => {
    const products = (await adminDb().get('products')) as Record<string, Row>;
    const part = Object.values(products).find(
      (p) => p.type === PRODUCT_TYPES[1] && typeof p.stock === 'number' && p.stock > 2,
    );
    const at = new Date().toISOString();
    await adminDb().update('', {
      [`carts/${customerUid}`]: {
        items: { [String(part?.product_id)]: { quantity: 1, added_at: at } },
        updated_at: at,
      },
    });
    const page = await signIn(ROUTES.USER_ACCOUNT.path, DEMO_CUSTOMER);
    await dismissCookies(page);
    // The guard's « Vous devez être connecté » toast belongs to the sign-in, not to the screens
    // scanned here: the account's home now paints before its entrance animation has ended.
    await waitForToastsGone(page);
    await waitForQuietNetwork(page, { quietMs: 300 });
    const { USER_ACCOUNT, USER_INFORMATION, USER_ORDERS, CART, CART_PAYMENT } = ROUTES;
    for (const route of [USER_ACCOUNT, USER_INFORMATION, CART, CART_PAYMENT])
      await scan(page, route, route.path, route.title);

    // A real order by transfer (saved address), to scan its confirmation and its detail page.
    await page.getByRole('radio', { name: /Virement bancaire/ }).check();
    await page.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }).check();
    await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
    await page.waitForURL('**/commande-validee?commande=*');
    customerOrder = new URL(page.url()).searchParams.get('commande') ?? '';
    await page.getByText('FR76 3000 6000 0112 3456 7890 189').waitFor();
    await waitForQuietNetwork(page, { quietMs: 300 });
    found.push(...(await wcagViolations(page, ROUTES.ORDER_CONFIRMED.path)));
    scanned.add('ORDER_CONFIRMED');
    await scan(page, USER_ORDERS, USER_ORDERS.path, USER_ORDERS.title);
    await scan(page, ROUTES.USER_ORDER_DETAILS, `${USER_ORDERS.path}/${customerOrder}`);
    expect(found.splice(0)).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  }, 120_000);

  it('every Hyperviseur screen and an order, as the demo admin', async () => {
    const page = await signIn(ROUTES.HYPERVISOR_DASHBOARD.path, DEMO_ADMIN);
    await dismissCookies(page);
    await waitForQuietNetwork(page, { quietMs: 300 });
    for (const route of ROUTE_LIST.filter((r) => r.needAdmin))
      await scan(page, route, route.path, route.title);
    await scan(page, 'ADMIN_ORDER', `${ROUTES.HYPERVISOR_ORDERS.path}/${customerOrder}`);
    expect(found.splice(0)).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  }, 120_000);

  it('left no route of the table unscanned', () => {
    expect(ROUTE_LIST.map((r) => r.name).filter((name) => !scanned.has(name))).toEqual([]);
  });
});
