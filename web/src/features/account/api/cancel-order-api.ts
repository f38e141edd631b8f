// The customer cancels their own unpaid online order (the cancelMyOrder callable decides).
import { cancelMyOrder } from '@fohzshop/shared/contracts/orders';
import { callFunction } from '@/lib/firebase/call-function';

export function cancelOrder(orderId: string): Promise<unknown> {
  return callFunction(cancelMyOrder, { order_id: orderId });
}
