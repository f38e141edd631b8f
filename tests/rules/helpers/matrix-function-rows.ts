// Matrix rows of the nodes only functions write (docs/security-model.md): payment incidents and
// refund locks, admin-only order data and review authors, tombstones, counters and guards.
import { ADMIN, NONE, type MatrixRow } from './matrix-row.js';

export const FUNCTION_ONLY_ROWS: readonly MatrixRow[] = [
  // Payment incidents: admins read, webhooks write; the refund lock: nobody but the functions.
  {
    path: 'payment_incidents',
    read: ADMIN,
    write: NONE,
    remove: NONE,
    value: { i1: { reason: 'x' } },
  },
  { path: 'payment_incidents/i1', read: ADMIN, write: NONE, remove: NONE, value: { reason: 'x' } },
  {
    path: 'refund_requests',
    read: NONE,
    write: NONE,
    remove: NONE,
    value: { o1: { requests: {} } },
  },
  {
    path: 'refund_requests/o1',
    read: NONE,
    write: NONE,
    remove: NONE,
    value: { lease: { by: 'x' } },
  },
  // Admin-only order data (note, acting admins), review authors; tombstones: functions only.
  { path: 'order_admin', read: ADMIN, write: NONE, remove: NONE, value: { o1: { note: 'x' } } },
  { path: 'order_admin/o1', read: ADMIN, write: NONE, remove: NONE, value: { note: 'x' } },
  { path: 'review_authors', read: ADMIN, write: NONE, remove: NONE, value: { r9: 'alice' } },
  { path: 'review_authors/r1', read: ADMIN, write: NONE, remove: NONE, value: 'alice' },
  // Photo records (variants function): the product form reads them; nobody writes them.
  {
    path: 'product_photos/p1/abcdefgh1234',
    read: ADMIN,
    write: NONE,
    remove: NONE,
    value: { status: 'refused', error: 'x', processed_at: '2026-01-01T00:00:00Z' },
  },
  { path: 'deleted_accounts', read: NONE, write: NONE, remove: NONE, value: { x: { n: 1 } } },
  { path: 'deleted_accounts/gone', read: NONE, write: NONE, remove: NONE, value: { n: 1 } },
  { path: 'counters', read: NONE, write: NONE, remove: NONE, value: { orders: 0 } },
  { path: 'counters/orders', read: NONE, write: NONE, remove: NONE, value: 0 },
  { path: 'view_guards', read: NONE, write: NONE, remove: NONE, value: {} },
  {
    path: 'contact_guards',
    read: NONE,
    write: NONE,
    remove: NONE,
    value: { v2: { count: 1 } },
  },
  { path: 'contact_guards/v1', read: NONE, write: NONE, remove: NONE, value: { count: 1 } },
  { path: 'view_guards/p1', read: NONE, write: NONE, remove: NONE, value: { visitor_hash: 1 } },
  // Withdrawal statements: written once by submitWithdrawal, read by nobody through the rules.
  { path: 'withdrawals', read: NONE, write: NONE, remove: NONE, value: { w9: { name: 'x' } } },
  { path: 'withdrawals/w1', read: NONE, write: NONE, remove: NONE, value: { name: 'x' } },
  { path: 'withdrawals/w1/statement', read: NONE, write: NONE, remove: NONE, value: 'x' },
  // Price history (L112-1-1): the functions' alone; the storefront gets only reference_price.
  {
    path: 'price_history',
    read: NONE,
    write: NONE,
    remove: NONE,
    value: { p1: { k1: { price_cents: 100, at: 1 } } },
  },
  {
    path: 'price_history/p1',
    read: NONE,
    write: NONE,
    remove: NONE,
    value: { k2: { price_cents: 99_999, at: 0 } },
  },
  {
    path: 'price_history/p1/k1',
    read: NONE,
    write: NONE,
    remove: NONE,
    value: { price_cents: 1, at: 0 },
  },
  // Abuse-limit counters (per origin and shop-wide): functions only, not even admins read them.
  { path: 'rate_limits', read: NONE, write: NONE, remove: NONE, value: {} },
  { path: 'rate_limits/contact/h/1/all', read: NONE, write: NONE, remove: NONE, value: 0 },
  // The catalogue version the storefront function's instances follow: functions only.
  { path: 'catalogue_version', read: NONE, write: NONE, remove: NONE, value: 1 },
  { path: 'email_verification_sends', read: NONE, write: NONE, remove: NONE, value: {} },
  {
    path: 'email_verification_sends/u1',
    read: NONE,
    write: NONE,
    remove: NONE,
    value: { last_at: '2026-11-27T10:00:00.000Z', day: '2026-11-27', count: 1 },
  },
  // Back-in-stock alerts: the functions' alone (a client would subscribe anyone); admins read
  // only how many people wait for each product.
  { path: 'stock_alerts', read: NONE, write: NONE, remove: NONE, value: { a9: { email: 'x' } } },
  { path: 'stock_alerts/a1', read: NONE, write: NONE, remove: NONE, value: { status: 'active' } },
  { path: 'stock_alert_counts', read: ADMIN, write: NONE, remove: NONE, value: { p1: 2 } },
  { path: 'stock_alert_counts/p1', read: ADMIN, write: NONE, remove: NONE, value: 2 },
];
