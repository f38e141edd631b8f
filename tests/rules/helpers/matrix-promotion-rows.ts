// Matrix rows of the promotion codes (docs/security-model.md, « Promotion codes »): codes and
// their live usage are read by admins only and written by the functions alone (a customer who
// could read them would learn unpublished codes; one who could write would lift a limit); each
// customer's usage is the functions' alone; the banner is public, written by the functions.
import { ADMIN, ALL, NONE, type MatrixRow } from './matrix-row.js';

const code = { code: 'BIENVENUE10', kind: 'percent', value: 10, created_at: 'x', updated_at: 'x' };

export const PROMOTION_ROWS: readonly MatrixRow[] = [
  { path: 'promotions', read: ADMIN, write: NONE, remove: NONE, value: { SECRET50: code } },
  { path: 'promotions/BIENVENUE10', read: ADMIN, write: NONE, remove: NONE, value: code },
  { path: 'promotions/BIENVENUE10/value', read: ADMIN, write: NONE, remove: NONE, value: 90 },
  { path: 'promotion_uses', read: ADMIN, write: NONE, remove: NONE, value: { BIENVENUE10: 0 } },
  { path: 'promotion_uses/BIENVENUE10', read: ADMIN, write: NONE, remove: NONE, value: 0 },
  { path: 'promotion_customers', read: NONE, write: NONE, remove: NONE, value: {} },
  {
    path: (actor) => `promotion_customers/${actor === 'other' ? 'bob' : 'alice'}/BIENVENUE10`,
    label: 'promotion_customers/{own uid}/{code}',
    read: NONE,
    write: NONE,
    remove: NONE,
    value: 0,
  },
  { path: 'promotion_banner', read: ALL, write: NONE, remove: NONE, value: { code: 'X' } },
];
