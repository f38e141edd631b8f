// The order as the cart stands: one line per product, items total, free delivery, the promotion
// code's discount when the server accepted one, total TTC.
// The server prices the order again from the database; these are the figures shown meanwhile.
import type { CartTotals } from '@/entities/cart/lib/card-totals';
import { ecoFeeText } from '@fohzshop/shared/catalog/product-safety';
import { formatCents } from '@fohzshop/shared/money';
import { discountLabel } from '@fohzshop/shared/promotions/messages';
import { heading, list, separator } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './order-summary.styles';

type Props = {
  totals: CartTotals;
  /** The promotion code the server accepted for this cart (checkPromotionCode). */
  discount?: { code: string; cents: number } | undefined;
};

const lineList = list();

/** Chakra's Separator: a span with the separator role. */
function Rule() {
  return (
    <span role="separator" aria-orientation="horizontal" className={cx(separator(), s.separator)} />
  );
}

export function OrderSummary({ totals, discount }: Props) {
  return (
    <section className={s.root} aria-labelledby="summary-title">
      <h2 id="summary-title" className={cx(heading({ size: 'md' }), s.title)}>
        Récapitulatif
      </h2>
      {/* Chakra's List set role="list" (kept: without markers, some readers drop the list). */}
      <ul role="list" className={cx(lineList.root, s.lines)}>
        {totals.lines.map((line) => (
          <li key={line.product_id} className={cx(lineList.item, s.line)}>
            <p>
              {line.product?.name ?? line.product_id}
              <span className={s.muted}> × {line.quantity}</span>
            </p>
            <p className={s.lineTotal}>{formatCents(line.lineCents)}</p>
          </li>
        ))}
      </ul>
      <Rule />
      <div className={s.figures}>
        <div className={s.row}>
          <p>
            Sous-total ({totals.itemCount} article{totals.itemCount > 1 ? 's' : ''})
          </p>
          <p>{formatCents(totals.itemsCents)}</p>
        </div>
        <div className={s.row}>
          <p>Livraison en France métropolitaine</p>
          <p className={s.free}>
            {totals.shippingCents === 0 ? 'Livraison offerte' : formatCents(totals.shippingCents)}
          </p>
        </div>
        {discount && (
          <div className={s.row} data-testid="checkout-discount">
            <p>{discountLabel(discount.code)}</p>
            <p className={s.strong}>-{formatCents(discount.cents)}</p>
          </div>
        )}
      </div>
      <Rule />
      <div className={s.total}>
        <p>Total TTC</p>
        <p data-testid="checkout-total">
          {formatCents(Math.max(0, totals.totalCents - (discount?.cents ?? 0)))}
        </p>
      </div>
      {totals.ecoFeeCents > 0 && (
        <p className={s.ecoFee} data-testid="checkout-eco-fee">
          {ecoFeeText(totals.ecoFeeCents)}
        </p>
      )}
    </section>
  );
}
