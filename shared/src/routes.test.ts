import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  ROUTE_LIST,
  ROUTE_NAMES,
  documentTitle,
  findRouteByPath,
  matchRoute,
  normalizePathname,
  productPath,
  routePath,
} from './routes';
import { routeDescription } from './route-descriptions';

const REQUIRED_ROUTE_NAMES = [
  'HOME',
  'SCOOTERS',
  'SCOOTER_DUALTRON',
  'SCOOTER_TEVERUN',
  'SCOOTER_KAABO',
  'SCOOTER_INMOTION',
  'PARTS',
  'PARTS_COMPETITION',
  'CLIENT_REVIEWS',
  'ABOUT_CONTACT',
  'HELP',
  'CART',
  'USER_ACCOUNT',
  'USER_LOGIN',
  'USER_SIGNUP',
  'HYPERVISOR_DASHBOARD',
  'HYPERVISOR_USERS',
  'HYPERVISOR_ORDERS',
  'HYPERVISOR_PRODUCTS',
  'HYPERVISOR_GRAND_LIVRE',
  'HYPERVISOR_REVIEWS',
];

describe('route table', () => {
  it('has every required route name and path, unique', () => {
    for (const name of REQUIRED_ROUTE_NAMES) expect(ROUTE_NAMES).toContain(name);
    expect(new Set(ROUTE_LIST.map((r) => r.path)).size).toBe(ROUTE_LIST.length);
    expect(ROUTE_LIST).toHaveLength(39);
    expect(ROUTES.HYPERVISOR_REVIEWS.path).toBe('/hyperviseur/vis');
  });
  it('marks every /hyperviseur route admin-only and hidden, and only those', () => {
    for (const route of ROUTE_LIST)
      expect(route.needAdmin).toBe(route.path.startsWith('/hyperviseur'));
    expect(ROUTE_LIST.filter((r) => r.needAdmin).every((r) => r.dismiss && r.needAuth)).toBe(true);
  });
  it('dismisses every parameterised page', () => {
    for (const route of ROUTE_LIST.filter((r) => r.path.includes(':')))
      expect(route.dismiss).toBe(true);
  });
  it('has French titles, labels and meta descriptions', () => {
    for (const route of ROUTE_LIST) {
      expect(route.title.length).toBeGreaterThan(2);
      expect(route.label.length).toBeGreaterThan(2);
      expect(routeDescription(route).length).toBeGreaterThan(20);
      expect(routeDescription(route).length).toBeLessThanOrEqual(200);
    }
    expect(documentTitle(ROUTES.SCOOTERS.title)).toBe('Trottinettes électriques | FōhzShop');
  });
});

describe('matching', () => {
  it('normalises pathnames', () => {
    expect(normalizePathname('/mon-panier/?a=1#x')).toBe('/mon-panier');
    expect(normalizePathname('')).toBe('/');
    expect(normalizePathname('mon-panier')).toBe('/mon-panier');
  });
  it('prefers static paths over parameters', () => {
    expect(findRouteByPath('/trottinettes-electriques/dualtron')?.name).toBe('SCOOTER_DUALTRON');
    expect(matchRoute('/trottinettes-electriques/dt%20thunder')).toMatchObject({
      route: { name: 'SCOOTER_DETAILS' },
      params: { product_id: 'dt thunder' },
    });
    expect(matchRoute('/mon-compte/mes-commandes/o1')?.params).toEqual({ order_id: 'o1' });
    expect(findRouteByPath('/')?.name).toBe('HOME');
    expect(findRouteByPath('/nope')).toBeUndefined();
    expect(findRouteByPath('/pieces-detachees/a/b')).toBeUndefined();
  });
});

describe('building paths', () => {
  it('fills and encodes parameters', () => {
    expect(routePath('CART')).toBe('/mon-panier');
    expect(routePath('PARTS_DETAILS', { product_id: 'pneu 11"' })).toBe(
      '/pieces-detachees/pneu%2011%22',
    );
    expect(() => routePath('USER_ORDER_DETAILS')).toThrow('Paramètre « order_id » manquant');
  });
  it('routes a product to its detail page by type', () => {
    expect(productPath({ product_id: 'x', type: 'Trottinette électrique' })).toBe(
      '/trottinettes-electriques/x',
    );
    expect(productPath({ product_id: 'x', type: 'Pièce compétition' })).toBe(
      '/pieces-competition/x',
    );
    expect(productPath({ product_id: 'x', type: 'Non défini(e)' })).toBe('/pieces-detachees/x');
  });
});
