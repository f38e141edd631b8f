// The results' heading (h1 → h2 → the cards' h3): how many products match, and which of them
// this page shows (« 25–48 sur 130 produits »); announced when it changes.
import type { PageInfo } from '@fohzshop/shared/catalog/paging';
import { formatNumberFr } from '@fohzshop/shared/french-format';
import { heading } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './result-count.styles';

const number = (count: number) => formatNumberFr(count, 0);

export function countText({ total, pageCount, firstIndex, lastIndex }: PageInfo): string {
  if (total === 0) return 'Aucun produit';
  if (total === 1) return '1 produit';
  const products = `${number(total)} produits`;
  if (pageCount === 1) return products;
  return `${number(firstIndex + 1)}–${number(lastIndex)} sur ${products}`;
}

export function ResultCount({ loading, page }: { loading: boolean; page?: PageInfo | undefined }) {
  return (
    <h2 className={cx(heading({ size: 'md' }), s.heading)} data-testid="result-count">
      <span role="status" aria-live="polite">
        {loading || !page ? 'Chargement des produits…' : countText(page)}
      </span>
    </h2>
  );
}
