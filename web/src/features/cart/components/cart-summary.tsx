// The order summary beside the lines: subtotal, free delivery, total TTC (all in cents), and
// « Passer la commande », disabled while a line cannot be ordered as it is.
import type { CartTotals } from '@/entities/cart/lib/card-totals';
import { ecoFeeText } from '@fohzshop/shared/catalog/product-safety';
import { formatCents } from '@fohzshop/shared/money';
import { button, card, separator } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './cart.styles';

type Props = { totals: CartTotals; disabled: boolean; onCheckout: () => void };

const frame = card({ variant: 'outline' });

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cx(s.row, strong && s.strong)}>
      <p>{label}</p>
      <p data-testid={strong ? 'cart-total' : undefined}>{value}</p>
    </div>
  );
}

export function CartSummary({ totals, disabled, onCheckout }: Props) {
  const articles = `${totals.itemCount} article${totals.itemCount > 1 ? 's' : ''}`;
  return (
    <section className={frame.root} aria-labelledby="cart-summary-title">
      <div className={cx(frame.body, s.summary)}>
        <h2 id="cart-summary-title" className={s.summaryTitle}>
          Récapitulatif
        </h2>
        <Row label={`Sous-total (${articles})`} value={formatCents(totals.itemsCents)} />
        <Row
          label="Livraison"
          value={
            totals.shippingCents === 0 ? 'Livraison offerte' : formatCents(totals.shippingCents)
          }
        />
        <hr className={separator()} />
        <Row label="Total TTC" value={formatCents(totals.totalCents)} strong />
        {totals.ecoFeeCents > 0 && (
          <p className={s.muted} data-testid="cart-eco-fee">
            {ecoFeeText(totals.ecoFeeCents)}
          </p>
        )}
        <p className={s.fine}>
          TVA incluse. Les prix et les stocks sont vérifiés à nouveau lors de la commande.
        </p>
        <div className={s.checkout}>
          <button
            type="button"
            className={button({ size: 'lg' })}
            disabled={disabled}
            onClick={onCheckout}
          >
            Passer la commande
          </button>
          {!totals.orderable && totals.lines.length > 0 && (
            <p className={s.problemNote} role="status">
              Corrigez les produits signalés pour passer la commande.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
