// Demo back-in-stock alerts (issue 28 item 7): people already wait for the scooters that cannot
// be bought, so the Hyperviseur's products table and dashboard show their counts after
// `npm start`, and restocking one e-mails them (the local mail catcher shows it). Their links
// hold a secret nobody has (only a hash is stored); their ids are plain hashes, not the keyed ones
// the functions compute, which is harmless for addresses nobody else uses.
import { createHash } from 'node:crypto';
import { isPurchasable } from '@fohzshop/shared/catalog/stock';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { StockAlert } from '@fohzshop/shared/schemas/stock-alert';
import { STOCK_ALERT_MONTHS, addMonths } from '@fohzshop/shared/stock-alerts';

const WAITING = ['claire.morel', 'hugo.lambert', 'ines.girard', 'lucas.roux', 'manon.faure'];
const DAY_MS = 24 * 60 * 60 * 1000;
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** The out-of-stock scooters get 3, 2, 1… waiting people; the first one also a pending request. */
export function buildStockAlerts(products: Record<string, Product>, now: Date) {
  const stock_alerts: Record<string, StockAlert> = {};
  const stock_alert_counts: Record<string, number> = {};
  const waitedFor = Object.values(products)
    .filter((p) => p.type === 'Trottinette électrique' && !isPurchasable(p))
    .sort((a, b) => a.product_id.localeCompare(b.product_id));
  waitedFor.forEach((product, index) => {
    const count = Math.max(1, 3 - index);
    for (let n = 0; n <= count; n += 1) {
      const pending = n === count;
      if (pending && index > 0) break;
      const email = `${WAITING[(index + n) % WAITING.length]}@example.fr`;
      const created = new Date(now.getTime() - (10 + n * 3 + index) * DAY_MS).toISOString();
      const confirmed = new Date(Date.parse(created) + 60 * 60 * 1000).toISOString();
      stock_alerts[hash(`demo:${email}:${product.product_id}`).slice(0, 32)] = {
        product_id: product.product_id,
        email,
        status: pending ? 'pending' : 'active',
        token_hash: hash(`demo-secret:${email}:${product.product_id}`),
        created_at: pending ? now.toISOString() : created,
        confirmation_sent_at: pending ? now.toISOString() : created,
        ...(pending ? {} : { confirmed_at: confirmed }),
        expires_at: pending
          ? new Date(now.getTime() + 7 * DAY_MS).toISOString()
          : addMonths(confirmed, STOCK_ALERT_MONTHS),
      };
    }
    stock_alert_counts[product.product_id] = count;
  });
  return { stock_alerts, stock_alert_counts };
}
