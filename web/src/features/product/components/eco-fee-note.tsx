// « dont éco-participation : 2,50 € » under the price (DEEE, batteries: included in the price,
// shown apart). Nothing for a product without one.
import { ecoFeeText } from '@fohzshop/shared/catalog/product-safety';
import s from './product-summary.styles';

export function EcoFeeNote({ cents }: { cents: number | undefined }) {
  const text = ecoFeeText(cents ?? 0);
  return text ? (
    <p className={s.taxes} data-testid="eco-fee">
      {text}
    </p>
  ) : null;
}
