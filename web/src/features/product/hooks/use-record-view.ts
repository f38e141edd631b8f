// One product page view ⇒ one recordProductView call. A page view is identified by the history
// entry (location.key) and the product: StrictMode's double effects, re-renders and live product
// updates reuse the same key and do not count twice; a new navigation to the page counts again.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { sendProductView } from '../api/record-product-view';

const recorded = new Set<string>();
const MAX_REMEMBERED = 200;

/** Returns true when this (page view, product) pair had not been recorded yet. */
export function claimView(viewKey: string): boolean {
  if (recorded.has(viewKey)) return false;
  if (recorded.size >= MAX_REMEMBERED) recorded.clear();
  recorded.add(viewKey);
  return true;
}

/** Test helper: forget every recorded view. */
export function resetRecordedViews(): void {
  recorded.clear();
}

/** Records the view once `productId` is known (undefined while loading or unknown product). */
export function useRecordView(
  productId: string | undefined,
  send: (id: string) => Promise<unknown> = sendProductView,
): void {
  const { key } = useLocation();
  useEffect(() => {
    if (!productId) return;
    if (claimView(`${key}:${productId}`)) void send(productId);
  }, [key, productId, send]);
}
