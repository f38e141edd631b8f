// document.title (route title + ' | FōhzShop') and meta description. The layout applies the
// route's defaults; a page with a better title (a product name) overrides them with usePageMeta.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '@fohzshop/shared/routes';

export type PageMeta = { title: string; description?: string };

const overrides = new Map<string, PageMeta>();

export function applyPageMeta(meta: PageMeta): void {
  document.title = documentTitle(meta.title);
  if (meta.description === undefined) return;
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = meta.description;
}

/** The layout: apply the route defaults unless the page has set its own. */
export function useRouteMeta(defaults: PageMeta): void {
  const { pathname } = useLocation();
  const { title, description } = defaults;
  useEffect(() => {
    applyPageMeta(overrides.get(pathname) ?? { title, description });
  }, [pathname, title, description]);
}

/** A page: override the title/description while it is shown (null = keep the defaults). */
export function usePageMeta(meta: PageMeta | null): void {
  const { pathname } = useLocation();
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined) return;
    const own = { title, description };
    overrides.set(pathname, own);
    applyPageMeta(own);
    return () => {
      if (overrides.get(pathname) === own) overrides.delete(pathname);
    };
  }, [pathname, title, description]);
}
