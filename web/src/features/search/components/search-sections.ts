// Turns the shared search result into the dialog's sections of options (one flat index for
// the arrow keys).
import { formatEuros } from '@fohzshop/shared/money';
import { routeDescription } from '@fohzshop/shared/route-descriptions';
import { productPath } from '@fohzshop/shared/routes';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import type { EmptySearch, SearchResults } from '@fohzshop/shared/search';

export type SearchOption = { id: string; label: string; hint?: string; path: string };
export type SearchSection = { id: string; title: string; options: SearchOption[] };

const productOption = (product: ListingProduct): SearchOption => ({
  id: `produit-${product.product_id}`,
  label: product.name,
  hint: `${product.brand} · ${formatEuros(product.price)}`,
  path: productPath(product),
});

export function toSections(result: EmptySearch | SearchResults): SearchSection[] {
  if (result.kind === 'empty') {
    return [
      {
        id: 'populaires',
        title: 'Trottinettes les plus consultées',
        options: [
          ...result.topScooters.map(productOption),
          {
            id: 'toutes-trottinettes',
            label: 'Voir toutes les trottinettes',
            path: result.allScooters.path,
          },
        ],
      },
      {
        id: 'marques',
        title: 'Marques',
        options: result.brands.map(({ brand, route }) => ({
          id: `marque-${brand}`,
          label: brand,
          path: route.path,
        })),
      },
      {
        id: 'pages-principales',
        title: 'Pages principales',
        options: result.mainPages.map((route) => ({
          id: `page-${route.name}`,
          label: route.title,
          path: route.path,
        })),
      },
    ];
  }
  const sections: SearchSection[] = [
    { id: 'trottinettes', title: 'Trottinettes', options: result.scooters.map(productOption) },
    { id: 'pieces', title: 'Pièces', options: result.parts.map(productOption) },
    {
      id: 'pages',
      title: 'Pages',
      options: result.pages.map((route) => ({
        id: `page-${route.name}`,
        label: route.title,
        hint: routeDescription(route),
        path: route.path,
      })),
    },
  ];
  return sections.filter((section) => section.options.length > 0);
}
