// Live usage of promotion codes. promotion_uses/{code} counts the orders holding the code (unpaid
// ones included) and promotion_customers/{uid}/{code} that customer's. A use is claimed by a
// transaction on each counter (core/rate-limit.ts's claimSlots): among N+k concurrent orders on
// a code limited to N uses, exactly N commit; a refused claim gives back what it took, so it
// leaves the counters as it found them. A cancelled, expired or deleted order gives its use back
// in the call whose commit released its stock (orders/order-transition.ts, delete-order.ts):
// once. The customer's counter is personal data: exported and deleted with the account.
import { PROMOTION_CUSTOMERS, PROMOTION_USES } from '@fohzshop/shared/schemas/promotion';
import type { Promotion } from '@fohzshop/shared/schemas/promotion';
import { ORDER_STOCK_RELEASED } from '@fohzshop/shared/state-machines/order';
import { usageRefusal, type Refused } from '@fohzshop/shared/promotions/evaluate';
import { PROMOTION_MESSAGES } from '@fohzshop/shared/promotions/messages';
import { claimSlots } from '../core/rate-limit.js';
import { pathOf, ref } from '../core/db.js';
import { entriesOf, isStoredObject } from '../core/records.js';
import { promotionRefusal } from './promotion-records.js';

const NO_LIMIT = Number.MAX_SAFE_INTEGER;

export const usesPath = (code: string): string => pathOf(PROMOTION_USES, code);
export const customerUsesPath = (uid: string, code: string): string =>
  pathOf(PROMOTION_CUSTOMERS, uid, code);

const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** The customer's orders that count as earlier orders (any but cancelled or expired ones). */
async function earlierOrders(uid: string): Promise<number> {
  const snapshot = await ref('orders').orderByChild('user_id').equalTo(uid).once('value');
  return entriesOf(snapshot.val()).filter(
    ([, order]) =>
      isStoredObject(order) &&
      order.user_id === uid &&
      !(ORDER_STOCK_RELEASED as readonly unknown[]).includes(order.status),
  ).length;
}

/** Usage as it is now (the preview's answer; placeOrder's claim decides for good). */
export async function usageNow(promo: Promotion, uid: string): Promise<Refused | null> {
  const [total, customer, earlier] = await Promise.all([
    ref(usesPath(promo.code)).once('value'),
    ref(customerUsesPath(uid, promo.code)).once('value'),
    promo.first_order_only ? earlierOrders(uid) : Promise.resolve(0),
  ]);
  return usageRefusal(promo, {
    total: count(total.val()),
    customer: count(customer.val()),
    earlierOrders: earlier,
  });
}

export type PromotionClaim = { code: string; release: () => Promise<void> };

/** One use of the code for this customer, or the French refusal (nothing kept). */
export async function claimPromotionUse(promo: Promotion, uid: string): Promise<PromotionClaim> {
  // First order only: the checkout lock already serialises this customer's orders.
  if (promo.first_order_only && (await earlierOrders(uid)) > 0)
    throw promotionRefusal({
      refusal: 'first_order_only',
      message: PROMOTION_MESSAGES.firstOrderOnly,
    });
  const claim = await claimSlots<Refused>([
    {
      path: usesPath(promo.code),
      max: promo.max_uses ?? NO_LIMIT,
      refusal: { refusal: 'used_up', message: PROMOTION_MESSAGES.usedUp },
    },
    {
      path: customerUsesPath(uid, promo.code),
      max: promo.max_uses_per_customer ?? NO_LIMIT,
      refusal: { refusal: 'already_used', message: PROMOTION_MESSAGES.alreadyUsed },
    },
  ]);
  if (!claim.ok) throw promotionRefusal(claim.refusal);
  return { code: promo.code, release: claim.release };
}

async function decrement(path: string): Promise<void> {
  await ref(path).transaction((current: unknown) =>
    typeof current === 'number' && current > 1 ? current - 1 : null,
  );
}

/** Gives an order's use back (its caller is the one call whose commit released the order). */
export async function giveBackPromotionUse(order: {
  user_id: string;
  promotion?: { code: string } | undefined;
}): Promise<void> {
  const code = order.promotion?.code;
  if (!code) return;
  await Promise.all([decrement(usesPath(code)), decrement(customerUsesPath(order.user_id, code))]);
}
