// Every route a shopper can reach, as the web bench measures it: each public screen of the route
// table, a product page of each type, a comparison, the 404 page; and, signed in as the demo
// customer with items in the cart, the account screens, one of their orders, the cart and the
// checkout. Read from the route table, so a new screen is measured without editing this file.
import type { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import { PRODUCT_TYPES } from '@fohzshop/shared/catalog/taxonomy';
import { ROUTE_LIST, ROUTES, productPath } from '@fohzshop/shared/routes';
import type { Product } from '@fohzshop/shared/schemas/product';
import { productsFromSnapshot } from '@fohzshop/shared/catalog/stored-product';

export type BenchRoute = { path: string; signedIn: boolean };

/** The most viewed product of a type (the page a shopper most likely lands on). */
function mostViewed(products: readonly Product[], type: string): Product {
  const ofType = products.filter((p) => p.type === type);
  ofType.sort(
    (a, b) => (b.views ?? 0) - (a.views ?? 0) || a.product_id.localeCompare(b.product_id),
  );
  const first = ofType[0];
  if (!first) throw new Error(`Aucun produit « ${type} » dans la base de démonstration.`);
  return first;
}

export async function benchRoutes(
  db: RtdbClient,
  customerOrderId: string,
): Promise<{ public: BenchRoute[]; signedIn: BenchRoute[]; productPaths: string[] }> {
  const products = productsFromSnapshot(await db.get('products'));
  const productPaths = PRODUCT_TYPES.map((type) => productPath(mostViewed(products, type)));
  const scooters = products
    .filter((p) => p.type === PRODUCT_TYPES[0])
    .slice(0, 2)
    .map((p) => p.product_id);
  const screens = ROUTE_LIST.filter(
    (route) => !route.needAuth && !route.needAdmin && !route.path.includes(':'),
  ).map((route) => route.path);
  const pub = [
    ...screens,
    ...productPaths,
    `/comparer?ids=${scooters.join(',')}`,
    '/page-introuvable',
  ].map((path) => ({ path, signedIn: false }));
  const signedIn = [
    ROUTES.USER_ACCOUNT.path,
    ROUTES.USER_INFORMATION.path,
    ROUTES.USER_ORDERS.path,
    ROUTES.USER_ORDER_DETAILS.path.replace(':order_id', customerOrderId),
    ROUTES.CART.path,
    ROUTES.CART_PAYMENT.path,
  ].map((path) => ({ path, signedIn: true }));
  return { public: pub, signedIn, productPaths };
}
