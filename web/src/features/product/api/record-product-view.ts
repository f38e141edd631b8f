// recordProductView callable (views + 1 on the server, abuse-limited). A failure is silent: a
// lost view is not worth a message to the visitor. The callable wrapper and the contract (zod) are loaded
// on demand, after the page is shown, so they stay out of the product page's initial bundle.

export async function sendProductView(productId: string): Promise<boolean> {
  try {
    const [{ callFunction }, { recordProductView }] = await Promise.all([
      import('@/lib/firebase/call-function'),
      import('@fohzshop/shared/contracts/products'),
    ]);
    const result = await callFunction(recordProductView, { product_id: productId });
    return result.counted;
  } catch {
    return false;
  }
}
