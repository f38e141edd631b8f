// Listing screen of /trottinettes-electriques (+ brand pages), /pieces-detachees and
// /pieces-competition: filters, sort and page in the URL, live cards, result count, empty state.
import { lazy, Suspense, useState } from 'react';
import {
  SCOOTER_TYPE,
  type ProductType,
  type ScooterBrand,
} from '@fohzshop/shared/catalog/taxonomy';
import { listingDescription } from '@fohzshop/shared/listing-descriptions';
import { ROUTES, type RouteName } from '@fohzshop/shared/routes';
import { useCompareList } from '@/entities/compare/hooks/use-compare-list';
import { Region } from '@/lib/hydration/region';
import { button, heading } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { lazyChakra } from '@/ui/theme/with-chakra';
import { WhenVisible } from '@/ui/when-visible';
import { useCatalogParams } from '../hooks/use-catalog-params';
import { useListingView } from '../hooks/use-listing-view';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { ResultCount } from '../components/result-count';
import { SortSelect } from '../components/sort-select';
import s from './catalog-route.styles';

// These parts still use Chakra's components: lazyChakra loads its runtime with them.
// The filters (and the garage of part listings) load once their column is in sight: right after
// hydration on wide screens, when they are unfolded on phones. The column keeps its place.
const FilterPanel = lazyChakra(() =>
  import('../components/filter-panel').then((m) => m.FilterPanel),
);
const GaragePanel = lazyChakra(() =>
  import('../components/garage-panel').then((m) => m.GaragePanel),
);
// The pagination is in the prerendered HTML; its code loads with the page's other lazy parts,
// outside the start-up budget, and only when there is more than one page. Styled at build time,
// it does not bring Chakra's runtime with it.
const ListingPagination = lazy(() =>
  import('../components/listing-pagination').then((m) => ({ default: m.ListingPagination })),
);
// The active filters: none on a prerendered page, their code loads with the first filter.
const ActiveFilters = lazyChakra(() =>
  import('../components/active-filters').then((m) => m.ActiveFilters),
);
// The empty state: a prerendered listing with products never shows it, so its code stays out of
// the page's start; it loads when a filter or the catalogue leaves nothing to list.
const CatalogEmpty = lazyChakra(() =>
  import('../components/catalog-empty').then((m) => m.CatalogEmpty),
);
// The sticky comparator reminder loads once a scooter is selected (it renders nothing before).
const CompareBar = lazyChakra(() => import('../components/compare-bar').then((m) => m.CompareBar));

function CompareBarWhenSelected() {
  const { ids } = useCompareList();
  return ids.length > 0 ? (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  ) : null;
}

const filterButtonText = (withGarage: boolean, active: number) =>
  `${withGarage ? 'Filtres et Mon garage' : 'Filtres'}${active > 0 ? ` (${active})` : ''}`;
/** Where another page scrolls to (below the sticky header). */
const RESULTS_ID = 'catalog-results';

/** The listing a route shows: its shared route (title, description), product type and brand. */
export type CatalogRouteProps = { routeName?: RouteName; type?: ProductType; brand?: ScooterBrand };

export function CatalogRoute({
  routeName,
  type: listedType,
  brand: listedBrand,
}: CatalogRouteProps) {
  const route = routeName ? ROUTES[routeName] : undefined;
  const description = routeName ? listingDescription(routeName) : undefined;
  const type = listedType ?? route?.productType;
  const brand = listedBrand ?? route?.brand;
  const params = useCatalogParams();
  const isPartListing = type !== undefined && type !== SCOOTER_TYPE;
  const compatibleIds = isPartListing ? params.compatibleIds : [];
  const { view, isLoading } = useListingView({ type, brand, params });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const narrowed = params.filters.length > 0 || compatibleIds.length > 0;

  return (
    <div className={s.page}>
      <header>
        <h1 className={cx(heading({ size: '2xl' }), s.title)}>{route?.title ?? 'Catalogue'}</h1>
        {description && <p className={s.description}>{description}</p>}
      </header>
      <div className={s.layout}>
        <aside>
          <button
            type="button"
            className={cx(button({ variant: 'outline' }), s.filtersButton)}
            aria-expanded={filtersOpen}
            aria-controls="catalog-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen
              ? 'Masquer les filtres'
              : filterButtonText(
                  isPartListing,
                  params.filters.length + (compatibleIds.length > 0 ? 1 : 0),
                )}
          </button>
          <div id="catalog-filters" className={cx(s.filters, filtersOpen && s.filtersOpen)}>
            <WhenVisible minHeight="36rem">
              <Suspense fallback={<div className={s.filtersFallback} aria-busy="true" />}>
                {isPartListing && (
                  <GaragePanel
                    scooters={view?.scooters ?? []}
                    compatibleIds={compatibleIds}
                    onCompatible={params.setCompatible}
                  />
                )}
                <FilterPanel
                  choices={view?.options}
                  filters={params.filters}
                  showBrand={!brand}
                  onToggle={params.toggle}
                  onPrice={(query) => params.setFilter('price', query)}
                  onClear={params.clearAll}
                />
              </Suspense>
            </WhenVisible>
          </div>
        </aside>
        <div className={s.results} id={RESULTS_ID}>
          <div className={s.toolbar}>
            <ResultCount loading={isLoading} page={view?.shown} />
            <SortSelect value={params.sort} onChange={params.setSort} onReset={params.resetSort} />
          </div>
          {params.filters.length > 0 && (
            <Suspense fallback={null}>
              <ActiveFilters filters={params.filters} onRemove={params.toggle} />
            </Suspense>
          )}
          {!view ? (
            <ProductGridSkeleton />
          ) : view.shown.total > 0 ? (
            <>
              <ProductGrid products={view.shown.items} labels={view.labels} />
              {view.shown.pageCount > 1 && (
                <Region>
                  <ListingPagination
                    page={view.shown.page}
                    pageCount={view.shown.pageCount}
                    query={params.query}
                    resultsId={RESULTS_ID}
                  />
                </Region>
              )}
            </>
          ) : (
            <Region>
              <CatalogEmpty filtered={narrowed} onClear={params.clearAll} />
            </Region>
          )}
        </div>
      </div>
      {type === SCOOTER_TYPE && <CompareBarWhenSelected />}
    </div>
  );
}
