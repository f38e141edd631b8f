// Withdrawal request for a delivered order (the requestReturn callable checks the window).
import { requestReturn } from '@fohzshop/shared/contracts/orders';
import { callFunction } from '@/lib/firebase/call-function';

export function askForReturn(orderId: string, reason: string): Promise<unknown> {
  return callFunction(requestReturn, { order_id: orderId, reason });
}
