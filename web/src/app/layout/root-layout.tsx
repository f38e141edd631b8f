// The page frame: header, breadcrumb, the routed page, footer, and the app-wide overlays.
// The footer (below the fold) and the cookie banner (fixed, over the page) load right after the
// first render, out of the initial bundle; the footer's placeholder keeps its frame.
import { lazy, Suspense } from 'react';
import { Box, Container } from '@chakra-ui/react';
import { useSession } from '@/features/auth/hooks/use-session';
import { useSessionBootstrap } from '@/features/auth/hooks/use-session-bootstrap';
import { SearchDialog } from '@/features/search/components/search-dialog';
import { FullScreenSpinner } from '@/ui/spinners';
import { AppRoutes } from '../routes';
import { Breadcrumb } from './breadcrumb';
import { Header } from './header';
import { RouteMeta } from './route-meta';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
const CookieBanner = lazy(() =>
  import('@/features/consent/components/cookie-banner').then((m) => ({ default: m.CookieBanner })),
);

// Only signed-in customers keep « Mon garage » on their account.
const GarageAccountSync = lazy(() =>
  import('@/features/garage/components/garage-account-sync').then((m) => ({
    default: m.GarageAccountSync,
  })),
);

const footerPlaceholder = (
  <Box
    aria-hidden="true"
    borderTopWidth="1px"
    bg="bg.subtle"
    mt="16"
    minH={{ base: '4xl', md: 'md' }}
  />
);

export function RootLayout() {
  useSessionBootstrap();
  const { resolved, isSignedIn } = useSession();
  // A session is expected and not known yet: the spinner replaces the app (SPEC §2).
  if (!resolved) {
    return (
      <>
        <RouteMeta />
        <FullScreenSpinner />
      </>
    );
  }
  return (
    <>
      <RouteMeta />
      <ScrollToTop />
      <Box display="flex" flexDirection="column" minHeight="100dvh">
        <SkipLink />
        <Header />
        <Breadcrumb />
        <Container
          as="main"
          id="contenu"
          tabIndex={-1}
          maxW="7xl"
          flex="1"
          py={{ base: '6', md: '8' }}
          outline="none"
        >
          <AppRoutes />
        </Container>
        <Suspense fallback={footerPlaceholder}>
          <Footer />
        </Suspense>
      </Box>
      <SearchDialog />
      <Suspense fallback={null}>
        <CookieBanner />
        {isSignedIn && <GarageAccountSync />}
      </Suspense>
    </>
  );
}
