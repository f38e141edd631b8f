// Route table: one entry per screen, with French title and breadcrumb label (meta
// descriptions: route-descriptions.ts, loaded apart from the initial bundle). `dismiss` ⇒ hidden
// from search (and not worth indexing); needAdmin ⇒ /hyperviseur.
import { SITE_NAME } from './constants';
import { PRODUCT_TYPES, type ProductType, type ScooterBrand } from './catalog/taxonomy';

export type RouteDef = {
  name: string;
  path: string;
  title: string;
  /** Breadcrumb text for this path's last segment. */
  label: string;
  needAdmin: boolean;
  /** Signed-in visitors only (others get MESSAGES.notLoggedIn and go to login). */
  needAuth: boolean;
  dismiss: boolean;
  /** Listing and detail routes: which product type they show. */
  productType?: ProductType;
  /** Brand listings: the brand flag they filter by. */
  brand?: ScooterBrand;
};

type Options = Partial<
  Pick<RouteDef, 'needAdmin' | 'needAuth' | 'dismiss' | 'productType' | 'brand' | 'label'>
>;
const r = <const N extends string>(
  name: N,
  path: string,
  title: string,
  o: Options = {},
): RouteDef & { name: N } => ({
  name,
  path,
  title,
  label: o.label ?? title,
  needAdmin: o.needAdmin ?? false,
  needAuth: o.needAuth ?? o.needAdmin ?? false,
  dismiss: o.dismiss ?? false,
  ...(o.productType ? { productType: o.productType } : {}),
  ...(o.brand ? { brand: o.brand } : {}),
});

const [SCOOTER, PART, COMPETITION] = PRODUCT_TYPES;
const scooters = { productType: SCOOTER };
const brand = <const S extends string>(b: ScooterBrand, slug: S) =>
  r(
    `SCOOTER_${slug.toUpperCase() as Uppercase<S>}`,
    `/trottinettes-electriques/${slug}`,
    `Trottinettes électriques ${b}`,
    { ...scooters, brand: b, label: b },
  );
const admin = { needAdmin: true, dismiss: true };

const LIST = [
  r('HOME', '/', 'Accueil'),
  r('ORDER_CONFIRMED', '/commande-validee', 'Commande validée', { dismiss: true, needAuth: true }),
  r('SCOOTERS', '/trottinettes-electriques', 'Trottinettes électriques', scooters),
  brand('Dualtron', 'dualtron'),
  brand('Teverun', 'teverun'),
  brand('Kaabo', 'kaabo'),
  brand('InMotion', 'inmotion'),
  r('SCOOTER_DETAILS', '/trottinettes-electriques/:product_id', 'Trottinette électrique', {
    ...scooters,
    dismiss: true,
  }),
  r('PARTS', '/pieces-detachees', 'Pièces détachées', { productType: PART }),
  r('PARTS_DETAILS', '/pieces-detachees/:product_id', 'Pièce détachée', {
    productType: PART,
    dismiss: true,
  }),
  r('PARTS_COMPETITION', '/pieces-competition', 'Pièces compétition', { productType: COMPETITION }),
  r('PARTS_COMPETITION_DETAILS', '/pieces-competition/:product_id', 'Pièce compétition', {
    productType: COMPETITION,
    dismiss: true,
  }),
  r('USER_LOGIN', '/connexion', 'Connexion'),
  r('USER_SIGNUP', '/creer-mon-compte', 'Créer mon compte'),
  r('USER_ACCOUNT', '/mon-compte', 'Mon compte', { needAuth: true }),
  r('USER_INFORMATION', '/mon-compte/mes-informations', 'Mes informations', { needAuth: true }),
  r('USER_ORDERS', '/mon-compte/mes-commandes', 'Mes commandes', { needAuth: true }),
  r('USER_ORDER_DETAILS', '/mon-compte/mes-commandes/:order_id', 'Détail de la commande', {
    needAuth: true,
    dismiss: true,
  }),
  r('CART', '/mon-panier', 'Mon panier'),
  // Client-rendered from the browser's selection or the shared ?ids=: never indexed.
  r('COMPARE', '/comparer', 'Comparer des trottinettes électriques', {
    label: 'Comparer',
    dismiss: true,
  }),
  r('CART_PAYMENT', '/mon-panier/paiement', 'Paiement', { needAuth: true, dismiss: true }),
  r('TERMS', '/conditions-generales', 'Conditions générales de vente'),
  r('PRIVACY', '/politique-de-confidentialite', 'Politique de confidentialité'),
  r('ABOUT_CONTACT', '/nous-contacter', 'Nous contacter'),
  r('LEGAL', '/mentions-legales', 'Mentions légales'),
  r('BATTERY_TAKE_BACK', '/reprise-batteries', 'Reprise des batteries usagées', {
    label: 'Reprise des batteries',
  }),
  r('WITHDRAWAL', '/retractation', 'Renoncer au contrat'),
  // The links of the back-in-stock e-mails (STOCK_ALERT_PAGE_PATH in stock-alerts.ts).
  r('STOCK_ALERT', '/alerte-retour-en-stock', 'Alerte de retour en stock', { dismiss: true }),
  r('ACCESSIBILITY', '/accessibilite', "Déclaration d'accessibilité", { label: 'Accessibilité' }),
  r('CLIENT_REVIEWS', '/avis-clients', 'Avis clients'),
  r('REVIEWS_POLICY', '/politique-des-avis', 'Politique des avis', { label: 'Politique des avis' }),
  r('HELP', '/centre-d-aide', "Centre d'aide"),
  r('HYPERVISOR_DASHBOARD', '/hyperviseur', 'Hyperviseur', admin),
  r('HYPERVISOR_USERS', '/hyperviseur/utilisateurs', 'Utilisateurs', admin),
  r('HYPERVISOR_ORDERS', '/hyperviseur/commandes', 'Commandes', admin),
  r('HYPERVISOR_PRODUCTS', '/hyperviseur/produits', 'Produits', admin),
  r('HYPERVISOR_REVIEWS', '/hyperviseur/vis', 'Avis', admin),
  r('HYPERVISOR_GRAND_LIVRE', '/hyperviseur/grand-livre', 'Grand livre', admin),
  r('HYPERVISOR_PROMOTIONS', '/hyperviseur/codes-promo', 'Codes promo', admin),
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof LIST)[number]['name'];
export const ROUTE_LIST: readonly RouteDef[] = LIST;
export const ROUTE_NAMES = LIST.map((route) => route.name) as readonly RouteName[];
export const ROUTES = Object.fromEntries(LIST.map((route) => [route.name, route])) as Record<
  RouteName,
  RouteDef
