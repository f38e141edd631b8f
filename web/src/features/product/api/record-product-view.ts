// recordProductView callable (views + 1 on the server, abuse-limited). Silent failure (SPEC §8:
// "views save" fails without a message).
import { recordProductView } from '@fohzshop/shared/contracts/products';
import { callFunction } from '@/lib/firebase/call-function';

export async function sendProductView(productId: string): Promise<boolean> {
  try {
    const result = await callFunction(recordProductView, { product_id: productId });
    return result.counted;
  } catch {
    return false;
  }
}
