// "Now" for what a page shows (instalment dates…): the time the page was rendered at while the
// prerendered HTML hydrates (same markup as the server's), the browser's clock afterwards.
import { useBrowserStore } from './use-browser-store';

let renderedAt: number | undefined;
/** Set by the entries: the build time on the server and, from the page data, in the browser. */
export function setPageRenderTime(time: number): void {
  renderedAt = time;
}
/** When the page was rendered (prerendered pages), for what changed since (live listings). */
export const pageRenderTime = (): number | undefined => renderedAt;

const noSubscription = () => () => undefined;
// Read once per page load: a stable snapshot (useSyncExternalStore needs one).
const browserNow = Date.now();
const now = () => browserNow;
const serverTime = () => renderedAt ?? browserNow;

export function usePageTime(): number {
  return useBrowserStore(noSubscription, now, serverTime);
}

/**
 * Both "nows" of the page, for content computed from the time (labels, new arrivals): the caller
 * computes it at each and picks with useHydratedValue, so the switch to the browser's clock
 * re-renders only when the result changes.
 */
export const pageTimes = (): { rendered: number; browser: number } => ({
  rendered: serverTime(),
  browser: browserNow,
});
