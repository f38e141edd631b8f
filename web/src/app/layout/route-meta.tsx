// Title and description of the current route, from the shared route table (404 included).
import { NOT_FOUND_PAGE, ROUTES } from '@fohzshop/shared/routes';
import { useRouteMeta, type PageMeta } from '@/ui/page-meta';
import type { RouteHandle } from '../route-handle';
import { useScreen } from '../routes';

export function routeMetaOf(handle: RouteHandle | undefined): PageMeta {
  if (handle?.routeName) {
    const route = ROUTES[handle.routeName];
    return { title: route.title, description: route.description };
  }
  if (handle?.title) return { title: handle.title, description: handle.description };
  return NOT_FOUND_PAGE;
}

export function RouteMeta() {
  useRouteMeta(routeMetaOf(useScreen()?.handle));
  return null;
}
