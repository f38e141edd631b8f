// Live reservations for the Hyperviseur: the orders awaiting payment (one query listener) and
// the reservation limits in force.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reservationLimits, type ReservationLimits } from '@fohzshop/shared/reservations/limits';
import type { Order } from '@fohzshop/shared/schemas/order';
import { reservationLimitsQuery, unpaidOrdersQuery } from '../api/reservation-data';

const NO_ORDERS: Order[] = [];
const DEFAULT_LIMITS = reservationLimits(undefined);

export function useUnpaidOrders() {
  const client = useQueryClient();
  const { data = NO_ORDERS, isPending } = useQuery(unpaidOrdersQuery(client));
  return { orders: data, isLoading: isPending };
}

/** The limits in force: the stored settings, the defaults until they are read (or if unreadable). */
export function useReservationLimits(): ReservationLimits {
  const client = useQueryClient();
  return useQuery(reservationLimitsQuery(client)).data ?? DEFAULT_LIMITS;
}
