// checkPromotionCode: the checkout's preview of a code on the caller's cart as stored now — the
// discount and the new total, or the refusal in French with its stable reason. Nothing is
// claimed nor written: placeOrder checks and claims the code again inside the order's placement.
import { checkPromotionCode as contract } from '@fohzshop/shared/contracts/promotion-check';
import { promotionConditions } from '@fohzshop/shared/promotions/evaluate';
import { toCents } from '@fohzshop/shared/money';
import { callable } from '../core/callable.js';
import { pathOf, ref } from '../core/db.js';
import { cartLines, priceOrder } from '../orders/build-order.js';
import { promotionRefusal, readTypedPromotion } from './promotion-records.js';
import { usageNow } from './usage.js';

async function readValue(path: string): Promise<unknown> {
  return (await ref(path).once('value')).val();
}

export const checkPromotionCode = callable(contract, async ({ code }, { auth }) => {
  const [rawCart, promo] = await Promise.all([
    readValue(pathOf('carts', auth.uid)),
    readTypedPromotion(code),
  ]);
  const lines = cartLines(rawCart);
  const products = new Map(
    await Promise.all(
      lines.map(async (l): Promise<[string, unknown]> => [
        l.product_id,
        await readValue(pathOf('products', l.product_id)),
      ]),
    ),
  );
  // Stock is not this answer's business: placeOrder refuses a shortage in its own words.
  const priced = priceOrder(lines, products, {}, new Date(), false, { promo });
  const refused = promo ? await usageNow(promo, auth.uid) : null;
  if (refused) throw promotionRefusal(refused);
  return {
    code: promo!.code,
    items_cents: toCents(priced.totals.items),
    discount_cents: toCents(priced.totals.discount),
    total_cents: priced.totalCents,
    conditions: promotionConditions(promo!),
  };
});
