// Live orders in the TanStack Query cache: an RTDB listener per screen writes every snapshot
// with setQueryData, so a status change shows without reload; the query itself never fetches.
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Order } from '@fohzshop/shared/schemas/order';
import { notify } from '@/ui/toaster-store';
import { listenMyOrders, listenOrder } from '../api/orders-api';

export const myOrdersKey = (uid: string) => ['orders', 'mine', uid] as const;
export const orderKey = (orderId: string) => ['orders', 'one', orderId] as const;

/** The signed-in customer's orders, newest first; undefined while the first snapshot comes. */
export function useMyOrders(uid: string | undefined): Order[] | undefined {
  const client = useQueryClient();
  useEffect(() => {
    if (!uid) return undefined;
    return listenMyOrders(
      uid,
      (orders) => client.setQueryData(myOrdersKey(uid), orders),
      () => {
        notify.error('Erreur lors du chargement de vos commandes.');
        client.setQueryData(myOrdersKey(uid), []);
      },
    );
  }, [client, uid]);
  return useQuery<Order[]>({ queryKey: myOrdersKey(uid ?? ''), queryFn: skipToken }).data;
}

/** One order of the customer; null when it does not exist or is not theirs. */
export function useOrder(orderId: string | undefined): Order | null | undefined {
  const client = useQueryClient();
  useEffect(() => {
    if (!orderId) return undefined;
    return listenOrder(
      orderId,
      (order) => client.setQueryData(orderKey(orderId), order),
      // Someone else's order: the rules refuse the read, which reads as « not found ».
      () => client.setQueryData(orderKey(orderId), null),
    );
  }, [client, orderId]);
  return useQuery<Order | null>({ queryKey: orderKey(orderId ?? ''), queryFn: skipToken }).data;
}
