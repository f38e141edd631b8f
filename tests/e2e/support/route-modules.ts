// Which page module each screen of the route table loads, read from the web app's own sources
// (web/src/app/router/): the lazy page declarations (`page`/`chakraPage` with their import) and
// the route table's rows (`['CART', only(CartRoute)]`, `catalog`, `product`). Read rather than
// listed here, so a new screen is measured the day it is added; a row this reader cannot place
// fails loudly instead of being skipped.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT_DIR } from '@fohzshop/local-stack/stack/config';

export type RouteModule = {
  /** The route table's name (shared/src/routes.ts), or NOT_FOUND for the 404 page. */
  name: string;
  /** The page module, as Vite's manifest names it ('src/features/cart/routes/cart-route.tsx'). */
  module: string;
  /** A page built with Chakra's components: Chakra's provider scope loads with it. */
  chakra: boolean;
};

/** The module that chakraPage loads beside the page (web/src/ui/theme/with-chakra.ts). */
export const CHAKRA_SCOPE_MODULE = 'src/ui/theme/chakra-scope.tsx';

const ROUTER_DIR = join(ROOT_DIR, 'web/src/app/router');
const LAZY_PAGE =
  /export const (\w+) = (?:import\.meta\.env\.\w+\s*\?\s*)?(page|chakraPage|screenPage)\(\(\) =>\s*import\('@\/([^']+)'\)/g;
const ROW = /\['([A-Z_]+)', (only\((\w+)\)|catalog|product)\]/g;

async function lazyPages(): Promise<Map<string, { module: string; chakra: boolean }>> {
  const pages = new Map<string, { module: string; chakra: boolean }>();
  for (const file of ['storefront-pages.ts', 'client-pages.ts']) {
    const source = await readFile(join(ROUTER_DIR, file), 'utf8');
    for (const [, name, kind, path] of source.matchAll(LAZY_PAGE))
      pages.set(name!, { module: `src/${path}.tsx`, chakra: kind === 'chakraPage' });
  }
  return pages;
}

/** Every screen of the route table with its page module, and the 404 page. */
export async function routeModules(): Promise<RouteModule[]> {
  const pages = await lazyPages();
  const table = await readFile(join(ROUTER_DIR, 'route-table.tsx'), 'utf8');
  const byExport = (exported: string): { module: string; chakra: boolean } => {
    const page = pages.get(exported);
    if (!page) throw new Error(`route-table.tsx : ${exported} sans module de page reconnu`);
    return page;
  };
  const rows = [...table.matchAll(ROW)].map(([, name, shorthand, exported]) => {
    const target = exported ?? (shorthand === 'catalog' ? 'CatalogRoute' : 'ProductRoute');
    return { name: name!, ...byExport(target) };
  });
  return [...rows, { name: 'NOT_FOUND', ...byExport('NotFoundRoute') }];
}
