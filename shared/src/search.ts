// Global search dialog: query split on spaces, any word matching counts, case and
// accents ignored, substring match. Results are ranked by matched words, then views.
import { SEARCH_TOP_SCOOTERS } from './constants';
import { isPart, isScooter } from './catalog/compatibility';
import { routeDescription } from './route-descriptions';
import { ROUTES, ROUTE_LIST, type RouteDef } from './routes';
import { SCOOTER_BRANDS, type ScooterBrand } from './catalog/taxonomy';
import type { ListingProduct } from './catalog/product-card';
import { foldText, foldedWords } from './text';

/** Brand excluded from the scooters' brand match (Nami scooters still match by name). */
export const SEARCH_BRAND_EXCLUDED = 'Nami';
/** Results per section, so a one-letter query stays readable. */
export const SEARCH_RESULTS_PER_SECTION = 8;

export type SearchBrandLink = { brand: ScooterBrand; route: RouteDef };
export type EmptySearch = {
  kind: 'empty';
  /** The 3 most viewed scooters. */
  topScooters: ListingProduct[];
  allScooters: RouteDef;
  brands: SearchBrandLink[];
  mainPages: RouteDef[];
};
export type SearchResults = {
  kind: 'results';
  scooters: ListingProduct[];
  parts: ListingProduct[];
  pages: RouteDef[];
  total: number;
};

const BRAND_ROUTES: Record<ScooterBrand, RouteDef> = {
  Dualtron: ROUTES.SCOOTER_DUALTRON,
  Teverun: ROUTES.SCOOTER_TEVERUN,
  Kaabo: ROUTES.SCOOTER_KAABO,
  InMotion: ROUTES.SCOOTER_INMOTION,
};
export const SEARCH_MAIN_PAGES: readonly RouteDef[] = [
  ROUTES.HOME,
  ROUTES.SCOOTERS,
  ROUTES.PARTS,
  ROUTES.CART,
  ROUTES.USER_ACCOUNT,
  ROUTES.HELP,
];

/** Pages that may appear in search: no path parameter, not admin-only, not dismissed. */
export const SEARCHABLE_PAGES: readonly RouteDef[] = ROUTE_LIST.filter(
  (route) => !route.path.includes(':') && !route.needAdmin && !route.dismiss,
);

const byViews = (a: ListingProduct, b: ListingProduct) =>
  b.views - a.views || (a.product_id < b.product_id ? -1 : 1);

/** How many query words occur in any of the texts (0 ⇒ no match). */
function score(words: string[], texts: string[]): number {
  const folded = texts.map(foldText);
  return words.filter((word) => folded.some((text) => text.includes(word))).length;
}

function ranked<T>(
  items: readonly T[],
  scoreOf: (item: T) => number,
  tieBreak: (a: T, b: T) => number,
  limit: number,
): T[] {
  return items
    .map((item) => ({ item, score: scoreOf(item) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || tieBreak(a.item, b.item))
    .slice(0, limit)
    .map((entry) => entry.item);
}

export function emptySearch(products: readonly ListingProduct[]): EmptySearch {
  return {
    kind: 'empty',
    topScooters: products.filter(isScooter).sort(byViews).slice(0, SEARCH_TOP_SCOOTERS),
    allScooters: ROUTES.SCOOTERS,
    brands: SCOOTER_BRANDS.map((brand) => ({ brand, route: BRAND_ROUTES[brand] })),
    mainPages: [...SEARCH_MAIN_PAGES],
  };
}

export function search(
  query: string,
  products: readonly ListingProduct[],
  options: { limit?: number; pages?: readonly RouteDef[] } = {},
): EmptySearch | SearchResults {
  const words = foldedWords(query);
  if (words.length === 0) return emptySearch(products);
  const limit = options.limit ?? SEARCH_RESULTS_PER_SECTION;
  const scooters = ranked(
    products.filter(isScooter),
    (p) => score(words, p.brand === SEARCH_BRAND_EXCLUDED ? [p.name] : [p.name, p.brand]),
    byViews,
    limit,
  );
  const parts = ranked(
    products.filter(isPart),
    (p) => score(words, [p.name, p.brand]),
    byViews,
    limit,
  );
  const pages = ranked(
    options.pages ?? SEARCHABLE_PAGES,
    (route) =>
      score(words, [
        route.name.replace(/_/g, ' '),
        route.title,
        route.label,
        routeDescription(route),
      ]),
    () => 0,
    limit,
  );
  return {
    kind: 'results',
    scooters,
    parts,
    pages,
    total: scooters.length + parts.length + pages.length,
  };
}
