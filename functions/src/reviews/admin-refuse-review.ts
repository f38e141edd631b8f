// adminRefuseReview: the shop does not publish a customer's review, and tells its author why
// (L111-7-2): the review is hidden with the reason and date stored on it (admins read it there;
// its author through myReviews — a review that is not published is public to nobody), then the
// author is e-mailed. The e-mail is sent after the write: when it cannot leave, the refusal
// stands and the answer says so (`emailed: false`); the reason stays in the author's account.
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { adminRefuseReview as contract } from '@fohzshop/shared/contracts/reviews';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import { ProductSchema } from '@fohzshop/shared/schemas/product';
import type { Review, ReviewRefusal } from '@fohzshop/shared/schemas/review';
import { auth } from '../core/admin.js';
import { callable } from '../core/callable.js';
import { pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { parseReview } from '../core/review-records.js';
import { isStoredObject } from '../core/stored-value.js';
import { SMTP_PASSWORD } from '../mail/mail-params.js';
import { sendMail } from '../mail/mail-transport.js';
import { refreshSiteStats } from './admin-review-stats.js';
import { refusalMail } from './refusal-mail.js';

async function authorOf(reviewId: string): Promise<string | null> {
  const uid: unknown = (await ref(pathOf(COLLECTIONS.reviewAuthors, reviewId)).once('value')).val();
  return typeof uid === 'string' ? uid : null;
}

/** Hides the review with its refusal; the stored review as it was, or null when there is none. */
async function hideWithRefusal(reviewId: string, refusal: ReviewRefusal): Promise<Review | null> {
  let before: Review | null = null;
  await ref(pathOf(COLLECTIONS.reviews, reviewId)).transaction((current: unknown) => {
    before = null;
    if (!isStoredObject(current)) return current; // null: the empty cache (core/db.ts)
    before = parseReview(current, reviewId);
    return { ...current, status: 'hidden', refusal, updated_at: refusal.refused_at };
  });
  return before;
}

async function productName(productId: string | undefined): Promise<string | null> {
  if (productId === undefined) return null;
  const name = ProductSchema.shape.name.safeParse(
    (await ref(pathOf(COLLECTIONS.products, productId, 'name')).once('value')).val(),
  );
  return name.success ? name.data : null;
}

/** Sends the reason to the author's address (their Auth account); false when it cannot. */
async function tellAuthor(uid: string, review: Review, reason: string): Promise<boolean> {
  try {
    const email = (await auth().getUser(uid)).email;
    if (!email) return false;
    const mail = await refusalMail({
      reason,
      submittedAt: review.created_at,
      productName: await productName(review.product_id),
    });
    await sendMail(email, mail);
    return true;
  } catch (error) {
    logger.error('review refusal e-mail not sent', { uid, error: String(error) });
    return false;
  }
}

export const adminRefuseReview = callable(
  contract,
  async ({ review_id, reason }) => {
    const uid = await authorOf(review_id);
    if (uid === null) {
      const exists = (await ref(pathOf(COLLECTIONS.reviews, review_id)).once('value')).exists();
      throw exists
        ? fail('failed-precondition', REVIEW_MESSAGES.refuseNoAuthor)
        : fail('not-found', REVIEW_MESSAGES.notFound);
    }
    const refusal: ReviewRefusal = { reason, refused_at: new Date().toISOString() };
    const stored = await hideWithRefusal(review_id, refusal);
    if (stored === null) throw fail('not-found', REVIEW_MESSAGES.notFound);
    await refreshSiteStats();
    return { ok: true as const, emailed: await tellAuthor(uid, stored, reason) };
  },
  { failureMessage: REVIEW_MESSAGES.refuseFailed, secrets: [SMTP_PASSWORD] },
);
