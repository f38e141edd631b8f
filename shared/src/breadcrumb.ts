// Breadcrumb: Accueil first, one item per path segment labelled by the matching
// route, else the decoded segment; hidden on '/'; more than 4 segments ⇒ first, …, last.
import { BREADCRUMB_MAX_SEGMENTS } from './constants';
import { findRouteByPath, normalizePathname, safeDecode } from './routes';

export type BreadcrumbItem = {
  label: string;
  /** Link target; null for the ellipsis and for paths that match no page. */
  path: string | null;
  /** The page being shown (last item): rendered as text with aria-current="page". */
  current: boolean;
  ellipsis?: true;
};

export const BREADCRUMB_HOME_LABEL = 'Accueil';
export const BREADCRUMB_ELLIPSIS = '…';

export type BreadcrumbOptions = {
  /** Product name for a product detail page (instead of its id). */
  productName?: string;
  /** Label for the last segment, e.g. an order number 'FZ-2026-000042'. */
  lastLabel?: string;
};

export function buildBreadcrumb(
  pathname: string,
  options: BreadcrumbOptions = {},
): BreadcrumbItem[] {
  const segments = normalizePathname(pathname).split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const items: BreadcrumbItem[] = segments.map((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const route = findRouteByPath(path);
    const isLast = index === segments.length - 1;
    const isParam = route?.path.includes(':') ?? false;
    // A parameter that is not a product (an order id) is named by its screen: the label is then
    // the same for every id, so the served shell of the screen fits any of them.
    let label = route && (!isParam || !route.productType) ? route.label : safeDecode(segment);
    if (isParam && route?.productType && options.productName) label = options.productName;
    if (isLast && options.lastLabel) label = options.lastLabel;
    return { label, path: route ? path : null, current: isLast };
  });
  const home: BreadcrumbItem = { label: BREADCRUMB_HOME_LABEL, path: '/', current: false };
  if (items.length <= BREADCRUMB_MAX_SEGMENTS) return [home, ...items];
  const ellipsis: BreadcrumbItem = {
    label: BREADCRUMB_ELLIPSIS,
    path: null,
    current: false,
    ellipsis: true,
  };
  return [home, items[0]!, ellipsis, items[items.length - 1]!];
}
