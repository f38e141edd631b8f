// What was bought (frozen at ordering time) and the totals, in euros TTC. A plain table styled at
// build time (order-details.styles.ts repeats the table recipe's rules): no Chakra runtime.
import { formatCents, formatEuros, lineTotalCents } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { discountLabel } from '@fohzshop/shared/promotions/messages';
import { cx } from '@/ui/theme/static-styles';
import s from './order-details.styles';

export function OrderItems({ order }: { order: Order }) {
  const { totals } = order;
  return (
    <div className={s.stack}>
      <table className={s.table}>
        <thead>
          <tr className={s.tableRow}>
            <th className={s.columnHeader}>Article</th>
            <th className={s.columnHeaderEnd}>Prix unitaire</th>
            <th className={s.columnHeaderEnd}>Quantité</th>
            <th className={s.columnHeaderEnd}>Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.product_id} className={s.tableRow}>
              <td className={s.cell}>
                <p className={s.itemName}>{item.name}</p>
                <p className={s.itemMeta}>
                  {item.brand} · {item.type}
                </p>
              </td>
              <td className={s.cellEnd}>{formatEuros(item.unit_price)}</td>
              <td className={s.cellEnd}>{item.quantity}</td>
              <td className={s.cellEnd}>
                {formatCents(lineTotalCents(item.unit_price, item.quantity))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={s.totals}>
        <Row label="Articles" value={formatEuros(totals.items)} />
        {totals.discount > 0 && (
          <Row
            label={order.promotion ? discountLabel(order.promotion.code) : 'Remise'}
            value={`− ${formatEuros(totals.discount)}`}
          />
        )}
        <Row
          label="Livraison"
          value={totals.shipping === 0 ? 'Offerte' : formatEuros(totals.shipping)}
        />
        <Row label="Total TTC" value={formatEuros(totals.total)} strong />
      </div>
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cx(s.totalRow, strong && s.totalStrong)}>
      <p>{label}</p>
      <p>{value}</p>
    </div>
  );
}
