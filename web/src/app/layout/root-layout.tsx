// The page frame: header, breadcrumb, the routed page, footer, and the app-wide overlays.
// Nothing here subscribes to a store: a re-render of the frame would reach regions that are
// still being hydrated (docs/architecture.md, "Hydration"). Each region hydrates on its own;
// the footer only when it comes into view.
import { CookieBanner } from '@/features/consent/components/cookie-banner';
import { SearchDialog } from '@/features/search/components/search-dialog';
import { island } from '@/lib/hydration/island';
import { container } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { Region } from '@/lib/hydration/region';
import { AppRoutes } from '../router/app-routes';
import { AccountSync } from './account-sync';
import { Breadcrumb } from './breadcrumb';
import { Header } from './header';
import { LiveStart } from './live-start';
import s from './root-layout.styles';
import { RouteMeta } from './route-meta';
import { ScrollToTop } from './scroll-to-top';
import { SessionSpinner } from './session-spinner';
import { SkipLink } from './skip-link';

const Footer = island('footer', () => import('./footer').then((m) => m.Footer));

const footerPlaceholder = <div aria-hidden="true" className={s.footerPlaceholder} />;

export function RootLayout() {
  return (
    <>
      <RouteMeta />
      <ScrollToTop />
      <div className={s.page}>
        <SkipLink />
        <Region>
          <Header />
          <Breadcrumb />
        </Region>
        <main id="contenu" tabIndex={-1} className={cx(container(), s.main)}>
          <AppRoutes />
        </main>
        <Footer fallback={footerPlaceholder} />
      </div>
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
