// submitReview: a signed-in customer reviews a product (or the shop, without product_id). The
// review waits for moderation; « Achat vérifié » only when the customer has a delivered order
// containing the product (any delivered order for a review of the shop). One review per
// customer and product: the review id is derived from both and created by a transaction, so
// two submissions at once make one review.
import { submitReview as contract } from '@fohzshop/shared/contracts/reviews';
import { MESSAGES } from '@fohzshop/shared/messages';
import type { Review } from '@fohzshop/shared/schemas/review';
import { callable } from '../core/callable.js';
import { createIfAbsent, pathOf, ref, type Row } from '../core/db.js';
import { fail } from '../core/errors.js';

export const REVIEW_MESSAGES = {
  duplicate: 'Vous avez déjà donné votre avis sur ce produit.',
  duplicateShop: 'Vous avez déjà donné votre avis sur la boutique.',
} as const;

/** 'Léa M.': first name and initial, the way reviews are signed on the site. */
function authorName(user: Row | null, email: string | undefined): string {
  const first = typeof user?.first_name === 'string' ? user.first_name.trim() : '';
  const last = typeof user?.last_name === 'string' ? user.last_name.trim() : '';
  if (first) return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
  return email?.split('@')[0]?.slice(0, 80) || 'Client';
}

async function hasDeliveredPurchase(uid: string, productId: string | undefined): Promise<boolean> {
  const snapshot = await ref('orders').orderByChild('user_id').equalTo(uid).once('value');
  return Object.values((snapshot.val() ?? {}) as Record<string, Row>).some((order) => {
    if (((order.delivery ?? {}) as Row).status !== 'delivered') return false;
    if (productId === undefined) return true;
    const items = Array.isArray(order.items) ? (order.items as Row[]) : [];
    return items.some((item) => item.product_id === productId);
  });
}

export const submitReview = callable(contract, async (data, { auth }) => {
  const { product_id } = data;
  if (product_id !== undefined) {
    const product = await ref(pathOf('products', product_id)).once('value');
    if (!product.exists()) throw fail('not-found', MESSAGES.productNotFound);
  }
  const user = (await ref(pathOf('users', auth.uid)).once('value')).val() as Row | null;
  const verified_purchase = await hasDeliveredPurchase(auth.uid, product_id);
  const review_id = `${auth.uid}_${product_id ?? 'boutique'}`;
  const review: Review = {
    review_id,
    rating: data.rating,
    title: data.title,
    body: data.body,
    author_name: authorName(user, auth.token.email),
    ...(product_id !== undefined && { product_id }),
    user_id: auth.uid,
    source: 'site',
    verified_purchase,
    status: 'pending',
    created_at: new Date().toISOString(),
  };
  if (!(await createIfAbsent(pathOf('reviews', review_id), review)))
    throw fail(
      'already-exists',
      product_id ? REVIEW_MESSAGES.duplicate : REVIEW_MESSAGES.duplicateShop,
    );
  return { review_id, verified_purchase };
});
