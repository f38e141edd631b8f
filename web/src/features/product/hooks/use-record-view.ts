// One product page view ⇒ one recordProductView call. A page view is identified by the history
// entry (location.key) and the product: StrictMode's double effects, re-renders and live product
// updates reuse the same key and do not count twice; a new navigation to the page counts again.
// On a prerendered page the view is sent when the page goes live (the visitor's first
// interaction, or a few seconds after hydration): the callable's code (Firebase, App Check, zod)
// stays off the load, and a visitor who leaves at once without a gesture is not counted
// (docs/performance.md).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { liveCatalogStore } from '@/entities/product/api/catalog-queries';
import { hydrationStore } from '@/lib/hydration/hydration-store';
import { sendProductView } from '../api/record-product-view';

const pageIsLive = (): boolean =>
  liveCatalogStore.started() || !hydrationStore.hydratesServerHtml();

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
    const sendOnce = () => {
      if (claimView(`${key}:${productId}`)) void send(productId);
    };
    if (pageIsLive()) return sendOnce();
    // A subscription, not state: going live must not re-render the page.
    const stop = liveCatalogStore.subscribe(() => {
      if (pageIsLive()) sendOnce();
    });
    return () => {
      stop();
    };
  }, [key, productId, send]);
}
