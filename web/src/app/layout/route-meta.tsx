// Title and description of the current route, from the shared route table (404 included).
import { useMatches } from 'react-router';
import { NOT_FOUND_PAGE, ROUTES } from '@fohzshop/shared/routes';
import { useRouteMeta, type PageMeta } from '@/ui/page-meta';
import type { RouteHandle } from '../route-handle';

export function routeMetaOf(handle: RouteHandle | undefined): PageMeta {
  if (handle?.routeName) {
    const route = ROUTES[handle.routeName];
    return { title: route.title, description: route.description };
  }
  if (handle?.title) return { title: handle.title, description: handle.description };
  return NOT_FOUND_PAGE;
}

export function RouteMeta() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => {
    const h = match.handle as RouteHandle | undefined;
    return Boolean(h?.routeName || h?.title);
  })?.handle as RouteHandle | undefined;
  useRouteMeta(routeMetaOf(handle));
  return null;
}
