// Loads a component that uses Chakra's components together with Chakra's runtime, and wraps it in
// its provider (chakra-scope.tsx). Nothing here imports Chakra: a module on the storefront's first
// paint can name such a component without pulling the runtime into its own chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export async function loadWithChakra<P extends object>(
  load: Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Component, scope] = await Promise.all([load, import('./chakra-scope')]);
  return scope.withChakra(Component);
}

/** React.lazy for a component that uses Chakra: `lazyChakra(() => import('./x').then((m) => m.X))`. */
export function lazyChakra<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await loadWithChakra(load()) }));
}
