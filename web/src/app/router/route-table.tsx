// The route table: every screen of the shared route table (plus the comparator), each page module
// loaded lazily. The page at the entry URL is loaded before the first render or hydration
// (entry-client.tsx, entry-server.tsx), so it renders at once, without a spinner or a shift.
import type { ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { TEST_PAYMENT_PAGE_PATH } from '@fohzshop/shared/payment-paths';
import { ROUTES, type RouteName } from '@fohzshop/shared/routes';
import { RequireAuth } from '../guards/require-auth';
import type { RouteHandle } from './route-handle';
import type { LazyPage } from './lazy-page';
import {
  HomeRoute,
  CatalogRoute,
  ProductRoute,
  CompareRoute,
  LoginRoute,
  SignupRoute,
  ReviewsRoute,
  ContactRoute,
  HelpRoute,
  TermsRoute,
  PrivacyRoute,
  LegalRoute,
  BatteryTakeBackRoute,
  AccessibilityRoute,
  WithdrawalRoute,
  ReviewsPolicyRoute,
  NotFoundRoute,
} from './storefront-pages';
import {
  CartRoute,
  AccountRoute,
  InformationRoute,
  OrdersRoute,
  OrderDetailsRoute,
  CheckoutRoute,
  OrderConfirmedRoute,
  SandboxPaymentRoute,
  StockAlertRoute,
  AdminLayout,
  DashboardRoute,
  AdminProductsRoute,
  AdminUsersRoute,
  AdminLedgerRoute,
  AdminOrdersRoute,
  AdminReviewsRoute,
  AdminPromotionsRoute,
  AdminOrderRoute,
} from './client-pages';

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

/** The Hyperviseur screens, in the admin frame (side menu). */
const ADMIN: [RouteName, Render][] = [
  ['HYPERVISOR_DASHBOARD', only(DashboardRoute)],
  ['HYPERVISOR_PRODUCTS', only(AdminProductsRoute)],
  ['HYPERVISOR_ORDERS', only(AdminOrdersRoute)],
  ['HYPERVISOR_USERS', only(AdminUsersRoute)],
  ['HYPERVISOR_GRAND_LIVRE', only(AdminLedgerRoute)],
  ['HYPERVISOR_REVIEWS', only(AdminReviewsRoute)],
  ['HYPERVISOR_PROMOTIONS', only(AdminPromotionsRoute)],
];
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

/** Checkout and the order confirmation (signed-in visitors only). */
const CHECKOUT: [RouteName, Render][] = [
  ['CART_PAYMENT', only(CheckoutRoute)],
  ['ORDER_CONFIRMED', only(OrderConfirmedRoute)],
];

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
  ['COMPARE', only(CompareRoute)],
  ['TERMS', only(TermsRoute)],
  ['PRIVACY', only(PrivacyRoute)],
  ['ABOUT_CONTACT', only(ContactRoute)],
  ['LEGAL', only(LegalRoute)],
  ['BATTERY_TAKE_BACK', only(BatteryTakeBackRoute)],
  ['WITHDRAWAL', only(WithdrawalRoute)],
  ['STOCK_ALERT', only(StockAlertRoute)],
  ['ACCESSIBILITY', only(AccessibilityRoute)],
  ['CLIENT_REVIEWS', only(ReviewsRoute)],
  ['REVIEWS_POLICY', only(ReviewsPolicyRoute)],
  ['HELP', only(HelpRoute)],
];

const noPreload = (): Promise<void> => Promise.resolve();

/** A screen of the shared route table; listings and details also tell their type and brand. */
function screen(name: RouteName, render: Render, guard = false): Screen {
  const def = ROUTES[name];
  const view = render(name);
  const shown = guard ? (
    <RequireAuth admin={def.needAdmin} title={def.title}>
      {view}
    </RequireAuth>
  ) : (
    view
  );
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

/** One order in the Hyperviseur (a detail page, not in the shared route table). */
const adminOrder = inAdminFrame(only(AdminOrderRoute));
const ADMIN_ORDER: Screen = {
  path: `${ROUTES.HYPERVISOR_ORDERS.path}/:order_id`,
  handle: { title: 'Commande', description: 'Détail et gestion de la commande.' },
  render: () => (
    <RequireAuth admin title="Commande">
      {adminOrder('HYPERVISOR_ORDERS')}
    </RequireAuth>
  ),
  preload: noPreload,
};

/**
 * The payment sandbox's hosted page (not in the shared route table): local builds only, where
 * VITE_PAYMENT_SANDBOX_URL names the sandbox (docs/local-stack.md). No RequireAuth: like a
 * provider's page, it knows nothing of the shop's accounts.
 */
const TestPage = SandboxPaymentRoute;
const SANDBOX_PAYMENT: Screen[] = TestPage
  ? [
      {
        path: TEST_PAYMENT_PAGE_PATH,
        handle: {
          title: 'Paiement de test',
          description: 'Page de paiement de test de l’installation locale : aucun paiement réel.',
        },
        render: () => <TestPage />,
        preload: TestPage.preload,
      },
    ]
  : [];

/** Static paths before parameterised ones ('/trottinettes-electriques/dualtron' is a brand page). */
export const SCREENS: readonly Screen[] = [
  ...PUBLIC.map(([name, render]) => screen(name, render)),
  ADMIN_ORDER,
  ...ACCOUNT.map(([name, render]) => screen(name, render, true)),
  ...CHECKOUT.map(([name, render]) => screen(name, render, true)),
  ...SANDBOX_PAYMENT,
  ...ADMIN.map(([name, render]) => screen(name, inAdminFrame(render), true)),
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
