// The page frame: header, breadcrumb, the routed page, footer, and the app-wide overlays.
// Nothing here subscribes to a store: a re-render of the frame would reach regions that are
// still being hydrated (docs/architecture.md, "Hydration"). Each region hydrates on its own;
// the footer only when it comes into view.
import { Box, Container } from '@chakra-ui/react';
import { CookieBanner } from '@/features/consent/components/cookie-banner';
import { SearchDialog } from '@/features/search/components/search-dialog';
import { island } from '@/lib/hydration/island';
import { Region } from '@/lib/hydration/region';
import { AppRoutes } from '../router/app-routes';
import { AccountSync } from './account-sync';
import { Breadcrumb } from './breadcrumb';
import { Header } from './header';
import { LiveStart } from './live-start';
import { RouteMeta } from './route-meta';
import { ScrollToTop } from './scroll-to-top';
import { SessionSpinner } from './session-spinner';
import { SkipLink } from './skip-link';

const Footer = island('footer', () => import('./footer').then((m) => m.Footer));

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
  return (
    <>
      <RouteMeta />
      <ScrollToTop />
      <Box display="flex" flexDirection="column" minHeight="100dvh">
        <SkipLink />
        <Region>
          <Header />
          <Breadcrumb />
        </Region>
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
        <Footer fallback={footerPlaceholder} />
      </Box>
      <Region>
        <CookieBanner />
      </Region>
      <LiveStart />
      <AccountSync />
      <SessionSpinner />
      <SearchDialog />
    </>
  );
}