>;

export const NOT_FOUND_PAGE = {
  title: 'Page introuvable',
  description: "La page demandée n'existe pas ou a été déplacée.",
};

/** document.title for a page: 'Trottinettes électriques | FōhzShop'. */
export const documentTitle = (title: string): string => `${title} | ${SITE_NAME}`;

/** '/a/b/?x#y' → '/a/b' (no query, hash nor trailing slash; '/' stays). */
export function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

function matchOne(route: RouteDef, segments: string[]): Record<string, string> | null {
  const pattern = route.path.split('/').filter(Boolean);
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment);
    else if (part !== segment) return null;
  }
  return params;
}

/** Static paths win over parameterised ones ('/trottinettes-electriques/dualtron' is a brand page). */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = normalizePathname(pathname).split('/').filter(Boolean);
  const ordered = [...LIST].sort(
    (a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
  );
  for (const route of ordered) {
    const params = matchOne(route, segments);
    if (params) return { route, params };
  }
  return null;
}

export const findRouteByPath = (pathname: string): RouteDef | undefined =>
  matchRoute(pathname)?.route;

/** Build a path: routePath('SCOOTER_DETAILS', { product_id: 'x' }) → '/trottinettes-electriques/x'. */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTES[name].path.replace(/:([a-z_]+)/g, (_match, key: string) => {
    const value = params[key];
    if (!value) throw new Error(`Paramètre « ${key} » manquant pour la route ${name}.`);
    return encodeURIComponent(value);
  });
}

export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const DETAIL_ROUTE: Record<ProductType, RouteName> = {
  'Trottinette électrique': 'SCOOTER_DETAILS',
  'Pièce détachée': 'PARTS_DETAILS',
  'Pièce compétition': 'PARTS_COMPETITION_DETAILS',
};

/** Detail page of a product, by its type (unknown type ⇒ spare parts page). */
export function productPath(product: { product_id: string; type: string }): string {
  const name = DETAIL_ROUTE[product.type as ProductType] ?? 'PARTS_DETAILS';
  return routePath(name, { product_id: product.product_id });
}
