// Business constants. Every magic number of the shop lives here.

/** Firebase region for the database and callable functions. */
export const REGION = 'europe-west1';

/** Toasts auto-close after 2 s. */
export const TOAST_DURATION_MS = 2000;
/** The product list loading flag ends after 5 s at the latest. */
export const PRODUCT_LOAD_TIMEOUT_MS = 5000;
/** 'Nouveauté' window, in days since created_at. */
export const NEW_LABEL_DAYS = 7;
/** 'Meilleures ventes' = this many most viewed products (views > 0). */
export const BEST_SELLER_TOP = 10;
/** Scooters shown by the search dialog on an empty query. */
export const SEARCH_TOP_SCOOTERS = 3;
/** Breadcrumbs with more segments collapse to first, ellipsis, last. */
export const BREADCRUMB_MAX_SEGMENTS = 4;

export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

/** Top-level RTDB paths (the tree is described in docs/data-model.md). */
export const COLLECTIONS = {
  users: 'users',
  products: 'products',
  carts: 'carts',
  orders: 'orders',
  orderDeletions: 'order_deletions',
  paymentIncidents: 'payment_incidents',
  refundRequests: 'refund_requests',
  reviews: 'reviews',
  reviewStats: 'review_stats',
  ledger: 'ledger',
  contactMessages: 'contact_messages',
  settings: 'settings',
  counters: 'counters',
  /** Admin-only part of an order: internal note, uids of the admins who acted (functions write). */
  orderAdmin: 'order_admin',
  /** review id → author uid, admin-only: a published review carries no uid (functions write). */
  reviewAuthors: 'review_authors',
  /** uid → deletion date of a deleted account: its still-valid tokens are refused (functions write). */
  deletedAccounts: 'deleted_accounts',
  /** uid → when the shop last sent a verification e-mail, and how many today (functions only). */
  emailVerificationSends: 'email_verification_sends',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Instalment payments: 2, 3 or 4 without fees, for carts from 50 € to 5 000 €. */
export const INSTALMENT_COUNTS = [2, 3, 4] as const;
export type InstalmentCount = (typeof INSTALMENT_COUNTS)[number];
export const INSTALMENT_MIN_CENTS = 5_000;
export const INSTALMENT_MAX_CENTS = 500_000;

/**
 * The buttons of every dialog (confirmations and forms): « OK » / « Annuler » / « Non »
 * (docs/architecture.md, "Dialogs").
 */
export const DIALOG_LABELS = { confirm: 'OK', cancel: 'Annuler', deny: 'Non' } as const;

export const COPYRIGHT_YEAR = 2025;
/** Customer service promise: a reply within 24 h, 7 days a week. */
export const REPLY_WITHIN_HOURS = 24;
/** Cart line quantity is an integer 1–99 (database.rules.json enforces it too). */
export const CART_MAX_QUANTITY = 99;
/** Most distinct products one cart may hold. */
export const MAX_CART_LINES = 50;

/** recordProductView counts one view per product and visitor within this window (abuse limit). */
export const PRODUCT_VIEW_WINDOW_MS = 60 * 60 * 1000;

/** sendContactMessage accepts this many messages per visitor (uid, else IP) and window. */
export const CONTACT_RATE_LIMIT = { messages: 3, windowMs: 60 * 60 * 1000 } as const;

/** demo- project ⇒ the emulators need no credentials. */
export const DEMO_PROJECT_ID = 'demo-fohzshop';
export const DATABASE_NAMESPACE = 'demo-fohzshop-default-rtdb';

/** Human order numbers: FZ-<year>-<6 digits>. */
export const ORDER_NUMBER_PREFIX = 'FZ';

/** Shop name, in page titles and structured data. */
export const SITE_NAME = 'FōhzShop';

/** Free delivery in France, no minimum purchase. */
export const SHIPPING_COST_CENTS = 0;

/** Longest first or last name (users/{uid}, addresses): the schemas, the rules and the forms agree. */
export const PERSON_NAME_MAX = 80;
