// One detail screen for scooters, spare parts and competition parts.
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useLocation, useParams } from 'react-router-dom';
import {
  NOT_FOUND_PAGE,
  ROUTES,
  normalizePathname,
  productPath,
  safeDecode,
} from '@fohzshop/shared/routes';
import { island } from '@/lib/hydration/island';
import { Region } from '@/lib/hydration/region';
import { link, skeleton } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { loadWithChakra } from '@/ui/theme/with-chakra';
import { usePageMeta } from '@/ui/page-meta';
import { InstalmentSimulator } from '../components/instalment-simulator';
import { ProductDescription } from '../components/product-description';
import { ProductGallery } from '../components/product-gallery';
import { ProductNotFound } from '../components/product-not-found';
import { ProductSafety } from '../components/product-safety';
import { ProductSummary } from '../components/product-summary';
import { RELATED_PARTS_SHOWN, useProductPage } from '../hooks/use-product-page';
import { useProductJsonLd } from '../hooks/use-product-json-ld';
import { useRecordView } from '../hooks/use-record-view';
import s from './product-route.styles';

// Below the fold on a phone: their code loads when the visitor scrolls near them or acts.
// Both islands still use Chakra's components (tables, cards): its runtime loads with them.
const SpecSheet = island('spec-sheet', () =>
  loadWithChakra(import('../components/spec-sheet').then((m) => m.SpecSheet)),
);
const RelatedProducts = island('related-products', () =>
  loadWithChakra(import('../components/related-products').then((m) => m.RelatedProducts)),
);

const META_DESCRIPTION_MAX = 160;
const summary = (text: string) =>
  text.length <= META_DESCRIPTION_MAX
    ? text
    : `${text.slice(0, META_DESCRIPTION_MAX - 1).trimEnd()}…`;

export function ProductRoute() {
  const { product_id: productId = '' } = useParams();
  const { pathname } = useLocation();
  const page = useProductPage(productId);
  const { product } = page;
  const canonical = product ? productPath(product) : undefined;
  const onCanonicalPath =
    canonical !== undefined && safeDecode(normalizePathname(pathname)) === safeDecode(canonical);

  useRecordView(onCanonicalPath ? product?.product_id : undefined);
  useProductJsonLd(onCanonicalPath ? product : undefined);
  // The breadcrumb ends with the product's name, not its id.
  usePageMeta(
    product
      ? {
          title: product.name,
          description: summary(
            product.description || `${product.name} : prix, disponibilité et caractéristiques.`,
          ),
        }
      : page.isLoading
        ? null
        : NOT_FOUND_PAGE,
  );

  if (page.isLoading && !product) return <ProductSkeleton />;
  if (!product) return <ProductNotFound productId={productId} />;
  // A product reached through another type's path (old link): move to its real page.
  if (!onCanonicalPath && canonical) return <Navigate to={canonical} replace />;

  const compatibleLinks = (
    <div className={s.compatibleLinks}>
      <RouterLink
        to={`${ROUTES.PARTS.path}?compatible=${encodeURIComponent(product.product_id)}`}
        className={link()}
      >
        Toutes les pièces détachées compatibles
      </RouterLink>
      <RouterLink
        to={`${ROUTES.PARTS_COMPETITION.path}?compatible=${encodeURIComponent(product.product_id)}`}
        className={link()}
      >
        Toutes les pièces compétition compatibles
      </RouterLink>
    </div>
  );

  return (
    <div className={s.page}>
      <div className={s.columns}>
        <Region>
          <ProductGallery product={product} name={product.name} />
        </Region>
        <div className={s.aside}>
          <Region>
            <ProductSummary product={product} labels={page.labels} />
          </Region>
          <Region>
            <InstalmentSimulator price={product.price} />
          </Region>
        </div>
      </div>
      <Region>
        <ProductDescription text={product.description} />
      </Region>
      <Region>
        <ProductSafety product={product} />
      </Region>
      {page.isScooter ? (
        <>
          <SpecSheet rows={page.specs} />
          <RelatedProducts
            id="compatible-parts"
            title="Pièces compatibles"
            products={page.related.slice(0, RELATED_PARTS_SHOWN)}
            empty="Aucune pièce compatible référencée pour le moment."
            footer={page.related.length > 0 ? compatibleLinks : undefined}
          />
        </>
      ) : (
        <RelatedProducts
          id="compatible-scooters"
          title={`Compatible avec ${page.related.length} trottinette${page.related.length > 1 ? 's' : ''}`}
          products={page.related}
          empty="Compatibilité non précisée : contactez notre service client, il vous répond sous 24 h."
          footer={
            <RouterLink to={ROUTES.ABOUT_CONTACT.path}>
              Une question sur la compatibilité ? Contactez-nous
            </RouterLink>
          }
        />
      )}
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div aria-busy="true" aria-label="Chargement du produit" className={s.skeleton}>
      <div className={cx(skeleton(), s.skeletonImage)} />
      <div className={s.skeletonText}>
        <div className={cx(skeleton(), s.skeletonKicker)} />
        <div className={cx(skeleton(), s.skeletonName)} />
        <div className={cx(skeleton(), s.skeletonPrice)} />
        <div className={cx(skeleton(), s.skeletonActions)} />
      </div>
    </div>
  );
}
