// Page modules of the client-rendered screens: cart, account, checkout, the payment sandbox's
// test page (local builds only) and the Hyperviseur (admin-only chunks, fetched once the guard lets an admin through).
import { chakraPage, screenPage } from './lazy-page';

// Styled at build time: the cart hydrates without Chakra's runtime.
export const CartRoute = screenPage(() =>
  import('@/features/cart/routes/cart-route').then((m) => m.CartRoute),
);
// Customer account: client-rendered chunks behind RequireAuth, styled at build time (the order
// page's cancel confirmation loads Chakra's dialog when it is first asked for).
export const AccountRoute = screenPage(() =>
  import('@/features/account/routes/account-route').then((m) => m.AccountRoute),
);
export const InformationRoute = screenPage(() =>
  import('@/features/account/routes/information-route').then((m) => m.InformationRoute),
);
export const OrdersRoute = screenPage(() =>
  import('@/features/account/routes/orders-route').then((m) => m.OrdersRoute),
);
export const OrderDetailsRoute = screenPage(() =>
  import('@/features/account/routes/order-details-route').then((m) => m.OrderDetailsRoute),
);
// Checkout and order confirmation: client-rendered, signed in, styled at build time.
export const CheckoutRoute = screenPage(() =>
  import('@/features/checkout/routes/checkout-route').then((m) => m.CheckoutRoute),
);
// The confirmation is styled at build time: no Chakra runtime after the payment either.
export const OrderConfirmedRoute = screenPage(() =>
  import('@/features/checkout/routes/order-confirmed-route').then((m) => m.OrderConfirmedRoute),
);
// The links of the back-in-stock e-mails: client-rendered, public, never indexed; styled at
// build time.
export const StockAlertRoute = screenPage(() =>
  import('@/features/stock-alert/routes/stock-alert-route').then((m) => m.StockAlertRoute),
);
// The payment sandbox's test page: only when the build names the sandbox (local stacks), so a
// production build has neither the route nor its chunk.
export const SandboxPaymentRoute = import.meta.env.VITE_PAYMENT_SANDBOX_URL
  ? chakraPage(() =>
      import('@/features/sandbox-payment/routes/sandbox-payment-route').then(
        (m) => m.SandboxPaymentRoute,
      ),
    )
  : null;
// Hyperviseur: admin-only chunks, never loaded by the storefront.
export const AdminLayout = chakraPage(() =>
  import('@/entities/admin-shell/components/admin-layout').then((m) => m.AdminLayout),
);
export const DashboardRoute = chakraPage(() =>
  import('@/features/hyperviseur/routes/dashboard-route').then((m) => m.DashboardRoute),
);
export const AdminProductsRoute = chakraPage(() =>
  import('@/features/hyperviseur/routes/products-route').then((m) => m.ProductsRoute),
);
export const AdminUsersRoute = chakraPage(() =>
  import('@/features/hyperviseur/routes/users-route').then((m) => m.UsersRoute),
);
export const AdminLedgerRoute = chakraPage(() =>
  import('@/features/hyperviseur/routes/ledger-route').then((m) => m.LedgerRoute),
);
export const AdminOrdersRoute = chakraPage(() =>
  import('@/features/hyperviseur/routes/orders-route').then((m) => m.OrdersRoute),
);
export const AdminReviewsRoute = chakraPage(() =>
  import('@/features/hv-reviews/routes/reviews-admin-route').then((m) => m.ReviewsAdminRoute),
);
export const AdminPromotionsRoute = chakraPage(() =>
  import('@/features/hv-promotions/routes/promotions-admin-route').then(
    (m) => m.PromotionsAdminRoute,
  ),
);
export const AdminOrderRoute = chakraPage(() =>
  import('@/features/hyperviseur/routes/order-detail-route').then((m) => m.OrderDetailRoute),
);
