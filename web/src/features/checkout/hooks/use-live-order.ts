// orders/{order_id}, kept live: the listener writes every change into the query cache and the
// page reads it from there (like the session's user record). `missing`: the order does not exist
// or is not the visitor's (the rules refuse it), which reads the same.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isDatabaseKey } from '@fohzshop/shared/database-key';
import type { Order } from '@fohzshop/shared/schemas/order';
import { listenOrder } from '../api/order-listener';
import { orderQueryKey } from '../api/order-query';

export type LiveOrder =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; order: Order };

export function useLiveOrder(requested: string): LiveOrder {
  const client = useQueryClient();
  // From the URL: anything that is not a database key cannot name an order (nor a path).
  const orderId = isDatabaseKey(requested) ? requested : '';
  const key = orderQueryKey(orderId);
  useEffect(() => {
    if (!orderId) return undefined;
    return listenOrder(orderId, (order) => client.setQueryData(orderQueryKey(orderId), order));
  }, [client, orderId]);
  const { data } = useQuery<Order | null>({
    queryKey: key,
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  if (!orderId || data === null) return { state: 'missing' };
  if (data === undefined) return { state: 'loading' };
  return { state: 'ready', order: data };
}
