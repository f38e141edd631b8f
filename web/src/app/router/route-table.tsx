// The route table: every screen of the shared route table (plus the comparator), each page module
// loaded lazily. The page at the entry URL is loaded before the first render or hydration
// (entry-client.tsx, entry-server.tsx), so it renders at once, without a spinner or a shift.
import { lazy, type ComponentType, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { SANDBOX_PAYMENT_PATH } from '@fohzshop/shared/payment-paths';
import { ROUTES, type RouteName } from '@fohzshop/shared/routes';
import { RequireAuth } from '../guards/require-auth';
import type { RouteHandle } from './route-handle';

type LazyPage<P> = ComponentType<P> & { preload: () => Promise<unknown> };

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy that renders at once (no Suspense fallback) once the module has been preloaded: the
 * loader then hands React a thenable that resolves synchronously.
 */
function page<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
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

const HomeRoute = page(() => import('@/features/home/routes/home-route').then((m) => m.HomeRoute));
const CatalogRoute = page(() =>
  import('@/features/catalog/routes/catalog-route').then((m) => m.CatalogRoute),
);
const ProductRoute = page(() =>
  import('@/features/product/routes/product-route').then((m) => m.ProductRoute),
);
const CompareRoute = page(() =>
  import('@/features/compare/routes/compare-route').then((m) => m.CompareRoute),
);
const LoginRoute = page(() =>
  import('@/features/auth/routes/login-route').then((m) => m.LoginRoute),
);
const SignupRoute = page(() =>
  import('@/features/auth/routes/signup-route').then((m) => m.SignupRoute),
);
const ReviewsRoute = page(() =>
  import('@/features/reviews/routes/reviews-route').then((m) => m.ReviewsRoute),
);
const ContactRoute = page(() =>
  import('@/features/contact/routes/contact-route').then((m) => m.ContactRoute),
);
const HelpRoute = page(() => import('@/features/pages/routes/help-route').then((m) => m.HelpRoute));
const TermsRoute = page(() =>
  import('@/features/pages/routes/terms-route').then((m) => m.TermsRoute),
);
const PrivacyRoute = page(() =>
  import('@/features/pages/routes/privacy-route').then((m) => m.PrivacyRoute),
);
const LegalRoute = page(() =>
  import('@/features/pages/routes/legal-route').then((m) => m.LegalRoute),
);
const CartRoute = page(() => import('@/features/cart/routes/cart-route').then((m) => m.CartRoute));
// Customer account: client-rendered chunks behind RequireAuth.
const AccountRoute = page(() =>
  import('@/features/account/routes/account-route').then((m) => m.AccountRoute),
);
const InformationRoute = page(() =>
  import('@/features/account/routes/information-route').then((m) => m.InformationRoute),
);
const OrdersRoute = page(() =>
  import('@/features/account/routes/orders-route').then((m) => m.OrdersRoute),
);
const OrderDetailsRoute = page(() =>
  import('@/features/account/routes/order-details-route').then((m) => m.OrderDetailsRoute),
);
// Checkout, order confirmation and the local payment sandbox: client-rendered, signed in.
const CheckoutRoute = page(() =>
  import('@/features/checkout/routes/checkout-route').then((m) => m.CheckoutRoute),
);
const OrderConfirmedRoute = page(() =>
  import('@/features/checkout/routes/order-confirmed-route').then((m) => m.OrderConfirmedRoute),
);
const SandboxPaymentRoute = page(() =>
  import('@/features/sandbox-payment/routes/sandbox-payment-route').then(
    (m) => m.SandboxPaymentRoute,
  ),
);
const ComingSoonRoute = page(() =>
  import('@/features/pages/routes/coming-soon-route').then((m) => m.ComingSoonRoute),
);
const NotFoundRoute = page(() =>
  import('@/features/pages/routes/not-found-route').then((m) => m.NotFoundRoute),
);
// Hyperviseur: admin-only chunks, never loaded by the storefront.
const AdminLayout = page(() =>
  import('@/entities/admin-shell/components/admin-layout').then((m) => m.AdminLayout),
);
const DashboardRoute = page(() =>
  import('@/features/hyperviseur/routes/dashboard-route').then((m) => m.DashboardRoute),
);
const AdminProductsRoute = page(() =>
  import('@/features/hyperviseur/routes/products-route').then((m) => m.ProductsRoute),
);
const AdminUsersRoute = page(() =>
  import('@/features/hyperviseur/routes/users-route').then((m) => m.UsersRoute),
);
const AdminLedgerRoute = page(() =>
  import('@/features/hyperviseur/routes/ledger-route').then((m) => m.LedgerRoute),
);
const AdminOrdersRoute = page(() =>
  import('@/features/hyperviseur/routes/orders-route').then((m) => m.OrdersRoute),
);
const AdminReviewsRoute = page(() =>
  import('@/features/hv-reviews/routes/reviews-admin-route').then((m) => m.ReviewsAdminRoute),
);
const AdminOrderRoute = page(() =>
  import('@/features/hyperviseur/routes/order-detail-route').then((m) => m.OrderDetailRoute),
);

export type Screen = {
  path: string;
  handle: RouteHandle;
  render: () => ReactNode;
  preload: () => Promise<unknown>;
};

type Render = ((name: RouteName) => ReactNode) & { preload: () => Promise<unknown> };
const render = (view: (name: RouteName) => ReactNode, preload: () => Promise<unknown>): Render =>
  Object.assign(view, { preload });
const catalog = render(
  (name) => (
    <CatalogRoute routeName={name} type={ROUTES[name].productType} brand={ROUTES[name].brand} />
  ),
  CatalogRoute.preload,
);
const product = render(() => <ProductRoute />, ProductRoute.preload);
const only = (Component: LazyPage<object>): Render =>
  render(() => <Component />, Component.preload);
const soon = render((name) => <ComingSoonRoute routeName={name} />, ComingSoonRoute.preload);

/** The Hyperviseur screens, in the admin frame (side menu). */
const ADMIN: [RouteName, Render][] = [
  ['HYPERVISOR_DASHBOARD', only(DashboardRoute)],
  ['HYPERVISOR_PRODUCTS', only(AdminProductsRoute)],
  ['HYPERVISOR_ORDERS', only(AdminOrdersRoute)],
  ['HYPERVISOR_USERS', only(AdminUsersRoute)],
  ['HYPERVISOR_GRAND_LIVRE', only(AdminLedgerRoute)],
  ['HYPERVISOR_REVIEWS', only(AdminReviewsRoute)],
];
const adminNames = new Set(ADMIN.map(([name]) => name));
const inAdminFrame = (inner: Render): Render =>
  render(
    (name) => <AdminLayout>{inner(name)}</AdminLayout>,
    () => Promise.all([inner.preload(), AdminLayout.preload()]),
  );

/** The customer's account screens (signed-in visitors only). */
const ACCOUNT: [RouteName, Render][] = [
  ['USER_ACCOUNT', only(AccountRoute)],
  ['USER_INFORMATION', only(InformationRoute)],
  ['USER_ORDERS', only(OrdersRoute)],
  ['USER_ORDER_DETAILS', only(OrderDetailsRoute)],
];
const accountNames = new Set(ACCOUNT.map(([name]) => name));

/** Checkout and the order confirmation (signed-in visitors only). */
const CHECKOUT: [RouteName, Render][] = [
  ['CART_PAYMENT', only(CheckoutRoute)],
  ['ORDER_CONFIRMED', only(OrderConfirmedRoute)],
];
const checkoutNames = new Set(CHECKOUT.map(([name]) => name));

const PUBLIC: [RouteName, Render][] = [
  ['HOME', only(HomeRoute)],
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
  ['USER_LOGIN', only(LoginRoute)],
  ['USER_SIGNUP', only(SignupRoute)],
  ['CART', only(CartRoute)],
  ['TERMS', only(TermsRoute)],
  ['PRIVACY', only(PrivacyRoute)],
  ['ABOUT_CONTACT', only(ContactRoute)],
  ['LEGAL', only(LegalRoute)],
  ['CLIENT_REVIEWS', only(ReviewsRoute)],
  ['HELP', only(HelpRoute)],
];

const noPreload = (): Promise<void> => Promise.resolve();

/** A screen of the shared route table; listings and details also tell their type and brand. */
function screen(name: RouteName, render: Render, guard = false): Screen {
  const def = ROUTES[name];
  const view = render(name);
  const shown = guard ? <RequireAuth admin={def.needAdmin}>{view}</RequireAuth> : view;
  return {
    path: def.path,
    handle: {
      routeName: name,
      type: def.productType,
      brand: def.brand,
      productDetails: def.path.includes(':product_id'),
    },
    render: () => shown,
    // Admin code is fetched once the guard has let an admin through, never for anyone else.
    preload: def.needAdmin ? noPreload : render.preload,
  };
}

/** Screens of later issues: honest "bientôt disponible" pages behind their guard (admin: Hyperviseur). */
const publicNames = new Set(PUBLIC.map(([name]) => name));
const LATER = (Object.keys(ROUTES) as RouteName[]).filter(
  (name) =>
    !publicNames.has(name) &&
    !adminNames.has(name) &&
    !accountNames.has(name) &&
    !checkoutNames.has(name) &&
    ROUTES[name].needAuth,
);

const COMPARE: Screen = {
  path: '/comparer',
  handle: {
    title: 'Comparer des trottinettes électriques',
    description:
      'Comparez côte à côte les caractéristiques et les prix de nos trottinettes électriques.',
  },
  render: () => <CompareRoute />,
  preload: CompareRoute.preload,
};

/** One order in the Hyperviseur (a detail page, not in the shared route table). */
const adminOrder = inAdminFrame(only(AdminOrderRoute));
const ADMIN_ORDER: Screen = {
  path: `${ROUTES.HYPERVISOR_ORDERS.path}/:order_id`,
  handle: { title: 'Commande', description: 'Détail et gestion de la commande.' },
  render: () => <RequireAuth admin>{adminOrder('HYPERVISOR_ORDERS')}</RequireAuth>,
  preload: noPreload,
};

/** The local payment sandbox's hosted page (not in the shared route table: emulators only). */
const SANDBOX_PAYMENT: Screen = {
  path: SANDBOX_PAYMENT_PATH,
  handle: {
    title: 'Paiement de test',
    description: 'Page de paiement de test de l’installation locale : aucun paiement réel.',
  },
  render: () => (
    <RequireAuth>
      <SandboxPaymentRoute />
    </RequireAuth>
  ),
  preload: SandboxPaymentRoute.preload,
};

/** Static paths before parameterised ones ('/trottinettes-electriques/dualtron' is a brand page). */
export const SCREENS: readonly Screen[] = [
  ...PUBLIC.map(([name, render]) => screen(name, render)),
  COMPARE,
  ADMIN_ORDER,
  ...ACCOUNT.map(([name, render]) => screen(name, render, true)),
  ...CHECKOUT.map(([name, render]) => screen(name, render, true)),
  SANDBOX_PAYMENT,
  ...ADMIN.map(([name, render]) => screen(name, inAdminFrame(render), true)),
  ...LATER.map((name) => screen(name, ROUTES[name].needAdmin ? inAdminFrame(soon) : soon, true)),
].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));

export const NotFoundPage = NotFoundRoute;

/** The screen at `pathname` (undefined: the 404 page) and its params. */
export function findScreen(
  pathname: string,
): { screen: Screen; params: Record<string, string> } | undefined {
  for (const screen of SCREENS) {
    const match = matchPath({ path: screen.path, end: true }, pathname);
    if (match) return { screen, params: match.params as Record<string, string> };
  }
  return undefined;
}

/** Loads the module of the page at `pathname` (the 404 page when none matches). */
export function preloadScreen(pathname: string): Promise<unknown> {
  const found = findScreen(pathname);
  return (found ? found.screen.preload() : NotFoundRoute.preload()).catch(() => undefined);
}
