// A horizontally scrolling row of product tiles with a title and a "see all" link. While the
// list loads, same-size placeholders hold the space (no layout shift).
import { Link as RouterLink } from 'react-router-dom';
import type { LabelsById } from '@fohzshop/shared/catalog/labels';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { heading, link, skeleton } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { HomeProductTile } from './home-product-tile';
import tile from './home-product-tile.styles';
import s from './product-strip.styles';

type Props = {
  id: string;
  title: string;
  products: readonly ListingProduct[];
  labels: LabelsById;
  isLoading: boolean;
  more: { to: string; label: string };
  empty: string;
};

const PLACEHOLDERS = 4;

export function ProductStrip({ id, title, products, labels, isLoading, more, empty }: Props) {
  return (
    <section aria-labelledby={id} className={s.section}>
      <div className={s.header}>
        <h2 id={id} className={heading({ size: 'xl' })}>
          {title}
        </h2>
        <RouterLink to={more.to} className={cx(link(), s.more)}>
          {more.label}
        </RouterLink>
      </div>
      <div className={s.scroller}>
        <ul className={s.list}>
          {isLoading
            ? Array.from({ length: PLACEHOLDERS }, (_, i) => (
                <li key={i} className={tile.width}>
                  <div className={cx(skeleton(), s.placeholder)} />
                </li>
              ))
            : products.map((product) => (
                <li key={product.product_id} className={s.item}>
                  <HomeProductTile product={product} labels={labels[product.product_id]} />
                </li>
              ))}
          {!isLoading && products.length === 0 && <li className={s.empty}>{empty}</li>}
        </ul>
      </div>
    </section>
  );
}
