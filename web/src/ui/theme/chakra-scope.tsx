// Chakra's runtime for the parts of the app that still use its components (dialogs, drawers,
// menus, forms, the account area, checkout, the Hyperviseur). The storefront's first paint is
// styled at build time and hydrates without it (docs/architecture.md, "Styling"); each of these
// parts arrives as a lazily loaded module wrapped in its own provider (with-chakra.ts). The theme's
// global styles are already in the static CSS, and the shop's emotion cache does not insert them
// again (emotion-cache.ts).
import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import { createShopEmotionCache } from './emotion-cache';
import { shopSystem } from './system';

// One cache for the whole page in a browser: every scope adopts the prerendered styles from it.
let browserCache: EmotionCache | undefined;

export function ChakraScope({ children }: { children: ReactNode }) {
  const scoped = <ChakraProvider value={shopSystem()}>{children}</ChakraProvider>;
  // The prerender gives its own cache to the whole tree (entry-server.tsx).
  if (typeof document === 'undefined') return scoped;
  browserCache ??= createShopEmotionCache();
  return <CacheProvider value={browserCache}>{scoped}</CacheProvider>;
}

export function withChakra<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithChakra(props: P) {
    return (
      <ChakraScope>
        <Component {...props} />
      </ChakraScope>
    );
  }
  WithChakra.displayName = `WithChakra(${Component.displayName ?? Component.name})`;
  return WithChakra;
}
