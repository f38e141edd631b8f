// Title and description of the current route, from the shared route table (404 included). The
// descriptions load apart from the initial bundle, and only for a page whose HTML does not have
// its own yet (a client-rendered page, or the next one): the title is set at once, the
// description as soon as its module is there.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ROUTE_DESCRIPTIONS } from '@fohzshop/shared/route-descriptions';
import { NOT_FOUND_PAGE, ROUTES } from '@fohzshop/shared/routes';
import { hydrationStore } from '@/lib/hydration/hydration-store';
import { useRouteMeta, type PageMeta } from '@/ui/page-meta';
import type { RouteHandle } from '../router/route-handle';
import { useScreen } from '../router/use-screen';

type Descriptions = typeof ROUTE_DESCRIPTIONS;

let loaded: Descriptions | undefined;
const loadDescriptions = (): Promise<Descriptions> =>
  import('@fohzshop/shared/route-descriptions').then((m) => (loaded = m.ROUTE_DESCRIPTIONS));

export function routeMetaOf(handle: RouteHandle | undefined, descriptions = loaded): PageMeta {
  if (handle?.routeName) {
    const route = ROUTES[handle.routeName];
    return { title: route.title, description: descriptions?.[handle.routeName] };
  }
  if (handle?.title) return { title: handle.title, description: handle.description };
  return NOT_FOUND_PAGE;
}

export function RouteMeta() {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  const needed = pathname !== firstPath || !hydrationStore.hydratesServerHtml();
  const [descriptions, setDescriptions] = useState(loaded);
  useEffect(() => {
    if (needed && !descriptions) void loadDescriptions().then(setDescriptions);
  }, [needed, descriptions]);
  useRouteMeta(routeMetaOf(useScreen()?.screen.handle, descriptions));
  return null;
}
