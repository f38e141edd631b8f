// How many people wait for each product to be back in stock: stock_alert_counts/{product_id},
// the count of confirmed alerts the stock-alert functions keep (admins read it, nobody writes it
// through the rules). Live, like the other admin nodes.
import type { QueryClient } from '@tanstack/react-query';
import { STOCK_ALERT_COUNTS } from '@fohzshop/shared/stock-alerts';
import { liveNodeQuery } from '@/entities/admin-shell/api/live-node';

/** product id → people waiting; anything but a positive integer is skipped. */
export function waitingCounts(raw: unknown): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  if (!raw || typeof raw !== 'object') return counts;
  for (const [id, value] of Object.entries(raw as Record<string, unknown>))
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) counts.set(id, value);
  return counts;
}

export const waitingCountsQuery = (client: QueryClient) =>
  liveNodeQuery<ReadonlyMap<string, number>>(
    client,
    STOCK_ALERT_COUNTS,
    waitingCounts,
    'Erreur lors du chargement des alertes de retour en stock.',
  );
