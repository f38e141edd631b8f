// The data a prerendered page was rendered with, embedded in its HTML as JSON, so hydration renders
// exactly what the server rendered without waiting for the network (docs/architecture.md). Only
// the catalogue queries the page used are embedded — its cards, its product, its listing view —
// never the catalogue (docs/decisions/0009-product-cards.md).
// TanStack Query's own dehydrate/hydrate carry them: catalogue queries never go stale
// (staleTime: Infinity), so the render's dataUpdatedAt never makes the browser fetch them again.
import type { DehydratedState } from '@tanstack/react-query';
import type { RenderData } from '@fohzshop/shared/storefront/page-document';

export const PAGE_DATA_ID = 'page-data';

export type PageData = {
  /** When the page was rendered (ms): labels such as « Nouveauté » are computed at that time. */
  renderedAt: number;
  /** The page's catalogue queries and their data, as the render left them in the cache. */
  queries: DehydratedState;
};

/** What every page is rendered from: the catalogue read, when, and what it shows of the shop. */
export type BuildData = RenderData;

/** JSON safe inside a <script> element (no `</script>`, no HTML comment openers). */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `doc`: the browser's document (typed loosely: this module is also read by the Node build). */
export function readPageData(doc: {
  getElementById(id: string): { textContent: string | null } | null;
}): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : undefined;
}
