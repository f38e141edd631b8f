// Query key of orders/{order_id} in the cache; the live listener (order-listener.ts) fills it.
export const orderQueryKey = (orderId: string) => ['orders', orderId] as const;
