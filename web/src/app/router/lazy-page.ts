// Lazy pages with a preload: the page module of the entry URL is loaded before the first render
// or hydration, and then renders at once (no Suspense fallback).
import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadWithChakra } from '@/ui/theme/with-chakra';

export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A page component that renders its module directly when it was loaded before the page mounted
 * (preloaded for the entry URL, or visited before), and through React.lazy — suspending until
 * the module arrives — otherwise. Each mounted page keeps the way it started for its lifetime:
 * switching from the lazy element to the component would remount it and lose its state.
 */
export function page<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((Component) => {
      loaded = Component;
      return Component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    const [Ready] = useState(() => loaded);
    return Ready ? createElement(Ready, props) : createElement(Lazy, props);
  }
  return Object.assign(Page, { preload });
}

/** `page` for a screen built with Chakra's components: Chakra's runtime loads with it. */
export function chakraPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  return page(() => loadWithChakra(load()));
}

/** Whether the screens' stylesheet is in the page already (a shell inlines it). */
const screenStylesLoaded = () =>
  typeof document === 'undefined' || document.querySelector('style[data-screen-css]') !== null;

/**
 * `page` for a client screen styled at build time (cart, account, checkout, comparator): its
 * rules are in the screens' stylesheet, not in the one every page carries (screen-styles.ts).
 */
export function screenPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  return page(async () => {
    const [Component] = await Promise.all([
      load(),
      screenStylesLoaded() ? undefined : import('./screen-styles'),
    ]);
    return Component;
  });
}
