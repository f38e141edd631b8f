// React.lazy with a preload: the page module of the entry URL is loaded before the first render
// or hydration, and renders at once (no Suspense fallback) once loaded.
import { lazy, type ComponentType } from 'react';
import { loadWithChakra } from '@/ui/theme/with-chakra';

export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<unknown> };

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy that renders at once (no Suspense fallback) once the module has been preloaded: the
 * loader then hands React a thenable that resolves synchronously.
 */
export function page<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () => (loading ??= load().then((Component) => (loaded = { default: Component })));
  const now = (module: Module<P>) =>
    ({ then: (resolve: (m: Module<P>) => void) => resolve(module) }) as unknown as Promise<
      Module<P>
    >;
  return Object.assign(
    lazy(() => (loaded ? now(loaded) : preload())),
    { preload },
  ) as unknown as LazyPage<P>;
}

/** `page` for a screen built with Chakra's components: Chakra's runtime loads with it. */
export function chakraPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  return page(() => loadWithChakra(load()));
}
