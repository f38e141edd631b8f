// The page frame: header, breadcrumb, the routed page, footer, and the app-wide overlays.
import { Box, Container } from '@chakra-ui/react';
import { useSession } from '@/features/auth/hooks/use-session';
import { useSessionBootstrap } from '@/features/auth/hooks/use-session-bootstrap';
import { CookieBanner } from '@/features/consent/components/cookie-banner';
import { SearchDialog } from '@/features/search/components/search-dialog';
import { FullScreenSpinner } from '@/ui/spinners';
import { AppRoutes } from '../routes';
import { Breadcrumb } from './breadcrumb';
import { Footer } from './footer';
import { Header } from './header';
import { RouteMeta } from './route-meta';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

export function RootLayout() {
  useSessionBootstrap();
  const { resolved } = useSession();
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
        <Container as="main" id="contenu" tabIndex={-1} maxW="7xl" flex="1" py={{ base: '6', md: '8' }} outline="none">
          <AppRoutes />
        </Container>
        <Footer />
      </Box>
      <SearchDialog />
      <CookieBanner />
    </>
  );
}
