// submitReview: a signed-in customer reviews a product (or the shop, without product_id). The
// review waits for moderation; « Avis vérifié » only when the customer has a delivered order
// containing the product (any delivered order for a review of the shop), whose delivery day is
// stored as the date of the experience. One review per customer and product: the review id is
// derived from both and created by a transaction, so two submissions at once make one review. A
// published review is public: it carries no uid, its id is a hash (not the uid), and its author
// is kept in review_authors/{review_id}, admins only.
import { createHash } from 'node:crypto';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { submitReview as contract } from '@fohzshop/shared/contracts/reviews';
import { MESSAGES } from '@fohzshop/shared/messages';
import type { Review } from '@fohzshop/shared/schemas/review';
import { OrderSchema } from '@fohzshop/shared/schemas/order';
import { UserSchema } from '@fohzshop/shared/schemas/user';
import { z } from 'zod';
import { callable, type Handler } from '../core/callable.js';
import { createIfAbsent, pathOf, ref } from '../core/db.js';
import { entriesOf } from '../core/records.js';
import { fail } from '../core/errors.js';
import { originLimited } from '../core/origin-limits.js';
import { viewGuardSalt } from '../core/visitor.js';

export const REVIEW_MESSAGES = {
  duplicate: 'Vous avez déjà donné votre avis sur ce produit.',
  duplicateShop: 'Vous avez déjà donné votre avis sur la boutique.',
} as const;

/** What the « Avis vérifié » check reads of an order (stored lists are arrays here). */
const Purchase = z.object({
  created_at: OrderSchema.shape.created_at,
  delivery: OrderSchema.shape.delivery.pick({ status: true, delivered_at: true }),
  items: z.array(OrderSchema.shape.items.element.pick({ product_id: true })).optional(),
});

/** What the signature reads of users/{uid}: the names, when the record has them. */
const AuthorNames = UserSchema.pick({ first_name: true, last_name: true }).partial();

/** 'Léa M.': first name and initial, the way reviews are signed on the site. */
function authorName(user: unknown, email: string | undefined): string {
  const names = AuthorNames.safeParse(user ?? {});
  const first = names.success ? (names.data.first_name ?? '').trim() : '';
  const last = names.success ? (names.data.last_name ?? '').trim() : '';
  if (first) return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
  return email?.split('@')[0]?.slice(0, 80) || 'Client';
}

/**
 * One id per customer and product (or the shop), which does not reveal the uid: the review is
 * public once published. 24 hex characters of SHA-256 (uids are random, so not reversible).
 */
export function reviewIdFor(uid: string, productId: string | undefined): string {
  const digest = createHash('sha256')
    .update(`review:${uid}:${productId ?? ''}`)
    .digest('hex');
  return `site-${digest.slice(0, 24)}`;
}

/**
 * The day (YYYY-MM-DD, UTC) the customer's latest delivered order of the product (of anything,
 * for a review of the shop) was delivered — the date of the experience the review is about — or
 * null without such an order. Orders are read by their indexed user_id: only this customer's.
 */
async function deliveredPurchaseDay(
  uid: string,
  productId: string | undefined,
): Promise<string | null> {
  const snapshot = await ref('orders').orderByChild('user_id').equalTo(uid).once('value');
  const days = entriesOf(snapshot.val()).flatMap(([, raw]) => {
    const order = Purchase.safeParse(raw);
    if (!order.success || order.data.delivery.status !== 'delivered') return [];
    const items = order.data.items ?? [];
    if (productId !== undefined && !items.some((item) => item.product_id === productId)) return [];
    return [(order.data.delivery.delivered_at ?? order.data.created_at).slice(0, 10)];
  });
  return days.sort().at(-1) ?? null;
}

const submit: Handler<typeof contract> = async (data, { auth }) => {
  const { product_id } = data;
  if (product_id !== undefined) {
    const product = await ref(pathOf('products', product_id)).once('value');
    if (!product.exists()) throw fail('not-found', MESSAGES.productNotFound);
  }
  const user: unknown = (await ref(pathOf('users', auth.uid)).once('value')).val();
  const experienceDay = await deliveredPurchaseDay(auth.uid, product_id);
  const verified_purchase = experienceDay !== null;
  const review_id = reviewIdFor(auth.uid, product_id);
  const review: Review = {
    review_id,
    rating: data.rating,
    title: data.title,
    body: data.body,
    author_name: authorName(user, auth.token.email),
    ...(product_id !== undefined && { product_id }),
    source: 'site',
    verified_purchase,
    ...(experienceDay !== null && { experience_date: experienceDay }),
    status: 'pending',
    created_at: new Date().toISOString(),
  };
  // The author first: same id, same uid, so a refused duplicate rewrites the same value. Written
  // after the review, a crash in between would leave a review that export and deletion miss.
  await ref(pathOf(COLLECTIONS.reviewAuthors, review_id)).set(auth.uid);
  if (!(await createIfAbsent(pathOf('reviews', review_id), review)))
    throw fail(
      'already-exists',
      product_id ? REVIEW_MESSAGES.duplicate : REVIEW_MESSAGES.duplicateShop,
    );
  return { review_id, verified_purchase };
};

// Within the origin and shop caps (core/origin-limits.ts); a refused review gives its slots back.
export const submitReview = callable(contract, originLimited('reviews', submit), {
  secrets: [viewGuardSalt],
});
