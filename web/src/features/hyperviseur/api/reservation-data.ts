// What the Hyperviseur reads about reservations: the orders awaiting payment (a query on the
// indexed status, so the products screen does not load every order) and the limits in force
// (settings/reservations, admins only; each missing setting at its default).
import type { QueryClient } from '@tanstack/react-query';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import {
  RESERVATION_SETTINGS_PATH,
  reservationLimits,
  type ReservationLimits,
} from '@fohzshop/shared/reservations/limits';
import { OrderSchema, type Order } from '@fohzshop/shared/schemas/order';
import { liveChildEqualQuery, liveNodeQuery } from '@/entities/admin-shell/api/live-node';

/** The orders of a query's answer, each validated (a malformed one is skipped). */
export function ordersOf(raw: unknown): Order[] {
  if (!raw || typeof raw !== 'object') return [];
  const list: Order[] = [];
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const parsed = OrderSchema.safeParse({ ...value, order_id: id });
    if (parsed.success) list.push(parsed.data);
  }
  return list;
}

export const unpaidOrdersQuery = (client: QueryClient) =>
  liveChildEqualQuery<Order[]>(
    client,
    COLLECTIONS.orders,
    { child: 'status', value: 'pending_payment' },
    ordersOf,
    'Erreur lors du chargement des réservations.',
  );

export const reservationLimitsQuery = (client: QueryClient) =>
  liveNodeQuery<ReservationLimits>(
    client,
    RESERVATION_SETTINGS_PATH,
    reservationLimits,
    'Erreur lors du chargement des limites de réservation.',
  );
