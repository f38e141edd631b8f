// Page modules of the storefront and content screens (prerendered, except the comparator). All
// are styled at build time: none loads Chakra's runtime with its module (ui/theme/with-chakra.ts).
import { page, screenPage } from './lazy-page';

export const HomeRoute = page(() =>
  import('@/features/home/routes/home-route').then((m) => m.HomeRoute),
);
export const CatalogRoute = page(() =>
  import('@/features/catalog/routes/catalog-route').then((m) => m.CatalogRoute),
);
export const ProductRoute = page(() =>
  import('@/features/product/routes/product-route').then((m) => m.ProductRoute),
);
// Styled at build time: the comparator hydrates without Chakra's runtime.
export const CompareRoute = screenPage(() =>
  import('@/features/compare/routes/compare-route').then((m) => m.CompareRoute),
);
export const LoginRoute = page(() =>
  import('@/features/auth/routes/login-route').then((m) => m.LoginRoute),
);
export const SignupRoute = page(() =>
  import('@/features/auth/routes/signup-route').then((m) => m.SignupRoute),
);
export const ReviewsRoute = page(() =>
  import('@/features/reviews/routes/reviews-route').then((m) => m.ReviewsRoute),
);
export const ContactRoute = page(() =>
  import('@/features/contact/routes/contact-route').then((m) => m.ContactRoute),
);
export const HelpRoute = page(() =>
  import('@/features/pages/routes/help-route').then((m) => m.HelpRoute),
);
export const TermsRoute = page(() =>
  import('@/features/pages/routes/terms-route').then((m) => m.TermsRoute),
);
export const PrivacyRoute = page(() =>
  import('@/features/pages/routes/privacy-route').then((m) => m.PrivacyRoute),
);
export const LegalRoute = page(() =>
  import('@/features/pages/routes/legal-route').then((m) => m.LegalRoute),
);
export const AccessibilityRoute = page(() =>
  import('@/features/pages/routes/accessibility-route').then((m) => m.AccessibilityRoute),
);
export const WithdrawalRoute = page(() =>
  import('@/features/withdrawal/routes/withdrawal-route').then((m) => m.WithdrawalRoute),
);
export const BatteryTakeBackRoute = page(() =>
  import('@/features/pages/routes/battery-take-back-route').then((m) => m.BatteryTakeBackRoute),
);
export const ReviewsPolicyRoute = page(() =>
  import('@/features/pages/routes/reviews-policy-route').then((m) => m.ReviewsPolicyRoute),
);
export const NotFoundRoute = page(() =>
  import('@/features/pages/routes/not-found-route').then((m) => m.NotFoundRoute),
);
