// Route table: every screen of SPEC §2, each module loaded lazily.
import type { RouteObject } from 'react-router';
import { ROUTES, type RouteName } from '@fohzshop/shared/routes';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './layout/route-error-page';
import { RequireAuth } from './guards/require-auth';
import { PageSpinner } from '@/ui/spinners';
import type { RouteHandle } from './route-handle';

type Lazy = RouteObject['lazy'];

const home: Lazy = () => import('@/features/home/routes/home-route').then((m) => ({ Component: m.HomeRoute }));
const catalog: Lazy = () => import('@/features/catalog/routes/catalog-route').then((m) => ({ Component: m.CatalogRoute }));
const product: Lazy = () => import('@/features/product/routes/product-route').then((m) => ({ Component: m.ProductRoute }));
const compare: Lazy = () => import('@/features/compare/routes/compare-route').then((m) => ({ Component: m.CompareRoute }));
const login: Lazy = () => import('@/features/auth/routes/login-route').then((m) => ({ Component: m.LoginRoute }));
const signup: Lazy = () => import('@/features/auth/routes/signup-route').then((m) => ({ Component: m.SignupRoute }));
const reviews: Lazy = () => import('@/features/reviews/routes/reviews-route').then((m) => ({ Component: m.ReviewsRoute }));
const contact: Lazy = () => import('@/features/contact/routes/contact-route').then((m) => ({ Component: m.ContactRoute }));
const help: Lazy = () => import('@/features/pages/routes/help-route').then((m) => ({ Component: m.HelpRoute }));
const terms: Lazy = () => import('@/features/pages/routes/terms-route').then((m) => ({ Component: m.TermsRoute }));
const privacy: Lazy = () => import('@/features/pages/routes/privacy-route').then((m) => ({ Component: m.PrivacyRoute }));
const legal: Lazy = () => import('@/features/pages/routes/legal-route').then((m) => ({ Component: m.LegalRoute }));
const soon: Lazy = () => import('@/features/pages/routes/coming-soon-route').then((m) => ({ Component: m.ComingSoonRoute }));
const notFound: Lazy = () => import('@/features/pages/routes/not-found-route').then((m) => ({ Component: m.NotFoundRoute }));

/** A screen of the shared route table; listings and details also tell their type and brand. */
function screen(name: RouteName, lazy: Lazy): RouteObject {
  const def = ROUTES[name];
  const handle: RouteHandle = { routeName: name, type: def.productType, brand: def.brand };
  return { path: def.path, handle, lazy };
}

const isAdmin = (name: RouteName) => ROUTES[name].needAdmin;
const needsAuth = (name: RouteName) => ROUTES[name].needAuth && !ROUTES[name].needAdmin;

const PUBLIC: [RouteName, Lazy][] = [
  ['SCOOTERS', catalog],
  ['SCOOTER_DUALTRON', catalog],
  ['SCOOTER_TEVERUN', catalog],
  ['SCOOTER_KAABO', catalog],
  ['SCOOTER_INMOTION', catalog],
  ['SCOOTER_DETAILS', product],
  ['PARTS', catalog],
  ['PARTS_DETAILS', product],
  ['PARTS_COMPETITION', catalog],
  ['PARTS_COMPETITION_DETAILS', product],
  ['USER_LOGIN', login],
  ['USER_SIGNUP', signup],
  ['CART', soon],
  ['TERMS', terms],
  ['PRIVACY', privacy],
  ['ABOUT_CONTACT', contact],
  ['LEGAL', legal],
  ['CLIENT_REVIEWS', reviews],
  ['HELP', help],
];

/** Screens of later issues: honest "bientôt disponible" pages behind their guard. */
const LATER = (Object.keys(ROUTES) as RouteName[]).filter((name) => needsAuth(name) || isAdmin(name));

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, handle: { routeName: 'HOME' } satisfies RouteHandle, lazy: home },
      ...PUBLIC.map(([name, lazy]) => screen(name, lazy)),
      {
        path: '/comparer',
        handle: {
          title: 'Comparer des trottinettes électriques',
          description: 'Comparez côte à côte les caractéristiques et les prix de nos trottinettes électriques.',
        } satisfies RouteHandle,
        lazy: compare,
      },
      { element: <RequireAuth />, children: LATER.filter(needsAuth).map((name) => screen(name, soon)) },
      { element: <RequireAuth admin />, children: LATER.filter(isAdmin).map((name) => screen(name, soon)) },
      { path: '*', lazy: notFound },
    ],
  },
];
